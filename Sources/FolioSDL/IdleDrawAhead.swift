/// The run loop's draw-ahead step: while the window is idle, the scene draws what the next
/// frames will show (a page view controller's neighbour pages), one layer at a time, until
/// input is pending.
///
/// Asking before every layer bounds what a key or a touch arriving in an idle spell waits
/// for to one layer's drawing. The question is a closure, so that a test can answer it: the
/// host asks SDL's event queue.
@MainActor
struct IdleDrawAhead {
    /// At most this many layers per pause, so that a view that invalidates itself as it draws
    /// cannot keep the loop from sleeping.
    static let layersPerPause = 8

    /// Whether input waits to be taken; asked before every layer.
    let inputIsPending: @MainActor () -> Bool

    /// Lets `scene` draw ahead while no input is pending, it has more to draw, and the
    /// pause's share of layers is not used up.
    ///
    /// - Returns: How many times the scene was asked to draw a layer.
    @discardableResult
    func run(_ scene: any SDLScene) -> Int {
        var asked = 0
        while asked < Self.layersPerPause, !inputIsPending() {
            asked += 1
            guard scene.drawAhead() else { break }
        }
        return asked
    }
}
