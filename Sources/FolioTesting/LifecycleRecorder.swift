import FolioCore

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
