/// One item of a ``RichList``: its blocks (the first usually a paragraph, then perhaps a
/// nested list), and its checkbox for GFM task lists.
struct RichListItem: Hashable, Sendable {
    /// A task list item's checkbox state (`- [ ]` / `- [x]`), nil for a plain item.
    enum Task: Hashable, Sendable {
        case unchecked
        case checked
    }

    var blocks: [RichBlock]
    var task: Task?

    init(blocks: [RichBlock], task: Task? = nil) {
        self.blocks = blocks
        self.task = task
    }
}
