import FolioCore
import FolioPaging
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct NestedNavigationRandomTests {
    /// Random pushes, pops, back swipes (completed, cancelled, interrupted), tab switches,
    /// page swipes and jumps, presentations, chain dismissals and pull-downs across a pager in
    /// a tab in a navigation stack in a sheet. After every frame: appearance callbacks are
    /// balanced and each controller's state matches whether its view is on screen; at rest
    /// nothing is left half-way; after tear-down every controller is released.
    @Test(arguments: 0..<24)
    func randomSequencesKeepEveryLevelConsistent(seed: Int) throws {
        var tracked: [WeakController] = []
        var log: [String] = []
        do {
            let driver = try NestedNavigationDriver(seed: UInt64(seed) &* 7919 &+ 17)
            try driver.h.presentSheet(animated: false)
            for _ in 0..<80 {
                driver.step()
                if driver.failure != nil { break }
                if driver.rng.chance(0.1) { driver.settle() }
            }
            driver.settle()
            #expect(driver.failure == nil, "seed \(seed): \(driver.failure ?? "")")
            log = driver.log
            driver.tearDown()
            tracked = driver.h.tracked
        }
        let leaked = tracked.filter { $0.value != nil }.map(\.name)
        #expect(leaked.isEmpty, "seed \(seed) leaked \(leaked) after \(log.count) actions")
    }
}
