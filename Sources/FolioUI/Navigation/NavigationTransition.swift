import FolioCore

/// One transition of a ``NavigationController`` from the controller it shows to the top of
/// its stack: a push (the new controller covers the old one) or a pop (the old one uncovers
/// the new one), animated, immediate or driven by the back swipe.
@MainActor
final class NavigationTransition {
    enum Kind: Hashable, Sendable {
        case push
        case pop
    }

    let kind: Kind
    /// The controller shown before (nil when the stack was empty).
    let from: ViewController?
    /// The controller shown after (nil when the stack becomes empty).
    let to: ViewController?
    let isAnimated: Bool
    /// Whether the back swipe drives the coverage (until the finger lifts).
    var isInteractive: Bool
    /// How far the upper controller covers the lower one (see ``NavigationSlideLayout``).
    var coverage: Double
    /// The animation taking the coverage to its end, once one runs.
    var animation: ProgressAnimation?
    /// The display link of the window the transition started in.
    let displayLink: DisplayLink?

    init(
        kind: Kind, from: ViewController?, to: ViewController?, isAnimated: Bool, isInteractive: Bool,
        displayLink: DisplayLink?
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.displayLink = displayLink
        coverage = kind == .push ? 0 : 1
    }

    /// The controller on top during the transition (pushed, or being popped).
    var upper: ViewController? { kind == .push ? to : from }
    /// The controller underneath.
    var lower: ViewController? { kind == .push ? from : to }
    /// The coverage once the transition completed.
    var completedCoverage: Double { kind == .push ? 1 : 0 }
    /// How far the transition is, 0 at its start and 1 when complete.
    var progress: Double { kind == .push ? coverage : 1 - coverage }
}
