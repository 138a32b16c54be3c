import FolioCore

/// A container that shows a stack of view controllers, one at a time, with a bar on top and
/// a back swipe: tree navigation, the counterpart of `UINavigationController`.
///
/// ```swift
/// let navigation = try NavigationController(rootViewController: LibraryController())
/// window.rootViewController = navigation
/// // later, from the library:
/// try navigationController?.pushViewController(BookController(book), animated: true)
/// ```
///
/// A push slides the new controller in from the trailing edge while the old one moves a
/// little towards the leading edge under a dimming; a pop reverses it. Dragging from the
/// leading edge pops interactively: the controllers follow the finger, and the pop completes
/// when the drag plus its projected momentum passes half the width, otherwise it springs
/// back. Appearance callbacks stay balanced in every case, including a cancelled swipe
/// (`viewWillDisappear` → `viewWillAppear` → `viewDidAppear` for the controller that stays).
///
/// Every controller in the stack is a child of the navigation controller; only the top
/// one's view is in the hierarchy.
///
/// - Note: Requests made while a transition runs never crash or leave two controllers
///   half-shown, as UIKit's can: the stack (``viewControllers``) changes at once, and the
///   screen catches up with one transition to the new top when the running one ends.
/// - Note: Setting ``viewControllers`` cannot throw; ``setViewControllers(_:animated:)``
///   throws on misuse.
open class NavigationController: ViewController {
    /// Told when controllers are about to be and have been shown.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The bar on top: the title of the top controller and a back button.
    public let navigationBar = NavigationBar()
    /// The back swipe from the leading edge. Disable it to turn the swipe off.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer()
    /// Whether the navigation bar is hidden. Setting it does not animate.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// The logical stack, bottom first.
    var stack: [ViewController] = []
    /// The controller whose view is shown when no transition runs.
    var displayed: ViewController?
    /// The transition on screen, if any.
    var transition: NavigationTransition?
    /// Whether a transition requested while another ran should be animated.
    var followUpAnimated = false
    /// Controllers pushed whose `didMove(toParent:)` waits for their transition.
    var unsettled: [ViewController] = []
    /// Controllers popped whose removal waits for their transition.
    var leaving: [ViewController] = []
    var barHidden = false
    /// 1 when the bar is fully shown, 0 when hidden; animated by ``setNavigationBarHidden(_:animated:)``.
    var barVisibility = 1.0
    var barAnimation: ProgressAnimation?
    /// Clips the sliding child views to the content area.
    let contentView = View()
    /// Darkens the lower controller during a transition.
    let dimmingView = View()
    /// The soft shadow along the leading edge of the upper controller during a transition.
    let edgeShadowView = NavigationEdgeShadowView()
    /// Lets the back swipe start only when something can be popped.
    let backSwipeGate = GestureGate()

    /// Creates an empty navigation controller; give it controllers with
    /// ``setViewControllers(_:animated:)`` or ``pushViewController(_:animated:)``.
    override public init() {
        super.init()
        configureGestures()
    }

    /// Creates a navigation controller showing `rootViewController`.
    ///
    /// - Parameter rootViewController: The bottom of the stack.
    /// - Throws: ``NavigationError`` when the controller cannot become a child (it has
    ///   another parent, is presented, or is itself a navigation controller).
    public convenience init(rootViewController: ViewController) throws(NavigationError) {
        self.init()
        try setViewControllers([rootViewController], animated: false)
    }

    // MARK: - The stack

