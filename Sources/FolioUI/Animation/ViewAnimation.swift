/// One animated property of one view: the presentation value is the model value plus
/// `delta × remaining`, where `remaining` falls from 1 to 0 as the driver progresses.
///
/// Several animations of the same property add up, so a new animation started while another
/// runs continues smoothly from where the view is on screen.
@MainActor
final class ViewAnimation {
    let property: AnimatableProperty
    /// The start value minus the end value.
    let delta: [Double]
    /// The driver's progress when the animation was added (non-zero for animations added to a
    /// running animator, which then run over the remaining progress).
    let startProgress: Double
    weak var view: View?
    weak var driver: (any AnimationDriving)?

    init(view: View, property: AnimatableProperty, delta: [Double], startProgress: Double, driver: any AnimationDriving)
    {
        self.view = view
        self.property = property
        self.delta = delta
        self.startProgress = startProgress
        self.driver = driver
    }

    /// The fraction of `delta` still applied.
    var remaining: Double {
        guard let driver else { return 0 }
        let span = 1 - startProgress
        guard span > 1e-9 else { return 0 }
        return 1 - (driver.currentProgress - startProgress) / span
    }
}
