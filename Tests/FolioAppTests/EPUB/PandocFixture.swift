import FolioCore
import FolioRender
import Foundation
import Testing

/// EPUBs made at test time by pandoc from a Markdown text the test writes: a real tool's
/// real output (container, OPF, nav or NCX, cover page, XHTML, CSS), not a hand-made zip.
///
/// `make deps` installs pandoc; without it these tests fail with a message saying so.
enum PandocFixture {
    static let title = "The Lighthouse Keeper"
    static let chapterTitles = ["The Storm", "The Letter", "The Return"]

    /// The Markdown text: a title, three chapters, italics, bold, a list, a quotation and
    /// a picture in the second chapter.
    static let markdown = """
        ---
        title: \(title)
        lang: en
        ---

        # The Storm

        The wind came in off the sea at dusk, and *nobody* on the island slept. The keeper \
        climbed the stairs with a lamp in each hand and **counted** the steps aloud.

        - oil for the lamp
        - bread and salt

        # The Letter

        > A letter arrived on the morning boat, addressed in a hand she did not know.

        ![The lighthouse at dawn](picture.png)

        She read it twice, then *put it in the fire*.

        # The Return

        When the boat came back in spring, the keeper was waiting on the jetty.
        """

    /// Writes the Markdown, a picture and a cover into `folder` and runs pandoc; returns
    /// the EPUB's path.
    ///
    /// - Parameter version: `"epub3"` or `"epub2"`.
    static func make(in folder: TemporaryFolder, version: String = "epub3") throws -> String {
        let source = try folder.write("book.md", Data(markdown.utf8))
        try Bitmap(width: 120, height: 80, fill: Color(red: 0.2, green: 0.4, blue: 0.8)).writePNG(
            toFile: folder.path("picture.png"))
        try Bitmap(width: 300, height: 450, fill: Color(red: 0.7, green: 0.2, blue: 0.1)).writePNG(
            toFile: folder.path("cover.png"))
        let output = folder.path("book-\(version).epub")
        try run(
            "pandoc",
            [
                source, "-o", output, "-t", version, "--epub-cover-image", folder.path("cover.png"),
                "--resource-path", folder.root,
            ],
            in: folder.root)
        return output
    }

    /// Runs a program found on PATH, failing with a message naming `make deps` when it is
    /// not installed.
    static func run(_ program: String, _ arguments: [String], in directory: String) throws {
        guard let executable = which(program) else {
            Issue.record("\(program) is not installed: run `make deps` (it installs pandoc for these fixtures)")
            throw FixtureError.missingTool(program)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw FixtureError.failed(program, process.terminationStatus) }
    }

    private static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    enum FixtureError: Error {
        case missingTool(String)
        case failed(String, Int32)
    }
}
