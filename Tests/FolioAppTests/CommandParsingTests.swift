import ArgumentParser
import Testing

@testable import FolioApp

@Suite struct CommandParsingTests {
    @Test func noArgumentsRunsTheRootCommand() throws {
        let command = try FolioCommand.parseAsRoot([])
        #expect(command is FolioCommand)
    }

    @Test func gallerySubcommandParses() throws {
        #expect(try FolioCommand.parseAsRoot(["gallery"]) is GalleryCommand)
    }

    @Test func openTakesAPathAndPresentationOptions() throws {
        let parsed = try FolioCommand.parseAsRoot([
            "open", "book.pdf", "--transition", "curl", "--orientation", "vertical", "--spine", "mid",
            "--double-sided", "--size", "1024x768",
        ])
        let open = try #require(parsed as? OpenCommand)
        #expect(open.path == "book.pdf")
        #expect(open.turnStyle.transition == .curl)
        #expect(open.turnStyle.orientation == .vertical)
        #expect(open.turnStyle.spine == .mid)
        #expect(open.turnStyle.doubleSided)
        #expect(open.size == PixelSize(width: 1024, height: 768))
    }

    @Test func exportDefaultsToPNGFramesOfTheSampleBook() throws {
        let export = try #require(try FolioCommand.parseAsRoot(["export"]) as? ExportCommand)
        #expect(export.path == nil)
        #expect(export.size == PixelSize(width: 800, height: 600))
        #expect(export.fps == 30)
        #expect(export.resolvedOutput == (.png, ExportCommand.firstFreeName(for: .png)))
    }

    @Test func withoutAnOutputAnExportTakesTheFirstNameNotYetUsed() {
        #expect(ExportCommand.firstFreeName(for: .png) { _ in false } == "folio-export")
        let taken: Set = ["folio-export", "folio-export-2", "folio-export.gif"]
        #expect(ExportCommand.firstFreeName(for: .png) { taken.contains($0) } == "folio-export-3")
        #expect(ExportCommand.firstFreeName(for: .gif) { taken.contains($0) } == "folio-export-2.gif")
    }

