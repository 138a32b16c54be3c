import FolioCore

/// Which way a page is dragged to go forward.
enum ForwardDirection: Hashable, Sendable {
    /// Drag from right to left (horizontal books and carousels).
    case leftward
    /// Drag from left to right (right-to-left content).
    case rightward
    /// Drag from bottom to top (vertical pagers, wall calendars).
    case upward

    /// A drag across most of `rect` (the pages), starting near the free edge of the page.
    func drag(in rect: Rect) -> (start: Point, end: Point) {
        func at(_ x: Double, _ y: Double) -> Point {
            Point(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y)
        }
        return switch self {
        case .leftward: (at(0.92, 0.62), at(0.12, 0.55))
        case .rightward: (at(0.08, 0.62), at(0.88, 0.55))
        case .upward: (at(0.6, 0.92), at(0.55, 0.12))
        }
    }
}
