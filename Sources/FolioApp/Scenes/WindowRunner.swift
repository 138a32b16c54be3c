import FolioCore
import FolioRender
import FolioSDL
import FolioUI
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Shows a view controller in a real window until the user closes it.
///
/// Whenever the window comes to rest (a frame was presented and nothing is animating), the
/// runner prints the root controller's ``AppStateReporting/stateDescription`` if it changed,
/// writes it to the file named by `FOLIO_STATE_FILE`, and writes the frame on screen as PNG
/// to `FOLIO_FRAME_FILE`, so that a test driving the window from outside can check what it
/// shows.
@MainActor
struct WindowRunner {
    var title: String
    var size: Size
    /// Pacing and statistics (`--fps`, `--stats`, `--stats-log`).
    var options = WindowOptions()
    var environment = ProcessInfo.processInfo.environment

    func run(_ root: ViewController) throws(SDLHostError) {
        SDLHost.lineBufferStandardOutput()
        let clock = SystemClock()
        // The host first, as on a device the screen exists before the app's views: it
        // defines Screen.main, which the root's default loadView sizes its view from.
        let host = try SDLHost(
            configuration: SDLHost.Configuration(
                title: title, size: size, framesPerSecond: options.fps, statistics: options.statistics),
            clock: clock)
        let window = Window(size: size, clock: clock)
        window.screen = host.screen
        window.textMeasurer = PangoTextMeasurer()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scene = WindowScene(window: window, background: Color(white: 0.85))
        // The root as it is when the window rests: a password prompt gives way to the reader.
        if root is any AppStateReporting {
            var last = ""
            let stateFile = environment["FOLIO_STATE_FILE"]
            let frameFile = environment["FOLIO_FRAME_FILE"]
            let report = { (frame: Bitmap?) in
                guard !scene.needsUpdate, let reporter = window.rootViewController as? any AppStateReporting
                else { return }
                let state = reporter.stateDescription
                if state != last { print("folio: \(TerminalText.oneLine(state))") }
                host.title = reporter.windowTitle ?? title
                last = state
                // The frame first, so that a reader polling the state file finds a matching frame.
                // Both written whole and renamed into place, so a poller never reads half a file.
                if let frameFile, let frame, (try? frame.writePNG(toFile: frameFile + ".part")) != nil {
                    _ = rename(frameFile + ".part", frameFile)
                }
                if let stateFile {
                    try? Data((state + "\n").utf8).write(to: URL(fileURLWithPath: stateFile), options: .atomic)
                }
            }
            // Only a frame file needs the frame as a bitmap; otherwise frames are drawn
            // straight into the window.
            if frameFile != nil {
                host.onFramePresented = { frame in report(frame) }
            } else {
                host.onFrameShown = { report(nil) }
            }
        }
        print(
            "folio: window open (\(Int(host.windowSize.width))x\(Int(host.windowSize.height)) points, "
                + "scale \(host.scale), \(host.rendererName) renderer, \(host.framesPerSecond) fps"
                + "\(host.isVSyncEnabled ? " with vsync" : "")); Escape or closing the window quits")
        let accessibility = startAccessibility(for: window, in: host)
        // What other threads finished for the window (PDF pages from their renderer) lands in the inbox.
        host.onLoopPass = { [weak accessibility] in
            accessibility?.update()
            MainActorInbox.shared.run()
        }
        host.run(scene)
        accessibility.stop()
        print("folio: window closed (\(host.closeReason.map { "\($0)" } ?? "unknown"))")
    }
}
