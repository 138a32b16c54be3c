import FolioCore
import FolioRender

extension TextPage {
    /// Where each character of ``text`` is drawn, in page coordinates: one box per Unicode
    /// scalar, in the same order, for a screen reader's Text interface. The line breaks
    /// between placements have empty boxes; a picture's description, a rule or a table's
    /// cells have their placement's frame, since their words are not laid out one by one.
    @MainActor
    func characterBoxes(in paginator: TextPaginator) -> [Rect] {
        var boxes: [Rect] = []
        for (block, placement) in placements.enumerated() {
            if block > 0 { boxes.append(.zero) }
            let count = placement.text.unicodeScalars.count
            let start = boxes.count
            if case .lines = placement.content, let shown = shownText(of: block, in: paginator) {
                boxes += Self.boxes(of: shown, count: count)
            }
            if boxes.count == start { boxes += Array(repeating: placement.frame, count: count) }
        }
        return boxes
    }

    /// The boxes of the first `count` visible characters of a placement's laid-out text: the
    /// placement's text leaves out the soft hyphens and zero-width spaces that the layout
    /// holds, so those are skipped here too.
    @MainActor
    private static func boxes(
        of shown: (layout: ParagraphLayout, bytes: Range<Int>, text: String, origin: Point), count: Int
    ) -> [Rect] {
        let byOffset = shown.layout.characterBoxes(forUTF8Range: shown.bytes)
        var boxes: [Rect] = []
        boxes.reserveCapacity(count)
        var offset = 0
        for scalar in shown.text.unicodeScalars {
            guard boxes.count < count else { break }
            defer { offset += scalar.utf8.count }
            if scalar == "\u{AD}" || scalar == "\u{200B}" { continue }
            let box = byOffset[offset].map { $0.offsetBy(dx: shown.origin.x, dy: shown.origin.y) }
            boxes.append(box ?? .zero)
        }
        boxes += Array(repeating: .zero, count: max(count - boxes.count, 0))
        return boxes
    }
}
