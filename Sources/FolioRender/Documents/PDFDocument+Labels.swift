internal import CPoppler
import Foundation

/// Page labels: the numbers a book prints on its pages, which are not always the page's
/// place in the file.
///
/// A book's front matter is often numbered "i", "ii", "iii" and its appendices "A-1", "A-2",
/// so its sixth page in the file may be page "iv". A PDF says so in its page labels, and a
/// reader shows them ("iv · 6 of 311") and accepts them when asked to go to a page, as
/// Preview and zathura do.
///
/// ```swift
/// let document = try PDFDocument(path: "manual.pdf")
/// document.pageLabel(at: 5)            // "iv"
/// document.pageIndex(forLabel: "iv")   // 5
/// ```
extension PDFDocument {
    /// The longest label returned, in characters; a longer one is cut. A label is a page
    /// number, and a hostile file's megabyte-long label must not reach a page bar.
    public static let maximumPageLabelLength = 32

    /// The label of page `index` as the document numbers it ("iv", "A-3", "12").
    ///
    /// A PDF without page labels numbers its pages from 1, so its labels are the physical
    /// page numbers ("1" for index 0); ``hasOwnPageLabel(at:)`` tells whether a label says
    /// more than that.
    ///
    /// - Parameter index: The page, from 0.
    /// - Returns: The label, at most ``maximumPageLabelLength`` characters; nil for an index
    ///   outside the document or a page whose label cannot be read.
    public func pageLabel(at index: Int) -> String? {
        guard let page = try? self.page(at: index) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        guard let raw = poppler_page_get_label(page) else { return nil }
        defer { g_free(raw) }
        let label = String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines)
        return label.isEmpty ? nil : String(label.prefix(Self.maximumPageLabelLength))
    }

    /// Whether page `index` has a label other than its physical number (from 1): the
    /// labels a reader shows beside the number.
    ///
    /// - Parameter index: The page, from 0.
    public func hasOwnPageLabel(at index: Int) -> Bool {
        guard let label = pageLabel(at: index) else { return false }
        return label != String(index + 1)
    }

    /// The page whose label is `label`, as a reader types it: the exact label first, then
    /// one that differs only in case ("IV" finds "iv").
    ///
    /// - Parameter label: A label as printed on a page; surrounding spaces are ignored.
    /// - Returns: The page's index from 0, or nil when no page has that label. In a PDF
    ///   without labels, "12" is page index 11.
    public func pageIndex(forLabel label: String) -> Int? {
        let wanted = label.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !wanted.isEmpty, wanted.utf8.count <= Self.maximumPageLabelLength * 4 else { return nil }
        for candidate in [wanted, wanted.lowercased(), wanted.uppercased()] {
            if let index = pageIndex(forExactLabel: candidate) { return index }
        }
        return nil
    }

    /// Poppler's own look-up, which reads the document's label ranges rather than every page.
    private func pageIndex(forExactLabel label: String) -> Int? {
        guard let page = poppler_document_get_page_by_label(document, label) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        let index = Int(poppler_page_get_index(page))
        return index >= 0 && index < pageCount ? index : nil
    }
}
