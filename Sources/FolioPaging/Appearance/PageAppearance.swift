/// Where a view controller (or the page view controller itself) is in its appearance cycle.
enum PageAppearance: Hashable, Sendable {
    case disappeared
    case appearing
    case appeared
    case disappearing

    /// One forwarded appearance call.
    enum Call: Hashable, Sendable {
        /// `beginAppearanceTransition(isAppearing, animated:)`.
        case begin(isAppearing: Bool)
        /// `endAppearanceTransition()`.
        case end
    }

    /// The calls that move a page from `self` towards `target`, never breaking UIKit's
    /// pairing: every will is followed by its did, or by the opposite will (a cancelled
    /// transition) and then that one's did.
    ///
    /// Moves that UIKit has no calls for (appeared → appearing, disappeared → disappearing)
    /// produce none; the page stays where it is.
    func calls(towards target: PageAppearance) -> [Call] {
        switch (self, target) {
        case (.disappeared, .appearing), (.disappearing, .appearing):
            [.begin(isAppearing: true)]
        case (.disappeared, .appeared), (.disappearing, .appeared):
            [.begin(isAppearing: true), .end]
        case (.appeared, .disappearing), (.appearing, .disappearing):
            [.begin(isAppearing: false)]
        case (.appeared, .disappeared), (.appearing, .disappeared):
            [.begin(isAppearing: false), .end]
        case (.appearing, .appeared), (.disappearing, .disappeared):
            [.end]
        default:
            []
        }
    }

    /// The state after `call`.
    func applying(_ call: Call) -> PageAppearance {
        switch call {
        case .begin(let isAppearing): isAppearing ? .appearing : .disappearing
        case .end: self == .appearing ? .appeared : self == .disappearing ? .disappeared : self
        }
    }

    /// Whether the view is (becoming) visible.
    var isVisible: Bool { self == .appearing || self == .appeared }
}
