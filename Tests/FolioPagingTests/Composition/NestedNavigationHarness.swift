import FolioCore
import FolioPaging
import FolioTesting
import FolioUI

/// The containers around paging, nested: a page view controller in a tab of a tab bar
/// controller pushed on a navigation stack, which is presented modally as a sheet over `home`.
///
/// Window 400 × 600: the sheet starts at y = 36, its navigation bar spans y 36…80, the tab
/// bar y 551…600, and the pager fills what is between.
@MainActor
final class NestedNavigationHarness {
    let recorder = LifecycleRecorder()
    let host = HeadlessWindow(size: Size(width: 400, height: 600))
    let home: RecordingViewController
    let navigation: RecordingNavigationController
    let menu: RecordingViewController
    let tabs: RecordingTabBarController
    let pager: RecordingPageViewController
    let pages: [RecordingViewController]
    let info: RecordingViewController
    /// Every controller made, weakly, for the leak check.
    private(set) var tracked: [WeakController] = []
    private var detailCount = 0

    static let pagerPoint = Point(x: 200, y: 300)
    static let barPoint = Point(x: 200, y: 50)

    init() throws {
        let recorder = recorder
        home = RecordingViewController("home", recorder: recorder)
        navigation = RecordingNavigationController("navigation", recorder: recorder)
        navigation.modalPresentationStyle = .pageSheet
        menu = RecordingViewController("menu", recorder: recorder)
        tabs = RecordingTabBarController("tabs", recorder: recorder)
        pager = RecordingPageViewController("pager", recorder: recorder)
        pages = (0..<4).map { RecordingViewController("page\($0)", recorder: recorder) }
        info = RecordingViewController("info", recorder: recorder)
        try pager.setPages(pages)
        try tabs.setViewControllers([pager, info], animated: false)
        try navigation.setViewControllers([menu, tabs], animated: false)
        tracked = ([home, navigation, menu, tabs, pager, info] + pages).map {
            WeakController(value: $0, name: $0.title ?? "?")
        }
        host.rootViewController = home
        host.settle()
    }

    /// A new controller to push, tracked for the leak check.
    func makeDetail() -> RecordingViewController {
        detailCount += 1
        let detail = RecordingViewController("detail\(detailCount)", recorder: recorder)
        tracked.append(WeakController(value: detail, name: detail.name))
        return detail
    }

    func presentSheet(animated: Bool) throws {
        try home.present(navigation, animated: animated)
        if !animated { host.settle() }
    }

    /// Whether `view` is in the window, neither it nor an ancestor is hidden, and some of it
    /// lies inside the window (a page view controller keeps preloaded neighbours off to
    /// the side).
    static func isVisible(_ view: View?) -> Bool {
        guard let view, let window = view.window else { return false }
        var current: View? = view
        while let v = current {
            if v.isHidden { return false }
            current = v.superview
        }
        var onScreen = view.convert(view.bounds, to: nil).intersection(window.bounds)
        var ancestor = view.superview
        while let clip = ancestor, !onScreen.isNull {
            if clip.clipsToBounds { onScreen = onScreen.intersection(clip.convert(clip.bounds, to: nil)) }
            ancestor = clip.superview
        }
        return !onScreen.isNull && onScreen.width > 0.5 && onScreen.height > 0.5
    }

    /// Whether the controller's container (or, for a controller without one, the
    /// controller itself being presented) is on screen or getting there; a child of a
    /// container that is leaving may be seen on its way out without appearing.
    static func containerIsPresent(_ controller: ViewController) -> Bool {
        guard let parent = controller.parent else { return true }
        return parent.appearanceState == .appeared || parent.appearanceState == .appearing
    }

    /// Whether `view` is in the window and neither it nor an ancestor is hidden.
    static func isInWindow(_ view: View?) -> Bool {
        guard let view, view.window != nil else { return false }
        var current: View? = view
        while let v = current {
            if v.isHidden { return false }
            current = v.superview
        }
        return true
    }

    /// What is wrong now.
    ///
    /// Always: unbalanced callbacks, or an appeared controller whose view is not in the
    /// window. At rest (nothing animating, no finger down) also: a controller whose state is
    /// not what its visibility says (appeared exactly when some of its view is on screen,
    /// for controllers whose container is on screen) or that is left half-way.
    func violations(atRest: Bool = false) -> [String] {
        var found = recorder.appearanceViolations(requireSettled: atRest)
        for entry in tracked {
            guard let controller = entry.value else { continue }
            let state = controller.appearanceState
            if state == .appeared, !Self.isInWindow(controller.viewIfLoaded) {
                found.append("\(entry.name) is appeared but not in the window")
            }
            guard atRest else { continue }
            let visible = Self.isVisible(controller.viewIfLoaded)
            switch state {
            case .appeared where !visible:
                found.append("\(entry.name) is appeared but not on screen")
            case .disappeared where visible && Self.containerIsPresent(controller):
                found.append("\(entry.name) is disappeared but on screen")
            case .appearing, .disappearing:
                found.append("\(entry.name) is left \(state)")
            default:
                break
            }
        }
        return found
    }

    /// Whether nothing is animating (the caller knows whether a finger is down).
    var isIdle: Bool { !host.window.hasPendingWork }

    var stackTitles: [String] { navigation.viewControllers.map { $0.title ?? "?" } }
}
