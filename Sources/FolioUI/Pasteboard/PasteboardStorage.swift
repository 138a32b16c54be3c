/// Where a ``Pasteboard`` keeps its text: a host's clipboard. The SDL host implements it with
/// SDL's clipboard; ``MemoryPasteboardStorage`` keeps the text in memory.
@MainActor
package protocol PasteboardStorage: AnyObject {
    /// The text held, or nil for none. Setting nil empties the clipboard.
    var string: String? { get set }
}
