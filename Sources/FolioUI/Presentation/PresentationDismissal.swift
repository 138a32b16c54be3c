import FolioCore

/// One dismissal of a chain of presented controllers: the top-most slides away (animated or
/// not, possibly driven by a pull-down), the ones in between leave at once, and the
/// presenter underneath comes back, with balanced appearance callbacks throughout.
@MainActor
struct PresentationDismissal {
    /// The controller that stays.
    let presenter: ViewController
    /// The controllers that go, the one `presenter` presents first, the top-most last.
    let chain: [ViewController]
    let window: Window
    let animated: Bool

    func run(completion: (@MainActor () -> Void)?) {
        guard let top = chain.last, let first = chain.first else { return }
        let coversPresenter = first.modalPresentationStyle == .fullScreen
        let leaving = chain.reversed().filter { $0.appearanceState == .appeared || $0.appearanceState == .appearing }
        for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
        if coversPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        // The views of the controllers in between leave now, bottom to top as they were.
        let intermediateViews = chain.dropLast().flatMap { controller -> [View] in
            [controller.containerAttachments.presentation?.dimmingView, controller.loadedView]
                .compactMap { $0 }.filter { $0.superview === window }
        }
        for view in intermediateViews { view.removeFromSuperview() }
        let topChrome = top.containerAttachments.presentation
        let presenterView = presenter.view
        if coversPresenter {
            presenterView.frame =
                presenter.presentingViewController == nil
                ? window.bounds : presenter.modalPresentationStyle.frame(in: window.bounds)
            window.insertSubview(presenterView, belowSubview: topChrome?.dimmingView ?? top.view)
        }
        let animator: (any ViewControllerAnimatedTransitioning)? =
            animated
            ? topChrome?.pendingInteractiveDismissal ?? top.transitioningDelegate?.animationController(
                forDismissed: top)
                ?? ModalSlideTransition(.dismissing)
            : nil
        let involved = [presenter] + chain
        let context = TransitionContext(
            container: window, from: top, to: presenter, fromView: top.loadedView,
            toView: coversPresenter ? presenterView : nil,
            finalFrames: [ObjectIdentifier(presenter): presenterView.frame],
            isAnimated: animator != nil
        ) { completed in
            for controller in involved { controller.activeTransition = nil }
            if completed {
                finish(leaving: leaving, coversPresenter: coversPresenter)
            } else {
                restore(leaving: leaving, coversPresenter: coversPresenter, intermediateViews: intermediateViews)
            }
            animator?.animationEnded(completed)
            completion?()
        }
        context.dimmingView = topChrome?.dimmingView
        for controller in involved { controller.activeTransition = context }
        if let animator {
            animator.animateTransition(using: context)
        } else {
            context.completeTransition(true)
        }
    }

    private func finish(leaving: [ViewController], coversPresenter: Bool) {
        for controller in chain.reversed() {
            controller.loadedView?.removeFromSuperview()
            controller.containerAttachments.presentation?.remove()
            controller.containerAttachments.presentation = nil
            controller.presentingViewController?.presentedViewController = nil
            controller.presentingViewController = nil
        }
        for controller in leaving { controller.endAppearanceTransition() }
        if coversPresenter { presenter.endAppearanceTransition() }
    }

    /// Puts everything back after a cancelled (interactive) dismissal.
    private func restore(leaving: [ViewController], coversPresenter: Bool, intermediateViews: [View]) {
        for controller in leaving { controller.beginAppearanceTransition(true, animated: animated) }
        if coversPresenter {
            presenter.beginAppearanceTransition(false, animated: animated)
            presenter.loadedView?.removeFromSuperview()
        }
        if let top = chain.last {
            let anchor = top.containerAttachments.presentation?.dimmingView ?? top.view
            for view in intermediateViews { window.insertSubview(view, belowSubview: anchor) }
            top.containerAttachments.presentation?.dimmingView.alpha = 1
        }
        if coversPresenter { presenter.endAppearanceTransition() }
        for controller in leaving { controller.endAppearanceTransition() }
    }
}
