internal import FolioCore

/// Where each character of a text node is drawn: the boxes the view gave, in its own
/// coordinates, and how its coordinates map to the window's when the snapshot was taken.
/// The boxes are mapped when asked for rather than at every snapshot: a page has
/// thousands, and a screen reader asks for a few.
struct CharacterFrames: Equatable, Sendable {
    /// One box per Unicode scalar of the node's text, in the view's coordinates.
    var boxes: [Rect]
    /// Where the view's bounds are in the window.
    var viewFrame: Rect
    /// The size of the view's bounds (the view may be drawn scaled).
    var boundsSize: Size

    /// Character `index`'s box in window coordinates; nil for an index out of range or a
    /// character drawn nowhere (a line break).
    func box(at index: Int) -> Rect? {
        guard boxes.indices.contains(index), Self.isDrawn(boxes[index]) else { return nil }
        return toWindow(boxes[index])
    }

    /// The box around characters `range` that are drawn (line breaks and other empty boxes
    /// left out), in window coordinates; nil when none of them is.
    func box(around range: Range<Int>) -> Rect? {
        let clamped = range.clamped(to: 0..<boxes.count)
        var union: Rect?
        for index in clamped where Self.isDrawn(boxes[index]) {
            union = union.map { $0.union(boxes[index]) } ?? boxes[index]
        }
        return union.map(toWindow)
    }

    /// The character whose box holds `point` (window coordinates); nil when the point is on
    /// no character. Of boxes that overlap there, the one whose centre is nearest wins.
    func index(at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let local = toView(point)
        var best: (index: Int, distance: Double)?
        for (index, box) in boxes.enumerated() where Self.isDrawn(box) && box.contains(local) {
            let distance = abs(box.midX - local.x) + abs(box.midY - local.y)
            if let current = best, current.distance <= distance { continue }
            best = (index, distance)
        }
        return best?.index
    }

    private static func isDrawn(_ box: Rect) -> Bool {
        box.width > 0 && box.height > 0 && box.minX.isFinite && box.minY.isFinite && box.width.isFinite
            && box.height.isFinite
    }

    private var scale: (x: Double, y: Double) {
        (
            boundsSize.width > 0 ? viewFrame.width / boundsSize.width : 1,
            boundsSize.height > 0 ? viewFrame.height / boundsSize.height : 1
        )
    }

    private func toWindow(_ box: Rect) -> Rect {
        let scale = self.scale
        return Rect(
            x: viewFrame.minX + box.minX * scale.x, y: viewFrame.minY + box.minY * scale.y,
            width: box.width * scale.x, height: box.height * scale.y)
    }

    private func toView(_ point: Point) -> Point {
        let scale = self.scale
        return Point(x: (point.x - viewFrame.minX) / scale.x, y: (point.y - viewFrame.minY) / scale.y)
    }
}
