import FolioCore
import FolioUI

/// A book's page is read by screen readers as a page of text (its Text interface on Linux):
/// the PDF page's text as poppler extracts it, the typeset text of a reflowed book, a
/// sample page's title and body; a photo is an image named by its caption.
extension BookPageView: AccessibilityReadingContent {
    /// Makes the page one accessibility element, named by its number. The count is the page
    /// view controller's to say ("Page 3 of 39"): a long book is still being counted when its
    /// first pages are made.
    func configureAccessibility() {
        isAccessibilityElement = true
        accessibilityLabel = "Page \(index + 1)"
        switch book.page(at: index) {
        case .image(let file):
            accessibilityTraits = [.image]
            accessibilityLabel = file.title
        case .picture(_, let caption):
            accessibilityTraits = [.image]
            accessibilityLabel = caption.isEmpty ? book.title : caption
        default:
            accessibilityTraits = [.staticText, .causesPageTurn]
        }
    }

    func accessibilityPageContent() -> String? {
        if case .pdf(_, let pageIndex)? = book.page(at: index), let renderer = book.pdfRenderer {
            return isolatedText(of: pageIndex, from: renderer)
        }
        return PageReadingCache.shared.text(of: self) {
            switch book.page(at: index) {
            case .text(let page): page.text
            case .pdf(let document, let pageIndex): (try? document.text(onPage: pageIndex)) ?? ""
            case .sample(let page): page.title + "\n" + page.body
            case .image, .picture, nil: nil
            }
        }
    }

    /// Where each character of the page's text is, in this view's coordinates: the boxes
    /// poppler or the typesetter gives, fitted to the view as the page is drawn.
    func accessibilityCharacterFrames() -> [Rect]? {
        guard let pageSize = book.selectablePageSize(ofPage: index),
            let boxes = PageReadingCache.shared.boxes(of: self, extract: { book.characterBoxes(onPage: index) })
        else { return nil }
        let fit = Self.aspectFit(pageSize, in: Rect(origin: .zero, size: bounds.size))
        let scale = fit.width / max(pageSize.width, 1)
        return boxes.map {
            Rect(
                x: fit.minX + $0.minX * scale, y: fit.minY + $0.minY * scale, width: $0.width * scale,
                height: $0.height * scale)
        }
    }
}

extension BookPageView {
    /// A PDF page's text, read by the renderer process: poppler can take as long to read a
    /// page as to draw it (minutes, for a page of millions of drawing operators), so it is
    /// never read on the main thread. It is asked for only when a screen reader reads the
    /// page; until it arrives the page has no text, and when it does the tree is read again,
    /// which tells the screen reader the text changed. A page whose text cannot be read says why.
    private func isolatedText(of page: Int, from renderer: IsolatedPDFRenderer) -> String {
        if let known = renderer.cachedText(page: page) { return Self.accessibilityText(known) }
        // Without a queue the text is read before the request returns, while the tree is read.
        let arrivesLater = renderer.queue != nil
        renderer.requestText(page: page) { [weak self] _ in
            if arrivesLater { self?.postAccessibilityNotification(.layoutChanged) }
        }
        return renderer.cachedText(page: page).map(Self.accessibilityText) ?? ""
    }

    private static func accessibilityText(_ text: Result<String, PDFPageFailure>) -> String {
        switch text {
        case .success(let text): text
        case .failure(let failure): failure.textMessage
        }
    }
}

/// The text of the last few pages screen readers asked for, and where its characters are:
/// the bridge asks again whenever the window comes to rest, and a PDF page's text is worth
/// extracting once.
@MainActor
private final class PageReadingCache {
    static let shared = PageReadingCache()
    private struct Entry {
        var page: WeakBox<BookPageView>
        var text: String??
        var boxes: [Rect]?
    }
    private var entries: [Entry] = []

    func text(of page: BookPageView, extract: () -> String?) -> String? {
        if let known = entry(of: page).text { return known }
        let text = extract()
        update(page) { $0.text = .some(text) }
        return text
    }

    /// The boxes of the page's characters, in page coordinates; not kept while they are
    /// unknown (a PDF page the renderer has not read yet), so that they are asked for again.
    func boxes(of page: BookPageView, extract: () -> [Rect]?) -> [Rect]? {
        if let known = entry(of: page).boxes { return known }
        guard let boxes = extract() else { return nil }
        update(page) { $0.boxes = boxes }
        return boxes
    }

    private func entry(of page: BookPageView) -> Entry {
        entries.first { $0.page.object === page } ?? Entry(page: WeakBox(page))
    }

    private func update(_ page: BookPageView, _ change: (inout Entry) -> Void) {
        if let index = entries.firstIndex(where: { $0.page.object === page }) {
            change(&entries[index])
            return
        }
        var entry = Entry(page: WeakBox(page))
        change(&entry)
        entries.removeAll { $0.page.object == nil }
        entries.append(entry)
        if entries.count > 8 { entries.removeFirst(entries.count - 8) }
    }
}
