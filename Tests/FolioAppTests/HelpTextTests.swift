import ArgumentParser
import Testing

@testable import FolioApp

/// What `--help`, `--version` and a missing argument tell the user.
@Suite struct HelpTextTests {
    private func occurrences(of text: String, in help: String) -> Int {
        help.components(separatedBy: text).count - 1
    }

    @Test func versionComesFromOnePlace() {
        #expect(FolioCommand.configuration.version == FolioVersion.current)
        #expect {
            _ = try FolioCommand.parseAsRoot(["--version"])
        } throws: { error in
            FolioCommand.message(for: error) == FolioVersion.current && FolioCommand.exitCode(for: error) == .success
        }
    }

    @Test func eachOptionListsItsValuesOnce() {
        let export = ExportCommand.helpMessage(columns: 200)
        for value in ["cover-flow", "zoom-out", "apng", "vertical"] {
            #expect(occurrences(of: value, in: export) == 1, "\(value) appears once in export --help")
        }
        let open = OpenCommand.helpMessage(columns: 200)
        for value in ["cover-flow", "zoom-out", "horizontal, vertical", "min, mid, max"] {
            #expect(occurrences(of: value, in: open) == 1, "\(value) appears once in open --help")
        }
    }

    @Test func openAndGalleryHelpListEveryKey() {
        let open = OpenCommand.helpMessage(columns: 200)
        let gallery = GalleryCommand.helpMessage(columns: 200)
        for entry in KeyReference.readerWindow {
            #expect(open.contains(entry.keys) && open.contains(entry.action), "open --help lists \(entry.keys)")
        }
        #expect(occurrences(of: "Escape", in: gallery) == 1, "in the gallery, Escape only goes back to the menu")
        for entry in KeyReference.reader {
            #expect(open.contains(entry.keys) && open.contains(entry.action), "open --help lists \(entry.keys)")
            #expect(gallery.contains(entry.keys), "gallery --help lists the book screens' \(entry.keys)")
        }
        for entry in KeyReference.gallery {
            #expect(
                gallery.contains(entry.keys) && gallery.contains(entry.action), "gallery --help lists \(entry.keys)")
        }
    }

    @Test func keyReferenceAlignsActionsAndWrapsLongKeys() {
        let text = KeyReference.text(
            "Keys:", [.init(keys: "a", action: "one"), .init(keys: "bbb", action: "two")])
        #expect(text == "Keys:\n  a    one\n  bbb  two")
        let long = KeyReference.text("Keys:", [.init(keys: String(repeating: "k", count: 30), action: "many")])
        #expect(long.split(separator: "\n").count == 3)
    }

    @Test func openWithoutAPathSaysWhatToGiveAndShowsThePathAsRequired() {
        #expect {
            _ = try FolioCommand.parseAsRoot(["open"])
        } throws: { error in
            let message = FolioCommand.message(for: error)
            return message.contains("give what to open") && message.contains(".pdf") && message.contains("--sample")
        }
        let usage = OpenCommand.usageString()
        #expect(usage.contains("<path>"))
        #expect(!usage.contains("[<path>]"))
    }

    @Test func exportHelpStatesTheDefaultLength() {
        #expect(ExportCommand.helpMessage(columns: 200).contains("default: \(ExportJob.defaultTurns)"))
    }
}
