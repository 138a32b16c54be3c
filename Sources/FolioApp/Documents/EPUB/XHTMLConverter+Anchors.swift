extension XHTMLConverter {
    /// The `id`s met while converting a chapter, each with the top-level block it is in.
    final class AnchorCollector {
        /// Each `id` and the index of the top-level block it starts in.
        var anchors: [String: Int] = [:]
        /// How deep inside blocks built apart (a list, a quotation, a table, a heading) the
        /// walk is, and the index the outermost of them will have.
        private var nesting = 0
        private var containerIndex = 0

        /// The most anchors kept for a chapter: a hostile one can have an `id` on every
        /// one of millions of elements.
        static let maximumAnchors = 100_000

        func enterNested(at index: Int) {
            if nesting == 0 { containerIndex = index }
            nesting += 1
        }

        func leaveNested() { nesting = max(nesting - 1, 0) }

        /// Records `id` in the block the top-level walk will add next (`nextIndex`), or in
        /// the container being built around it.
        func record(_ id: String, nextIndex: Int) {
            guard anchors[id] == nil, anchors.count < Self.maximumAnchors else { return }
            anchors[id] = nesting > 0 ? containerIndex : nextIndex
        }
    }

    /// Records the element's `id` (or an old `<a name>`) where its content will start. A
    /// block element starts a block, so the text before it is ended first; an inline one
    /// is in the paragraph being gathered.
    func registerAnchor(of element: MarkupElement, in builder: inout Builder, alignment: RichAlignment) {
        let id = element[attribute: "id"] ?? (element.name == "a" ? element[attribute: "name"] : nil)
        guard let id, !id.isEmpty else { return }
        if !Self.inlineElements.contains(element.name), element.name != "br" { builder.flush(alignment: alignment) }
        anchorCollector.record(id, nextIndex: builder.blocks.count)
    }

    /// A link's destination as the book knows it: `chapter.xhtml#id` resolved against this
    /// chapter's path (so `#id` alone is in this chapter), or the address as written when
    /// it has a scheme or cannot be resolved.
    func resolvedLink(_ href: String) -> String {
        guard !Book.hasScheme(href) else { return href }
        let fragment = href.firstIndex(of: "#").map { String(href[$0...]) } ?? ""
        if href.hasPrefix("#") { return chapterPath + fragment }
        guard let path = try? EPUBArchive.resolve(href, relativeTo: chapterPath) else { return href }
        return path + fragment
    }
}
