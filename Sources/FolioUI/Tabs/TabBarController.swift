public import FolioCore

/// A container that shows one of several unrelated sections, chosen with a bar of tabs at
/// the bottom: tab navigation, the counterpart of `UITabBarController`.
///
/// ```swift
/// let tabs = TabBarController()
/// library.tabBarItem = TabBarItem(title: "Library", image: shelfIcon)
/// try tabs.setViewControllers([library, reader, settings], animated: false)
/// window.rootViewController = tabs
/// ```
///
/// Every tab's controller is a child from the start, but its view is loaded only when its
/// tab is first selected. Switching tabs forwards appearance (`viewWillDisappear` on the old
/// tab, `viewWillAppear` on the new one, then the `did` calls). The user switches by tapping
/// the bar or with the keyboard: Control (or Command) with 1…9 picks a tab, Control-Tab and
/// Control-Shift-Tab go to the next and previous ones; the ``delegate`` may veto these.
///
/// - Note: Setting ``viewControllers`` cannot throw; ``setViewControllers(_:animated:)``
///   throws on misuse. There is no "More" tab: every tab gets a share of the bar.
open class TabBarController: ViewController {
    /// How the content changes when another tab is selected.
    public enum SwitchAnimation: Hashable, Sendable {
        /// The new tab replaces the old one at once, as in UIKit.
        case none
        /// The new tab fades in over the old one in `duration` seconds.
        case crossDissolve(duration: Double)
    }

    /// Decides on and observes the user's selections.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The bar of tabs.
    public let tabBar = TabBar()
    /// How switching tabs looks. `.none` by default.
    public var switchAnimation = SwitchAnimation.none

    /// The tabs' controllers, in bar order.
    var tabs: [ViewController] = []
    /// The logical selection.
    var selection: Int?
    /// The tab whose view is shown (behind the selection while a cross-dissolve runs).
    var shownTab: ViewController?
    /// The running cross-dissolve: the tab fading in and its animation.
    var dissolve: (incoming: ViewController, outgoing: ViewController?, animation: ProgressAnimation)?
    let contentView = View()

    /// Creates a tab bar controller without tabs.
    override public init() {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.userSelect(index) }
    }

    /// The tabs' controllers, in bar order.
    ///
    /// Setting it is UIKit's `setViewControllers(_:animated: false)`. Tabs UIKit would
    /// reject with an exception (a controller twice, one with another parent) leave the
    /// tabs unchanged and are reported on standard error; call
    /// ``setViewControllers(_:animated:)`` to catch it as a thrown ``TabBarError``.
    public var viewControllers: [ViewController] {
        get { tabs }
        set {
            do {
                try setViewControllers(newValue, animated: false)
            } catch {
                MisuseReport.write(error, throwingForm: "setViewControllers(_:animated:)")
            }
        }
    }

    /// The index of the selected tab. Setting it selects without asking the delegate;
    /// indexes out of range are ignored.
    public var selectedIndex: Int {
        get { selection ?? 0 }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The selected tab's controller. Setting a controller that is not a tab does nothing.
    public var selectedViewController: ViewController? {
        get { selection.map { tabs[$0] } }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// Replaces the tabs. The selected controller stays selected when it is among the new
    /// tabs; otherwise the selection keeps its index, clamped.
    ///
    /// - Parameters:
    ///   - viewControllers: One controller per tab.
    ///   - animated: Ignored, as UIKit does not animate this either.
    /// - Throws: ``TabBarError`` when a controller is given twice or cannot become a child;
    ///   the tabs are then unchanged.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) throws(TabBarError) {
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { throw .duplicateTab(controller.debugName) }
            if controller.parent === self { continue }
            if controller === self { throw .containment(.addingItself(debugName)) }
            if let existing = controller.parent {
                throw .containment(.alreadyHasParent(child: controller.debugName, parent: existing.debugName))
            }
            var ancestor = parent
            while let candidate = ancestor {
                if candidate === controller {
                    throw .containment(.addingAncestor(child: controller.debugName, parent: debugName))
                }
                ancestor = candidate.parent
            }
            if controller.presentingViewController != nil {
                throw .containment(.childIsPresented(controller.debugName))
            }
        }
        replaceTabs(with: viewControllers)
    }

    override open func loadView() {
        let root = ContainerView()
        root.backgroundColor = .white
        root.layoutHandler = { [weak self] _ in self?.layoutContent() }
        contentView.clipsToBounds = true
        root.addSubview(contentView)
        root.addSubview(tabBar)
        view = root
        refreshTabBar()
        showSelection(animated: false)
    }

    /// While a cross-dissolve runs, appearing is forwarded only to the tab fading in.
    override func forwardsAppearance(_ isAppearing: Bool, to child: ViewController) -> Bool {
        guard isAppearing, let running = dissolve else { return true }
        return child === running.incoming
    }

    /// Handles the tab shortcuts, then passes other keys up the responder chain.
    override open func keyDown(_ event: KeyEvent) -> Bool {
        if let index = shortcutTarget(for: event) {
            userSelect(index)
            return true
        }
        return super.keyDown(event)
    }
}
