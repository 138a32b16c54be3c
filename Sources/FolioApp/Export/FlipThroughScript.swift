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
    ///   - paper: Where the pages are, when they do not fill the window; drags start on it.
    static func automatic(
        turns: Int, size: Size, forward: ForwardDirection, framesPerSecond: Int, paper: Rect? = nil
    ) -> Self {
        let fps = Double(framesPerSecond)
        let (start, end) = forward.drag(in: paper ?? Rect(origin: .zero, size: size))
        var steps: [Step] = [.hold(frames: Int((0.6 * fps).rounded()))]
        for _ in 0..<max(turns, 0) {
            // At least four steps: a pan begins at the first step and the content follows
            // only the steps after it, so at a low frame rate two steps (the first one half
            // the drag) moved a carousel's page less than half its width, and it fell back.
            steps.append(.drag(from: start, to: end, frames: max(4, Int((0.3 * fps).rounded()))))
            steps.append(.hold(frames: Int((1.0 * fps).rounded())))
        }
        return FlipThroughScript(steps: steps)
    }
}
