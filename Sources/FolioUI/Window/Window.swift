public import FolioCore

/// The root of a view hierarchy: holds the root view controller, dispatches input, runs the
/// layout pass and publishes the layer tree. The counterpart of `UIWindow`.
///
/// Hosts own the loop: they feed events with ``sendEvent(_:)``, call ``update()`` once per
/// frame, and render ``layerTree()`` when ``needsUpdate`` says something changed.
///
/// ```swift
/// let window = Window(size: Size(width: 800, height: 600), clock: SystemClock())
/// window.rootViewController = ReaderController()
/// window.makeKeyAndVisible()
/// // per frame:
/// window.update()
/// if window.needsUpdate { compositor.render(window.layerTree()) }
/// ```
///
/// - Note: There is no `UIApplication` or screen: a window is created with a size and a clock,
///   and its host drives it.
@MainActor
public final class Window: View {
    /// The time source of this window's display link, animations and gestures.
    public let clock: any MediaClock
    /// Ticks animations, decelerations and springs once per frame (in ``update()``).
    public let displayLink: DisplayLink
    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isVisible = false
    /// The responder that receives key events first, if any.
    public internal(set) weak var firstResponder: Responder?
    /// The layout direction of the interface; views follow it unless their
    /// ``View/semanticContentAttribute`` forces one.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            invalidateLayoutRecursively(self)
            markTreeChanged()
        }
    }
    /// The screen the window is shown on, the counterpart of `UIWindow.screen`; the host sets it.
    public package(set) var screen: Screen = .main
    /// Measures text for views such as labels; hosts inject the renderer's measurer.
    public var textMeasurer: (any TextMeasuring)?
    /// Receives the accessibility notifications views in this window post (announcements,
    /// page changes). Hosts connect it to a screen reader; tests record it.
    public var accessibilityNotificationHandler: (@MainActor (AccessibilityNotification) -> Void)?

    /// Moves keyboard focus (Tab, Shift-Tab) and draws the focus ring; `UIFocusSystem`.
    public private(set) lazy var focusSystem = FocusSystem(window: self)

    private var storedRootViewController: ViewController?
    private var treeChanged = true
    /// Counts the changes to the view tree (views added, moved, redrawn, laid out), so that
    /// an observer such as the accessibility bridge reads the tree again only after one.
    package private(set) var changeCount = 0
    private(set) var layoutPending = true
    var activeTouches: [Int: Touch] = [:]
    let gestureArena = GestureArena()
    var lastTap: (location: Point, time: Double, count: Int)?
    /// Ended touches whose `touchesEnded` waits for a recognizer with `delaysTouchesEnded`.
    var heldEndedTouches: [(touch: Touch, event: PointerEvent)] = []

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - clock: The time source; `SystemClock` for real hosts, `ManualClock` for tests.
    ///   - framesPerSecond: The nominal frame rate of the display link.
    public init(size: Size, clock: any MediaClock, framesPerSecond: Double = 60) {
        self.clock = clock
        displayLink = DisplayLink(clock: clock, framesPerSecond: framesPerSecond)
        super.init(frame: Rect(origin: .zero, size: size))
        storedWindow = self
        gestureArena.onStateChange = { [unowned self] recognizer in
            self.gestureRecognizerDidChangeState(recognizer)
        }
    }

    /// The view controller whose view fills the window.
    ///
    /// Setting it installs the controller's view full-size (resizing with the window) and, if
    /// the window is visible, makes the old controller disappear and the new one appear.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            let old = storedRootViewController
            // As in UIKit, the new root's view is loaded and sized to the window before its
            // viewWillAppear, so appearance code can read its final bounds.
            if let newValue {
                let view = newValue.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            if isVisible {
                old?.beginAppearanceTransition(false, animated: false)
                newValue?.beginAppearanceTransition(true, animated: false)
            }
            old?.viewIfLoaded?.removeFromSuperview()
            storedRootViewController = newValue
            if let newValue { insertSubview(newValue.view, at: 0) }
            if isVisible {
                old?.endAppearanceTransition()
                newValue?.endAppearanceTransition()
            }
        }
    }

    /// Shows the window: the root view controller (and anything it presents) appears.
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        let root = storedRootViewController
        root?.beginAppearanceTransition(true, animated: false)
        root?.endAppearanceTransition()
        markTreeChanged()
    }

    /// The interface orientation implied by the size: `.landscapeLeft` when wider than tall,
    /// otherwise `.portrait`.
    public var interfaceOrientation: InterfaceOrientation {
        bounds.width > bounds.height ? .landscapeLeft : .portrait
    }

    /// Whether the host should run ``update()`` and redraw: a layout is pending, an animation
    /// or display-link callback is active, a gesture waits for a timeout, or the layer tree
    /// changed since the last ``layerTree()``.
    public var needsUpdate: Bool {
        treeChanged || layoutPending || displayLink.isActive || gestureArena.hasDeadline
    }

    /// When a gesture's timeout falls due, if waiting for it is all that makes ``needsUpdate``
    /// true: nothing changes on screen before then, so a host may sleep until it (or until
    /// input) instead of drawing frames that show nothing new. `nil` otherwise.
    package var onlyWaitsUntil: Double? {
        guard !treeChanged, !layoutPending, !displayLink.isActive else { return nil }
        return gestureArena.earliestDeadline
    }

    /// Whether work is pending that advancing time will do (layout, animations, gesture
    /// timeouts), regardless of whether the tree was published.
    package var hasPendingWork: Bool {
        layoutPending || displayLink.isActive || gestureArena.hasDeadline
    }

    /// Advances one frame: expires gesture timeouts, ticks the display link (animations,
    /// scrolling), runs the layout pass, then moves focus on from a view that left or hid.
    /// Hosts call it once per frame.
    public func update() {
        gestureArena.expireDeadlines(at: clock.now)
        gestureArena.cleanUp(touchesRemain: !activeTouches.isEmpty)
        releaseHeldTouches()
        displayLink.tick()
        layoutPass()
        // Here rather than while the frame is built: moving focus calls views' didUpdateFocus,
        // which may change them.
        focusSystem.refreshFocus()
    }

    /// The render model of the whole window, with presentation values of running animations.
    /// Runs a pending layout first.
    public func layerTree() -> LayerNode {
        layoutPass()
        treeChanged = false
        var node = layerNode()
        if let ring = focusSystem.haloNode() { node.sublayers.append(ring) }
        return node
    }

    /// Resizes the window (a host-window resize or a rotation).
    ///
    /// The root view controller and every presented controller get
    /// ``ViewController/viewWillTransition(to:with:)`` first; then the window and the
    /// controllers' views take the new size and lay out, and the coordinator's alongside and
    /// completion closures run.
    public func setSize(_ size: Size) {
        guard size != bounds.size else { return }
        let coordinator = TransitionCoordinator(targetSize: size)
        for controller in visibleControllers {
            controller.viewWillTransition(to: size, with: coordinator)
        }
        frame = Rect(origin: .zero, size: size)
        for controller in visibleControllers {
            // Views taken out of the window by a full-screen presentation do not autoresize.
            if let view = controller.viewIfLoaded, view.superview == nil { view.frame = bounds }
        }
        layoutPass()
        coordinator.runAlongsideAnimations()
        layoutPass()
        coordinator.runCompletions()
    }

    /// The root view controller followed by the chain of controllers it presents.
    var visibleControllers: [ViewController] {
        var result: [ViewController] = []
        var next = storedRootViewController
        while let controller = next {
            result.append(controller)
            next = controller.presentedViewController
        }
        return result
    }

    /// The top-most presented controller, or the root view controller.
    var topViewController: ViewController? { visibleControllers.last }

    // MARK: - Bookkeeping

    func markTreeChanged() {
        treeChanged = true
        changeCount &+= 1
    }

    func markNeedsLayout() {
        layoutPending = true
        markTreeChanged()
    }

    override func treeDidChange() { markTreeChanged() }

    /// Runs layout until nothing is pending (bounded, in case layouts keep invalidating each other).
    func layoutPass() {
        guard layoutPending else { return }
        var passes = 0
        repeat {
            layoutPending = false
            layoutSubtreeIfNeeded()
            passes += 1
        } while layoutPending && subtreeNeedsLayout && passes < 8
        layoutPending = false
    }

    /// Drops the first responder and touches of a view that leaves this window.
    func viewWillLeave(_ view: View) {
        if let responder = firstResponder as? View, responder.isDescendant(of: view) {
            firstResponder = nil
        }
    }

    private func invalidateLayoutRecursively(_ view: View) {
        view.setNeedsLayout()
        for subview in view.subviews { invalidateLayoutRecursively(subview) }
    }
}
