@testable import FolioPaging

/// Records every call the brain makes, with pages by name, and forwards appearance calls
/// to the pages so that they can check UIKit's ordering rules.
@MainActor
final class ManagerRecorder: PageViewManagerDelegate {
    enum Call: Hashable, CustomStringConvertible {
        case add(String)
        case remove(String)
        case layout(String)
        case begin(String, appearing: Bool, animated: Bool)
        case end(String)
        case will([String])
        case did(finished: Bool, previous: [String], completed: Bool)
        case animate(PageStep)
        case fail(PageViewManagerError)

        var description: String {
            switch self {
            case .add(let name): "add \(name)"
            case .remove(let name): "remove \(name)"
            case .layout(let text): "layout \(text)"
            case .begin(let name, let appearing, let animated):
                "\(appearing ? "willAppear" : "willDisappear") \(name)\(animated ? " animated" : "")"
            case .end(let name): "end \(name)"
            case .will(let names): "willTransitionTo \(names)"
            case .did(let finished, let previous, let completed):
                "didFinish finished=\(finished) previous=\(previous) completed=\(completed)"
            case .animate(let step): "animate \(step)"
            case .fail(let error): "fail \(error)"
            }
        }
    }

    var calls: [Call] = []
    /// Runs inside the matching callback (for re-entrancy tests).
    var onWill: (([String]) -> Void)?
    var onDid: ((Bool) -> Void)?
    var onAnimate: ((PageStep) -> Void)?

    /// The delegate-contract calls only (will / did).
    var delegateCalls: [Call] {
        calls.filter {
            switch $0 {
            case .will, .did: true
            default: false
            }
        }
    }

    /// Appearance calls only, as "willAppear B" / "end B" strings.
    var appearanceCalls: [String] {
        calls.compactMap {
            switch $0 {
            case .begin(let name, let appearing, _): "\(appearing ? "willAppear" : "willDisappear") \(name)"
            case .end(let name): "end \(name)"
            default: nil
            }
        }
    }

    func reset() { calls = [] }

    func addPage(_ page: TestPage) { calls.append(.add(page.name)) }
    func removePage(_ page: TestPage) { calls.append(.remove(page.name)) }

    func layoutPages(_ layout: PageLayout<TestPage>) {
        calls.append(.layout(layout.placements.map { "\($0.page.name)@\($0.turn)" }.joined(separator: " ")))
    }

    func beginAppearanceTransition(_ isAppearing: Bool, for page: TestPage, animated: Bool) {
        calls.append(.begin(page.name, appearing: isAppearing, animated: animated))
        page.begin(appearing: isAppearing)
    }

    func endAppearanceTransition(for page: TestPage) {
        calls.append(.end(page.name))
        page.end()
    }

    func willTransition(to pages: [TestPage]) {
        calls.append(.will(pages.map(\.name)))
        onWill?(pages.map(\.name))
    }

    func didFinishTransition(finished: Bool, previousPages: [TestPage], completed: Bool) {
        calls.append(.did(finished: finished, previous: previousPages.map(\.name), completed: completed))
        onDid?(completed)
    }

    func animateTransition(_ step: PageStep) {
        calls.append(.animate(step))
        onAnimate?(step)
    }

    func didFail(_ error: PageViewManagerError) { calls.append(.fail(error)) }
}
