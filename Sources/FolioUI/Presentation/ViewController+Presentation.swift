extension ViewController {
    /// Presents `controller` modally, covering the window.
    ///
    /// The presenting controller is the top-most ancestor of this one (its presentation
    /// context), as in UIKit. Appearance callbacks are balanced: with ``ModalPresentationStyle/fullScreen``
    /// the presenter gets `viewWillDisappear`, the presented controller `viewWillAppear`, then
    /// `viewDidDisappear` and `viewDidAppear`. A dimmed backdrop behind the presented view
    /// blocks touches to everything beneath it.
    ///
    /// ```swift
    /// try present(settings, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - controller: The controller to present.
    ///   - animated: Whether to animate, using the animator supplied by `controller`'s
    ///     ``transitioningDelegate``, or by default sliding the presented view up from the
    ///     bottom edge while the backdrop darkens.
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

        let style = controller.modalPresentationStyle
        let covers = style == .fullScreen
        let presentedView = controller.view
        presentedView.frame = style.frame(in: window.bounds)
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        if covers { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        let chrome = PresentationChrome(presenting: controller, in: window)
        controller.containerAttachments.presentation = chrome
        chrome.styleSheet(presentedView)
        window.addSubview(chrome.dimmingView)
        window.addSubview(presentedView)

        let animator: (any ViewControllerAnimatedTransitioning)? =
            animated
            ? controller.transitioningDelegate?.animationController(
                forPresented: controller, presenting: presenter, source: self) ?? ModalSlideTransition(.presenting)
            : nil
        let context = TransitionContext(
            container: window, from: presenter, to: controller, fromView: covers ? presenter.loadedView : nil,
            toView: presentedView, finalFrames: [ObjectIdentifier(controller): presentedView.frame],
            isAnimated: animator != nil
        ) { completed in
            presenter.activeTransition = nil
            controller.activeTransition = nil
            if completed {
                chrome.dimmingView.alpha = 1
                chrome.attachPullDown()
                if covers {
                    presenter.loadedView?.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                controller.endAppearanceTransition()
            } else {
                controller.beginAppearanceTransition(false, animated: animated)
                if covers { presenter.beginAppearanceTransition(true, animated: animated) }
                presentedView.removeFromSuperview()
                chrome.remove()
                presenter.presentedViewController = nil
                controller.presentingViewController = nil
                controller.endAppearanceTransition()
                if covers { presenter.endAppearanceTransition() }
            }
            animator?.animationEnded(completed)
            completion?()
        }
        context.dimmingView = chrome.dimmingView
        chrome.dimmingView.alpha = animator == nil ? 1 : 0
        presenter.activeTransition = context
        controller.activeTransition = context
        if let animator {
            animator.animateTransition(using: context)
        } else {
            context.completeTransition(true)
        }
    }

    /// Dismisses the controller this one presents or, when it presents nothing, this
    /// controller itself (when it was presented).
    ///
    /// Called on a controller lower in a stack of presentations, it dismisses everything above
    /// it, as UIKit does: only the top-most view slides away; the ones in between leave at
    /// once. Each dismissed controller that was on screen gets `viewWillDisappear` /
    /// `viewDidDisappear`, and the controller that becomes visible again `viewWillAppear` /
    /// `viewDidAppear`.
    ///
    /// ```swift
    /// dismiss(animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - animated: Whether to animate, using the top-most presented controller's
    ///     ``transitioningDelegate``, or by default sliding it down while the backdrop clears.
    ///   - completion: Called when the dismissal finished; immediately when there is nothing to dismiss.
    /// - Note: A dismissal requested while a presentation or dismissal transition runs is
    ///   ignored, as in UIKit.
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
        var chain = [presented]
        while let next = chain.last?.presentedViewController { chain.append(next) }
        guard ([presenter] + chain).allSatisfy({ $0.activeTransition == nil }) else { return }
        guard let window = presented.loadedView?.window else {
            for controller in chain {
                controller.containerAttachments.presentation?.remove()
                controller.presentingViewController?.presentedViewController = nil
                controller.presentingViewController = nil
            }
            completion?()
            return
        }
        PresentationDismissal(presenter: presenter, chain: chain, window: window, animated: animated)
            .run(completion: completion)
    }

    /// The top-most ancestor: the controller whose view is directly in the window.
    var presentationContext: ViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }
}
