import FolioCore
import Testing

@testable import FolioPaging

@Suite struct PageTransitionTests {
    static let size = Size(width: 400, height: 300)
    nonisolated static let builtIns: [(String, any PageTransition)] = [
        ("slide", .slide), ("fade", .fade), ("cube", .cube), ("coverFlow", .coverFlow), ("stack", .stack),
        ("zoomOut", .zoomOut), ("flip", .flip),
    ]
    static let names = builtIns.map(\.0)

    static func transition(_ name: String) -> any PageTransition {
        builtIns.first { $0.0 == name }?.1 ?? .slide
    }

    /// Where the centre of a page `offset` pages from rest lands on screen, relative to the
    /// viewport's centre, through the transition and its container perspective.
    static func centre(
        _ transition: any PageTransition, at offset: Double,
        frame: PageTransitionFrame = .init(
            isVertical: false, isReversed: false), spacing: Double = 0
    ) -> Point? {
        let attributes = frame.attributes(of: transition, at: offset, pageSize: size, spacing: spacing)
        let container = frame.containerTransform(of: transition, pageSize: size, spacing: spacing)
        return attributes.transform.concatenating(container).project(.zero)
    }

    @Test(arguments: names)
    func aRestingPageIsUntouched(_ name: String) throws {
        let attributes = Self.transition(name).attributes(
            at: 0, in: PageTransitionContext(pageSize: Self.size))
        #expect(attributes.alpha == 1)
        let centre = try #require(Self.centre(Self.transition(name), at: 0))
        #expect(abs(centre.x) < 1e-9 && abs(centre.y) < 1e-9)
        let corner = try #require(attributes.transform.project(Point(x: 200, y: 150)))
        #expect(abs(corner.x - 200) < 1e-9 && abs(corner.y - 150) < 1e-9)
    }

    @Test(arguments: names)
    func somePageIsAlwaysVisibleDuringATurn(_ name: String) {
        let transition = Self.transition(name)
        let context = PageTransitionContext(pageSize: Self.size)
        for step in 0...20 {
            let progress = Double(step) / 20
            let leaving = transition.attributes(at: -progress, in: context)
            let arriving = transition.attributes(at: 1 - progress, in: context)
            #expect(!leaving.isHidden || !arriving.isHidden, "\(name) blank at \(progress)")
        }
    }

    @Test(arguments: names)
    func pagesLeaveTowardsTheirSideInEveryFrame(_ name: String) throws {
        guard name != "fade", name != "flip", name != "stack" else { return }  // these stay in place
        let transition = Self.transition(name)
        let frames: [(PageTransitionFrame, Point)] = [
            (.init(isVertical: false, isReversed: false), Point(x: 1, y: 0)),
            (.init(isVertical: false, isReversed: true), Point(x: -1, y: 0)),
            (.init(isVertical: true, isReversed: false), Point(x: 0, y: 1)),
            (.init(isVertical: true, isReversed: true), Point(x: 0, y: -1)),
        ]
        for (frame, forward) in frames {
            let next = try #require(Self.centre(transition, at: 0.5, frame: frame))
            let previous = try #require(Self.centre(transition, at: -0.5, frame: frame))
            #expect(next.dot(forward) > 10, "\(name) \(frame): next page centre \(next)")
            #expect(previous.dot(forward) < -10, "\(name) \(frame): previous page centre \(previous)")
            let across = Point(x: forward.y, y: forward.x)
            #expect(abs(next.dot(across)) < 1e-6)
        }
    }

