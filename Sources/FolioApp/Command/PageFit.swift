import ArgumentParser

/// `--fit`: how large a PDF page is shown in the reader's window.
enum PageFit: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// The whole page in the window, on paper of its shape.
    case page
    /// The page as wide as the window (less a small margin) and scrolled up and down: the
    /// way to read a page of small print in a narrow window.
    case width

    /// The other fit, what the `w` key switches to.
    var toggled: PageFit { self == .page ? .width : .page }
}
