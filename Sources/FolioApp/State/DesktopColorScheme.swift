import Dispatch
import Foundation

/// The desktop's colour-scheme preference, as the XDG settings portal reports it
/// (`org.freedesktop.appearance`, key `color-scheme`): what GNOME's and KDE's dark-style
/// switches set, and what a reader follows until one picks a theme of its own.
///
/// The portal is asked through `gdbus call`, in a process that is given
/// ``timeout`` seconds and then stopped: without a session bus nothing is started at all,
/// and a bus without a portal answering (a bare X server, a container) costs the window at
/// most that long.
enum DesktopColorScheme: Equatable, Sendable {
    case noPreference
    case preferDark
    case preferLight

    /// How long the portal may take before the reader opens without it, in seconds.
    static let timeout = 0.3

    /// The theme the preference asks for; nil when there is none.
    var theme: ReaderTheme? {
        switch self {
        case .noPreference: nil
        case .preferDark: .dark
        case .preferLight: .light
        }
    }

    /// The preference in `gdbus call`'s output: `(<<uint32 1>>,)` from `Settings.Read`, or
    /// `(<uint32 1>,)` from `ReadOne`. 1 prefers dark, 2 light, 0 (and any other value, which
    /// the portal reserves) neither; nil for output that is not a reply.
    static func parse(_ output: String) -> DesktopColorScheme? {
        guard let type = output.range(of: "uint32 ") else { return nil }
        let digits = output[type.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 10, let value = UInt64(digits) else { return nil }
        switch value {
        case 1: return .preferDark
        case 2: return .preferLight
        default: return .noPreference
        }
    }

    /// Whether `environment` names a session bus to ask: `DBUS_SESSION_BUS_ADDRESS`, or the
    /// socket systemd makes at `$XDG_RUNTIME_DIR/bus`.
    static func hasSessionBus(_ environment: [String: String]) -> Bool {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/bus")
    }

    /// The preference of the desktop the app runs in, or nil when no portal answered within
    /// ``timeout`` (or there is no session bus, or no `gdbus`).
    static func query(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopColorScheme? {
        guard hasSessionBus(environment), let gdbus = locate("gdbus", in: environment["PATH"]) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gdbus)
        process.arguments = [
            "call", "--session", "--timeout", "1", "--dest", "org.freedesktop.portal.Desktop",
            "--object-path", "/org/freedesktop/portal/desktop",
            "--method", "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance", "color-scheme",
        ]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        guard exited.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return parse(String(decoding: data.prefix(4096), as: UTF8.self))
    }

    private static func locate(_ program: String, in searchPath: String?) -> String? {
        for directory in (searchPath ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = (String(directory) as NSString).appendingPathComponent(program)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
