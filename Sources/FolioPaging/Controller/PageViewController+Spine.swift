import FolioCore
import FolioUI

/// A spine question in progress: what the delegate did from inside it.
struct SpineQuestion {
    /// Pages passed to `setViewControllers` from inside the callback.
    var pages: [ViewController]?
    var completion: (@MainActor (Bool) -> Void)?
    /// A value given to `isDoubleSided` from inside the callback.
    var isDoubleSided: Bool?
}

extension PageViewController {
    /// Sets ``isDoubleSided``, throwing when a mid spine needs it true.
    ///
    /// - Parameter isDoubleSided: Whether turning pages carry a separate back page.
    /// - Throws: ``PageViewControllerError/doubleSidedRequiredForMidSpine``.
    /// - Note: The scroll style ignores the value, as UIKit does.
    public func setDoubleSided(_ isDoubleSided: Bool) throws {
        if spineQuestion != nil {
            // Checked against the spine the delegate is about to return.
            spineQuestion?.isDoubleSided = isDoubleSided
            return
        }
        guard transitionStyle == .pageCurl else {
            storedDoubleSided = isDoubleSided
            return
        }
        if !isDoubleSided, spineLocation == .mid { throw PageViewControllerError.doubleSidedRequiredForMidSpine }
        guard isDoubleSided != storedDoubleSided else { return }
        storedDoubleSided = isDoubleSided
        let configuration = Self.configuration(
            style: transitionStyle, spine: spineLocation, isDoubleSided: isDoubleSided,
            preloadDistance: preloadDistance)
        manager.reconfigure(configuration) { index, current in (current, index) }
    }

    /// A size change: any turn ends at its nearest page, and a curl book asks for its spine.
    func handleSizeChange(to size: Size) {
        cancelInteraction()
        guard transitionStyle == .pageCurl else { return }
        askDelegateForSpine(orientation: size.width > size.height ? .landscapeLeft : .portrait)
    }

    /// Asks the delegate for the spine again, as a change of size does, and applies its
    /// answer: for an app whose own setting, not only the window, decides between one page
    /// and a spread. Any turn in progress ends at its nearest page first.
    ///
    /// - Note: A Folio addition; UIKit asks only when the interface orientation changes.
    package func reconsiderSpine() {
        cancelInteraction()
        askDelegateForSpine(orientation: currentOrientation)
    }

    /// Asks the delegate for the spine in `orientation` (curl only) and applies its answer
    /// together with whatever it did meanwhile.
    func askDelegateForSpine(orientation: InterfaceOrientation) {
        guard transitionStyle == .pageCurl, let delegate else { return }
        spineQuestion = SpineQuestion()
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        let question = spineQuestion ?? SpineQuestion()
        spineQuestion = nil
        apply(spine: spine, question: question)
    }

    private func apply(spine: SpineLocation, question: SpineQuestion) {
        guard spine != .none else {
            report(PageViewControllerError.invalidSpineLocation(spine))
            question.completion?(false)
            return
        }
        let doubleSided = question.isDoubleSided ?? storedDoubleSided
        if spine == .mid, question.isDoubleSided == false {
            report(PageViewControllerError.doubleSidedRequiredForMidSpine)
        }
        let configuration = Self.configuration(
            style: transitionStyle, spine: spine, isDoubleSided: doubleSided || spine == .mid,
            preloadDistance: preloadDistance)
        let pages: [ViewController]
        var knownIndex: Int?
        if let given = question.pages {
            do {
                let previous = spineLocation
                spineLocation = spine
                defer { spineLocation = previous }
                try validate(given, animated: false, configuration: configuration)
            } catch {
                report(error)
                question.completion?(false)
                return
            }
            pages = given
        } else if let derived = spread(of: configuration.spreadSize, spine: spine) {
            pages = derived.pages
            knownIndex = derived.index
        } else {
            // A one-page book cannot become a spread: keep the spine it has.
            report(
                PageViewControllerError.viewControllerCountMismatchForSpineLocation(
                    provided: manager.current.count, required: configuration.spreadSize, spineLocation: spine))
            return
        }
        spineLocation = spine
        storedDoubleSided = configuration.isDoubleSided
        let index = knownIndex ?? pages.first.flatMap { pageIndex(of: $0) }
        manager.reconfigure(configuration, resolvingCurrent: { _, _ in (pages, index) }) { [weak self] done in
            self?.refreshPageIndicator()
            question.completion?(done)
        }
        layoutPages()
    }

    /// The current pages reshaped into `count` pages: a page gains its neighbour to make a
    /// spread (the one after, else the one before), a spread keeps its page on the spine's
    /// side.
    private func spread(of count: Int, spine: SpineLocation) -> (pages: [ViewController], index: Int?)? {
        let current = manager.current
        if current.count == count || current.isEmpty { return (current, nil) }
        if spreadPairing == .coverAlone, case .indexed = source, let index = currentIndex {
            // Re-paired from the page on screen, so the cover stays alone on the right.
            let resting = restingPages(near: index, spreadSize: count)
            return resting.pages.count == count ? resting : nil
        }
        if count == 1 {
            return ([spine == .max ? current[current.count - 1] : current[0]], nil)
        }
        let page = current[0]
        let index = manager.currentIndex
        if let after = neighbour(.forward, of: page, index: index) { return ([page, after], nil) }
        if let before = neighbour(.reverse, of: page, index: index) { return ([before, page], nil) }
        return nil
    }
}
