internal import CSDL2
import Dispatch
import Foundation

/// Presents the window surface on a thread of its own, so that the X server's copy of frame
/// N overlaps the layout and rendering of frame N + 1 (`FOLIO_PRESENT_THREAD=1`).
///
/// The main thread touches the surface only between ``wait()`` and ``present(_:)``; the
/// thread only calls `SDL_UpdateWindowSurface` (Xlib is thread-safe: SDL calls
/// `XInitThreads`).
final class SurfacePresentThread: @unchecked Sendable {
    // @unchecked Sendable: `window` is written by the main thread before `go` is signalled and
    // read by the thread after; `finishedAt` the other way round, ordered by `done`.
    private let go = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var window: OpaquePointer?
    /// What of the surface to present.
    private var update = SurfaceUpdate.whole
    private let updater = SurfaceUpdater()
    private var isStopping = false
    private var isPending = false
    private var finishedAt = ContinuousClock.now

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "Folio present"
        thread.start()
    }

    /// Starts presenting `window`'s surface, or the parts of it `update` names.
    func present(_ window: OpaquePointer, _ update: SurfaceUpdate = .whole) {
        self.window = window
        self.update = update
        isPending = true
        go.signal()
    }

    /// Waits for the present in flight, if any; returns how long ago it finished, in seconds.
    func wait() -> Double? {
        guard isPending else { return nil }
        done.wait()
        isPending = false
        let elapsed = ContinuousClock.now - finishedAt
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Ends the thread after the present in flight.
    func stop() {
        _ = wait()
        isStopping = true
        go.signal()
    }

    private func run() {
        while true {
            go.wait()
            if isStopping { return }
            if let window { updater.update(window, update) }
            finishedAt = ContinuousClock.now
            done.signal()
        }
    }
}