    @Test func exportInfersTheFormatFromTheOutputName() throws {
        for (name, format) in [("flip.gif", ExportFormat.gif), ("a.apng", .apng), ("v.MP4", .mp4), ("frames", .png)] {
            let export = try #require(
                try FolioCommand.parseAsRoot(["export", "--sample", "-o", name]) as? ExportCommand)
            #expect(export.resolvedOutput == (format, name))
        }
        let explicit = try #require(
            try FolioCommand.parseAsRoot(["export", "--format", "mp4", "--fps", "24", "--frames", "10"])
                as? ExportCommand)
        #expect(explicit.resolvedOutput == (.mp4, ExportCommand.firstFreeName(for: .mp4)))
        #expect(explicit.frames == 10)
        #expect(explicit.fps == 24)
    }

    @Test func anOutputNamedForAnUnknownFormatIsRefusedUnlessTheFormatIsGiven() throws {
        for name in ["clip.webm", "out/page.JPG", "movie.mkv"] {
            #expect {
                _ = try FolioCommand.parseAsRoot(["export", "--sample", "-o", name])
            } throws: { error in
                FolioCommand.message(for: error).contains("name the output .gif, .apng or .mp4")
            }
        }
        for name in ["frames", "frames.png", "run-1.5", ".hidden", "out.d/frames"] {
            let export = try #require(
                try FolioCommand.parseAsRoot(["export", "--sample", "-o", name]) as? ExportCommand)
            #expect(export.resolvedOutput.format == .png)
        }
        let forced = try #require(
            try FolioCommand.parseAsRoot(["export", "--sample", "--format", "png", "-o", "frames.v2"])
                as? ExportCommand)
        #expect(forced.resolvedOutput == (.png, "frames.v2"))
    }

    @Test func everyTransitionNameParses() throws {
        for transition in TransitionChoice.allCases {
            let export = try #require(
                try FolioCommand.parseAsRoot(["export", "--transition", transition.rawValue]) as? ExportCommand)
            #expect(export.turnStyle.transition == transition)
        }
    }

    @Test(arguments: [
        ["export", "--transition", "wobble"],
        ["export", "--orientation", "diagonal"],
        ["export", "--spine", "middle"],
        ["export", "--format", "avi"],
        ["export", "--size", "800"],
        ["export", "--size", "8x8"],
        ["export", "--size", "axb"],
        ["export", "--fps", "0"],
        ["export", "--fps", "many"],
        ["export", "--frames", "0"],
        ["export", "--duration", "-1"],
        ["export", "--frames", "10", "--duration", "2"],
        ["export", "book.pdf", "--sample"],
        ["export", "--scale", "100"],
        ["export", "--transition", "fade", "--spine", "mid"],
        ["open"],
        ["open", "a", "b"],
        ["open", "--sample", "book.pdf"],
        ["open", "--sample", "--page", "0"],
        ["open", "--sample", "--size", "10x10000"],
        ["bogus"],
        ["--no-such-flag"],
    ])
    func badArgumentsAreRejectedWithAUsageError(arguments: [String]) {
        #expect {
            _ = try FolioCommand.parseAsRoot(arguments)
        } throws: { error in
            let message = FolioCommand.message(for: error)
            return FolioCommand.exitCode(for: error) != .success && !message.isEmpty
        }
    }

    @Test(arguments: [["open", "--sample", "--size", "10x10"], ["export", "--size", "9000x600"]])
    func aSizeOutOfRangeSaysTheRange(arguments: [String]) {
        #expect {
            _ = try FolioCommand.parseAsRoot(arguments)
        } throws: { error in
            FolioCommand.message(for: error).contains("16...8192")
        }
    }

    @MainActor
    @Test func badFilesReachTheUserAsOneLineErrors() throws {
        let missing = "/nonexistent/folio/book.pdf"
        for arguments in [["export", missing], ["open", missing]] {
            var command = try FolioCommand.parseAsRoot(arguments)
            #expect {
                if let export = command as? ExportCommand {
                    _ = try ExportJob(command: export)
                } else {
                    try command.run()
                }
            } throws: { error in
                FolioCommand.message(for: error) == "no such file or folder: \(missing)"
                    && FolioCommand.exitCode(for: error) != .success
            }
        }
    }

    @Test func unknownTransitionMessageNamesTheValueAndTheChoices() {
        #expect {
            _ = try FolioCommand.parseAsRoot(["export", "--transition", "wobble"])
        } throws: { error in
            let message = FolioCommand.message(for: error)
            return message.contains("'wobble'") && message.contains("cover-flow")
        }
    }

    @Test func aMidSpineImpliesCurlAndDoubleSided() throws {
        let open = try #require(try FolioCommand.parseAsRoot(["open", "x.pdf", "--spine", "mid"]) as? OpenCommand)
        let turnStyle = open.turnStyle.resolved(for: .pages)
        #expect(turnStyle.transition == .curl)
        #expect(turnStyle.isDoubleSided)
        #expect(turnStyle.pagesPerTurn == 2)
    }

    @Test func picturesDefaultToScrollAndBooksToCurl() throws {
        let options = try TurnStyleOptions.parse([])
        #expect(options.resolved(for: .pictures).transition == .scroll)
        #expect(options.resolved(for: .pages).transition == .curl)
        #expect(options.resolved(for: .pages).forwardDirection == .leftward)
        let rtl = try TurnStyleOptions.parse(["--right-to-left", "--transition", "scroll"])
        #expect(rtl.resolved(for: .pages).forwardDirection == .rightward)
        let vertical = try TurnStyleOptions.parse(["--orientation", "vertical"])
        #expect(vertical.resolved(for: .pages).forwardDirection == .upward)
    }
}
