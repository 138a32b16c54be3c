import FolioPaging

/// What screen readers hear about the reader's pages.
extension ReaderViewController {
    /// A PDF page's printed label ("iii"), so that a turn is announced as
    /// "Page iii (3 of 397)", as the page bar shows it.
    func pageViewController(_ pageViewController: PageViewController, accessibilityLabelForPageAt index: Int)
        -> String?
    {
        book.ownPageLabel(at: index)
    }

    /// "about 940" while a long book is still being counted, as the scrubber says it.
    func accessibilityPageCount(in pageViewController: PageViewController) -> String? {
        book.isPaginated ? nil : book.pageTotal.spokenText
    }
}
