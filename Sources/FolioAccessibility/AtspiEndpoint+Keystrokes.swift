internal import CGio
internal import FolioCore

/// Offering keys to the registry's keystroke listeners (a screen reader's key bindings), as
/// GTK's bridge does: only while some listener is registered, so that without a screen
/// reader a key costs nothing.
extension AtspiEndpoint {
    static let deviceEventControllerPath = "/org/a11y/atspi/registry/deviceeventcontroller"

    /// How long a key waits for the screen reader's answer before the window takes it anyway.
    static let keystrokeAnswerTimeout: Int32 = 250

    /// Starts following the registry's keystroke listeners: asks for them now and again
    /// whenever one comes or goes. Called on the bridge's thread once embedded.
    func followKeystrokeListeners(on bus: OpaquePointer) {
        let userData = Unmanaged.passUnretained(self).toOpaque()
        g_dbus_connection_signal_subscribe(
            bus, "org.a11y.atspi.Registry", "org.a11y.atspi.DeviceEventListener", nil, Self.deviceEventControllerPath,
            nil, G_DBUS_SIGNAL_FLAGS_NONE, atspiKeystrokeListenersChanged, userData, nil)
        countKeystrokeListeners(on: bus)
    }

    /// Asks the registry how many keystroke listeners it has (asynchronously).
    func countKeystrokeListeners(on bus: OpaquePointer) {
        let userData = Unmanaged.passUnretained(self).toOpaque()
        g_dbus_connection_call(
            bus, "org.a11y.atspi.Registry", Self.deviceEventControllerPath, "org.a11y.atspi.DeviceEventController",
            "GetKeystrokeListeners", nil, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, atspiKeystrokeListenersCounted,
            userData)
    }

    /// The registry answered ``countKeystrokeListeners(on:)``.
    func finishCountingKeystrokeListeners(source: OpaquePointer?, result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_finish(source, result, &error)
        g_clear_error(&error)
        guard let reply else { return }
        defer { g_variant_unref(reply) }
        var count = 0
        if let listeners = g_variant_get_child_value(reply, 0) {
            count = Int(g_variant_n_children(listeners))
            g_variant_unref(listeners)
        }
        keystrokeListeners.withLock { $0 = count }
    }

    /// Offers `keystroke` to the keystroke listeners and waits for their answer: whether one
    /// of them took it. False at once when none listens or there is no bus.
    func offer(_ keystroke: X11Keystroke) -> Bool {
        guard keystrokeListeners.withLock({ $0 }) > 0, let bus = connection.withLock({ $0 }) else { return false }
        // AT-SPI's device event, "(uiiiisb)": pressed 0 or released 1, key symbol, key code,
        // modifiers, time, text, whether the text is typed.
        let event = GVariantValue.tuple([
            GVariantValue.uint32(keystroke.isPress ? 0 : 1), GVariantValue.int32(Int32(bitPattern: keystroke.keysym)),
            GVariantValue.int32(Int32(bitPattern: keystroke.keycode)),
            GVariantValue.int32(Int32(bitPattern: keystroke.modifiers)),
            GVariantValue.int32(Int32(bitPattern: keystroke.timestamp)), GVariantValue.string(keystroke.text),
            GVariantValue.boolean(keystroke.isText),
        ])
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            bus.pointer, "org.a11y.atspi.Registry", Self.deviceEventControllerPath,
            "org.a11y.atspi.DeviceEventController", "NotifyListenersSync", GVariantValue.tuple([event]), nil,
            G_DBUS_CALL_FLAGS_NONE, Self.keystrokeAnswerTimeout, nil, &error)
        g_clear_error(&error)
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        return GVariantValue.boolean(reply, at: 0)
    }
}

/// A keystroke listener was registered or deregistered: count them again.
func atspiKeystrokeListenersChanged(
    _ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?, _ objectPath: UnsafePointer<gchar>?,
    _ interfaceName: UnsafePointer<gchar>?, _ signalName: UnsafePointer<gchar>?, _ parameters: OpaquePointer?,
    _ userData: gpointer?
) {
    guard let connection, let userData else { return }
    Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue().countKeystrokeListeners(on: connection)
}

/// The registry's answer to `GetKeystrokeListeners`.
func atspiKeystrokeListenersCounted(
    _ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?, _ userData: gpointer?
) {
    guard let userData else { return }
    Unmanaged<AtspiEndpoint>.fromOpaque(userData).takeUnretainedValue()
        .finishCountingKeystrokeListeners(source: OpaquePointer(source), result: result)
}
