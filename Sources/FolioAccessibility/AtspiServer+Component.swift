internal import CGio

/// The Component interface: where each object is on the screen, and what is at a point.
extension AtspiServer {
    func replyComponent(_ call: MethodCall) throws(CallError) -> OpaquePointer {
        let node = call.node
        let arguments = call.arguments
        switch call.method {
        case "Contains":
            let coordType = GVariantValue.uint32(arguments, at: 2)
            let inside = contains(
                node.id, x: GVariantValue.int32(arguments, at: 0), y: GVariantValue.int32(arguments, at: 1),
                coordType: coordType, in: call.snapshot)
            return GVariantValue.tuple([GVariantValue.boolean(inside)])
        case "GetAccessibleAtPoint":
            let x = GVariantValue.int32(arguments, at: 0)
            let y = GVariantValue.int32(arguments, at: 1)
            let coordType = GVariantValue.uint32(arguments, at: 2)
            let hit = node.children.last { contains($0, x: x, y: y, coordType: coordType, in: call.snapshot) }
            return GVariantValue.tuple([reference(hit, busName: call.busName)])
        case "GetExtents":
            let box = call.snapshot.extents(of: node.id, coordType: GVariantValue.uint32(arguments, at: 0))
            let rect = [box.x, box.y, box.width, box.height].map(GVariantValue.int32)
            return GVariantValue.tuple([GVariantValue.tuple(rect)])
        case "GetPosition":
            let box = call.snapshot.extents(of: node.id, coordType: GVariantValue.uint32(arguments, at: 0))
            return GVariantValue.tuple([GVariantValue.int32(box.x), GVariantValue.int32(box.y)])
        case "GetSize":
            let box = call.snapshot.extents(of: node.id, coordType: 1)
            return GVariantValue.tuple([GVariantValue.int32(box.width), GVariantValue.int32(box.height)])
        case "GetLayer":
            // AtspiComponentLayer: WINDOW for the frame, WIDGET for what is in it.
            return GVariantValue.tuple([GVariantValue.uint32(node.id == AccessibleSnapshot.windowID ? 7 : 3)])
        case "GetMDIZOrder":
            return GVariantValue.tuple([g_variant_new_int16(0)])
        case "GrabFocus":
            let focusable = node.states.contains(.focusable)
            if focusable { enqueue(.grabFocus(id: node.id)) }
            return GVariantValue.tuple([GVariantValue.boolean(focusable)])
        case "GetAlpha":
            return GVariantValue.tuple([GVariantValue.double(1)])
        case "ScrollTo":
            return GVariantValue.tuple([GVariantValue.boolean(false)])
        default:
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.method)")
        }
    }

    private func contains(_ id: Int, x: Int32, y: Int32, coordType: UInt32, in snapshot: AccessibleSnapshot) -> Bool {
        let box = snapshot.extents(of: id, coordType: coordType)
        let (px, py) = (Int64(x), Int64(y))
        return px >= Int64(box.x) && py >= Int64(box.y) && px < Int64(box.x) + Int64(box.width)
            && py < Int64(box.y) + Int64(box.height)
    }
}
