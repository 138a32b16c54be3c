public import FolioCore
public import FolioUI

/// A container that shows one page (or a two-page spread) at a time and lets the user turn
/// pages by dragging, flicking, tapping, the keyboard or the wheel; the counterpart of
/// `UIPageViewController`.
///
/// ```swift
/// let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.delegate = self
/// try pages.setViewControllers([firstPage], direction: .forward, animated: false)
/// try addChild(pages)
/// view.addSubview(pages.view)
/// pages.didMove(toParent: self)
/// ```
///
/// Folio keeps UIKit's behaviour and fixes what its users fight: navigation requests
/// during a drag or an animation wait their turn instead of crashing, the data source is
/// asked again after an animated jump, appearance callbacks are balanced for every page
/// (cancelled drags included), only the pages on screen plus a small preload window are
/// alive, and misuse is a thrown ``PageViewControllerError``. It adds an index-based data
/// source, ``reloadData()``, ``currentIndex``, looping, auto-advance, keyboard, wheel and
/// tap navigation, accessibility and custom transitions.
///
/// - Note: The logic lives in a headless state machine; this class adapts it to views,
///   gestures and animations.
@MainActor
open class PageViewController: ViewController {
    /// How pages move; fixed at creation.
    public let transitionStyle: TransitionStyle
    /// The axis pages move along; fixed at creation.
    public let navigationOrientation: NavigationOrientation
    /// The gap between pages in the scroll style (rounded up to an even number); 0 for curl.
    public let interPageSpacing: Double
    /// The spine of a curl book: `.min` by default, `.none` for the scroll style. It changes
    /// only through the delegate's ``PageViewControllerDelegate/pageViewController(_:spineLocationFor:)``.
    public internal(set) var spineLocation: SpineLocation

    /// Receives user-driven turns and answers spine questions.
    public weak var delegate: (any PageViewControllerDelegate)?

    /// How pages look while they move in the scroll style: ``SlidePageTransition`` (UIKit's
    /// look) by default, or any ``PageTransition`` such as `.cube` or `.fade`.
    ///
    /// - Note: A Folio addition. The curl style ignores it.
    public var transition: any PageTransition = .slide {
        didSet {
            manager.setPreloadDistance(preloadDistance)
            layoutPages()
        }
    }

    /// The turns of pages kept alive on each side: what the options asked for, or more in the
    /// scroll style when the transition shows pages farther out (``PageTransition/reach``).
    var preloadDistance: Int {
        transitionStyle == .scroll ? max(requestedPreloadDistance, transition.turnsInReach) : requestedPreloadDistance
    }
    /// ``Options/preloadDistance``, as the options gave it.
    let requestedPreloadDistance: Int

    /// Whether an index-based book wraps around from the last page to the first.
    ///
    /// Needs at least three pages (one instance cannot sit on both sides of the current
    /// page); UIKit-style data sources loop by answering accordingly themselves.
    ///
    /// - Note: A Folio addition.
    public var isInfinite = false {
        didSet { if isInfinite != oldValue { reloadData() } }
    }

    /// Whether the arrow keys, Page Up / Page Down, space, Home and End turn pages. `true`
    /// by default.
    public var isKeyboardNavigationEnabled = true

    /// Shapes curling pages: the cylinder curl of docs/Curl.md; tests put a recorder here.
    package var curlRenderer: any PageCurlRendering = CylinderPageCurlRenderer()

