import ArgumentParser
import Foundation
import Testing

@testable import FolioApp

@Suite struct DesktopLaunchTests {
    /// The arguments of the desktop entry's `Exec=` line, with `%f` (the file a launcher
    /// passes) replaced by `file`, or dropped when there is none.
    static func desktopEntryArguments(file: String?) throws -> [String] {
        let entry = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("packaging/folio.desktop")
        let text = try String(contentsOf: entry, encoding: .utf8)
        let exec = try #require(text.split(separator: "\n").first { $0.hasPrefix("Exec=") })
        let words = exec.dropFirst("Exec=".count).split(separator: " ").map(String.init)
        #expect(words.first == "folio")
        return words.dropFirst().compactMap { $0 == "%f" ? file : $0 }
    }

    @Test func theDesktopEntryOpensTheFileItIsGiven() throws {
        let arguments = try Self.desktopEntryArguments(file: "/home/reader/book.epub")
        let open = try #require(try FolioCommand.parseAsRoot(arguments) as? OpenCommand)
        #expect(open.path == "/home/reader/book.epub")
        #expect(open.fromDesktop)
    }

    @Test func theDesktopEntryWithoutAFileStillParses() throws {
        let arguments = try Self.desktopEntryArguments(file: nil)
        let open = try #require(try FolioCommand.parseAsRoot(arguments) as? OpenCommand)
        #expect(open.path == nil)
    }

    @Test func withoutTheDesktopFlagOpenStillNeedsAPath() {
        #expect(throws: (any Error).self) { try FolioCommand.parseAsRoot(["open"]) }
    }

    @Test func aFileThatCannotBeOpenedShowsItsOneLineError() {
        let missing = DocumentError.fileNotFound(path: "/home/reader/gone.epub")
        #expect(OpenCommand.desktopMessage(for: missing) == "no such file or folder: /home/reader/gone.epub")
        #expect(OpenCommand.desktopMessage(for: ValidationError("first line\nsecond line")) == "first line")
    }

    @Test func theErrorWindowIsTitledWithTheFileName() {
        #expect(OpenCommand.errorTitle(path: "/home/reader/books/gone.epub") == "cannot open gone.epub")
        #expect(OpenCommand.errorTitle(path: nil) == "cannot open")
    }
}
