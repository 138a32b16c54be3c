import FolioCore
import FolioUI

/// The navigation-pattern screens of the gallery: a navigation stack, the swipe container,
/// tabs, modal presentation, and all of them nested around a pager.
///
/// Each screen is built from Folio's public containers and drawn by Folio, so it needs no
/// assets; ``GalleryCatalog`` lists them after the paging screens.
@MainActor
enum NavigationPatternGallery {
    /// Makes the horizontal pager of the composition screen from its pages; the default is
    /// a ``SwipeContainerViewController``, and the gallery passes a page view controller.
    typealias PagerFactory = @MainActor ([ViewController]) throws -> ViewController

    static let blue = Color(rgb: 0x3D7DD8)
    static let green = Color(rgb: 0x3FA46A)
    static let orange = Color(rgb: 0xE38B2C)
    static let purple = Color(rgb: 0x8A5CC8)
    static let red = Color(rgb: 0xD1495B)

    /// The screens, in gallery order.
    static func screens(makePager: PagerFactory? = nil) -> [GalleryScreen] {
        [
            GalleryScreen(
                id: "navigation-stack", title: "Navigation stack", tabTitle: "Stack",
                summary: "NavigationController: push, pop, a back button and the back swipe from the leading edge",
                make: { try navigationStack() }),
            GalleryScreen(
                id: "swipe-container", title: "Swipe container", tabTitle: "Swipe",
                summary: "A custom container from public API: push and pop children, drag between them",
                make: { try swipeContainer() }),
            GalleryScreen(
                id: "tabs", title: "Tabs",
                summary: "TabBarController: tabs with images, lazy tab content, Control-1…3 and Control-Tab",
                make: { try tabs() }),
            GalleryScreen(
                id: "modal", title: "Modal presentation", tabTitle: "Modal",
                summary: "Sheets and full-screen modals over a dimmed backdrop; pull a sheet down to dismiss",
                make: { modal() }),
            GalleryScreen(
                id: "nested", title: "Nested navigation", tabTitle: "Nested",
                summary: "A pager in a tab in a navigation stack in a sheet, every gesture to its container",
                make: { nested(makePager: makePager) }),
        ]
    }

    // MARK: - Screens

    /// A navigation stack whose cards push deeper cards.
    static func navigationStack() throws -> NavigationController {
        try NavigationController(rootViewController: stackCard(depth: 1))
    }

    static func stackCard(depth: Int) -> ViewController {
        let colors = [blue, green, orange, purple, red]
        let card = PatternCardViewController(
            depth == 1 ? "Library" : "Level \(depth)",
            body: depth == 1
                ? "Push a screen, then go back with the button or by swiping from the left edge."
                : "Swipe from the left edge and let go early to cancel, or past halfway to go back.",
            color: colors[(depth - 1) % colors.count],
            buttons: [
                .init(title: "Push level \(depth + 1)") { card in
                    try? card.navigationController?.pushViewController(stackCard(depth: depth + 1), animated: true)
                },
                .init(title: "Back to the start") { card in
                    card.navigationController?.popToRootViewController(animated: true)
                },
            ])
        return card
    }

    /// The swipe container with a push button on every child.
    static func swipeContainer() throws -> SwipeContainerViewController {
        let container = SwipeContainerViewController()
        try container.pushChildViewController(swipeCard(number: 1), animated: false)
        return container
    }

    static func swipeCard(number: Int) -> ViewController {
        let colors = [purple, blue, green, orange, red]
        return PatternCardViewController(
            "Child \(number)",
            body: "Drag sideways to move between children; popped ones linger and can be swiped back.",
            color: colors[(number - 1) % colors.count],
            buttons: [
                .init(title: "Push child \(number + 1)") { card in
                    try? (card.parent as? SwipeContainerViewController)?.pushChildViewController(
                        swipeCard(number: number + 1), animated: true)
                },
                .init(title: "Pop") { card in
                    (card.parent as? SwipeContainerViewController)?.popChildViewController(animated: true)
                },
            ])
    }

