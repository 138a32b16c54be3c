import FolioCore
import FolioTesting
import FolioUI
import Testing

// Seed 004, the custom container: push and pop of child view controllers with a sliding
// animation, and a pan that follows the finger and commits past half the width (translation
// plus half the velocity), else springs back. Ported from Objective-C to Swift as a porter
// would; the function-level statics become stored properties (Swift has none), the
// selector a method reference, and containment calls take `try?`.

@MainActor
protocol ParentControllerDelegate: AnyObject {
    func pushChildViewController(_ newChildController: ViewController)
    func popChildViewController()
}

@MainActor
private final class ColourViewController: ViewController {
    let colour: Color
    init(_ colour: Color) {
        self.colour = colour
        super.init()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }
}

@MainActor
private final class ParentViewController: ViewController, ParentControllerDelegate {
    let containerView = View()
    var currentChildIndex = 0
    private var currentView: View?
    private var previousView: View?
    private var nextView: View?

    override func viewDidLoad() {
        super.viewDidLoad()
        containerView.frame = view.bounds
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.clipsToBounds = true
        view.addSubview(containerView)
        let first = ColourViewController(.red)
        first.view.frame = containerView.bounds
        try? addChild(first)
        containerView.addSubview(first.view)
        first.didMove(toParent: self)
        let pan = PanGestureRecognizer(target: self, action: ParentViewController.handlePan)
        containerView.addGestureRecognizer(pan)
    }

    func pushChildViewController(_ newChildController: ViewController) {
        // remove any other children that we've popped off, but are still lingering about
        var index = children.count - 1
        while index > currentChildIndex {
            let childController = children[index]
            childController.willMove(toParent: nil)
            childController.view.removeFromSuperview()
            childController.removeFromParent()
            index -= 1
        }
        // get reference to the current child controller
        let currentChildController = children[currentChildIndex]
        // set new child to be off to the right
        var frame = containerView.bounds
        frame.origin.x += frame.size.width
        newChildController.view.frame = frame
        // add the new child
        try? addChild(newChildController)
        containerView.addSubview(newChildController.view)
        newChildController.didMove(toParent: self)
        View.animate(withDuration: 0.5) {
            var frame = self.containerView.bounds
            newChildController.view.frame = frame
            frame.origin.x -= frame.size.width
            currentChildController.view.frame = frame
        }
        currentChildIndex += 1
    }

    func popChildViewController() {
        if currentChildIndex == 0 { return }
        let currentChildController = children[currentChildIndex]
        currentChildIndex -= 1
        let previousChildController = children[currentChildIndex]
        let onScreenFrame = containerView.bounds
        var offToTheRightFrame = containerView.bounds
        offToTheRightFrame.origin.x += offToTheRightFrame.size.width
        View.animate(withDuration: 0.5) {
            currentChildController.view.frame = offToTheRightFrame
            previousChildController.view.frame = onScreenFrame
        }
    }

    func handlePan(_ gesture: PanGestureRecognizer) {
        if gesture.state == .began {
            // identify previous view (if any)
            previousView = currentChildIndex > 0 ? children[currentChildIndex - 1].view : nil
            // identify next view (if any)
            nextView = currentChildIndex < children.count - 1 ? children[currentChildIndex + 1].view : nil
            // identify current view
            currentView = children[currentChildIndex].view
        }
        // if we're in the middle of a pan, let's adjust the center of the views accordingly
        let translation = gesture.translation(in: gesture.view?.superview)
        previousView?.transform = AffineTransform2D(translationX: translation.x, y: 0)
        currentView?.transform = AffineTransform2D(translationX: translation.x, y: 0)
        nextView?.transform = AffineTransform2D(translationX: translation.x, y: 0)
        // if we're all done, let's animate the completion (or if we didn't move far enough,
        // the reversal) of the pan gesture
        guard gesture.state == .ended || gesture.state == .cancelled || gesture.state == .failed,
            let currentView
        else { return }
        let center = currentView.center
        let currentCenter = Point(x: center.x + translation.x, y: center.y)
        let offRight = Point(x: center.x + currentView.frame.size.width, y: center.y)
        let offLeft = Point(x: center.x - currentView.frame.size.width, y: center.y)
        let velocity = gesture.velocity(in: gesture.view?.superview)
        if translation.x + velocity.x * 0.5 < -containerView.frame.size.width / 2, let nextView {
            // if we finished pan to left, reset transforms
            previousView?.transform = .identity
            currentView.transform = .identity
            nextView.transform = .identity
            // set the starting point of the animation to pick up from where
            // we had previously transformed the views
            let nextCenter = Point(x: nextView.center.x + translation.x, y: nextView.center.y)
            currentView.center = currentCenter
            nextView.center = nextCenter
            // and animate the moving of the views to their final resting points,
            // adjusting the currentChildIndex appropriately
            View.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut) {
                currentView.center = offLeft
                nextView.center = center
                self.currentChildIndex += 1
            }
        } else if translation.x + velocity.x * 0.5 > containerView.frame.size.width / 2, let previousView {
            // if we finished pan to right, reset transforms
            previousView.transform = .identity
            currentView.transform = .identity
            nextView?.transform = .identity
            let previousCenter = Point(x: previousView.center.x + translation.x, y: previousView.center.y)
            currentView.center = currentCenter
            previousView.center = previousCenter
            View.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut) {
                currentView.center = offRight
                previousView.center = center
                self.currentChildIndex -= 1
            }
        } else {
            View.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut) {
                self.previousView?.transform = .identity
                currentView.transform = .identity
                self.nextView?.transform = .identity
            }
        }
    }
}

@MainActor
@Suite struct Seed004CustomContainerTests {
    private func showParent() -> (HeadlessWindow, ParentViewController) {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let parent = ParentViewController()
        host.rootViewController = parent
        host.settle()
        return (host, parent)
    }

    private func colour(_ host: HeadlessWindow) -> Color {
        SeedScreen.color(at: Point(x: 160, y: 240), in: host)
    }

    @Test func pushSlidesTheNewChildInAndPopSlidesItOut() {
        let (host, parent) = showParent()
        #expect(SeedScreen.matches(colour(host), .red))
        parent.pushChildViewController(ColourViewController(.blue))
        host.advance(by: 0.25)
        #expect(parent.children.count == 2)
        host.settle()
        #expect(parent.currentChildIndex == 1)
        #expect(SeedScreen.matches(colour(host), .blue))
        parent.popChildViewController()
        host.settle()
        #expect(parent.currentChildIndex == 0)
        #expect(SeedScreen.matches(colour(host), .red))
    }

    @Test func aLongPanCommitsAndAShortOneSpringsBack() {
        let (host, parent) = showParent()
        parent.pushChildViewController(ColourViewController(.blue))
        host.settle()
        parent.popChildViewController()
        host.settle()
        // A short, slow pan to the left: less than half the width, so it springs back.
        host.drag(from: Point(x: 200, y: 240), to: Point(x: 160, y: 240), duration: 0.5)
        host.settle()
        #expect(parent.currentChildIndex == 0)
        #expect(SeedScreen.matches(colour(host), .red))
        // Past half the width: the next child (still lingering after the pop) comes in.
        host.drag(from: Point(x: 300, y: 240), to: Point(x: 60, y: 240), duration: 0.3)
        host.settle()
        #expect(parent.currentChildIndex == 1)
        #expect(SeedScreen.matches(colour(host), .blue))
    }
}
