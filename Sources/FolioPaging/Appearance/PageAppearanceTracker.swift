/// The appearance state of every live page, kept so that the brain only ever forwards the
/// calls that take a page from where it is to where it should be.
struct PageAppearanceTracker<Page: AnyObject> {
    private var states: [ObjectIdentifier: PageAppearance] = [:]

    /// The state of `page` (disappeared if unknown).
    func state(of page: Page) -> PageAppearance {
        states[ObjectIdentifier(page)] ?? .disappeared
    }

    /// Records `call` as forwarded to `page`.
    mutating func record(_ call: PageAppearance.Call, for page: Page) {
        states[ObjectIdentifier(page)] = state(of: page).applying(call)
    }

    /// Forgets `page` (it left the window disappeared).
    mutating func forget(_ page: Page) {
        states[ObjectIdentifier(page)] = nil
    }

    /// How many pages have a state other than disappeared.
    var visibleCount: Int { states.values.count { $0 != .disappeared } }
}
