@testable import FolioPaging

/// Counts live ``TestPage`` instances, so that tests can prove pages are released.
@MainActor
final class LiveCounter {
    private(set) var live = 0
    private(set) var created = 0

    func didCreate() {
        live += 1
        created += 1
    }

    nonisolated func didDestroy() {
        MainActor.assumeIsolated { live -= 1 }
    }
}

/// A page for the brain's tests: a name, an appearance state checked against UIKit's rules,
/// and an optional live counter.
@MainActor
final class TestPage: CustomStringConvertible {
    let name: String
    let counter: LiveCounter?
    /// The appearance this page has been told it is in.
    private(set) var appearance: PageAppearance = .disappeared
    /// Appearance calls that UIKit would not allow in the order they came.
    private(set) var appearanceErrors: [String] = []

    init(_ name: String, counter: LiveCounter? = nil) {
        self.name = name
        self.counter = counter
        counter?.didCreate()
    }

    deinit {
        counter?.didDestroy()
    }

    nonisolated var description: String {
        MainActor.assumeIsolated { name }
    }

    func begin(appearing: Bool) {
        if appearing, appearance.isVisible || appearance == .appeared {
            appearanceErrors.append("\(name): will appear while \(appearance)")
        }
        if !appearing, appearance == .disappeared || appearance == .disappearing {
            appearanceErrors.append("\(name): will disappear while \(appearance)")
        }
        appearance = appearing ? .appearing : .disappearing
    }

    func end() {
        switch appearance {
        case .appearing: appearance = .appeared
        case .disappearing: appearance = .disappeared
        case .appeared, .disappeared: appearanceErrors.append("\(name): did without will while \(appearance)")
        }
    }
}
