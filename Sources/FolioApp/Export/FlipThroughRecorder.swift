import FolioCore
import FolioHeadless
import FolioRender

/// Plays a ``FlipThroughScript`` on a headless window and captures one composited frame per
/// frame of simulated time, the way `folio export` makes its images and videos.
@MainActor
struct FlipThroughRecorder {
    let host: HeadlessWindow
    let compositor: Compositor
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    let background: Color
    /// Renders and passes on one frame in this many (1: all), while time runs through every
    /// frame; the GIF palette pass looks at a sample.
    var renderEvery = 1

    /// Plays `script`, passing each frame to `sink` until `limit` frames were captured (the last
    /// frame is held when the script ends first), calling `progress` after each frame.
    ///
    /// - Returns: The number of frames captured.
    @discardableResult
    func record(
        _ script: FlipThroughScript, limit: Int, to sink: any FrameSink, progress: (Int) -> Void
    ) throws(ExportError) -> Int {
        var frame = Bitmap(width: pixelWidth, height: pixelHeight)
        var captured = 0

        func capture() throws(ExportError) -> Bool {
            guard captured < limit else { return false }
            if captured % max(renderEvery, 1) == 0 {
                compositor.render(host.layerTree(), into: &frame, scale: scale, background: background)
                try sink.write(frame)
            }
            captured += 1
            progress(captured)
            return captured < limit
        }

        guard try capture() else { return captured }
        for step in script.steps {
            switch step {
            case .hold(let frames):
                for _ in 0..<max(frames, 0) {
                    host.advance(frames: 1)
                    guard try capture() else { return captured }
                }
            case .drag(let from, let to, let frames):
                let count = max(frames, 1)
                host.touchDown(at: from)
                for index in 1...count {
                    host.advance(frames: 1)
                    let t = Double(index) / Double(count)
                    host.touchMove(to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
                    if index == count { host.touchUp() }
                    guard try capture() else {
                        host.touchUp()
                        return captured
                    }
                }
            case .press(let key):
                host.press(key)
            case .tap(let point):
                host.tap(at: point)
                guard try capture() else { return captured }
            }
        }
        while captured < limit {
            host.advance(frames: 1)
            guard try capture() else { break }
        }
        return captured
    }
}
