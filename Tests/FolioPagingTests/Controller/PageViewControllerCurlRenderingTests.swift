import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerCurlRenderingTests {
    func book() -> PagingHarness {
        let harness = PagingHarness(style: .pageCurl)
        let colors: [String: Color] = [
            "A": Color(red: 0, green: 1, blue: 0), "B": Color(red: 1, green: 0, blue: 0),
            "C": Color(red: 0, green: 0, blue: 1), "D": Color(red: 1, green: 1, blue: 0),
        ]
        for (name, color) in colors { harness[name].view.backgroundColor = color }
        return harness
    }

    /// Which of red, green, blue dominates the pixel.
    func dominant(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> String {
        let c = bitmap.color(x: x, y: y)
        if c.red > c.green + 0.2, c.red > c.blue + 0.2 { return c.green > 0.5 ? "yellow" : "red" }
        if c.blue > c.red + 0.2, c.blue > c.green + 0.2 { return "blue" }
        if c.green > c.red + 0.2, c.green > c.blue + 0.2 { return "green" }
        return "mixed"
    }

    @Test func aCurlDragDeformsTheTurningPageAndRevealsTheNextOne() {
        let harness = book()
        harness.host.drag(from: Point(x: 390, y: 150), to: Point(x: 150, y: 160), duration: 0.5, lift: false)
        guard case .pageCurl(let curl)? = harness["B"].view.layerDeformation else {
            Issue.record("the turning page is not curled")
            return
        }
        #expect(curl.radius > 0)
        let frame = harness.host.render()
        #expect(dominant(frame, 20, 150) == "red")
        #expect(dominant(frame, 395, 150) == "blue")
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(harness["B"].view.layerDeformation == nil)
        let rest = harness.host.render()
        #expect(dominant(rest, 20, 150) == "blue")
        #expect(dominant(rest, 395, 150) == "blue")
    }

    @Test func aDoubleSidedSheetCarriesItsBackPage() throws {
        let harness = book()
        try harness.controller.setDoubleSided(true)
        harness.host.drag(from: Point(x: 390, y: 150), to: Point(x: 150, y: 150), duration: 0.5, lift: false)
        guard case .pageCurl(let curl)? = harness["B"].view.layerDeformation, case .layer = curl.back else {
            Issue.record("the sheet does not carry its back page")
            return
        }
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.current == ["D"])
    }

    @Test func aProgrammaticCurlTurnIsAFullAnimatedTurn() throws {
        let harness = book()
        try harness.controller.setViewControllers([harness["C"]], direction: .forward, animated: true)
        harness.host.advance(by: 0.3)
        guard case .pageCurl? = harness["B"].view.layerDeformation else {
            Issue.record("no curl mid-animation")
            return
        }
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(harness.delegate.transitionCalls.isEmpty)
    }
}