    /// The brain: resting pages, neighbours, the turn in flight, the request queue.
    let manager: PageViewManager<ViewController>
    /// Answers the brain's neighbour questions from whichever data source is set.
    let sourceBridge = PageSourceBridge()
    /// The data source in use (one source of truth for ``dataSource`` and ``indexDataSource``).
    var source = PageSource.none
    /// Holds an array data source made by ``setPages(_:startingAt:)`` alive.
    var ownedArraySource: PageArrayDataSource?
    /// The stored value of ``isDoubleSided``.
    var storedDoubleSided: Bool
    /// Where the pages are drawn, in turns from rest (positive forward), including a
    /// rubber band beyond the ends; the brain keeps the clamped value.
    var displayedProgress = 0.0
    /// The animation moving ``displayedProgress``, if any.
    var progressAnimator: ProgressAnimation?
    /// The curl turn in flight, on the curl geometry.
    var curlTurn: PageCurlTurn?
    /// An animation that had no display link to run on; completed after the brain's
    /// current mutation.
    var needsSettle = false
    /// Set while the delegate chooses a spine; `setViewControllers` calls made then are
    /// kept until the spine is known.
    var spineQuestion: SpineQuestion?
    /// Whether the spine delegate was asked before the first appearance.
    var hasAskedSpineBeforeAppearing = false
    /// Turns wheel events into page turns.
    var wheel = PageWheelAccumulator()
    /// Where the key presses made during a turn lead: the index of the queued page, so
    /// that further presses move it on instead of queueing one animation each.
    var keyTurnTarget: (index: Int, step: PageStep)?
    /// The auto-advance schedule, when enabled.
    var autoAdvance = AutoAdvanceState()
    /// The built-in page indicator's values, derived from the data source; `nil` when it
    /// does not show.
    public internal(set) var pageIndicator: PageIndicatorState?
    /// The built-in page indicator, while it shows.
    var pageControl: PageControl?
    /// The resting pages last laid out at rest (the page indicator follows them).
    var announcedPages: [ObjectIdentifier] = []
    /// The indices of the pages the reader was last told it is on, so that pages made again
    /// at the same place (a reload, a count that grows) are not announced twice.
    var announcedPlace: [Int]?
    /// Where the pages live: the paging scroll view (scroll style) or a plain view (curl);
    /// the container the transitions' perspective applies to.
    let pagesView: View
    /// Where each page's slot starts along the paging axis, in the scroll view's content.
    var slotOrigins: [ObjectIdentifier: Double] = [:]
    /// Where the brain last placed the live pages (it hands a layout over after every
    /// change); the scroll style lays its slots out from it.
    var pageLayout = PageLayout<ViewController>(placements: [])
    /// Set while the page view controller moves its own scroll view.
    var isIgnoringScrollEvents = false
    /// The page views this controller marked ``View/drawsAhead`` (an app may have marked a
    /// page itself; that mark outlives the page's time here).
    var pagesMarkedToDrawAhead: Set<ObjectIdentifier> = []
    /// Which pages share a spread with a mid spine (``Options/spreadPairing``).
    public let spreadPairing: SpreadPairing
    /// The blank halves of ``SpreadPairing/coverAlone`` spreads, by index, kept so that a
    /// blank is one instance for as long as it is shown.
    var blankPages: [Int: BlankPageViewController] = [:]
    /// Recognizers: a pan for every style, a tap for curl.
    let panRecognizer = PanGestureRecognizer()
    let tapRecognizer = TapGestureRecognizer()
    /// Holds auto-advance while a finger rests on the pages.
    let touchObserver = PageTouchObserver()
    let gestureCoordinator = PageGestureCoordinator()

    /// Creates a page view controller.
    ///
    /// - Parameters:
    ///   - transitionStyle: `.scroll` or `.pageCurl`.
    ///   - navigationOrientation: `.horizontal` or `.vertical`.
    ///   - options: The spine (curl), the inter-page spacing (scroll) and the preload
    ///     window.
    public init(
        transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation, options: Options = Options()
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        switch transitionStyle {
        case .scroll:
            spineLocation = .none
            interPageSpacing = Options.normalizedSpacing(options.interPageSpacing)
        case .pageCurl:
            let spine = options.spineLocation ?? .min
            spineLocation = spine == .none ? .min : spine
            interPageSpacing = 0
        }
        storedDoubleSided = spineLocation == .mid
        spreadPairing = options.spreadPairing
        requestedPreloadDistance = options.preloadDistance
        pagesView = transitionStyle == .scroll ? PageScrollView() : View()
        manager = PageViewManager(
            configuration: Self.configuration(
                style: transitionStyle, spine: spineLocation, isDoubleSided: storedDoubleSided,
                preloadDistance: options.preloadDistance))
        super.init()
        manager.delegate = self
        sourceBridge.controller = self
        manager.dataSource = sourceBridge
        gestureCoordinator.controller = self
    }

    /// The brain's shape for a style, spine and sidedness.
    static func configuration(
        style: TransitionStyle, spine: SpineLocation, isDoubleSided: Bool, preloadDistance: Int
    ) -> PageViewManagerConfiguration {
        switch style {
        case .scroll:
            PageViewManagerConfiguration(spreadSize: 1, isDoubleSided: false, preloadDistance: preloadDistance)
        case .pageCurl:
            PageViewManagerConfiguration(
                spreadSize: spine == .mid ? 2 : 1, isDoubleSided: isDoubleSided || spine == .mid,
                preloadDistance: preloadDistance)
        }
    }

    // MARK: - Pages

