public import FolioCore

/// Manages a view hierarchy: loads it lazily, reacts to appearance, lays it out, and contains
/// child view controllers. The counterpart of `UIViewController`.
///
/// ```swift
/// final class PageController: ViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = .paper
///     }
///     override func viewDidAppear(_ animated: Bool) {
///         super.viewDidAppear(animated)
///         startTimer()
///     }
/// }
/// ```
///
/// Appearance callbacks are exact: every `viewWillAppear` is followed by one `viewDidAppear`
/// (or, when the transition is cancelled, by `viewWillDisappear` then `viewDidDisappear`),
/// and redundant requests are ignored, so two appears never happen in a row.
/// ``appearanceState`` tells where the controller is.
@MainActor
open class ViewController: Responder {
    var loadedView: View?
    /// A short title, used by containers (and by Folio's error messages).
    public var title: String?
    /// The containing view controller, or `nil`.
    public internal(set) weak var parent: ViewController?
    /// The child view controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// The view controller this one presents modally, if any.
    public internal(set) var presentedViewController: ViewController?
    /// The view controller that presented this one, if any (the presentation context: the
    /// top-most ancestor of the controller `present` was called on, as in UIKit).
    public internal(set) weak var presentingViewController: ViewController?
    /// How this controller is shown when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Supplies animators for presenting and dismissing this controller; `nil` uses none.
    public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?

    /// The `animated` flag of the appearance transition in progress, passed to the `did` callback.
    var appearanceIsAnimated = false
    /// Set while the root view's move into or out of a window drives this controller's appearance.
    var appearanceDrivenByWindowMove = false
    /// Set when the transition in progress was forwarded by the parent's own appearance
    /// transition (so the parent's `endAppearanceTransition()` ends it), clear when a container
    /// started it for a transition of its own (which then ends it itself).
    var appearanceForwardedByParent = false
    /// The presentation or dismissal in progress, if any.
    var activeTransition: TransitionContext?
    /// What the navigation containers keep on their children (tab item, presentation chrome).
    var containerAttachments = ContainerAttachments()

    /// Creates a view controller; its view is created on first access.
    override public init() {
        super.init()
    }

    // MARK: - View loading

    /// The root view, loaded on first access by ``loadView()`` followed by ``viewDidLoad()``.
    ///
    /// - Note: Setting the view directly does not call ``viewDidLoad()``.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view: View
            if let loadedView {
                view = loadedView
            } else {
                view = View(frame: Screen.main.bounds)
                install(view)
            }
            viewDidLoad()
            return view
        }
        set { install(newValue) }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        _ = view
    }

    private func install(_ newView: View) {
        if let old = loadedView, old !== newView, old.owningViewController === self {
            old.owningViewController = nil
        }
        loadedView = newView
        newView.owningViewController = self
    }

    // MARK: - Overridable hooks

    /// Creates the root view. The default creates a plain ``View`` the size of the screen
    /// (``Screen/main``'s bounds), as UIKit does, so that `viewDidLoad` can size subviews from
    /// `view.frame` or `view.bounds`; override it to set ``ViewController/view`` to a view of your own,
    /// without calling `super`. The container showing the view sizes it again before it
    /// appears.
    open func loadView() {
        view = View(frame: Screen.main.bounds)
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called before the controller is added to a container (`parent` non-nil, called by
    /// ``addChild(_:)``) or removed from one (`nil`, call it yourself before removing).
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to a container (call it yourself after adding the
    /// child's view) or removed from one (`nil`, called by ``removeFromParent()``).
    open func didMove(toParent parent: ViewController?) {}

    /// Called before the window's size changes (resize or rotation). The default forwards
    /// the call to the children; call `super` when overriding.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// The orientations this controller supports. `.all` by default.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .all }

    /// Whether this controller's own appearance transition is forwarded to `child` (one of
    /// the children whose view is in its view). Folio's containers leave out a child that
    /// one of their transitions is taking off screen, so it does not appear on its way out.
    func forwardsAppearance(_ isAppearing: Bool, to child: ViewController) -> Bool { true }

    /// Whether appearance changes of this controller are forwarded to its children
    /// automatically. `true` by default; containers that drive their children's appearance
    /// by hand (for example during interactive transitions) return `false` and call
    /// ``beginAppearanceTransition(_:animated:)`` / ``endAppearanceTransition()`` on them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Responder

    /// The superview of the root view.
    /// The presenting view controller for a presented one (as UIKit's responder chain
    /// documents), otherwise the superview of the view.
    override open var next: Responder? {
        if let presenting = presentingViewController, presenting.presentedViewController === self {
            return presenting
        }
        return loadedView?.superview
    }

    override var windowForResponder: Window? { loadedView?.window }

    /// A readable name for diagnostics: the type, and the title when there is one.
    var debugName: String {
        let type = String(describing: Swift.type(of: self))
        guard let title, !title.isEmpty else { return type }
        return "\(type) \"\(title)\""
    }

    // MARK: - UIKit names with another Folio spelling

    /// UIKit's iOS 5 name; override ``shouldAutomaticallyForwardAppearanceMethods`` instead.
    @available(*, unavailable, renamed: "shouldAutomaticallyForwardAppearanceMethods")
    open var automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers: Bool { true }

    /// Deprecated in UIKit since iOS 8; override ``viewWillTransition(to:with:)`` instead.
    @available(*, unavailable, renamed: "viewWillTransition(to:with:)")
    open func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {}

    /// Deprecated in UIKit since iOS 8; override ``viewWillTransition(to:with:)`` and animate
    /// alongside the coordinator instead.
    @available(*, unavailable, renamed: "viewWillTransition(to:with:)")
    open func willAnimateRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {}

    /// Deprecated in UIKit since iOS 8; use the completion of the coordinator passed to
    /// ``viewWillTransition(to:with:)`` instead.
    @available(*, unavailable, renamed: "viewWillTransition(to:with:)")
    open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {}
}
