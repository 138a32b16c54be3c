extension View {
    /// Tells this view and its descendants that they are about to move to `newWindow`, and
    /// starts the appearance transition of child view controllers whose view enters or leaves
    /// the window on its own (see ``ViewController/beginAppearanceTransition(_:animated:)``).
    func propagateWillMove(toWindow newWindow: Window?) {
        if let controller = owningViewController {
            controller.rootViewWillMove(toWindow: newWindow)
        }
        if newWindow == nil, let window = storedWindow {
            window.viewWillLeave(self)
        }
        willMove(toWindow: newWindow)
        for subview in subviews {
            subview.propagateWillMove(toWindow: newWindow)
        }
    }

    /// Sets the window of this view and its descendants, then calls `didMoveToWindow()`
    /// top-down and finishes any appearance transition started by ``propagateWillMove(toWindow:)``.
    func propagateDidMove(toWindow newWindow: Window?) {
        storedWindow = newWindow
        if newWindow == nil {
            // UIKit removes the animations of layers that leave the window.
            cancelAnimationsOnRemovalFromWindow()
        } else {
            newWindow?.markNeedsLayout()
        }
        didMoveToWindow()
        for subview in subviews {
            subview.propagateDidMove(toWindow: newWindow)
        }
        if let controller = owningViewController {
            controller.rootViewDidMove(toWindow: newWindow)
        }
    }
}

extension View {
    /// The window the view is in, or `nil`.
    public var window: Window? { storedWindow }
}
