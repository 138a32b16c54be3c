import FolioCore
import FolioSDL
import Foundation
import Testing

/// The SDL host on SDL's offscreen video driver: synthetic SDL events go through the real
/// queue, translation and loop, so these tests need no X server.
@MainActor
@Suite(.serialized) struct SDLHostTests {
    init() {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        // No GL at all: with the accelerated renderer, or the software one drawing through an
        // accelerated window framebuffer (SDL's default), each test would load Mesa's EGL
        // driver and unload it at SDL_Quit. The driver's allocations then point nowhere
        // LeakSanitizer can see, and `make sanitize` reports them as leaks of an unknown module.
        setenv("SDL_FRAMEBUFFER_ACCELERATION", "0", 1)
    }

    /// Records what the host delivers, and draws a solid colour. It finishes after drawing the
    /// first frame that follows a press of the End key, the marker that all input arrived.
    final class RecordingScene: SDLScene {
        var events: [Event] = []
        var sawMarker = false
        var sizes: [Size] = []
        var renders: [(width: Int, height: Int, scale: Double)] = []
        var isFinished = false
        var dirty = true

        func setSize(_ size: Size) { sizes.append(size) }
        func sendEvent(_ event: Event) {
            if case .key(let key) = event, key.key == .end {
                sawMarker = true
                dirty = true
                return
            }
            events.append(event)
            dirty = true
        }
        var needsUpdate: Bool { dirty }
        func update() { dirty = false }
        func render(into frame: inout Bitmap, scale: Double) {
            renders.append((frame.width, frame.height, scale))
            if sawMarker { isFinished = true }
            frame.pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0xFF33_6699) }
        }
    }

    /// Runs a host until the scene has seen `inputs` (and drawn after them), or until `quit`.
    func runHost(_ inputs: [SDLSyntheticInput], quit: Bool = false) throws -> (RecordingScene, SDLHost, [Bitmap]) {
        // SDL's software renderer (see init): these tests are about events, the loop and frames.
        let host = try SDLHost(
            configuration: .init(title: "test", size: Size(width: 400, height: 300), prefersSoftwareRenderer: true),
            clock: ManualClock(start: 5))
        var presented: [Bitmap] = []
        host.onFramePresented = { presented.append($0) }
        for input in inputs { host.post(input) }
        host.post(quit ? .quit : .key(.end, isDown: true))
        let scene = RecordingScene()
        host.run(scene)
        return (scene, host, presented)
    }

    var pointers: (RecordingScene) -> [PointerEvent] {
        { $0.events.compactMap { if case .pointer(let p) = $0 { p } else { nil } } }
    }

    @Test func mouseDragBecomesOneTouch() throws {
        let (scene, _, _) = try runHost([
            .mouseMotion(x: 5, y: 5),  // hovering: not a touch
            .mouseButton(isDown: true, x: 10, y: 20),
            .mouseMotion(x: 30, y: 25),
            .mouseMotion(x: 60, y: 30),
            .mouseButton(isDown: false, x: 60, y: 30),
            .mouseMotion(x: 70, y: 30),
        ])
        let touches = pointers(scene)
        #expect(touches.map(\.phase) == [.began, .moved, .moved, .ended])
        #expect(
            touches.map(\.location) == [
                Point(x: 10, y: 20), Point(x: 30, y: 25), Point(x: 60, y: 30), Point(x: 60, y: 30),
            ])
        #expect(touches.allSatisfy { $0.id == 0 && $0.kind == .mouse })
        let times = touches.map(\.timestamp)
        #expect(times == times.sorted(), "timestamps never decrease")
        #expect(times.allSatisfy { $0 >= 5 }, "timestamps are on the host's clock")
    }

    @Test func fingersAreTouchesInWindowPoints() throws {
        let (scene, _, _) = try runHost([
            .finger(phase: .began, id: 77, x: 0.5, y: 0.25),
            .finger(phase: .began, id: 99, x: 0.1, y: 0.1),
            .finger(phase: .moved, id: 77, x: 0.75, y: 0.5),
            .finger(phase: .ended, id: 77, x: 0.75, y: 0.5),
            .finger(phase: .ended, id: 99, x: 0.1, y: 0.1),
        ])
        let touches = pointers(scene)
        #expect(touches.map(\.id) == [1, 2, 1, 1, 2])
        #expect(touches.map(\.phase) == [.began, .began, .moved, .ended, .ended])
        #expect(touches[0].location == Point(x: 200, y: 75))
        #expect(touches[2].location == Point(x: 300, y: 150))
        #expect(touches.allSatisfy { $0.kind == .touch })
    }

    @Test func wheelNotchesAreFortyPointsInContentOffsetDirection() throws {
        let (scene, _, _) = try runHost([
            .wheel(x: 0, y: 1, atX: 50, atY: 60),  // one notch away from the user: scroll up
            .wheel(x: 0, y: -2, atX: 50, atY: 60),
            .wheel(x: 1, y: 0, atX: 50, atY: 60),
            .wheel(x: 0, y: -0.25, atX: 50, atY: 60),  // a trackpad's fraction
        ])
        let wheels = scene.events.compactMap { if case .scrollWheel(let w) = $0 { w } else { nil } }
        #expect(
            wheels.map(\.delta) == [Point(x: 0, y: -40), Point(x: 0, y: 80), Point(x: 40, y: 0), Point(x: 0, y: 10)])
        #expect(wheels.map(\.isPrecise) == [false, false, false, true])
        #expect(wheels.allSatisfy { $0.location == Point(x: 50, y: 60) })
    }

    @Test func keysMapToFolioKeys() throws {
        let keys: [Key] = [.rightArrow, .leftArrow, .pageDown, .home, .space, .enter, .escape, .tab, .character("a")]
        let (scene, _, _) = try runHost(keys.flatMap { [.key($0, isDown: true), .key($0, isDown: false)] })
        let events = scene.events.compactMap { if case .key(let k) = $0 { k } else { nil } }
        #expect(events.map(\.key) == keys.flatMap { [$0, $0] })
        #expect(events.map(\.phase) == keys.flatMap { _ in [KeyEvent.Phase.down, .up] })
    }

    @Test func framesAreWindowSizedAndPresentedAsDrawn() throws {
        let (scene, host, presented) = try runHost([.mouseButton(isDown: true, x: 1, y: 1)])
        #expect(scene.sizes.first == Size(width: 400, height: 300))
        #expect(scene.renders.first.map { [$0.width, $0.height] } == [400, 300])
        #expect(scene.renders.first?.scale == 1)
        #expect(presented.first?.pixels.allSatisfy { $0 == 0xFF33_6699 } == true)
        #expect(host.framesRendered == scene.renders.count)
    }

    @Test func quitEndsTheLoopAndClosesTheWindow() throws {
        let (scene, host, _) = try runHost([.mouseButton(isDown: true, x: 1, y: 1)], quit: true)
        // Quit is handled with the events queued before it, so nothing was drawn, and the
        // window is gone: running again does nothing.
        #expect(scene.renders.isEmpty)
        scene.isFinished = false
        host.run(scene)
        #expect(scene.renders.isEmpty)
    }

    @Test func framesAreDrawnOnlyWhenTheSceneAsks() throws {
        // Hovering arrives as hover, never as a touch, and everything queued is handled
        // before a frame is drawn: one frame, not one per event.
        let (scene, _, _) = try runHost([.mouseMotion(x: 3, y: 3), .mouseMotion(x: 4, y: 4)])
        let hovered = scene.events.map { event -> Point? in
            if case .hover(let hover) = event { hover.location } else { nil }
        }
        #expect(hovered == [Point(x: 3, y: 3), Point(x: 4, y: 4)])
        #expect(scene.renders.count == 1)
    }
}

