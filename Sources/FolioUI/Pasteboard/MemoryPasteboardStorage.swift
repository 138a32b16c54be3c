/// A clipboard in memory: the headless window's, and ``Pasteboard/general``'s until a host
/// gives it another.
@MainActor
package final class MemoryPasteboardStorage: PasteboardStorage {
    package var string: String?

    package init() {}
}