    /// The controllers in the stack, the root first and the top last.
    ///
    /// Setting it is UIKit's `setViewControllers(_:animated: false)`. A stack UIKit would
    /// reject with an exception (a controller twice, one with another parent) leaves the
    /// stack unchanged and is reported on standard error; call
    /// ``setViewControllers(_:animated:)`` to catch it as a thrown ``NavigationError``.
    public var viewControllers: [ViewController] {
        get { stack }
        set {
            do {
                try setViewControllers(newValue, animated: false)
            } catch {
                MisuseReport.write(error, throwingForm: "setViewControllers(_:animated:)")
            }
        }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view is visible: the top-most one presented above the navigation
    /// controller, otherwise ``topViewController``.
    public var visibleViewController: ViewController? {
        var presented = presentationContext.presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented ?? topViewController
    }

    /// Pushes `viewController` onto the stack and shows it.
    ///
    /// ```swift
    /// try navigationController?.pushViewController(detail, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to show; it becomes a child of this one.
    ///   - animated: Whether to slide it in.
    /// - Throws: ``NavigationError`` when it is already in the stack, has another parent, is
    ///   presented, or is a navigation controller.
    public func pushViewController(_ viewController: ViewController, animated: Bool) throws(NavigationError) {
        if stack.contains(where: { $0 === viewController }) { throw .alreadyInStack(viewController.debugName) }
        try adopt(viewController)
        stack.append(viewController)
        stackDidChange(animated: animated)
    }

    /// Pops the top controller and shows the one below it.
    ///
    /// - Parameter animated: Whether to slide it out.
    /// - Returns: The popped controller, or `nil` when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        release([popped])
        stackDidChange(animated: animated)
        return popped
    }

    /// Pops every controller above the root.
    ///
    /// - Parameter animated: Whether to animate (only the top controller slides out).
    /// - Returns: The popped controllers, bottom first; empty when only the root is left.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack[1...])
        stack.removeLast(stack.count - 1)
        release(popped)
        stackDidChange(animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController`.
    ///
    /// - Parameters:
    ///   - viewController: A controller in the stack, which becomes the top.
    ///   - animated: Whether to animate.
    /// - Returns: The popped controllers, bottom first.
    /// - Throws: ``NavigationError/notInStack(_:)`` when `viewController` is not in the stack.
    @discardableResult
    public func popToViewController(
        _ viewController: ViewController, animated: Bool
    ) throws(NavigationError) -> [ViewController] {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            throw .notInStack(viewController.debugName)
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        stack.removeLast(popped.count)
        release(popped)
        stackDidChange(animated: animated)
        return popped
    }

    /// Replaces the whole stack.
    ///
    /// When the new top was already in the stack below the old top, the change animates as a
    /// pop; otherwise as a push. Controllers that leave the stack are removed from this
    /// container; new ones are added.
    ///
    /// ```swift
    /// try navigation.setViewControllers([library, shelf, book], animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first. It may be empty.
    ///   - animated: Whether to animate the change of the top controller.
    /// - Throws: ``NavigationError`` when a controller appears twice, has another parent, is
    ///   presented, or is a navigation controller; the stack is then unchanged.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) throws(NavigationError) {
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers {
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                throw .duplicateInStack(controller.debugName)
            }
            if !stack.contains(where: { $0 === controller }) { try validateAdoption(controller) }
        }
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !stack.contains { $0 === new } }
        stack = viewControllers
        release(removed)
        for controller in added { try adopt(controller) }
        stackDidChange(animated: animated)
    }

    /// While a transition runs, appearing is forwarded only to the controller it shows.
    override func forwardsAppearance(_ isAppearing: Bool, to child: ViewController) -> Bool {
        guard isAppearing, let current = transition else { return true }
        return child === current.to
    }

    // MARK: - Loading

    override open func loadView() {
        let root = ContainerView()
        root.backgroundColor = .white
        root.layoutHandler = { [weak self] _ in self?.layoutContent() }
        contentView.clipsToBounds = true
        dimmingView.backgroundColor = .black
        dimmingView.isHidden = true
        dimmingView.isUserInteractionEnabled = false
        edgeShadowView.isUserInteractionEnabled = false
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        view = root
        if let top = stack.last {
            displayed = top
            contentView.addSubview(top.view)
        }
        settleContainment()
        updateBar()
    }
}
