import ArgumentParser

/// A frame size written `WIDTHxHEIGHT` on the command line, such as `800x600`.
struct PixelSize: Hashable, Sendable, ExpressibleByArgument, CustomStringConvertible {
    var width: Int
    var height: Int

    static let range = 16...8192

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            Self.range.contains(width), Self.range.contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// Parses `--size`, or says what a size must be: ArgumentParser's own message for a
    /// failed ``init(argument:)`` only calls the value invalid.
    static func parse(_ argument: String) throws -> PixelSize {
        guard let size = PixelSize(argument: argument) else {
            throw ValidationError(
                "give WIDTHxHEIGHT with each side \(range.lowerBound)...\(range.upperBound), such as 800x600")
        }
        return size
    }

    var description: String { "\(width)x\(height)" }

    static var defaultValueDescription: String { "800x600" }
}