    /// Three tabs; the first holds its own navigation stack.
    static func tabs() throws -> TabBarController {
        let library = try NavigationController(rootViewController: stackCard(depth: 1))
        library.tabBarItem = TabBarItem(title: "Library", image: PatternIcons.image(.square, color: blue))
        let reading = PatternCardViewController(
            "Reading", body: "Each tab keeps its own state; its view loads the first time it is shown.",
            color: green)
        reading.tabBarItem = TabBarItem(title: "Reading", image: PatternIcons.image(.circle, color: green))
        let settings = PatternCardViewController(
            "Settings", body: "Press Control-1, -2 or -3, or Control-Tab, to switch tabs from the keyboard.",
            color: orange)
        settings.tabBarItem = TabBarItem(title: "Settings", image: PatternIcons.image(.diamond, color: orange))
        let tabs = TabBarController()
        try tabs.setViewControllers([library, reading, settings], animated: false)
        return tabs
    }

    /// A card that presents sheets and full-screen modals, which can present more.
    static func modal() -> ViewController {
        PatternCardViewController(
            "Modal presentation", body: "Present a sheet (pull it down to dismiss) or a full-screen modal.",
            color: red,
            buttons: [
                .init(title: "Present a sheet") { card in
                    try? card.present(modalCard(level: 1, style: .pageSheet), animated: true)
                },
                .init(title: "Present full screen") { card in
                    try? card.present(modalCard(level: 1, style: .fullScreen), animated: true)
                },
            ])
    }

    static func modalCard(level: Int, style: ModalPresentationStyle) -> ViewController {
        let card = PatternCardViewController(
            style == .pageSheet ? "Sheet \(level)" : "Full screen \(level)",
            body: style == .pageSheet
                ? "Pull down to dismiss, or stack another modal on top."
                : "Nothing beneath can be touched until this is dismissed.",
            color: [red, purple, blue][(level - 1) % 3],
            buttons: [
                .init(title: "Present another sheet") { card in
                    try? card.present(modalCard(level: level + 1, style: .pageSheet), animated: true)
                },
                .init(title: "Dismiss") { card in card.dismiss(animated: true) },
                .init(title: "Dismiss all") { card in
                    var bottom: ViewController = card
                    while let below = bottom.presentingViewController, below.presentingViewController != nil {
                        bottom = below
                    }
                    bottom.presentingViewController?.dismiss(animated: true)
                },
            ])
        card.modalPresentationStyle = style
        return card
    }

    /// A card that presents the nested composition as a sheet.
    static func nested(makePager: PagerFactory? = nil) -> ViewController {
        PatternCardViewController(
            "Nested navigation", body: "A pager in a tab in a navigation stack, presented as a sheet.",
            color: purple,
            buttons: [
                .init(title: "Open") { card in
                    guard let sheet = try? nestedSheet(makePager: makePager) else { return }
                    try? card.present(sheet, animated: true)
                }
            ])
    }

    /// The composition itself: a sheet holding a navigation stack [menu, tabs], whose first
    /// tab is a horizontal pager.
    static func nestedSheet(makePager: PagerFactory? = nil) throws -> NavigationController {
        let colors = [blue, green, orange, red]
        let pages = (1...4).map { number in
            PatternCardViewController(
                "Page \(number)", body: "Drag sideways to page; from the left edge to go back; down to close.",
                color: colors[number - 1])
        }
        let pager: ViewController
        if let makePager {
            pager = try makePager(pages)
        } else {
            let container = SwipeContainerViewController()
            try container.setChildViewControllers(pages, currentIndex: 0)
            pager = container
        }
        pager.tabBarItem = TabBarItem(title: "Pages", image: PatternIcons.image(.square, color: blue))
        let about = PatternCardViewController(
            "About", body: "Tabs switch with a tap or Control-1 / Control-2.", color: green)
        about.tabBarItem = TabBarItem(title: "About", image: PatternIcons.image(.circle, color: green))
        let tabs = TabBarController()
        tabs.title = "Book"
        try tabs.setViewControllers([pager, about], animated: false)
        let menu = PatternCardViewController(
            "Contents", body: "The book is one level down.", color: purple,
            buttons: [
                .init(title: "Open the book") { card in
                    guard !(card.navigationController?.viewControllers.contains { $0 === tabs } ?? true) else { return }
                    try? card.navigationController?.pushViewController(tabs, animated: true)
                }
            ])
        let navigation = try NavigationController(rootViewController: menu)
        try navigation.pushViewController(tabs, animated: false)
        navigation.modalPresentationStyle = .pageSheet
        return navigation
    }
}
