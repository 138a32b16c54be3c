/// Text shared with other apps through the desktop's clipboard, the counterpart of
/// `UIPasteboard`.
///
/// ```swift
/// Pasteboard.general.string = selectedText          // Ctrl-C
/// if let text = Pasteboard.general.string { … }     // paste
/// ```
///
/// The host decides where ``general`` keeps its contents: the SDL host puts them on the
/// desktop's clipboard (other programs paste them), the headless window keeps them in
/// memory, where a test reads them back. Before any host exists, ``general`` keeps them in
/// memory too.
///
/// - Note: Only text is supported (`string`, `strings`, `hasStrings`); UIKit's images, URLs,
///   items, named pasteboards and change counts do not exist.
@MainActor
public final class Pasteboard {
    /// The pasteboard every app shares: the desktop's clipboard in a window.
    public private(set) static var general = Pasteboard()

    /// Where the contents live.
    private let storage: any PasteboardStorage

    /// Creates a pasteboard whose contents live in `storage`; a host makes one for its
    /// clipboard.
    ///
    /// - Parameter storage: The clipboard behind the pasteboard; by default, memory.
    package init(storage: any PasteboardStorage = MemoryPasteboardStorage()) {
        self.storage = storage
    }

    /// The text on the pasteboard, or nil when it holds none. Setting it replaces the
    /// pasteboard's contents; setting nil empties it.
    public var string: String? {
        get { storage.string }
        set { storage.string = newValue }
    }

    /// The texts on the pasteboard: at most one here, since desktop clipboards hold one.
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { string?.isEmpty == false }

    /// Makes this pasteboard ``general``; hosts call it when they start.
    package func makeGeneral() {
        Pasteboard.general = self
    }
}
