public import FolioCore
public import FolioUI
internal import Foundation

/// Shows a Folio window to Linux screen readers (Orca) and other assistive technologies,
/// through AT-SPI2 on the accessibility bus: what VoiceOver gets from UIKit on iOS.
///
/// The bridge reads the window's views the way VoiceOver reads a UIKit app's
/// (`isAccessibilityElement`, `accessibilityLabel`, `accessibilityValue`,
/// `accessibilityTraits`, `AccessibilityContainer`, `AccessibilityReadingContent`) and
/// publishes them as an AT-SPI tree: application → window → elements, with roles, names,
/// states and extents on the screen, kept current with AT-SPI's change events. A screen
/// reader's requests (press a button, adjust a slider, turn a page) come back as
/// `accessibilityActivate()`, `accessibilityIncrement()` and `accessibilityScroll(_:)`, and
/// the window's `AccessibilityNotification`s (a page turn's "Page 4 of 12") are announced.
///
/// ```swift
/// let bridge = AccessibilityBridge(
///     window: window, applicationName: "folio",
///     host: .init(title: { host.title }, windowOrigin: { host.windowPosition }, wake: SDLHost.wakeUp))
/// host.onLoopPass = { bridge.update() }
/// ```
///
/// The bus is spoken to on a thread of the bridge's own, which answers from a copy of the
/// tree taken on the main thread, so the window never waits for a screen reader. Without an
/// accessibility bus (no session bus, `NO_AT_BRIDGE=1`) the bridge does nothing at all after
/// saying so once through `log`.
///
/// - Note: Not in UIKit, where the system does this. Folio's layers keep D-Bus out of
///   FolioUI: the host that shows the window starts the bridge.
@MainActor
public final class AccessibilityBridge {
    /// What the bridge needs from the host that shows the window.
    public struct Host {
        /// The window's title, the name of its accessible frame.
        public var title: @MainActor () -> String
        /// Where the window's top-left corner is on the screen, in points.
        public var windowOrigin: @MainActor () -> Point
        /// Wakes the host's loop from any thread, so that it calls ``AccessibilityBridge/update()``.
        public var wake: @Sendable () -> Void

        /// Creates the host's side of the bridge.
        ///
        /// - Parameters:
        ///   - title: The window's title.
        ///   - windowOrigin: The window's position on the screen.
        ///   - wake: Called from the bridge's thread when a screen reader asked for something.
        public init(
            title: @escaping @MainActor () -> String, windowOrigin: @escaping @MainActor () -> Point,
            wake: @escaping @Sendable () -> Void
        ) {
            self.title = title
            self.windowOrigin = windowOrigin
            self.wake = wake
        }
    }

    /// The window shown to assistive technologies.
    public let window: Window
    let host: Host
    let applicationName: String
    let server: AtspiServer
    let endpoint: AtspiEndpoint
    let builder = AccessibleTreeBuilder()
    /// Whether the tree must be read again at the next update.
    var isStale = true
    /// When the tree is read again.
    private var schedule = TreeReadSchedule()
    /// Whether the window was announced as the active one since the bus connected.
    private var hasActivatedWindow = false
    /// Announcements to send once the tree they speak about is published.
    var pendingAnnouncements: [String] = []
    /// The page a screen reader last read to its end, which turned the page once. Forgotten
    /// once that page no longer shows, so that reading it again after turning back turns again.
    var lastPageReadToEnd: Int?

    /// Starts the bridge: connects to the accessibility bus on a thread of its own and
    /// returns at once.
    ///
    /// - Parameters:
    ///   - window: The window to show.
    ///   - applicationName: The application's name in the desktop's tree ("folio").
    ///   - host: The host's title, position and wake-up.
    ///   - environment: Where the bus addresses come from (`DBUS_SESSION_BUS_ADDRESS`,
    ///     `AT_SPI_BUS_ADDRESS`, `NO_AT_BRIDGE`); nil for the process's environment.
    ///   - log: Receives one line when there is no bus, and one when the application is registered.
    public init(
        window: Window, applicationName: String, host: Host,
        environment: [String: String]? = nil,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.window = window
        self.host = host
        self.applicationName = applicationName
        server = AtspiServer(applicationName: applicationName, wake: host.wake)
        endpoint = AtspiEndpoint(
            server: server, environment: environment ?? ProcessInfo.processInfo.environment, log: log)
        let previous = window.accessibilityNotificationHandler
        window.accessibilityNotificationHandler = { [weak self] notification in
            previous?(notification)
            self?.receive(notification)
        }
        endpoint.start()
    }

    /// Whether the application is registered with the accessibility bus's registry.
    public var isConnected: Bool { endpoint.status.withLock { $0 == .connected } }

    /// Takes the window off the accessibility bus: the application leaves the desktop's tree.
    /// Call it when the window closes; the bridge does nothing afterwards.
    public func stop() {
        endpoint.stop()
    }

    /// Carries out what screen readers asked for and publishes the window's tree when it
    /// changed. Call it once per pass of the host's loop, on the main thread; it does nothing
    /// when there is no accessibility bus, and reads nothing while the window is idle.
    public func update() {
        guard isAvailable else { return }
        pass()
    }

    /// One pass of ``update()`` once a bus may be there. A caret moving through a say-all
    /// needs only its event, sent as it is performed: it does not read the tree, which a
    /// sentence at a time would otherwise rebuild on the main thread.
    func pass() {
        for request in server.takeRequests() { perform(request) }
        let seen = TreeReadSchedule.Seen(
            changeCount: window.changeCount, title: host.title(), origin: host.windowOrigin())
        guard schedule.shouldRead(seen, busy: window.needsUpdate, now: window.clock.now, mustRead: isStale) else {
            return
        }
        isStale = false
        publish(title: seen.title, origin: seen.origin)
        schedule.didRead(
            TreeReadSchedule.Seen(changeCount: window.changeCount, title: seen.title, origin: seen.origin))
    }

    /// Whether the endpoint is (or may still become) connected.
    private var isAvailable: Bool {
        if case .unavailable = endpoint.status.withLock({ $0 }) { return false }
        return true
    }

    /// Reads the tree, swaps it in, and sends what changed (and waiting announcements).
    private func publish(title: String, origin: Point) {
        let snapshot = builder.build(window: window, title: title, applicationName: applicationName, origin: origin)
        if let page = lastPageReadToEnd, snapshot.nodes[page]?.states.contains(.showing) != true {
            lastPageReadToEnd = nil
        }
        let old = server.state.withLock { state in
            defer { state.snapshot = snapshot }
            return state.snapshot
        }
        guard endpoint.status.withLock({ $0 }) == .connected else {
            pendingAnnouncements = []
            return
        }
        if !hasActivatedWindow {
            hasActivatedWindow = true
            for event in AtspiEvent.activation(of: snapshot) { endpoint.emit(event) }
        }
        for event in AtspiEvent.changes(from: old, to: snapshot) { endpoint.emit(event) }
        if let event = AtspiEvent.caretFollowingFocus(from: old, to: snapshot, carets: server.read({ $0.carets })) {
            endpoint.emit(event)
        }
        for text in pendingAnnouncements {
            endpoint.emit(
                AtspiEvent(id: AccessibleSnapshot.windowID, member: "Announcement", detail1: 1, data: .string(text)))
        }
        pendingAnnouncements = []
    }

    private func receive(_ notification: AccessibilityNotification) {
        switch notification {
        case .announcement(let text), .pageScrolled(let text):
            pendingAnnouncements.append(text)
        case .layoutChanged, .screenChanged:
            break
        }
        isStale = true
        host.wake()
    }
}
