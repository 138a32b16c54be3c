import FolioCore

/// A container that shows one child at a time from a row of children, pushes and pops
/// children with a slide, and follows the finger when you drag between them: the custom
/// container of the classic "swipe between child view controllers" answer, built only from
/// Folio's public API so you can read it as an example of writing your own container.
///
/// ```swift
/// let container = SwipeContainerViewController()
/// try container.pushChildViewController(FirstController(), animated: false)
/// window.rootViewController = container
/// // later, from a child:
/// try (parent as? SwipeContainerViewController)?.pushChildViewController(next, animated: true)
/// ```
///
/// The children form a row; ``currentChildIndex`` says which one is shown. Popping slides
/// back to the previous child but keeps the popped one ("lingering"), so a swipe towards
/// the leading edge can bring it back; pushing drops the lingering children first. A drag
/// moves the previous, current and next children together, and on release the container
/// commits to a neighbour when the translation plus half the velocity (in points per
/// second) passes half the width, otherwise it slides back.
///
/// What it demonstrates:
/// - Containment: `addChild` → `view.addSubview` → `didMove(toParent:)` when a child joins,
///   `willMove(toParent: nil)` → `removeFromSuperview` → `removeFromParent` when it leaves.
/// - Manual appearance forwarding: ``shouldAutomaticallyForwardAppearanceMethods`` is
///   `false`; the container calls `beginAppearanceTransition` / `endAppearanceTransition` on
///   its children itself, cancelling a neighbour's appearance when a drag changes direction
///   or is abandoned, so every `viewWillAppear` is matched.
/// - Requests made during a slide or a drag are queued and run in order afterwards.
///
/// Subclasses that override the appearance callbacks or `viewDidLayoutSubviews` must call
/// `super`.
///
/// - Note: Unlike the original, only the children on screen keep their views in the
///   hierarchy (neighbours join during a drag and leave when it ends), so a child's appearance
///   state always matches whether its view is in the window. In right-to-left layouts the row
///   runs from right to left.
open class SwipeContainerViewController: ViewController {
    /// The duration of pushes, pops and the slide after a drag, from the original example.
    public static let animationDuration = 0.25

    /// The index in ``ViewController/children`` of the child shown.
    public internal(set) var currentChildIndex = 0
    /// The drag that moves between children.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// Called after the shown child changed (after its slide ended).
    public var currentChildDidChange: (@MainActor (SwipeContainerViewController) -> Void)?

    /// Whether a slide or a drag is running; requests wait for it.
    var isBusy = false
    /// Requests made while busy, in order.
    var pendingRequests: [@MainActor () -> Void] = []
    /// The neighbour a drag currently shows, and which side it is on (+1 next, −1 previous).
    var revealed: (child: ViewController, side: Int)?
    /// Keeps the pan's delegate alive (recognizers hold their delegates weakly).
    let panGate = SwipePanGate()

    /// Creates an empty container.
    override public init() {
        super.init()
        panGate.container = self
        panGestureRecognizer.delegate = panGate
        panGestureRecognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
    }

    /// The child shown, or `nil` when there are no children.
    public var currentChild: ViewController? {
        children.indices.contains(currentChildIndex) ? children[currentChildIndex] : nil
    }

    /// `false`: this container forwards appearance to its children by hand.
    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override open func loadView() {
        let root = View()
        root.clipsToBounds = true
        root.addGestureRecognizer(panGestureRecognizer)
        view = root
        if let currentChild {
            place(currentChild, offset: 0)
        }
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children {
            if let childView = child.viewIfLoaded, childView.superview === view {
                childView.frame = view.bounds
            }
        }
    }

    // MARK: - Manual appearance forwarding

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        currentChild?.beginAppearanceTransition(true, animated: animated)
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        currentChild?.endAppearanceTransition()
        reconcileChildAppearance()
    }

    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in children where child.appearanceState == .appeared || child.appearanceState == .appearing {
            child.beginAppearanceTransition(false, animated: animated)
        }
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for child in children where child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    // MARK: - Requests

    /// Drops the lingering children after the current one, adds `child` after it and slides
    /// it in from the trailing edge.
    ///
    /// - Parameters:
    ///   - child: The controller to show; it becomes a child of this container.
    ///   - animated: Whether to slide.
    /// - Throws: ``ContainmentError`` when `child` cannot become a child (it has a parent, is
    ///   presented, is this container or one of its ancestors).
    public func pushChildViewController(_ child: ViewController, animated: Bool) throws(ContainmentError) {
        try validate(child)
        perform { [weak self] in self?.performPush(child, animated: animated) }
    }

    /// Slides back to the previous child; the current one stays as a lingering child until
    /// the next push. Does nothing on the first child.
    ///
    /// - Parameter animated: Whether to slide.
    public func popChildViewController(animated: Bool) {
        perform { [weak self] in self?.performMove(by: -1, animated: animated) }
    }

    /// Replaces all children and shows the one at `index` (clamped to the valid range).
    ///
    /// ```swift
    /// try pager.setChildViewControllers(pages, currentIndex: 0)
    /// ```
    ///
    /// - Throws: ``ContainmentError`` when one of them cannot become a child.
    public func setChildViewControllers(_ newChildren: [ViewController], currentIndex index: Int)
        throws(ContainmentError)
    {
        for child in newChildren where !children.contains(where: { $0 === child }) { try validate(child) }
        perform { [weak self] in self?.performReplace(with: newChildren, currentIndex: index) }
    }

    /// Runs `request` now, or after the running slide or drag.
    func perform(_ request: @escaping @MainActor () -> Void) {
        if isBusy {
            pendingRequests.append(request)
        } else {
            request()
        }
    }

    /// Marks the container idle and runs the queued requests.
    func becomeIdle() {
        isBusy = false
        while !isBusy, !pendingRequests.isEmpty {
            pendingRequests.removeFirst()()
        }
    }

    /// The same checks as `addChild`, made when the request is made rather than when it runs.
    private func validate(_ child: ViewController) throws(ContainmentError) {
        if child === self { throw .addingItself(title ?? "SwipeContainerViewController") }
        if let existing = child.parent {
            throw .alreadyHasParent(child: child.title ?? "child", parent: existing.title ?? "its parent")
        }
        var ancestor = parent
        while let candidate = ancestor {
            if candidate === child {
                throw .addingAncestor(child: child.title ?? "child", parent: title ?? "container")
            }
            ancestor = candidate.parent
        }
        if child.presentingViewController != nil { throw .childIsPresented(child.title ?? "child") }
    }
}
