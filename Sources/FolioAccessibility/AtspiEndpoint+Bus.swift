internal import CGio

/// Talking to the bus: connecting, one-off calls, signals, and the C arrays GDBus wants.
extension AtspiEndpoint {
    /// A connection to the message bus at `address`, or nil.
    static func connect(to address: String) -> OpaquePointer? {
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        var error: UnsafeMutablePointer<GError>?
        let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        g_clear_error(&error)
        return connection
    }

    /// Calls a method that answers one string, waiting at most two seconds.
    static func callForString(
        _ connection: OpaquePointer, _ busName: String, _ path: String, _ interface: String, _ method: String
    ) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, busName, path, interface, method, nil, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
        g_clear_error(&error)
        guard let reply else { return nil }
        defer { g_variant_unref(reply) }
        let text = GVariantValue.string(reply, at: 0)
        return text.isEmpty ? nil : text
    }

    /// Sends an event signal (`org.a11y.atspi.Event.Object` unless another `interface` is
    /// given) from one of our objects, in AT-SPI's event signature "(siiva{sv})". Does nothing
    /// before the bus is connected.
    func emit(
        from id: Int, _ member: String, interface: String = "org.a11y.atspi.Event.Object", detail: String = "",
        detail1: Int32 = 0, detail2: Int32 = 0, data: OpaquePointer? = nil
    ) {
        guard let bus = connection.withLock({ $0 }) else { return }
        let arguments = GVariantValue.tuple([
            GVariantValue.string(detail), GVariantValue.int32(detail1), GVariantValue.int32(detail2),
            GVariantValue.variant(data ?? GVariantValue.int32(0)), GVariantValue.emptyProperties(),
        ])
        g_dbus_connection_emit_signal(
            bus.pointer, nil, AccessibleSnapshot.path(of: id), interface, member, arguments, nil)
    }

    /// A NULL-terminated array of strings allocated with GLib, which GDBus frees.
    static func stringArray(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>? {
        let array = g_malloc0(gsize(strings.count + 1) * gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.stride))
        guard let typed = array?.bindMemory(to: UnsafeMutablePointer<gchar>?.self, capacity: strings.count + 1) else {
            return nil
        }
        for (index, string) in strings.enumerated() { typed[index] = g_strdup(string) }
        return typed
    }

    /// The introspection data of `names`, as a NULL-terminated array GDBus frees (each entry
    /// holds a reference of its own).
    func interfaceInfos(_ names: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>? {
        let infos = names.compactMap { name in nodeInfoLookup(name) }
        let size = gsize(infos.count + 1) * gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride)
        guard
            let typed = g_malloc0(size)?.bindMemory(
                to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self, capacity: infos.count + 1)
        else { return nil }
        for (index, info) in infos.enumerated() { typed[index] = g_dbus_interface_info_ref(info) }
        return typed
    }
}

extension AtspiEndpoint {
    /// Sends `event`.
    func emit(_ event: AtspiEvent) {
        let busName = server.read { $0.busName }
        let data: OpaquePointer?
        switch event.data {
        case .none: data = nil
        case .string(let text): data = GVariantValue.string(text)
        case .reference(let id): data = server.reference(id, busName: busName)
        case .rect(let x, let y, let width, let height):
            data = GVariantValue.tuple([x, y, width, height].map(GVariantValue.int32))
        }
        emit(
            from: event.id, event.member, interface: event.interface, detail: event.detail, detail1: event.detail1,
            detail2: event.detail2, data: data)
    }
}