    /// The pages on screen at rest: one, or two for a spread; `nil` before the first
    /// ``setViewControllers(_:direction:animated:completion:)``.
    ///
    /// During a turn this stays the pages the turn started from; it changes when the turn
    /// completes, before the delegate's `didFinishAnimating`.
    public var viewControllers: [ViewController]? {
        manager.current.isEmpty ? nil : manager.current
    }

    /// The recognizers that turn pages: `[pan, tap]` for the curl style once a data source
    /// (``dataSource`` or ``indexDataSource``) is set, as in UIKit, and empty without one
    /// (gesture-driven navigation needs a data source) or in the scroll style (whose pan,
    /// like UIKit's scroll view, is internal). Move them to another view to turn pages from
    /// there. They begin only when the data source can supply the incoming page.
    public var gestureRecognizers: [GestureRecognizer] {
        transitionStyle == .pageCurl && source.isSet ? [panRecognizer, tapRecognizer] : []
    }

    /// Whether the back of a turning page shows a separate page (curl style). Always true
    /// with a mid spine: setting it to false then is rejected and reported through
    /// ``PageViewControllerDelegate/pageViewController(_:didFailWith:)``; use
    /// ``setDoubleSided(_:)`` to get a thrown error instead.
    public var isDoubleSided: Bool {
        get { storedDoubleSided }
        set {
            do { try setDoubleSided(newValue) } catch { report(error) }
        }
    }

    // MARK: - Lifecycle

    override open func loadView() {
        let container = PageContainerView()
        container.controller = self
        view = container
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        pagesView.frame = view.bounds
        pagesView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pagesView)
        configureScrollView()
        installGestureRecognizers()
        updatePageControl()
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        askForFirstSpineIfSized()
        showInitialPageIfNeeded()
        manager.containerWillAppear(animated: animated)
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        manager.containerDidAppear(animated: animated)
        startAutoAdvanceIfNeeded()
        if isKeyboardNavigationEnabled, let window = view.window, window.firstResponder == nil {
            becomeFirstResponder()
        }
    }

    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        cancelInteraction()
        manager.containerWillDisappear(animated: animated)
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        manager.containerDidDisappear(animated: animated)
        stopAutoAdvance()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        askForFirstSpineIfSized()
        layoutPages()
    }

    /// Asks the spine delegate once, before the first appearance, or, when the view has no
    /// size yet then (a container that sizes its child in its own layout), at the first
    /// layout that gives it one.
    private func askForFirstSpineIfSized() {
        guard transitionStyle == .pageCurl, !hasAskedSpineBeforeAppearing, !view.bounds.size.isEmpty else { return }
        hasAskedSpineBeforeAppearing = true
        askDelegateForSpine(orientation: currentOrientation)
    }

    /// Pages get their appearance calls from the page view controller itself, which knows
    /// which of its children are on screen.
    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override open var supportedInterfaceOrientations: InterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? .all
    }

    /// The orientation to present in, from the delegate (`.portrait` by default).
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? .portrait
    }

    override open var canBecomeFirstResponder: Bool { isKeyboardNavigationEnabled }

    /// Ends any turn at its nearest page and, in the curl style, asks the delegate for the
    /// spine of the new orientation. Call `super` when overriding.
    override open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        handleSizeChange(to: size)
    }

    /// Turns pages from the keyboard when ``isKeyboardNavigationEnabled``: arrows along the
    /// paging axis (following the screen), Page Up / Page Down and space (shift-space) in
    /// reading order, Home / End to the ends of an index-based book.
    ///
    /// - Note: A Folio addition; keyboard turns tell the delegate like gestures do.
    override open func keyDown(_ event: KeyEvent) -> Bool {
        handleKeyDown(event) || super.keyDown(event)
    }

    /// Turns pages with the mouse wheel (one page per click) and the trackpad (one page per
    /// gesture past a threshold). Both wheel axes work for horizontal books, since most
    /// mice only scroll vertically.
    ///
    /// - Note: A Folio addition.
    override open func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        handleScrollWheel(event) || super.scrollWheel(event)
    }

    /// The orientation implied by the view's size (the window's rule).
    var currentOrientation: InterfaceOrientation {
        let size = view.window?.bounds.size ?? view.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// Hands `error` to the delegate, or prints it.
    func report(_ error: any Error) {
        guard let error = error as? PageViewControllerError else { return }
        if let delegate {
            delegate.pageViewController(self, didFailWith: error)
        } else {
            Self.reportToStandardError(error)
        }
    }

    /// The default error report: one line on standard error.
    nonisolated static func reportToStandardError(_ error: PageViewControllerError) {
        var stream = StandardErrorStream()
        print("Folio PageViewController: \(TerminalLine.escaping("\(error)"))", to: &stream)
    }
}
