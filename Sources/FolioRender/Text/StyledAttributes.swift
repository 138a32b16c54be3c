package import FolioCore

/// What a span changes: font traits, colours and decorations.
package struct StyledAttributes: Hashable, Sendable {
    package struct Traits: OptionSet, Hashable, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }
        package static let bold = Traits(rawValue: 1 << 0)
        package static let italic = Traits(rawValue: 1 << 1)
        package static let monospace = Traits(rawValue: 1 << 2)
        package static let strikethrough = Traits(rawValue: 1 << 3)
        package static let underline = Traits(rawValue: 1 << 4)
        package static let superscript = Traits(rawValue: 1 << 5)
        package static let `subscript` = Traits(rawValue: 1 << 6)
        package static let smallCaps = Traits(rawValue: 1 << 7)
        /// Pango must not add a hyphen when it breaks inside this span (code).
        package static let noHyphens = Traits(rawValue: 1 << 8)
    }

    package var traits: Traits
    package var foreground: Color?
    package var background: Color?
    /// A font size in points replacing the paragraph's.
    package var size: Double?

    package init(traits: Traits = [], foreground: Color? = nil, background: Color? = nil, size: Double? = nil) {
        self.traits = traits
        self.foreground = foreground
        self.background = background
        self.size = size
    }
}
