import FolioCore
import FolioTesting
import FolioUI
import Foundation
import Testing

@MainActor
@Suite struct HitTestingTests {
    let window = Window(size: Size(width: 400, height: 400), clock: ManualClock())

    @Test func deepestVisibleInteractiveViewWins() {
        let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(window.hitTest(Point(x: 160, y: 160), with: nil) === child)
        #expect(window.hitTest(Point(x: 110, y: 110), with: nil) === parent)
        child.isHidden = true
        #expect(window.hitTest(Point(x: 160, y: 160), with: nil) === parent)
        child.isHidden = false
        child.alpha = 0.005
        #expect(window.hitTest(Point(x: 160, y: 160), with: nil) === parent)
        child.alpha = 1
        parent.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 160, y: 160), with: nil) === window)
    }

    @Test func laterSiblingsAreOnTop() {
        let below = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let above = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(below)
        window.addSubview(above)
        #expect(window.hitTest(Point(x: 75, y: 75), with: nil) === above)
        window.bringSubviewToFront(below)
        #expect(window.hitTest(Point(x: 75, y: 75), with: nil) === below)
    }

    @Test func hitTestingFollowsA2DRotationAndScale() {
        // A 200×20 bar centred at (200, 200), rotated 90°: it now spans y 100…300, x 190…210.
        let bar = View(frame: Rect(x: 100, y: 190, width: 200, height: 20))
        bar.transform = AffineTransform2D(rotationAngle: .pi / 2)
        window.addSubview(bar)
        #expect(window.hitTest(Point(x: 200, y: 120), with: nil) === bar)
        #expect(window.hitTest(Point(x: 120, y: 200), with: nil) === window)
        let local = bar.convert(Point(x: 200, y: 120), from: nil)
        #expect(abs(local.x - 20) < 1e-9 && abs(local.y - 10) < 1e-9)
        bar.transform = AffineTransform2D(scaleX: 0.5, y: 0.5)  // now x 150…250
        #expect(window.hitTest(Point(x: 120, y: 200), with: nil) === window)
        #expect(window.hitTest(Point(x: 160, y: 200), with: nil) === bar)
    }

    @Test func hitTestingFollowsA3DRotationWithPerspective() {
        // A page turned 60° about its vertical centre line, seen with perspective.
        let page = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        page.transform3D = t.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        window.addSubview(page)
        // Where does the page's local point (180, 100) land on screen?
        let screen = page.convert(Point(x: 180, y: 100), to: nil)
        #expect(screen.x < 290)  // foreshortened towards the centre
        #expect(window.hitTest(screen, with: nil) === page)
        let back = page.convert(screen, from: nil)
        #expect(abs(back.x - 180) < 1e-6 && abs(back.y - 100) < 1e-6)
        // Beyond the projected edge there is nothing.
        let edge = page.convert(Point(x: 200, y: 100), to: nil)
        #expect(window.hitTest(Point(x: edge.x + 2, y: edge.y), with: nil) === window)
        #expect(window.hitTest(Point(x: edge.x - 2, y: edge.y), with: nil) === page)
    }

    @Test func convertRoundTripsBetweenSiblingsThroughBoundsOrigins() {
        let scroller = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroller.bounds.origin = Point(x: 0, y: 50)  // scrolled down by 50
        let content = View(frame: Rect(x: 0, y: 60, width: 100, height: 20))
        scroller.addSubview(content)
        window.addSubview(scroller)
        #expect(content.convert(Point.zero, to: nil) == Point(x: 0, y: 10))
        #expect(window.hitTest(Point(x: 10, y: 15), with: nil) === content)
        let other = View(frame: Rect(x: 200, y: 200, width: 10, height: 10))
        window.addSubview(other)
        #expect(content.convert(Point(x: 5, y: 5), to: other) == Point(x: -195, y: -185))
        #expect(
            other.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: content)
                == Rect(x: 200, y: 190, width: 10, height: 10))
    }
}
