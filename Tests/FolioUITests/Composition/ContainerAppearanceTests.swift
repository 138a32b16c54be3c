import FolioCore
import FolioTesting
import FolioUI
import Testing

/// Appearance when a container's own appearance changes while one of its transitions runs
/// (cases the randomised composition test found).
@MainActor
@Suite struct ContainerAppearanceTests {
    /// A navigation stack [a, b] in a sheet over `home`.
    private func sheet() throws -> (HeadlessWindow, LifecycleRecorder, NavigationController, [ViewController]) {
        let recorder = LifecycleRecorder()
        let host = HeadlessWindow(size: Size(width: 400, height: 600))
        let home = RecordingViewController("home", recorder: recorder)
        host.rootViewController = home
        let a = RecordingViewController("a", recorder: recorder)
        let b = RecordingViewController("b", recorder: recorder)
        let navigation = try NavigationController(rootViewController: a)
        try navigation.pushViewController(b, animated: false)
        navigation.modalPresentationStyle = .pageSheet
        return (host, recorder, navigation, [home, a, b])
    }

    @Test func aContainerFinishingItsAppearanceLeavesAChildSwipeRunning() throws {
        let (host, recorder, navigation, controllers) = try sheet()
        let (home, a, b) = (controllers[0], controllers[1], controllers[2])
        try home.present(navigation, animated: true)
        host.advance(frames: 2)
        // The back swipe starts while the sheet is still sliding up.
        host.drag(from: Point(x: 3, y: 570), to: Point(x: 150, y: 570), duration: 0.1, lift: false)
        host.advance(frames: 30)
        #expect(navigation.appearanceState == .appeared)
        #expect(b.appearanceState == .disappearing, "b is still under the finger")
        #expect(a.appearanceState == .appearing)
        host.touchCancel()
        host.settle()
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aContainerReappearingDoesNotBringBackAChildOnItsWayOut() throws {
        let (host, recorder, navigation, controllers) = try sheet()
        let (home, a, b) = (controllers[0], controllers[1], controllers[2])
        try home.present(navigation, animated: false)
        // A short pull on the sheet, released: it springs back (the sheet re-appears).
        host.drag(from: Point(x: 200, y: 60), to: Point(x: 200, y: 130), duration: 1, lift: false)
        host.advance(frames: 10)
        host.touchUp()
        #expect(navigation.appearanceState == .disappearing)
        // Meanwhile a back swipe pops b.
        host.drag(from: Point(x: 3, y: 300), to: Point(x: 300, y: 300), duration: 0.5, lift: false)
        host.advance(frames: 30)
        #expect(navigation.appearanceState == .appeared)
        #expect(b.appearanceState != .appeared && b.appearanceState != .appearing, "b is leaving")
        host.touchUp()
        host.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}
