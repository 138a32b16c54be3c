internal import CGio
internal import FolioCore

/// The Text interface's geometry: where a character or a range is on the screen, and which
/// character is at a point, as a screen magnifier or a reader that follows the mouse asks.
extension AtspiServer {
    /// Answers `GetCharacterExtents (offset, coordType)`, `GetRangeExtents (start, end,
    /// coordType)` and `GetOffsetAtPoint (x, y, coordType)` for `call`'s node, whose text has
    /// `count` characters.
    ///
    /// Offsets out of the text, or on characters drawn nowhere, answer as GTK does: the box
    /// `(-1, -1, 0, 0)` and the offset `-1`. A view that does not say where its characters are
    /// answers with its own box for every character in the text.
    func textGeometryReply(_ call: MethodCall, count: Int) -> OpaquePointer {
        let arguments = call.arguments
        let node = call.node
        let snapshot = call.snapshot
        switch call.method {
        case "GetOffsetAtPoint":
            let point = Point(
                x: Double(GVariantValue.int32(arguments, at: 0)), y: Double(GVariantValue.int32(arguments, at: 1)))
            let inWindow = snapshot.windowPoint(point, of: node, coordType: GVariantValue.uint32(arguments, at: 2))
            let index = node.characterFrames?.index(at: inWindow).flatMap { $0 < count ? $0 : nil }
            return GVariantValue.tuple([GVariantValue.int32(Int32(clamping: index ?? -1))])
        case "GetRangeExtents":
            let start = Int(GVariantValue.int32(arguments, at: 0))
            let end = Int(GVariantValue.int32(arguments, at: 1))
            let lower = min(max(min(start, end), 0), count)
            let range = lower..<min(max(start, end, lower), count)
            return boxReply(
                node.characterFrames.map { $0.box(around: range) } ?? wholeBox(node, if: range.overlaps(0..<count)),
                node: node, snapshot: snapshot, coordType: GVariantValue.uint32(arguments, at: 2))
        default:
            let offset = Int(GVariantValue.int32(arguments, at: 0))
            let isInText = offset >= 0 && offset < count
            let box = node.characterFrames.map { isInText ? $0.box(at: offset) : nil } ?? wholeBox(node, if: isInText)
            return boxReply(box, node: node, snapshot: snapshot, coordType: GVariantValue.uint32(arguments, at: 1))
        }
    }

    private func wholeBox(_ node: AccessibleNode, if condition: Bool) -> Rect? {
        condition ? node.frame : nil
    }

    private func boxReply(_ box: Rect?, node: AccessibleNode, snapshot: AccessibleSnapshot, coordType: UInt32)
        -> OpaquePointer
    {
        let nowhere: (x: Int32, y: Int32, width: Int32, height: Int32) = (-1, -1, 0, 0)
        let answer = box.map { snapshot.roundedOut(snapshot.place($0, of: node, coordType: coordType)) } ?? nowhere
        return GVariantValue.tuple([answer.x, answer.y, answer.width, answer.height].map(GVariantValue.int32))
    }
}
