import FolioUI

extension PageViewController {
    /// Ranks the pages a curl turn from the resting pages would render flat, so that the
    /// renderer makes those renderings while the window is idle (`View.curlSnapshotRank`):
    /// the leaf of a forward turn and its back page first, then the leaf of a turn back and
    /// its back. Every other loaded page is unranked. A one-sided book's back pages are
    /// plain paper, and a spread's other pages are drawn as they lie.
    func rankCurlSnapshots() {
        for page in manager.live { page.viewIfLoaded?.curlSnapshotRank = nil }
        guard transitionStyle == .pageCurl else { return }
        let current = manager.current
        for (step, first) in [(PageStep.forward, 0), (.reverse, 2)] {
            guard let sheet = manager.loadedSheet(step),
                let roles = PageCurlRoles(
                    current: current, sheet: sheet, step: step, isDoubleSided: manager.configuration.isDoubleSided)
            else { continue }
            for (offset, page) in [roles.turning, roles.back].enumerated() {
                guard let view = page?.viewIfLoaded, view.curlSnapshotRank == nil else { continue }
                view.curlSnapshotRank = first + offset
            }
        }
    }
}
