import FolioCore
import FolioUI

/// Links on the page: a click on a PDF's internal link, an EPUB's cross-reference or a
/// Markdown `#heading` link jumps there (Back returns); an address outside the book is
/// shown in an ``ExternalLinkPanel`` and opened only when the reader confirms.
extension ReaderViewController {
    /// Adds the tap that follows links (once, when the view loads).
    func installLinkTap() {
        let tap = LinkTapGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .ended else { return }
            self.followLink(at: recognizer.location(in: self.view))
        }
        tap.isOnLink = { [unowned self] point in self.link(at: self.view.convert(point, from: nil)) != nil }
        view.addGestureRecognizer(tap)
    }

    /// The link under `point` (in the reader's view) on a page shown, if any.
    func link(at point: Point) -> BookLink? {
        guard externalLinkPanel == nil, contentsView == nil else { return nil }
        for controller in pageViewController.viewControllers ?? [] {
            guard let page = Self.pageView(in: controller.view) else { continue }
            let local = page.convert(point, from: view)
            guard Rect(origin: .zero, size: page.bounds.size).contains(local) else { continue }
            if let link = page.link(at: local) { return link }
        }
        return nil
    }

    /// Follows the link under `point` (in the reader's view).
    func followLink(at point: Point) {
        guard let link = link(at: point) else { return }
        follow(link)
    }

    /// Goes where `link` goes: a page of the book at once, an outside address after asking.
    func follow(_ link: BookLink) {
        if case .external(let address) = link {
            showExternalLinkPanel(for: address)
            return
        }
        guard let page = book.pageIndex(of: link) else { return }
        followJump(toPage: page)
    }

    /// The open question about an outside address, if any.
    var externalLinkPanel: ExternalLinkPanel? {
        view.subviews.lazy.compactMap { $0 as? ExternalLinkPanel }.first
    }

    func showExternalLinkPanel(for address: String) {
        let panel = ExternalLinkPanel(address: address)
        panel.theme = theme
        panel.frame = Rect(origin: .zero, size: view.bounds.size)
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.onFinish = { [unowned self, unowned panel] in
            panel.resignFirstResponder()
            panel.removeFromSuperview()
            self.pageViewController.becomeFirstResponder()
        }
        view.addSubview(panel)
        panel.becomeFirstResponder()
    }

    private static func pageView(in view: View) -> BookPageView? {
        if let page = view as? BookPageView { return page }
        for subview in view.subviews {
            if let page = pageView(in: subview) { return page }
        }
        return nil
    }
}
