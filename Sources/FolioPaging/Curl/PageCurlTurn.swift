import FolioCore

/// One curl turn in flight on the curl geometry: the drag that grabbed the sheet, where its
/// touch point is, and the animation carrying it when no finger does.
///
/// The turn's progress, which the brain sees, is read off the geometry: a lifting sheet
/// (forward, or any spread turn) goes from flat, touch at +W in the spine frame, to turned
/// over, touch at −W; a returning sheet (reverse on a single page) the other way. So
/// progress is exactly 0 or 1 when the sheet rests, and the release decision (the curl
/// geometry's, UIKit's rule) and the brain always agree.
struct PageCurlTurn {
    /// The direction of the turn.
    let step: PageStep
    /// The book's layout when the turn began.
    let layout: CurlLayout
    /// The grabbed sheet.
    let drag: CurlDrag
    /// The touch point in the spine frame.
    private(set) var touch: Point
    /// The time-driven part of the turn, once the finger let go (or for a scripted turn).
    private(set) var animation: CurlAnimation?

    /// A turn grabbed by a finger at `start` (view coordinates).
    init(step: PageStep, layout: CurlLayout, start: Point) {
        self.step = step
        self.layout = layout
        let direction: CurlLayout.Direction = step == .forward ? .forward : .reverse
        drag = CurlDrag(
            frame: layout.sheetFrame(for: direction), motion: layout.motion(for: direction), start: start)
        touch = drag.touchPoint(finger: start)
    }

    /// A whole scripted turn (programmatic, keyboard, tap).
    init(scriptedStep step: PageStep, layout: CurlLayout) {
        self.step = step
        self.layout = layout
        let direction: CurlLayout.Direction = step == .forward ? .forward : .reverse
        drag = CurlDrag.scripted(frame: layout.sheetFrame(for: direction), motion: layout.motion(for: direction))
        let animation = CurlAnimation.fullTurn(drag: drag)
        self.animation = animation
        touch = animation.touch(at: 0)
    }

    /// How far the sheet has turned, 0…1.
    var progress: Double {
        let width = max(drag.frame.size.width, 1)
        let turned = (width - touch.x) / (2 * width)
        let fraction = drag.motion == .lifting ? turned : 1 - turned
        return min(max(fraction, 0), 1)
    }

    /// The sheet's shape now.
    var model: CurlModel { drag.model(touch: touch) }

    /// The touch point in view coordinates.
    var touchInView: Point { drag.frame.toView(touch) }

    /// Follows a finger at `finger` (view coordinates).
    mutating func follow(finger: Point) {
        touch = drag.touchPoint(finger: finger)
    }

    /// Lets go at `finger` with `velocity` (view coordinates, points per second): the sheet
    /// settles where the curl geometry's release rule sends it.
    mutating func release(finger: Point, velocity: Point) {
        let settle = drag.release(finger: finger, velocity: velocity, midline: layout.midline(in: drag.frame))
        animation = settle
        touch = settle.touch(at: 0)
    }

    /// Moves the time-driven part to `fraction` (0…1) of its duration.
    mutating func animate(to fraction: Double) {
        guard let animation else { return }
        touch = animation.touch(at: fraction)
    }

    /// Whether the sheet ends turned (the turn completes), once released.
    var completes: Bool? { animation?.completes }
}

extension CurlLayout {
    /// The curl geometry's layout for a page view controller's spine and orientation.
    init(bounds: Rect, spine: PageViewController.SpineLocation, isVertical: Bool) {
        let curlSpine: Spine =
            switch spine {
            case .mid: .mid
            case .max: .max
            case .min, .none: .min
            }
        self.init(bounds: bounds, spine: curlSpine, orientation: isVertical ? .vertical : .horizontal)
    }
}
