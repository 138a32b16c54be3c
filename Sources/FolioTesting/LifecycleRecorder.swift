public import FolioCore

/// One view-controller lifecycle callback, named after the controller that received it.
public enum LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    case viewDidLoad(String)
    case viewWillAppear(String)
    case viewDidAppear(String)
    case viewWillDisappear(String)
    case viewDidDisappear(String)
    case willMoveToParent(String, parent: String?)
    case didMoveToParent(String, parent: String?)
    case viewWillTransition(String, to: Size)

    /// The controller that received the callback.
    public var name: String {
        switch self {
        case .viewDidLoad(let n), .viewWillAppear(let n), .viewDidAppear(let n), .viewWillDisappear(let n),
            .viewDidDisappear(let n), .willMoveToParent(let n, _), .didMoveToParent(let n, _),
            .viewWillTransition(let n, _):
            n
        }
    }

    /// Whether this is one of the four appearance callbacks.
    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .viewDidLoad(let n): "\(n).viewDidLoad"
        case .viewWillAppear(let n): "\(n).viewWillAppear"
        case .viewDidAppear(let n): "\(n).viewDidAppear"
        case .viewWillDisappear(let n): "\(n).viewWillDisappear"
        case .viewDidDisappear(let n): "\(n).viewDidDisappear"
        case .willMoveToParent(let n, let p): "\(n).willMove(toParent: \(p ?? "nil"))"
        case .didMoveToParent(let n, let p): "\(n).didMove(toParent: \(p ?? "nil"))"
        case .viewWillTransition(let n, let size): "\(n).viewWillTransition(to: \(size))"
        }
    }
}

/// Collects ``LifecycleEvent``s from ``RecordingViewController``s, in order.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// let page = RecordingViewController("page", recorder: recorder)
/// host.rootViewController = page
/// #expect(recorder.appearanceEvents == [.viewWillAppear("page"), .viewDidAppear("page")])
/// ```
@MainActor
public final class LifecycleRecorder {
    /// Everything recorded so far.
    public private(set) var events: [LifecycleEvent] = []

    /// Creates an empty recorder.
    public init() {}

    /// Appends an event.
    public func record(_ event: LifecycleEvent) {
        events.append(event)
    }

    /// Forgets everything recorded so far.
    public func clear() {
        events = []
    }

    /// Only the appearance callbacks.
    public var appearanceEvents: [LifecycleEvent] { events.filter(\.isAppearance) }

    /// The events of one controller.
    public func events(for name: String) -> [LifecycleEvent] { events.filter { $0.name == name } }

    /// Replays the appearance callbacks of every controller against the rules of
    /// docs/Architecture.md §3.1 (every will followed by its did or by the opposite will;
    /// never two appears or disappears in a row)
    /// and describes each violation.
    ///
    /// - Parameter requireSettled: Also report controllers left between a will and a did.
    public func appearanceViolations(requireSettled: Bool = false) -> [String] {
        enum Phase { case disappeared, appearing, appeared, disappearing }
        var phases: [String: Phase] = [:]
        var violations: [String] = []
        for (index, event) in events.enumerated() where event.isAppearance {
            let phase = phases[event.name] ?? .disappeared
            let next: Phase?
            switch (event, phase) {
            case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): next = .appearing
            case (.viewDidAppear, .appearing): next = .appeared
            case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): next = .disappearing
            case (.viewDidDisappear, .disappearing): next = .disappeared
            default: next = nil
            }
            if let next {
                phases[event.name] = next
            } else {
                violations.append("#\(index) \(event) while \(phase)")
            }
        }
        if requireSettled {
            for (name, phase) in phases.sorted(by: { $0.key < $1.key })
            where phase == .appearing || phase == .disappearing {
                violations.append("\(name) left \(phase)")
            }
        }
        return violations
    }
}
