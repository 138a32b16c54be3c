// A tour of Folio's runtime without a screen: a container view controller with three
// children, shown in a headless window, driven by a scripted drag. It prints the lifecycle
// and gesture events it sees. Run it with `make example` (or `swift run folio-example`).
import Folio
import FolioHeadless

/// A controller that prints the lifecycle callbacks UIKit would send it, and counts the
/// appearance callbacks so that the tour can check they balance.
class LoggingViewController: ViewController {
    let name: String
    /// Appearances begun minus appearances ended, over every controller.
    static var unbalancedAppearances = 0

    init(_ name: String) {
        self.name = name
        super.init()
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("  \(name): viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Self.unbalancedAppearances += 1
        print("  \(name): viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("  \(name): viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("  \(name): viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Self.unbalancedAppearances -= 1
        print("  \(name): viewDidDisappear")
    }

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        print("  \(name): willMove(toParent: \(parent?.title ?? "nil"))")
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        print("  \(name): didMove(toParent: \(parent?.title ?? "nil"))")
    }
}

/// Three pages side by side; a pan drags the strip and a spring snaps it to a page.
final class StripController: LoggingViewController {
    /// Every state the pan went through, in order.
    private(set) var panStates: [GestureRecognizer.State] = []
    let strip = View()
    private(set) var page = 0
    var log: (String) -> Void = { print($0) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(strip)
        view.addGestureRecognizer(PanGestureRecognizer { [unowned self] in self.handlePan($0) })
    }

    func addPage(_ child: ViewController) throws {
        try addChild(child)
        strip.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        strip.frame = Rect(
            x: -Double(page) * size.width, y: 0, width: size.width * Double(children.count), height: size.height)
        for (index, child) in children.enumerated() {
            child.view.frame = Rect(x: Double(index) * size.width, y: 0, width: size.width, height: size.height)
        }
    }

    private func handlePan(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        panStates.append(pan.state)
        let width = view.bounds.width
        switch pan.state {
        case .began, .changed:
            strip.frame.origin.x = -Double(page) * width + pan.translation(in: view).x
        case .ended:
            let velocity = pan.velocity(in: view).x
            let projected = strip.frame.minX + velocity * 0.2
            page = min(max(Int((-projected / width).rounded()), 0), children.count - 1)
            log(
                "  pan ended: translation \(format(pan.translation(in: view).x)) pt, velocity \(format(velocity)) pt/s"
                    + " → snapping to page \(page)")
            View.animate(
                withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                animations: { self.strip.frame.origin.x = -Double(self.page) * width },
                completion: { [unowned self] finished in self.log("  snap finished: \(finished), page \(self.page)") })
        default:
            break
        }
    }
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(describing: rounded)
}

print("Folio example — a container with three children in a headless 390×844 window\n")
let host = HeadlessWindow(size: Size(width: 390, height: 844))
let container = StripController("strip")
for name in ["left", "middle", "right"] {
    try container.addPage(LoggingViewController(name))
}
print("1. Building the hierarchy (views load lazily, children are told about their parent):")

print("\n2. Making it the root view controller of a visible window (appearance is forwarded):")
host.rootViewController = container

print("\n3. A scripted drag from x = 340 to x = 90 over 0.25 s (one sample per frame at 60 Hz):")
host.drag(from: Point(x: 340, y: 400), to: Point(x: 90, y: 400), duration: 0.25)
let states = container.panStates
print(
    "  pan states: \(states.first.map { "\($0)" } ?? "none"), \(states.filter { $0 == .changed }.count) × changed, \(states.last.map { "\($0)" } ?? "none")"
)
print("  strip on screen right after the release: x = \(format(container.strip.presentation().frame.minX))")
host.advance(by: 0.2)
print("  0.2 s later, mid-spring:               x = \(format(container.strip.presentation().frame.minX))")
host.settle()
print("  at rest:                               x = \(format(container.strip.presentation().frame.minX))")

print("\n4. Rotating the window to 844×390:")
host.resize(to: Size(width: 844, height: 390))
print("  orientation \(host.window.interfaceOrientation), middle page frame \(container.children[1].view.frame)")

print("\n5. Removing the last child (willMove(toParent: nil), remove its view, removeFromParent):")
let right = container.children[2]
right.willMove(toParent: nil)
right.view.removeFromSuperview()
right.removeFromParent()

print("\n6. Taking the container off the window:")
host.rootViewController = nil

let unbalanced = LoggingViewController.unbalancedAppearances
print("\nAppearance callbacks balanced: \(unbalanced == 0 ? "yes" : "NO — \(unbalanced) left open")")
print(
    "Layer tree published \(host.layerTree().sublayers.count) root sublayers; needsUpdate = \(host.window.needsUpdate)")
