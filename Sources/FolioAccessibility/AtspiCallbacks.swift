internal import CGio

// GDBus's callbacks: free functions, not isolated to any actor, because GDBus calls them on
// the bridge's thread. Each finds its endpoint in `user_data` and answers from the server's
// snapshot; none touches a view.

/// A method call on one of our objects.
func atspiMethodCall(
    _ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?, _ objectPath: UnsafePointer<gchar>?,
    _ interfaceName: UnsafePointer<gchar>?, _ methodName: UnsafePointer<gchar>?, _ parameters: OpaquePointer?,
    _ invocation: OpaquePointer?, _ userData: gpointer?
) {
    guard let invocation, let userData, let objectPath, let interfaceName, let methodName else { return }
    let endpoint = Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
    do {
        let reply = try endpoint.server.reply(
            interface: String(cString: interfaceName), method: String(cString: methodName),
            path: String(cString: objectPath), arguments: parameters)
        g_dbus_method_invocation_return_value(invocation, reply)
    } catch {
        g_dbus_method_invocation_return_dbus_error(invocation, error.name, error.message)
    }
}

/// A property read (GDBus answers `org.freedesktop.DBus.Properties.Get` and `GetAll` with it).
func atspiGetProperty(
    _ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?, _ objectPath: UnsafePointer<gchar>?,
    _ interfaceName: UnsafePointer<gchar>?, _ propertyName: UnsafePointer<gchar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, _ userData: gpointer?
) -> OpaquePointer? {
    guard let userData, let objectPath, let interfaceName, let propertyName else { return nil }
    let endpoint = Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
    let value = endpoint.server.property(
        interface: String(cString: interfaceName), name: String(cString: propertyName),
        path: String(cString: objectPath))
    if value == nil {
        g_set_error_literal(
            error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue), "no such property")
    }
    return value
}

/// A property write (the registry's Application.Id, a Value's CurrentValue).
func atspiSetProperty(
    _ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?, _ objectPath: UnsafePointer<gchar>?,
    _ interfaceName: UnsafePointer<gchar>?, _ propertyName: UnsafePointer<gchar>?, _ value: OpaquePointer?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, _ userData: gpointer?
) -> gboolean {
    guard let userData, let objectPath, let interfaceName, let propertyName else { return 0 }
    let endpoint = Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
    let written = endpoint.server.setProperty(
        interface: String(cString: interfaceName), name: String(cString: propertyName),
        path: String(cString: objectPath), value: value)
    if !written {
        g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_PROPERTY_READ_ONLY.rawValue), "read-only")
    }
    return written ? 1 : 0
}

/// The objects under `/org/a11y/atspi/accessible`, by node name ("root", "1", "2", …).
func atspiEnumerate(
    _ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?, _ objectPath: UnsafePointer<gchar>?,
    _ userData: gpointer?
) -> UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>? {
    guard let userData else { return nil }
    let endpoint = Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
    let names = endpoint.server.read { $0.snapshot.nodes.keys.sorted() }.map {
        $0 == AccessibleSnapshot.applicationID ? "root" : "\($0)"
    }
    return AtspiEndpoint.stringArray(names)
}

/// The interfaces of one node, for GDBus to check calls against.
func atspiIntrospect(
    _ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?, _ objectPath: UnsafePointer<gchar>?,
    _ node: UnsafePointer<gchar>?, _ userData: gpointer?
) -> UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>? {
    guard let userData, let node else { return nil }
    let endpoint = Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
    let path = AccessibleSnapshot.pathPrefix + "/" + String(cString: node)
    guard let id = AccessibleSnapshot.id(ofPath: path),
        let interfaces = endpoint.server.read({ state in
            state.snapshot.nodes[endpoint.server.resolvingReadingFlow(id, in: state.snapshot)]?.interfaces
        })
    else { return nil }
    return endpoint.interfaceInfos(interfaces)
}

/// Which vtable answers calls on one interface of one node: always the same one.
func atspiDispatch(
    _ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?, _ objectPath: UnsafePointer<gchar>?,
    _ interfaceName: UnsafePointer<gchar>?, _ node: UnsafePointer<gchar>?,
    _ outUserData: UnsafeMutablePointer<gpointer?>?, _ userData: gpointer?
) -> UnsafePointer<GDBusInterfaceVTable>? {
    guard let userData else { return nil }
    let endpoint = Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
    outUserData?.pointee = userData
    return UnsafePointer(endpoint.interfaceVTable)
}

/// The registry's answer to `Embed`: the desktop, our parent.
func atspiEmbedded(_ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?, _ userData: gpointer?) {
    guard let userData else { return }
    let endpoint = Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
    endpoint.finishEmbedding(source: source.map(OpaquePointer.init), result: result)
}
