import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// A PDF with a user password opens once the password is typed in the window, as zathura
/// and evince ask for it; a wrong one is said to be wrong and asked again.
@MainActor
@Suite struct PasswordPromptTests {
    /// A two-page PDF that needs `password` to open, encrypted by qpdf (AES-256, as current
    /// writers do).
    private static func protectedPDF(in folder: TemporaryFolder, password: String) throws -> String {
        let plain = folder.path("plain.pdf")
        try PDFWriter.write(
            pages: [["Secret page one"], ["Secret page two"]], size: Size(width: 300, height: 400), to: plain)
        let protected = folder.path("protected.pdf")
        try PandocFixture.run(
            "qpdf", ["--encrypt", password, "owner-\(password)", "256", "--", plain, protected], in: folder.root)
        return protected
    }

    @Test func popplerNeedsThePasswordAndTellsAWrongOneApart() throws {
        let folder = try TemporaryFolder()
        let path = try Self.protectedPDF(in: folder, password: "s3cret Ü")
        #expect(throws: PDFDocumentError.encrypted(path: path)) { try PDFDocument(path: path) }
        #expect(throws: PDFDocumentError.wrongPassword(path: path)) { try PDFDocument(path: path, password: "secret") }
        let document = try PDFDocument(path: path, password: "s3cret Ü")
        #expect(document.pageCount == 2)
        let owner = try PDFDocument(path: path, password: "owner-s3cret Ü")
        #expect(owner.pageCount == 2, "the owner password opens it too")
    }

    @Test func theLoaderOpensAProtectedPDFWithThePasswordOnly() throws {
        let folder = try TemporaryFolder()
        let path = try Self.protectedPDF(in: folder, password: "pw")
        let loader = DocumentLoader(measurer: PangoTextMeasurer())
        #expect(throws: DocumentError.pdf(.encrypted(path: path))) { try loader.load(path: path) }
        #expect(try loader.load(path: path, password: "pw").pages.count == 2)
    }

    @Test func aWrongPasswordIsSaidAndTheRightOneShowsTheBook() throws {
        let folder = try TemporaryFolder()
        let path = try Self.protectedPDF(in: folder, password: "open sesame")
        var tries: [String] = []
        let prompt = PasswordPromptViewController(fileName: "protected.pdf") { password in
            tries.append(password)
            let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path, password: password)
            return try ReaderFactory.makeReader(for: book, turnStyle: TurnStyle(transition: .curl))
        }
        let host = HeadlessWindow(size: Size(width: 480, height: 640))
        host.rootViewController = prompt
        host.settle()
        #expect(prompt.field.isFirstResponder, "the field takes typing as soon as the prompt shows")

        host.type("open sesam")
        host.press(.enter)
        #expect(tries == ["open sesam"])
        #expect(host.window.rootViewController === prompt)
        #expect(prompt.field.text == "", "a wrong password is cleared for the next try")
        #expect(prompt.message.contains("does not open"))

        host.type("open sesame")
        host.press(.enter)
        host.settle()
        #expect(tries == ["open sesam", "open sesame"])
        let reader = try #require(host.window.rootViewController as? ReaderViewController)
        #expect(reader.book.pages.count == 2)

    }

    @Test func anEmptyPasswordIsNotTried() throws {
        var tries = 0
        let prompt = PasswordPromptViewController(fileName: "x.pdf") { _ in
            tries += 1
            return ViewController()
        }
        let host = HeadlessWindow(size: Size(width: 480, height: 640))
        host.rootViewController = prompt
        host.settle()
        host.press(.enter)
        #expect(tries == 0)
    }

    @Test func aControlCharacterInTheFileNameIsShownEscaped() {
        let prompt = PasswordPromptViewController(fileName: "evil\nname.pdf") { _ in ViewController() }
        prompt.loadViewIfNeeded()
        #expect(prompt.title?.contains("\n") == false)
        #expect(prompt.title?.contains("evil\\nname.pdf") == true)
    }
}
