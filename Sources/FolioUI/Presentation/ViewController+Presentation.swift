extension ViewController {
    /// Presents `controller` modally, covering the window.
    ///
    /// The presenting controller is the top-most ancestor of this one (its presentation
    /// context), as in UIKit. Appearance callbacks are balanced: with ``ModalPresentationStyle/fullScreen``
    /// the presenter gets `viewWillDisappear`, the presented controller `viewWillAppear`, then
    /// `viewDidDisappear` and `viewDidAppear`.
    ///
    /// ```swift
    /// try present(settings, animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - controller: The controller to present.
    ///   - animated: Whether to animate, using the animator supplied by `controller`'s
    ///     ``transitioningDelegate`` (without one the presentation is immediate).
    ///   - completion: Called when the presentation finished (or was cancelled by its animator).
    /// - Throws: ``PresentationError`` when this controller is not in a window, already
    ///   presents something, or `controller` is already in a hierarchy.
    /// - Note: UIKit logs and ignores these misuses; Folio throws.
    public func present(
        _ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) throws(PresentationError) {
        let presenter = presentationContext
        if controller === self || controller === presenter { throw .presentingItself(controller.debugName) }
        if controller.parent != nil || controller.presentingViewController != nil {
            throw .alreadyInHierarchy(controller.debugName)
        }
        if let existing = presenter.presentedViewController {
            throw .alreadyPresenting(presenter: presenter.debugName, presented: existing.debugName)
        }
        if presenter.activeTransition != nil { throw .transitionInProgress(presenter.debugName) }
        guard let window = presenter.loadedView?.window else { throw .notInWindow(debugName) }

        let covers = controller.modalPresentationStyle == .fullScreen
        let presentedView = controller.view
        presentedView.frame = window.bounds
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        if covers { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        window.addSubview(presentedView)

        let animator =
            animated
            ? controller.transitioningDelegate?.animationController(
                forPresented: controller, presenting: presenter, source: self)
            : nil
        let context = TransitionContext(
            container: window, from: presenter, to: controller, fromView: covers ? presenter.loadedView : nil,
            toView: presentedView, finalFrames: [ObjectIdentifier(controller): window.bounds],
            isAnimated: animator != nil
        ) { completed in
            presenter.activeTransition = nil
            if completed {
                if covers {
                    presenter.loadedView?.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                controller.endAppearanceTransition()
            } else {
                controller.beginAppearanceTransition(false, animated: animated)
                if covers { presenter.beginAppearanceTransition(true, animated: animated) }
                presentedView.removeFromSuperview()
                presenter.presentedViewController = nil
                controller.presentingViewController = nil
                controller.endAppearanceTransition()
                if covers { presenter.endAppearanceTransition() }
            }
            animator?.animationEnded(completed)
            completion?()
        }
        presenter.activeTransition = context
        if let animator {
            animator.animateTransition(using: context)
        } else {
            context.completeTransition(true)
        }
    }

    /// Dismisses the controller this one presents or, when it presents nothing, this
    /// controller itself (when it was presented). Controllers presented above it are
    /// dismissed first, without animation.
    ///
    /// ```swift
    /// dismiss(animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - animated: Whether to animate, using the presented controller's ``transitioningDelegate``.
    ///   - completion: Called when the dismissal finished; immediately when there is nothing to dismiss.
    /// - Note: A dismissal requested while a presentation transition runs is ignored, as in UIKit.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let top = presentationContext
        let presenter: ViewController
        let presented: ViewController
        if let above = top.presentedViewController {
            (presenter, presented) = (top, above)
        } else if let below = top.presentingViewController {
            (presenter, presented) = (below, top)
        } else {
            completion?()
            return
        }
        guard presenter.activeTransition == nil else { return }
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }

        let covers = presented.modalPresentationStyle == .fullScreen
        guard let window = presented.loadedView?.window else {
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
            return
        }
        presented.beginAppearanceTransition(false, animated: animated)
        if covers { presenter.beginAppearanceTransition(true, animated: animated) }
        let presenterView = presenter.view
        if covers {
            presenterView.frame = window.bounds
            window.insertSubview(presenterView, belowSubview: presented.view)
        }
        let animator = animated ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let context = TransitionContext(
            container: window, from: presented, to: presenter, fromView: presented.loadedView,
            toView: covers ? presenterView : nil, finalFrames: [ObjectIdentifier(presenter): window.bounds],
            isAnimated: animator != nil
        ) { completed in
            presenter.activeTransition = nil
            if completed {
                presented.loadedView?.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.endAppearanceTransition()
                if covers { presenter.endAppearanceTransition() }
            } else {
                presented.beginAppearanceTransition(true, animated: animated)
                if covers {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenterView.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                presented.endAppearanceTransition()
            }
            animator?.animationEnded(completed)
            completion?()
        }
        presenter.activeTransition = context
        if let animator {
            animator.animateTransition(using: context)
        } else {
            context.completeTransition(true)
        }
    }

    /// The top-most ancestor: the controller whose view is directly in the window.
    var presentationContext: ViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }
}
