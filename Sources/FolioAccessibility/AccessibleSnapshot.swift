internal import FolioCore

/// The whole accessible tree at one moment: what the bus answers from, so that a screen
/// reader's questions never wait for the main thread.
struct AccessibleSnapshot: Equatable, Sendable {
    static let applicationID = 0
    static let windowID = 1

    var nodes: [Int: AccessibleNode] = [:]
    /// Where the window's top-left corner is on the screen, in points.
    var windowOrigin = Point.zero

    /// An application with no window yet.
    static func empty(applicationName: String) -> AccessibleSnapshot {
        var snapshot = AccessibleSnapshot()
        snapshot.nodes[applicationID] = AccessibleNode(
            id: applicationID, parent: nil, role: .application, name: applicationName)
        return snapshot
    }

    /// The object path of a node (`/org/a11y/atspi/accessible/root` for the application).
    static func path(of id: Int) -> String {
        id == applicationID ? "\(pathPrefix)/root" : "\(pathPrefix)/\(id)"
    }

    /// The node a path names, or nil for a path that is not one of ours.
    static func id(ofPath path: String) -> Int? {
        guard path.hasPrefix(pathPrefix + "/") else { return nil }
        let node = path.dropFirst(pathPrefix.count + 1)
        if node == "root" { return applicationID }
        guard let id = Int(node), id > 0 else { return nil }
        return id
    }

    static let pathPrefix = "/org/a11y/atspi/accessible"

    /// A node's extents in screen coordinates (`coordType` 0), the window's (1) or its
    /// parent's (2), rounded to whole points.
    func extents(of id: Int, coordType: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        guard let node = nodes[id] else { return (0, 0, 0, 0) }
        return rounded(place(node.frame, of: node, coordType: coordType))
    }

    /// `rect` (window coordinates, on or in `node`) in the coordinates `coordType` names.
    func place(_ rect: Rect, of node: AccessibleNode, coordType: UInt32) -> Rect {
        var origin = rect.origin
        switch coordType {
        case 0: origin = Point(x: origin.x + windowOrigin.x, y: origin.y + windowOrigin.y)
        case 2:
            if let parent = node.parent.flatMap({ nodes[$0] }), parent.id != Self.applicationID {
                origin = Point(x: origin.x - parent.frame.minX, y: origin.y - parent.frame.minY)
            }
        default: break
        }
        return Rect(origin: origin, size: rect.size)
    }

    /// A point given in the coordinates `coordType` names, in window coordinates.
    func windowPoint(_ point: Point, of node: AccessibleNode, coordType: UInt32) -> Point {
        let zero = place(.zero, of: node, coordType: coordType).origin
        return Point(x: point.x - zero.x, y: point.y - zero.y)
    }

    func rounded(_ rect: Rect) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        (Self.clamp(rect.minX), Self.clamp(rect.minY), Self.clamp(rect.width), Self.clamp(rect.height))
    }

    /// `rect` grown to whole points, so that a narrow glyph's box still covers all of it.
    func roundedOut(_ rect: Rect) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let x = rect.minX.rounded(.down)
        let y = rect.minY.rounded(.down)
        return (
            Self.clamp(x), Self.clamp(y), Self.clamp(rect.maxX.rounded(.up) - x), Self.clamp(rect.maxY.rounded(.up) - y)
        )
    }

    private static func clamp(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(max(min(value.rounded(), Double(Int32.max)), Double(Int32.min)))
    }
}
