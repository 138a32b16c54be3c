internal import CGio
internal import Foundation
internal import Synchronization

/// The bridge's connection to the accessibility bus, on a thread of its own with its own
/// GLib main context: it finds the bus (`org.a11y.Bus.GetAddress` on the session bus),
/// exports the tree under `/org/a11y/atspi/accessible`, asks the registry to embed the
/// application (`org.a11y.atspi.Socket.Embed`), then runs the context's loop, where GDBus
/// calls the server. Signals go out from the main thread (GDBus connections are thread-safe).
///
/// Everything GDBus calls back with finds this object through `user_data`, so it lives as
/// long as the process: the bridge never releases it.
final class AtspiEndpoint: @unchecked Sendable {
    // @unchecked: the C structures below are written once in init and only read after (GDBus
    // keeps its own references); the connection and the status are behind mutexes.

    /// How far the connection got.
    enum Status: Equatable, Sendable {
        case connecting
        case connected
        /// No bus: the bridge does nothing more.
        case unavailable(String)
    }

    let server: AtspiServer
    let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable>
    private let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable>
    private let nodeInfo: UnsafeMutablePointer<GDBusNodeInfo>?
    let connection = Mutex<ConnectionHandle?>(nil)
    let status = Mutex(Status.connecting)
    /// How many keystroke listeners (a screen reader's key bindings) the registry has.
    let keystrokeListeners = Mutex(0)
    /// The thread's loop, for ``stop()`` to quit.
    private let loop = Mutex<LoopHandle?>(nil)
    private let environment: [String: String]
    private let log: @Sendable (String) -> Void

    init(server: AtspiServer, environment: [String: String], log: @escaping @Sendable (String) -> Void) {
        self.server = server
        self.environment = environment
        self.log = log
        nodeInfo = g_dbus_node_info_new_for_xml(AtspiInterfaces.xml, nil)
        interfaceVTable = .allocate(capacity: 1)
        interfaceVTable.initialize(to: GDBusInterfaceVTable())
        interfaceVTable.pointee.method_call = atspiMethodCall
        interfaceVTable.pointee.get_property = atspiGetProperty
        interfaceVTable.pointee.set_property = atspiSetProperty
        subtreeVTable = .allocate(capacity: 1)
        subtreeVTable.initialize(to: GDBusSubtreeVTable())
        subtreeVTable.pointee.enumerate = atspiEnumerate
        subtreeVTable.pointee.introspect = atspiIntrospect
        subtreeVTable.pointee.dispatch = atspiDispatch
    }

    /// The introspection data of one interface.
    func nodeInfoLookup(_ name: String) -> UnsafeMutablePointer<GDBusInterfaceInfo>? {
        guard let nodeInfo else { return nil }
        return g_dbus_node_info_lookup_interface(nodeInfo, name)
    }

    /// Starts the thread; returns at once.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "folio-atspi"
        thread.start()
    }

    private func run() {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        guard let bus = connectToAccessibilityBus() else { return }
        register(on: bus)
        guard let mainLoop = g_main_loop_new(context, 0) else { return }
        loop.withLock { $0 = LoopHandle(pointer: mainLoop) }
        // Stopped while connecting: the loop was not there to quit.
        if case .unavailable = status.withLock({ $0 }) {
            stop()
            return
        }
        g_main_loop_run(mainLoop)
    }

    /// Closes the connection (the registry then drops the application) and stops the thread.
    func stop() {
        status.withLock { $0 = .unavailable("stopped") }
        let bus = connection.withLock { handle in
            defer { handle = nil }
            return handle
        }
        if let bus { g_dbus_connection_close(bus.pointer, nil, nil, nil) }
        if let loop = loop.withLock({ $0 }) { g_main_loop_quit(loop.pointer) }
    }

    private func giveUp(_ reason: String) {
        status.withLock { $0 = .unavailable(reason) }
        log("accessibility: \(reason); screen readers will not see this window")
    }

    /// The accessibility bus: `AT_SPI_BUS_ADDRESS`, or what the session bus's `org.a11y.Bus` says.
    private func connectToAccessibilityBus() -> OpaquePointer? {
        if environment["NO_AT_BRIDGE"] == "1" {
            giveUp("NO_AT_BRIDGE=1")
            return nil
        }
        var address = environment["AT_SPI_BUS_ADDRESS"] ?? ""
        if address.isEmpty {
            guard let sessionAddress = environment["DBUS_SESSION_BUS_ADDRESS"], !sessionAddress.isEmpty else {
                giveUp("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
                return nil
            }
            guard let session = Self.connect(to: sessionAddress) else {
                giveUp("cannot connect to the session bus")
                return nil
            }
            defer { g_object_unref(UnsafeMutableRawPointer(session)) }
            guard let found = Self.callForString(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
            else {
                giveUp("the session bus has no accessibility bus (org.a11y.Bus)")
                return nil
            }
            address = found
        }
        guard let bus = Self.connect(to: address) else {
            giveUp("cannot connect to the accessibility bus at \(address)")
            return nil
        }
        return bus
    }

    /// Exports the tree and asks the registry to embed it.
    private func register(on bus: OpaquePointer) {
        let userData = Unmanaged.passUnretained(self).toOpaque()
        let registered = g_dbus_connection_register_subtree(
            bus, AccessibleSnapshot.pathPrefix, subtreeVTable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
            userData, nil, nil)
        guard registered != 0, let uniqueName = g_dbus_connection_get_unique_name(bus) else {
            giveUp("cannot export objects on the accessibility bus")
            return
        }
        // Clients ask a new application for its cache of objects; Folio keeps none, and says so.
        if let cache = nodeInfoLookup("org.a11y.atspi.Cache") {
            g_dbus_connection_register_object(bus, "/org/a11y/atspi/cache", cache, interfaceVTable, userData, nil, nil)
        }
        let busName = String(cString: uniqueName)
        server.state.withLock { $0.busName = busName }
        connection.withLock { $0 = ConnectionHandle(pointer: bus) }
        let root = GVariantValue.reference(busName: busName, path: AccessibleSnapshot.path(of: 0))
        g_dbus_connection_call(
            bus, "org.a11y.atspi.Registry", AccessibleSnapshot.pathPrefix + "/root", "org.a11y.atspi.Socket", "Embed",
            GVariantValue.tuple([root]), nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, atspiEmbedded, userData)
    }

    /// The registry answered: the desktop is our parent, and we are on the bus.
    func finishEmbedding(source: OpaquePointer?, result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_finish(source, result, &error)
        guard let reply else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no answer"
            g_clear_error(&error)
            giveUp("the registry did not embed the application (\(message))")
            return
        }
        defer { g_variant_unref(reply) }
        if let desktop = g_variant_get_child_value(reply, 0) {
            let busName = GVariantValue.string(desktop, at: 0)
            let path = GVariantValue.objectPath(desktop, at: 1)
            g_variant_unref(desktop)
            server.state.withLock { $0.desktop = (busName, path) }
        }
        status.withLock { $0 = .connected }
        if let source { followKeystrokeListeners(on: source) }
        log("accessibility: registered with the AT-SPI registry as \(server.read { $0.busName })")
        server.wake()
    }
}
