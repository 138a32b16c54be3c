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
