internal import CGio
internal import Synchronization

/// The bus side of the bridge: answers AT-SPI's calls from the latest snapshot and queues
/// what must run on the main thread. Its methods run on the bridge's own thread (GDBus calls
/// them from the thread's main context); the snapshot and the queue are behind a mutex, so
/// the main thread never waits for a screen reader and a screen reader never waits for a
/// frame.
final class AtspiServer: Sendable {
    struct State {
        var snapshot: AccessibleSnapshot
        var requests: [AccessibleRequest] = []
        /// Our name on the accessibility bus, once connected.
        var busName = ""
        /// The desktop the registry embedded us in, the application's parent.
        var desktop: (busName: String, path: String)?
        /// What the registry calls us (Application.Id).
        var applicationID: Int32 = 0
        /// Where each text's caret is, by node.
        var carets: [Int: Int32] = [:]
        /// Pages whose text was just read to its last character (AtspiServer+ReadingFlow).
        var pagesReadToEnd: Set<Int> = []
    }

    /// Something the bus can be told the answer was wrong about.
    struct CallError: Error {
        var name = "org.freedesktop.DBus.Error.UnknownObject"
        var message: String
    }

    let state: Mutex<State>
    /// Called (from the bridge's thread) after a request is queued, to wake the main loop.
    let wake: @Sendable () -> Void

    init(applicationName: String, wake: @escaping @Sendable () -> Void) {
        state = Mutex(State(snapshot: .empty(applicationName: applicationName)))
        self.wake = wake
    }

    /// Puts a request on the queue and wakes the main thread.
    func enqueue(_ request: AccessibleRequest) {
        state.withLock { $0.requests.append(request) }
        wake()
    }

    /// Takes the queued requests (main thread).
    func takeRequests() -> [AccessibleRequest] {
        state.withLock { state in
            defer { state.requests = [] }
            return state.requests
        }
    }

    /// The snapshot, the bus name and the desktop reference, read together.
    func read<T>(_ body: (State) -> T) -> T {
        state.withLock { body($0) }
    }

    /// A "(so)" reference to one of our nodes; the null reference for a missing one.
    func reference(_ id: Int?, busName: String) -> OpaquePointer {
        guard let id else { return GVariantValue.reference(busName: "", path: "/org/a11y/atspi/null") }
        return GVariantValue.reference(busName: busName, path: AccessibleSnapshot.path(of: id))
    }

    // MARK: - Dispatch

    /// Answers one method call on one of our objects.
    ///
    /// - Returns: The reply's tuple.
    func reply(
        interface: String, method: String, path: String, arguments: OpaquePointer?
    ) throws(CallError) -> OpaquePointer {
        if interface == "org.a11y.atspi.Cache" {
            return GVariantValue.tuple([GVariantValue.array(of: "((so)(so)(so)iiassusau)", [])])
        }
        let (snapshot, busName) = read { ($0.snapshot, $0.busName) }
        guard let id = AccessibleSnapshot.id(ofPath: path).map({ resolvingReadingFlow($0, in: snapshot) }),
            let node = snapshot.nodes[id]
        else {
            throw CallError(message: "\(path) is gone")
        }
        let call = MethodCall(method: method, arguments: arguments, node: node, snapshot: snapshot, busName: busName)
        switch interface {
        case "org.a11y.atspi.Accessible": return try replyAccessible(call)
        case "org.a11y.atspi.Application": return try replyApplication(call)
        case "org.a11y.atspi.Component": return try replyComponent(call)
        case "org.a11y.atspi.Action": return try replyAction(call)
        case "org.a11y.atspi.Text": return try replyText(call)
        default:
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownInterface", message: "no interface \(interface)")
        }
    }

    /// Answers a property read on one of our objects; nil for an unknown one.
    func property(interface: String, name: String, path: String) -> OpaquePointer? {
        let state = read { $0 }
        guard let id = AccessibleSnapshot.id(ofPath: path).map({ resolvingReadingFlow($0, in: state.snapshot) }),
            let node = state.snapshot.nodes[id]
        else { return nil }
        switch interface {
        case "org.a11y.atspi.Accessible": return accessibleProperty(name, node: node, state: state)
        case "org.a11y.atspi.Application": return applicationProperty(name, state: state)
        case "org.a11y.atspi.Action": return name == "NActions" ? GVariantValue.int32(Int32(node.actions.count)) : nil
        case "org.a11y.atspi.Value": return valueProperty(name, node: node)
        case "org.a11y.atspi.Text": return textProperty(name, node: node, caret: state.carets[id] ?? 0)
        default: return nil
        }
    }

    /// Writes a property: the registry's application id, or a value.
    func setProperty(interface: String, name: String, path: String, value: OpaquePointer?) -> Bool {
        guard let id = AccessibleSnapshot.id(ofPath: path), let value else { return false }
        switch (interface, name) {
        case ("org.a11y.atspi.Application", "Id"):
            let number = g_variant_get_int32(value)
            state.withLock { $0.applicationID = number }
            return true
        case ("org.a11y.atspi.Value", "CurrentValue"):
            enqueue(.setValue(g_variant_get_double(value), id: id))
            return true
        default:
            return false
        }
    }
}