extension SDLHostTests {
    /// Keys as X names them, for a screen reader: Xvfb's keymap gives KP_Add key code 86,
    /// `a` 38, Insert 118 and Right 114 (evdev's codes plus 8).
    @Test func keystrokesAreDescribedAsXDescribesThem() throws {
        var offered: [X11Keystroke] = []
        let host = try SDLHost(
            configuration: .init(title: "test", size: Size(width: 400, height: 300), prefersSoftwareRenderer: true),
            clock: ManualClock(start: 5))
        host.keystrokeFilter = {
            offered.append($0); return false
        }
        let shift: UInt16 = 0x0001
        for (scancode, modifiers) in [(87, 0), (4, 0), (4, shift), (73, 0), (79, 0), (44, 0)] as [(UInt32, UInt16)] {
            host.post(.keyAt(scancode: scancode, modifiers: modifiers, isDown: true))
        }
        host.post(.key(.end, isDown: true))
        host.run(RecordingScene())
        let pressed = offered.filter(\.isPress)
        #expect(pressed.map(\.keycode) == [86, 38, 38, 118, 114, 65])
        #expect(pressed.map(\.keysym) == [0xFFAB, 0x61, 0x41, 0xFF63, 0xFF53, 0x20])
        #expect(pressed.map(\.text) == ["KP_Add", "a", "A", "Insert", "Right", "space"])
        #expect(pressed.map(\.isText) == [false, true, true, false, false, false])
        #expect(pressed.map(\.modifiers) == [0, 0, 1, 0, 0, 0])
    }

