extension PageViewManager {
    /// Every broken invariant, described; empty when the brain is consistent.
    ///
    /// Checked at the end of each outermost mutation in debug builds, and after every step
    /// of the randomised tests: one resting page set of the configured size, no page at two
    /// positions, the live pages exactly the window, whole turns on each side, a turn exactly
    /// when the phase says so, appearance where each page's role puts it, and an empty
    /// queue at rest.
    var invariantViolations: [String] {
        var violations: [String] = []
        let pages = window.pages
        for (offset, page) in pages.enumerated() where pages[(offset + 1)...].contains(where: { $0 === page }) {
            violations.append("a page sits at two positions of the window")
        }
        if live.count != pages.count || !pages.allSatisfy({ page in live.contains { $0 === page } }) {
            violations.append("live pages (\(live.count)) differ from the window (\(pages.count))")
        }
        if !window.current.isEmpty, window.current.count != configuration.spreadSize {
            violations.append("\(window.current.count) resting pages for a spread of \(configuration.spreadSize)")
        }
        violations += turnViolations
        for step in PageStep.allCases {
            let count = window.chain(step).count
            let isPlacedSheet = turn.map { !$0.isAdjacent && $0.step == step } ?? false
            if !isPlacedSheet, count % configuration.turnLength != 0 || count > configuration.windowLimit {
                violations.append("\(count) pages kept on the \(step) side")
            }
        }
        for page in live {
            let role = roleForInvariants(page)
            let target = role.desiredAppearance(container: containerAppearance)
            let state = appearance.state(of: page)
            let isAllowed =
                state == target || (state == .appeared && target == .appearing)
                || (state == .disappeared && target == .disappearing)
            if !isAllowed {
                violations.append("a \(role) page is \(state), not \(target)")
            }
        }
        if appearance.visibleCount > live.count {
            violations.append("appearance tracked for pages that are no longer live")
        }
        if depth == 0, phase == .idle, !queue.isEmpty {
            violations.append("\(queue.requests.count) requests left waiting at rest")
        }
        return violations
    }

    private var turnViolations: [String] {
        switch (phase, turn) {
        case (.idle, .some):
            return ["a turn is recorded while idle"]
        case (.animating, .none):
            return ["\(phase) without a turn"]
        case (_, .some(let turn)):
            var violations: [String] = []
            if !turn.sheet.allSatisfy({ window.contains($0) }) {
                violations.append("the turning sheet is not in the window")
            }
            if !turn.pending.allSatisfy({ page in turn.sheet.contains { $0 === page } }) {
                violations.append("the pending pages are not part of the sheet")
            }
            if !(0...1).contains(turn.progress) {
                violations.append("turn progress \(turn.progress) outside 0…1")
            }
            return violations
        default:
            return []
        }
    }

    private func roleForInvariants(_ page: Page) -> PageRole {
        if let turn {
            if turn.sheet.contains(where: { $0 === page }) { return .entering }
            if window.current.contains(where: { $0 === page }) { return .leaving }
        } else if window.current.contains(where: { $0 === page }) {
            return .resting
        }
        return .hidden
    }
}
