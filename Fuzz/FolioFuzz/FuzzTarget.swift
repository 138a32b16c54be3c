import Foundation

/// The ways data from outside enters Folio, one fuzz target each: image decoding, PDF
/// opening and rendering, text and Markdown pagination, EPUB reading, and the command line.
///
/// The inputs reach the app's internal parsers through FolioApp's `AppInputs`, its one
/// `package` door, so the harness compiles into `folio-fuzz` alone. The libFuzzer build
/// (`-sanitize=fuzzer,address`) and the corpus replay that `make test` runs through the
/// ordinary debug build both call ``run(_:)``.
enum FuzzTarget: String, CaseIterable, Sendable {
    case png, jpeg, pdf, text, markdown, epub, options

    /// Feeds one input to the code under test. A thrown error is the expected answer to a bad
    /// file and is dropped; a finding is a crash, a sanitizer report, a leak or a hang.
    @MainActor
    func run(_ data: Data) {
        switch self {
        case .png, .jpeg: FuzzImageInput.run(data)
        case .pdf: FuzzPDFInput.run(data)
        case .text: FuzzTextInput.run(data, fileExtension: "txt")
        case .markdown: FuzzTextInput.run(data, fileExtension: "md")
        case .epub: FuzzEPUBInput.run(data)
        case .options: FuzzOptionsInput.run(data)
        }
    }
}