    /// A key the filter takes (a screen reader's command) never reaches the scene; the others do.
    @Test func aKeyTheFilterTakesIsNotTheScenes() throws {
        let host = try SDLHost(
            configuration: .init(title: "test", size: Size(width: 400, height: 300), prefersSoftwareRenderer: true),
            clock: ManualClock(start: 5))
        host.keystrokeFilter = { $0.text == "KP_Add" }
        for scancode: UInt32 in [87, 79] {
            host.post(.keyAt(scancode: scancode, modifiers: 0, isDown: true))
            host.post(.keyAt(scancode: scancode, modifiers: 0, isDown: false))
        }
        host.post(.key(.end, isDown: true))
        let scene = RecordingScene()
        host.run(scene)
        let keys = scene.events.compactMap { if case .key(let k) = $0 { k.key } else { nil } }
        #expect(keys == [.rightArrow, .rightArrow])
    }

    /// Draws the first frame, then waits; a key starts an animation of two frames, the
    /// second drawn straight after the first, and the scene finishes with it.
    final class AnimatesOnKeyScene: SDLScene {
        var framesToDraw = 1
        var drawn = 0
        var isFinished = false

        func setSize(_ size: Size) {}
        func sendEvent(_ event: Event) {
            if case .key = event { framesToDraw = 2 }
        }
        var needsUpdate: Bool { framesToDraw > 0 }
        func update() {}
        func render(into frame: inout Bitmap, scale: Double) {
            framesToDraw -= 1
            drawn += 1
            if drawn == 3 { isFinished = true }
        }
    }

    /// The log says when the loop woke for a frame drawn after an idle spell, so that the
    /// wait is not read as an animation's missed refreshes; a frame that follows the last
    /// without a wait (the first, and the animation's second, here) leaves the column empty.
    @Test func aFrameAfterAnIdleSpellIsLoggedWithWhenTheLoopWoke() throws {
        // Nothing animates after the first frame: the loop waits, and the key wakes it.
        let woken = try wokenColumn(running: AnimatesOnKeyScene(), clock: ManualClock(start: 5), pause: 0.25)
        #expect(woken == ["", "250000", ""])
    }

    /// Runs `scene` on a host that logs its frames, with a key posted after the first frame
    /// and `pause` seconds passed on `clock`; returns the log's woken column (empty for
    /// frames drawn without a wait before them).
    private func wokenColumn(running scene: any SDLScene, clock: ManualClock, pause: Double) throws -> [String?] {
        let path = NSTemporaryDirectory() + "folio-woken-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let host = try SDLHost(
            configuration: .init(
                title: "test", size: Size(width: 400, height: 300), prefersSoftwareRenderer: true,
                statistics: FrameStatisticsOptions(logPath: path)),
            clock: clock)
        var frames = 0
        host.onFramePresented = { _ in
            frames += 1
            guard frames == 1 else { return }
            clock.advance(by: pause)
            host.post(.key(.end, isDown: true))
        }
        host.run(scene)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst(2)
        return lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).last.map(String.init) }
    }

    /// Always wants a frame, as a window does while a press may still become a double tap,
    /// and says it only waits for that timeout until a key comes; finishes on the frame after it.
    final class WaitsForATimeoutScene: SDLScene {
        let clock: ManualClock
        let timeout: Double
        var sawKey = false
        var isFinished = false
        var drawAheadCalls = 0
        init(clock: ManualClock, timeout: Double) {
            self.clock = clock
            self.timeout = timeout
        }

        func setSize(_ size: Size) {}
        func sendEvent(_ event: Event) {
            if case .key = event { sawKey = true }
        }
        var needsUpdate: Bool { true }
        var onlyWaitsUntil: Double? { sawKey ? nil : clock.now + timeout }
        func update() {}
        func render(into frame: inout Bitmap, scale: Double) {
            if sawKey { isFinished = true }
        }
        func drawAhead() -> Bool {
            drawAheadCalls += 1
            return false
        }
    }

    /// A press that may still become a double tap changes nothing on screen: the loop sleeps
    /// until its timeout or input, and the key's frame is drawn when the key wakes it. It
    /// draws nothing ahead meanwhile, which could delay the tap the timeout ends.
    @Test func aSceneWaitingOnlyForATimeoutSleepsUntilInput() throws {
        let clock = ManualClock(start: 5)
        let scene = WaitsForATimeoutScene(clock: clock, timeout: 10)
        #expect(try wokenColumn(running: scene, clock: clock, pause: 0.1) == ["", "100000"])
        #expect(scene.drawAheadCalls == 0)
    }

    /// A timeout already due is not waited for: the frame that expires it comes at once.
    @Test func aTimeoutAlreadyDueIsNotWaitedFor() throws {
        let clock = ManualClock(start: 5)
        let scene = WaitsForATimeoutScene(clock: clock, timeout: 0)
        #expect(try wokenColumn(running: scene, clock: clock, pause: 0.1) == ["", ""])
    }
}
