import FolioCore

/// What Folio adds around a presented controller: the dimmed backdrop that blocks touches
/// beneath, and, for sheets, the pull-down that dismisses interactively.
@MainActor
final class PresentationChrome {
    let dimmingView = PresentationDimmingView()
    private weak var controller: ViewController?
    private var pullDown: PanGestureRecognizer?
    private let gate = GestureGate()
    /// The interactive animator a pull-down hands to `dismiss`, for the moment of that call.
    private(set) var pendingInteractiveDismissal: ModalSlideTransition?
    /// The interactive dismissal the pull-down drives.
    private var interactive: ModalSlideTransition?

    init(presenting controller: ViewController, in window: Window) {
        self.controller = controller
        dimmingView.frame = window.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = controller.modalPresentationStyle.dimmingColor
        gate.shouldBegin = { [weak self] recognizer in self?.pullDownMayBegin(recognizer) ?? false }
    }

    /// The corner radius and clipping the presented view had before it became a sheet.
    private var savedSheetStyle: (view: View, cornerRadius: Double, clipsToBounds: Bool)?

    /// Rounds a sheet's corners (restored by ``remove()``), as UIKit's sheets are.
    func styleSheet(_ view: View) {
        guard savedSheetStyle == nil, controller?.modalPresentationStyle == .pageSheet else { return }
        savedSheetStyle = (view, view.cornerRadius, view.clipsToBounds)
        view.cornerRadius = 10
        view.clipsToBounds = true
    }

    /// Lets a sheet be pulled down, once it is up.
    func attachPullDown() {
        guard pullDown == nil, let controller, controller.modalPresentationStyle == .pageSheet else { return }
        let pan = PanGestureRecognizer { [weak self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            self?.handlePullDown(pan)
        }
        pan.delegate = gate
        controller.view.addGestureRecognizer(pan)
        pullDown = pan
    }

    /// Takes the backdrop and the pull-down away.
    func remove() {
        dimmingView.removeFromSuperview()
        if let saved = savedSheetStyle {
            saved.view.cornerRadius = saved.cornerRadius
            saved.view.clipsToBounds = saved.clipsToBounds
            savedSheetStyle = nil
        }
        if let pullDown { pullDown.view?.removeGestureRecognizer(pullDown) }
        pullDown = nil
        interactive = nil
    }

    private func pullDownMayBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let controller, let pan = recognizer as? PanGestureRecognizer, interactive == nil,
            !controller.isModalInPresentation, controller.presentedViewController == nil,
            controller.activeTransition == nil, controller.presentingViewController?.activeTransition == nil
        else { return false }
        let t = pan.translation(in: nil)
        return t.y > abs(t.x)
    }

    private func handlePullDown(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let controller, interactive == nil else { return }
            let animator = ModalSlideTransition(.dismissing, interactive: true)
            pendingInteractiveDismissal = animator
            controller.dismiss(animated: true)
            pendingInteractiveDismissal = nil
            guard animator.context != nil else { return }
            interactive = animator
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            guard let animator = interactive else { return }
            interactive = nil
            let cancelled = pan.state == .cancelled
            let velocity = cancelled ? 0 : pan.velocity(in: nil).y
            let pulled = pan.translation(in: nil).y
            let projected = pulled + Deceleration.normal.projectedDistance(velocity: velocity)
            animator.finish(completes: !cancelled && projected > animator.travel / 2, velocity: velocity)
        case .possible, .failed:
            break
        }
    }

    private func follow(_ pan: PanGestureRecognizer) {
        guard let animator = interactive else { return }
        let pulled = max(pan.translation(in: nil).y, 0)
        animator.update(shown: 1 - min(pulled / animator.travel, 1))
    }
}
