import FolioCore
import FolioUI

/// What the built-in page indicator shows.
public struct PageIndicatorState: Hashable, Sendable {
    /// The number of dots.
    public var numberOfPages: Int
    /// The highlighted dot.
    public var currentPage: Int
}

extension PageViewController {
    /// Whether the built-in page indicator shows (UIKit's rule): the scroll style,
    /// horizontal, with a data source answering both presentation questions.
    public var showsPageIndicator: Bool { pageIndicator != nil }

    /// Asks the data source for the indicator's values; called after `setViewControllers`,
    /// after every completed turn and when the data source is set. A count below 1 or an
    /// index outside the count is ignored (the last good values stay), so the defaults
    /// (0 and -1) never show an indicator.
    func refreshPageIndicator() {
        defer { updatePageControl() }
        guard transitionStyle == .scroll, navigationOrientation == .horizontal,
            case .linked(let box) = source, let source = box.object
        else {
            pageIndicator = nil
            return
        }
        let count = source.presentationCount(for: self)
        let index = source.presentationIndex(for: self)
        guard count >= 1, (0..<count).contains(index) else { return }
        pageIndicator = PageIndicatorState(numberOfPages: count, currentPage: index)
    }

    /// The height of the built-in indicator's strip along the bottom of the view.
    static let pageControlHeight = 26.0

    /// Shows, updates or removes the ``PageControl`` along the bottom edge.
    func updatePageControl() {
        guard let indicator = pageIndicator, let view = viewIfLoaded else {
            pageControl?.removeFromSuperview()
            pageControl = nil
            return
        }
        let control = pageControl ?? makePageControl()
        control.frame = Rect(
            x: 0, y: view.bounds.height - Self.pageControlHeight, width: view.bounds.width,
            height: Self.pageControlHeight)
        if control.superview !== view { view.addSubview(control) }
        control.numberOfPages = indicator.numberOfPages
        control.currentPage = indicator.currentPage
    }

    private func makePageControl() -> PageControl {
        let control = PageControl()
        control.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        control.addTarget(self, action: PageViewController.pageControlChanged, for: .valueChanged)
        pageControl = control
        return control
    }

    /// A tap or scrub on the indicator counts as a gesture: one turn per page, towards the
    /// chosen dot, each reported to the delegate.
    private func pageControlChanged(_ control: Control) {
        guard let control = control as? PageControl, let indicator = pageIndicator else { return }
        let delta = control.currentPage - indicator.currentPage
        guard delta != 0 else { return }
        noteUserActivity()
        let step: PageStep = delta > 0 ? .forward : .reverse
        for _ in 0..<abs(delta) {
            manager.turn(step, animated: true, notifiesDelegate: true)
        }
        flushPendingSettle()
    }
}