    /// A transition that shows pages up to `reach` pages from rest.
    struct Reaching: PageTransition {
        var reach: Double
        func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
            PageTransitionAttributes(alpha: abs(offset) < reach ? 1 : 0)
        }
    }

    /// A page `d` turns away ends a turn `d − 1` from rest, and shows there while that is below
    /// the reach: so a reach up to 1 keeps one turn loaded, 1.5 two, exactly 2 two, just over
    /// 2 three; nonsense keeps one, and no reach keeps more than 64.
    @Test(
        arguments: [
            (0.5, 1), (1, 1), (1.5, 2), (2, 2), (2.01, 3), (-3, 1), (.nan, 1), (.infinity, 64),
        ] as [(Double, Int)])
    func theTurnsKeptLoadedCoverTheReach(reach: Double, turns: Int) {
        #expect(Reaching(reach: reach).turnsInReach == turns)
    }

    @Test func coverFlowReachesAsFarAsItShowsPages() {
        let context = PageTransitionContext(pageSize: Self.size, pageStride: Self.size.width)
        let coverFlow = CoverFlowPageTransition()
        #expect(coverFlow.reach == 1.5)
        #expect(!coverFlow.attributes(at: 1.49, in: context).isHidden)
        #expect(coverFlow.attributes(at: 1.5, in: context).isHidden)
        #expect(CubePageTransition().reach == 1)
    }

    @Test func slideMovesExactlyOneStridePerPage() throws {
        let centre = try #require(Self.centre(.slide, at: 1, spacing: 20))
        #expect(centre == Point(x: 420, y: 0))
        let vertical = PageTransitionFrame(isVertical: true, isReversed: false)
        let down = try #require(Self.centre(.slide, at: -0.5, frame: vertical, spacing: 20))
        // Vertical pages stride by their height.
        #expect(down == Point(x: 0, y: -160))
    }

    @Test func cubeFacesMeetAtTheEdge() throws {
        // Half way through a forward turn both faces share the cube's edge at the centre line.
        let attributes = PageTransitionFrame(isVertical: false, isReversed: false)
        let transition = CubePageTransition()
        let container = attributes.containerTransform(of: transition, pageSize: Self.size, spacing: 0)
        let leaving = attributes.attributes(of: transition, at: -0.5, pageSize: Self.size, spacing: 0)
        let arriving = attributes.attributes(of: transition, at: 0.5, pageSize: Self.size, spacing: 0)
        let leavingRight = try #require(leaving.transform.concatenating(container).project(Point(x: 200, y: 0)))
        let arrivingLeft = try #require(arriving.transform.concatenating(container).project(Point(x: -200, y: 0)))
        #expect(abs(leavingRight.x - arrivingLeft.x) < 1e-6)
        #expect(abs(leavingRight.x) < 1e-6)
        // At a full turn the face is seen edge-on along the cube's right edge, half a page
        // deep (so perspective pulls it in), and hidden.
        let full = try #require(Self.centre(transition, at: 1))
        #expect(abs(full.x - 200 / (1 + 200 / (2.5 * 400))) < 1e-6)
        #expect(transition.attributes(at: 1, in: .init(pageSize: Self.size)).isHidden)
    }

    @Test func fadeCrossFadesAndKeepsTheNearerPageOnTop() {
        let context = PageTransitionContext(pageSize: Self.size)
        let leaving = FadePageTransition().attributes(at: -0.25, in: context)
        let arriving = FadePageTransition().attributes(at: 0.75, in: context)
        #expect(leaving.alpha == 0.75 && arriving.alpha == 0.25)
        #expect(leaving.zIndex > arriving.zIndex)
    }

    @Test func stackSlidesTheNextPageOverTheSinkingCurrentOne() {
        let context = PageTransitionContext(pageSize: Self.size)
        let leaving = StackPageTransition().attributes(at: -0.5, in: context)
        let arriving = StackPageTransition().attributes(at: 0.5, in: context)
        #expect(arriving.zIndex > leaving.zIndex)
        #expect(leaving.transform.m11 == 0.95)
        #expect(leaving.transform.m41 == 0)
        #expect(arriving.transform.m41 == 200)
    }

    @Test func flipHidesThePageOnceItFacesAway() {
        let context = PageTransitionContext(pageSize: Self.size)
        #expect(!FlipPageTransition().attributes(at: -0.4, in: context).isHidden)
        #expect(FlipPageTransition().attributes(at: -0.6, in: context).isHidden)
        #expect(FlipPageTransition().attributes(at: 0.6, in: context).isHidden)
    }

    @Test func zoomOutShrinksAwayFromTheCentre() {
        let context = PageTransitionContext(pageSize: Self.size)
        let near = ZoomOutPageTransition().attributes(at: 0.2, in: context)
        let far = ZoomOutPageTransition().attributes(at: 0.8, in: context)
        #expect(near.transform.m11 > far.transform.m11)
        #expect(far.transform.m11 == 1 - 0.15 * 0.8)
    }
}
