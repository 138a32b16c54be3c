import Foundation

extension Book {
    /// Reads the EPUB at `path` again with its own styles on or off and shows its text in
    /// this book, keeping the place: the reading position moves to the same chapter and
    /// about the same paragraph (styles off can drop hidden blocks and page breaks, so the
    /// paragraphs of the two typesettings are not exactly the same).
    ///
    /// - Returns: The index of the page showing the place; nil when the book has no text
    ///   or the file cannot be read again (it stays as it was).
    func setPublisherStyles(_ on: Bool, path: String) -> Int? {
        guard let layout = textPaginator?.layout,
            let document = try? EPUBDocument(path: path, usesPublisherStyles: on),
            let other = try? EPUBBookBuilder(layout: layout).book(from: document, fileName: title)
        else { return nil }
        // The other typesetting converts as far as this one has, and a chapter more: the
        // chapter read now and where the next starts are then known in both.
        if let converted = spineText?.convertedCount, let text = other.spineText {
            while text.convertedCount <= converted, text.makeMoreBlocks() {}
        }
        let position = Self.mapPosition(
            readingPosition, from: spineText?.anchors ?? anchors, to: other.spineText?.anchors ?? other.anchors)
        guard let index = adoptText(of: other, at: position) else { return nil }
        usesPublisherStyles = on
        return index
    }

    /// `position` in a typesetting whose chapters start at `old` (``anchors``' entries for
    /// whole spine files, those without a `#`), moved to the typesetting whose chapters start
    /// at `new`: the same chapter, as many items into it, and never past its end.
    static func mapPosition(_ position: RichPosition, from old: [String: RichPosition], to new: [String: RichPosition])
        -> RichPosition
    {
        let oldStarts = old.filter { !$0.key.contains("#") }
        guard
            let chapter = oldStarts.filter({ $0.value.item <= position.item }).max(by: { $0.value.item < $1.value.item }
            ),
            let newStart = new[chapter.key]
        else { return position }
        let nextStart =
            new.filter { !$0.key.contains("#") && $0.value.item > newStart.item }.map(\.value.item).min() ?? Int.max
        let wanted = newStart.item + (position.item - chapter.value.item)
        let item = min(wanted, max(nextStart - 1, newStart.item))
        return RichPosition(item: item, offset: item == wanted ? position.offset : 0)
    }
}
