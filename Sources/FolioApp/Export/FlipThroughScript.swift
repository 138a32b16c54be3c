import FolioCore

/// A scripted interaction for an export: holds, drags and key presses, in frames.
struct FlipThroughScript: Hashable, Sendable {
    /// One step; drags are in window points.
    enum Step: Hashable, Sendable {
        /// Let time pass for a number of frames (animations run, frames are captured).
        case hold(frames: Int)
        /// Put a finger down at `from`, move it to `to` over `frames` frames, lift it.
        case drag(from: Point, to: Point, frames: Int)
        /// Press and release a key (takes no time).
        case press(Key)
        /// Tap at a point (takes one frame).
        case tap(Point)
    }

    var steps: [Step]

    /// The number of frames the script captures, counting the first, still frame.
    var frameCount: Int {
        1
            + steps.reduce(0) { total, step in
                switch step {
                case .hold(let frames), .drag(_, _, let frames): total + max(frames, 0)
                case .press: total
                case .tap: total + 1
                }
            }
    }

    /// A flip through `turns` pages: a pause, then for each page a drag in the forward
    /// direction followed by a pause while the page settles and is shown.
    ///
    /// - Parameters:
    ///   - size: The window size in points.
    ///   - forward: The direction a page moves when going forward.
    ///   - framesPerSecond: The export frame rate.
    static func automatic(turns: Int, size: Size, forward: ForwardDirection, framesPerSecond: Int) -> Self {
        let fps = Double(framesPerSecond)
        let (start, end) = forward.drag(in: size)
        var steps: [Step] = [.hold(frames: Int((0.6 * fps).rounded()))]
        for _ in 0..<max(turns, 0) {
            steps.append(.drag(from: start, to: end, frames: max(2, Int((0.3 * fps).rounded()))))
            steps.append(.hold(frames: Int((1.0 * fps).rounded())))
        }
        return FlipThroughScript(steps: steps)
    }
}

/// Which way a page is dragged to go forward.
enum ForwardDirection: Hashable, Sendable {
    /// Drag from right to left (horizontal books and carousels).
    case leftward
    /// Drag from left to right (right-to-left content).
    case rightward
    /// Drag from bottom to top (vertical pagers, wall calendars).
    case upward

    /// A drag across most of a window of `size`, starting near the free edge of the page.
    func drag(in size: Size) -> (start: Point, end: Point) {
        switch self {
        case .leftward:
            (Point(x: size.width * 0.92, y: size.height * 0.62), Point(x: size.width * 0.12, y: size.height * 0.55))
        case .rightward:
            (Point(x: size.width * 0.08, y: size.height * 0.62), Point(x: size.width * 0.88, y: size.height * 0.55))
        case .upward:
            (Point(x: size.width * 0.6, y: size.height * 0.92), Point(x: size.width * 0.55, y: size.height * 0.12))
        }
    }
}
