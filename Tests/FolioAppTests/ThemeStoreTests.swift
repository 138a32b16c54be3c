import ArgumentParser
import Foundation
import Testing

@testable import FolioApp

/// The remembered theme, the desktop's preference from the settings portal, and `--theme`.
@Suite struct ThemeStoreTests {
    @Test func remembersTheThemeChosen() throws {
        let folder = try TemporaryFolder()
        let store = try #require(ThemeStore(environment: ["XDG_STATE_HOME": folder.root]))
        #expect(store.file == folder.root + "/folio/theme")
        #expect(store.remembered() == .nothing)
        try store.remember(.sepia)
        #expect(store.remembered() == .theme(.sepia))
        try store.remember(.dark)
        #expect(store.remembered() == .theme(.dark))
        store.forget()
        #expect(store.remembered() == .nothing)
    }

    @Test func theFolderFollowsXDG() {
        #expect(ThemeStore(environment: ["HOME": "/home/a"])?.file == "/home/a/.local/state/folio/theme")
        #expect(
            ThemeStore(environment: ["XDG_STATE_HOME": "state", "HOME": "/h"])?.file == "/h/.local/state/folio/theme")
        #expect(ThemeStore(environment: [:]) == nil)
    }

    @Test func garbageIsReportedNotTrusted() throws {
        let folder = try TemporaryFolder()
        let store = ThemeStore(file: try folder.write("theme", Data("purple\n".utf8)))
        guard case .unreadable(let reason) = store.remembered() else {
            Issue.record("a file naming no theme was read as \(store.remembered())")
            return
        }
        #expect(reason.contains("does not name a theme"))
        let long = ThemeStore(file: try folder.write("long", Data(repeating: 0x64, count: 10_000)))
        guard case .unreadable = long.remembered() else {
            Issue.record("a 10 KB file was read")
            return
        }
        let folderInstead = ThemeStore(file: try folder.makeFolder("dir"))
        guard case .unreadable = folderInstead.remembered() else {
            Issue.record("a folder was read as a theme")
            return
        }
    }

    @Test func aFileInPlaceOfTheFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        let blocker = try folder.write("state", Data("x".utf8))
        let store = try #require(ThemeStore(environment: ["XDG_STATE_HOME": blocker]))
        #expect(throws: ThemeStore.WriteError.self) { try store.remember(.dark) }
    }

    @Test func theOpeningTheme() throws {
        let folder = try TemporaryFolder()
        let store = ThemeStore(file: folder.path("theme"))
        // Nothing chosen: the desktop decides, else light.
        #expect(OpenCommand.openingTheme(asked: nil, store: store) { .preferDark } == .dark)
        #expect(OpenCommand.openingTheme(asked: nil, store: store) { .noPreference } == .light)
        #expect(OpenCommand.openingTheme(asked: nil, store: store) { nil } == .light)
        // --theme is used and remembered; the remembered choice then wins over the desktop.
        #expect(OpenCommand.openingTheme(asked: .sepia, store: store) { .preferDark } == .sepia)
        #expect(store.remembered() == .theme(.sepia))
        var asked = false
        #expect(
            OpenCommand.openingTheme(asked: nil, store: store) {
                asked = true
                return .preferDark
            } == .sepia)
        #expect(!asked, "the desktop was asked although a theme is remembered")
        // auto forgets it.
        #expect(OpenCommand.openingTheme(asked: .auto, store: store) { .preferDark } == .dark)
        #expect(store.remembered() == .nothing)
        // A damaged file: the desktop decides.
        try Data("\u{0}\u{1}".utf8).write(to: URL(fileURLWithPath: store.file))
        #expect(OpenCommand.openingTheme(asked: nil, store: store) { .preferLight } == .light)
    }

    @Test func thePortalsAnswer() {
        #expect(DesktopColorScheme.parse("(<<uint32 1>>,)\n") == .preferDark)
        #expect(DesktopColorScheme.parse("(<<uint32 2>>,)\n") == .preferLight)
        #expect(DesktopColorScheme.parse("(<uint32 1>,)\n") == .preferDark)
        #expect(DesktopColorScheme.parse("(<<uint32 0>>,)\n") == .noPreference)
        #expect(DesktopColorScheme.parse("(<<uint32 7>>,)\n") == .noPreference)
        #expect(DesktopColorScheme.parse("(<<uint32 99999999999999999999>>,)") == nil)
        #expect(DesktopColorScheme.parse("Error: GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown") == nil)
        #expect(DesktopColorScheme.parse("") == nil)
        #expect(DesktopColorScheme.preferDark.theme == .dark)
        #expect(DesktopColorScheme.preferLight.theme == .light)
        #expect(DesktopColorScheme.noPreference.theme == nil)
    }

    @Test func withoutASessionBusNothingIsAsked() {
        #expect(!DesktopColorScheme.hasSessionBus([:]))
        #expect(!DesktopColorScheme.hasSessionBus(["DBUS_SESSION_BUS_ADDRESS": ""]))
        #expect(!DesktopColorScheme.hasSessionBus(["XDG_RUNTIME_DIR": "/nonexistent-folio"]))
        #expect(DesktopColorScheme.hasSessionBus(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1/bus"]))
        #expect(DesktopColorScheme.query(environment: [:]) == nil)
    }

    @Test func themeOption() throws {
        let open = try OpenCommand.parse(["book.pdf", "--theme", "dark"])
        #expect(open.turnStyle.theme == .dark)
        #expect(try OpenCommand.parse(["book.pdf"]).turnStyle.theme == nil)
        #expect(try OpenCommand.parse(["book.pdf", "--theme", "auto"]).turnStyle.theme == .auto)
        #expect(throws: (any Error).self) { try OpenCommand.parse(["book.pdf", "--theme", "purple"]) }
        // Export uses a named theme and is light otherwise (never the desktop's).
        #expect(try ExportCommand.parse(["--theme", "sepia"]).turnStyle.resolved(for: .pages).theme == .sepia)
        #expect(try ExportCommand.parse(["--theme", "auto"]).turnStyle.resolved(for: .pages).theme == .light)
    }
}
