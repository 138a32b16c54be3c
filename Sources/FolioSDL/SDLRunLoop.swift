internal import CSDL2
internal import FolioCore
internal import FolioRender
internal import FolioUI

/// One run of ``SDLHost/run(_:)``: the loop that shows a scene until the window closes, in
/// named steps.
///
/// Each pass is idle (only when nothing is due: draw ahead, then sleep; or, when only a
/// gesture's timeout is, sleep until it), wait, take input,
/// then a frame: lay out, render, present. What a local variable of one long function used
/// to hold across frames (the frame bitmap, the pacer, the frame still on the present
/// thread) is a property here.
@MainActor
final class SDLRunLoop {
    /// A frame handed to the present thread, recorded once its present has finished.
    private struct PendingFrame {
        var timestamps: FrameTimestamps
        var continuesAnimation: Bool
    }

    /// What the render step drew, for the present step and the frame's timestamps.
    private struct RenderedFrame {
        /// Where the frame differs from the last one shown; nil for everywhere.
        var damage: IntRect?
        /// Where the statistics overlay was drawn over it.
        var overlay: IntRect?
        var render: Double
        var upload: Double
        /// A frame larger than the surface drawn over the last one: what the surface must move
        /// and copy (`SDLPresenter.upload(_:damage:ratio:alsoChanged:)`).
        var moved: (damage: FrameDamage, ratio: Int)? = nil
    }

    let host: SDLHost
    let scene: any SDLScene
    let presenter: SDLPresenter
    private let clock: any MediaClock
    private let pacesItself: Bool
    private var translator: SDLInputTranslator
    private var pacer: SDLFramePacer
    var instruments: FrameInstruments
    var frame = Bitmap(width: 0, height: 0)
    /// Whether `frame` holds the last frame a WindowScene drew (the frame-larger-than-the-
    /// surface path), so the next may be drawn over it.
    private var bitmapHoldsLastFrame = false
    private var event = SDL_Event()
    private var needsRender = true
    private var needsPresent = false
    private var running = true
    private var wasAnimating = false
    private var pending: PendingFrame?
    /// When the last idle wait ended, for the next frame's log line (``FrameTimestamps/woken``);
    /// nil once that frame is drawn, and for frames that follow one another without a wait.
    /// It is kept, on purpose, through a pass that draws nothing: work finished elsewhere (a
    /// page from the PDF renderer) wakes the loop, and is handed to the scene on the pass after.
    private var wokenAt: Double?
    private let drawsAhead: IdleDrawAhead
    /// The scene's compositor, when it draws with one (a `WindowScene`).
    private let compositor: Compositor?

    init(host: SDLHost, scene: any SDLScene, presenter: SDLPresenter, pacesItself: Bool) {
        self.host = host
        self.scene = scene
        self.presenter = presenter
        self.clock = host.clock
        self.pacesItself = pacesItself
        translator = SDLInputTranslator(windowSize: host.windowSize, now: host.clock.now)
        pacer = SDLFramePacer(framesPerSecond: host.framesPerSecond)
        instruments = FrameInstruments(options: host.statisticsOptions, origin: host.clock.now, scale: host.scale)
        drawsAhead = IdleDrawAhead(inputIsPending: { [host] in host.inputIsPending() })
        compositor = (scene as? WindowScene)?.compositor
        // The thread that helped draw a frame copies it into the window with this one.
        presenter.frameCopy.compositor = compositor
        if ProcessEnvironment().allowsThreadsApart { compositor?.keepThreadsApart() }
    }

    /// Runs until the window is closed, SIGINT/SIGTERM arrives or the scene finishes.
    func run() {
        scene.setSize(host.windowSize)
        while running {
            host.onLoopPass?()
            if scene.isFinished {
                host.closeReason = .sceneFinished
                break
            }
            var hasEvent = false
            if !(needsRender || scene.needsUpdate) {
                hasEvent = idle()
            } else if !needsRender, !needsPresent, let deadline = scene.onlyWaitsUntil {
                hasEvent = idle(until: deadline)
            }
            waitForFrameStart()
            let oldestInput = takeInput(hasEvent: hasEvent)
            if scene.isFinished {
                host.closeReason = host.closeReason ?? .sceneFinished
                running = false
            }
            guard running else { break }
            if needsRender || scene.needsUpdate && !waitsForLaterTime {
                drawFrame(oldestInput: oldestInput)
            } else if needsPresent {
                finishPendingFrame()
                presenter.presentLastFrame()
                needsPresent = false
                wasAnimating = false
            } else {
                wasAnimating = false
            }
        }
        finishPendingFrame()
        instruments.close()
    }

    /// Whether the scene needs a frame only at a time still to come (a gesture's timeout):
    /// until then a wake-up that brought no change (work finished elsewhere) draws nothing.
    private var waitsForLaterTime: Bool {
        guard let deadline = scene.onlyWaitsUntil else { return false }
        return deadline > clock.now
    }

    // MARK: - Idle

    /// Records a frame still being presented, catches the overlay up, draws ahead, then
    /// blocks until an event comes (the timeout only bounds how long a missed wake-up could
    /// last). A frame after a longer pause starts a new cadence.
    ///
    /// With a `deadline` (a gesture's timeout, all the scene waits for), it blocks until a
    /// millisecond after it at most, and draws nothing ahead, which could delay the tap the
    /// timeout ends; it used to draw a frame every period instead, each showing nothing new.
    ///
    /// - Parameter deadline: When the scene next needs a frame, on the host's clock.
    /// - Returns: Whether the wait left an event in `event`.
    private func idle(until deadline: Double? = nil) -> Bool {
        var timeout: Int32 = 500
        if let deadline {
            guard let ms = Self.waitTimeout(until: deadline, now: clock.now) else { return false }
            timeout = ms
        }
        finishPendingFrame()
        showOverlayOfLastFrame()
        if deadline == nil { drawAhead() }
        let hasEvent = SDL_WaitEventTimeout(&event, timeout) != 0
        wokenAt = clock.now
        pacer.resume(now: clock.now)
        wasAnimating = false
        return hasEvent
    }

    /// The milliseconds to wait for a time on the clock: rounded up, and one more, so that
    /// the frame after the wait finds it due; at most 500. `nil` when it is due already.
    nonisolated static func waitTimeout(until deadline: Double, now: Double) -> Int32? {
        let ms = ((deadline - now) * 1000).rounded(.up) + 1
        guard ms > 1 else { return nil }
        return Int32(min(ms, 500))
    }

    // MARK: - Draw ahead

    /// Lets the scene draw what the next frames will show, one layer at a time, until input
    /// is pending (``IdleDrawAhead``): the first frame of a page turn then only composites.
    private func drawAhead() {
        drawsAhead.run(scene)
    }

    // MARK: - Wait

    /// Every frame, the first after a pause too, starts on the cadence: input that arrives
    /// right after a frame waits for the next period and is then handled with whatever
    /// followed it, so a drag never draws two frames in one period.
    private func waitForFrameStart() {
        guard pacesItself, let deadline = pacer.deadline else { return }
        SDLFramePacer.wait(until: deadline) { clock.now }
    }

    // MARK: - Take input

    /// Hands every queued SDL event to the scene (or to the loop: resizes, exposes, quits).
    ///
    /// - Parameter hasEvent: Whether the idle wait already left an event in `event`.
    /// - Returns: The timestamp of the oldest input event consumed, for the frame's latency.
    private func takeInput(hasEvent: Bool) -> Double? {
        var hasEvent = hasEvent
        if !hasEvent { hasEvent = SDL_PollEvent(&event) != 0 }
        var oldestInput: Double?
        while hasEvent {
            var resized = false
            // A key a screen reader took is not the scene's.
            var keyTaken = false
            translator.translate(event) { input in
                switch input {
                case .keystroke(let keystroke):
                    keyTaken = host.keystrokeFilter?(keystroke) ?? false
                case .event(let folioEvent):
                    if keyTaken, case .key = folioEvent { return }
                    oldestInput = min(oldestInput ?? folioEvent.timestamp, folioEvent.timestamp)
                    scene.sendEvent(folioEvent)
                case .resized:
                    resized = true
                case .exposed:
                    needsPresent = true
                case .quit(let reason):
                    host.closeReason = reason
                    running = false
                }
            }
            if resized {
                presenter.forgetSurfaceContents()
                host.updateMetrics()
                translator.windowSize = host.windowSize
                scene.setSize(host.windowSize)
                needsRender = true
            }
            if SDL_EventType(event.type) == SDL_RENDER_TARGETS_RESET
                || SDL_EventType(event.type) == SDL_RENDER_DEVICE_RESET
            {
                presenter.discardTexture()
                needsRender = true
            }
            hasEvent = SDL_PollEvent(&event) != 0
        }
        return oldestInput
    }

    // MARK: - A frame: lay out, render, present

    /// Lays out, renders and presents one frame, then records it.
    private func drawFrame(oldestInput: Double?) {
        let layout = layOut()
        let pixels = host.framePixelSize
        let presentStart: Double
        let rendered: RenderedFrame
        (rendered, presentStart) = drawingApart {
            if let inSurface = renderIntoSurface(pixels) {
                return (inSurface, presentSurface(inSurface))
            }
            let inBitmap = renderIntoBitmap(pixels)
            return (inBitmap, presentBitmap(inBitmap))
        }
        compositor?.frameIsDone()
        let timestamps = FrameTimestamps(
            input: oldestInput, woken: wokenAt, layout: layout, render: rendered.render, upload: rendered.upload,
            presentStart: presentStart, present: clock.now, scale: host.scale)
        wokenAt = nil
        if presenter.presentsAsynchronously {
            pending = PendingFrame(timestamps: timestamps, continuesAnimation: wasAnimating)
        } else {
            record(timestamps, continuesAnimation: wasAnimating)
        }
        host.framesRendered += 1
        host.onFramePresented?(frame)
        host.onFrameShown?()
        needsRender = false
        needsPresent = false
        wasAnimating = scene.needsUpdate
        _ = pacer.nextDeadline(frameStartedAt: layout, now: clock.now)
    }

    /// Draws and presents a frame with the window's two drawing threads kept apart
    /// (`Compositor.drawingApart(_:)`), where the scene has a compositor.
    private func drawingApart<T>(_ body: () -> T) -> T {
        guard let compositor else { return body() }
        return compositor.drawingApart(body)
    }

    /// Lets the scene handle its timers, animations and layout for this frame.
    ///
    /// - Returns: When the frame started, on the host's clock.
    private func layOut() -> Double {
        let start = clock.now
        scene.update()
        return start
    }

    /// Draws the frame where the window shows it: no frame copy. The surface is free once the
    /// last present has finished reading it.
    ///
    /// - Returns: What was drawn, or nil when the frame goes through the bitmap instead.
    private func renderIntoSurface(_ pixels: (width: Int, height: Int)) -> RenderedFrame? {
        // A frame the surface cannot hold (FOLIO_SCALE larger than the display's) goes through
        // the bitmap, which waits for the last present only before its copy down: the X
        // server's copy of the last frame then overlaps this frame's drawing.
        guard let direct = host.directScene(scene), host.onFramePresented == nil,
            presenter.surfaceMayHold(width: pixels.width, height: pixels.height)
        else { return nil }
        finishPendingFrame()
        let render = clock.now
        let scale = host.scale
        let redrawsOnlyDamage = host.redrawsOnlyDamage
        var damage: IntRect?
        var overlay: IntRect?
        let drewInSurface = presenter.drawIntoSurface(width: pixels.width, height: pixels.height) {
            surface, rowLength, holdsLastFrame in
            damage = direct.render(
                intoPixels: surface, width: pixels.width, height: pixels.height, rowLength: rowLength,
                scale: scale, pixelsHoldLastFrame: holdsLastFrame, redrawsOnlyDamage: redrawsOnlyDamage)
            overlay = instruments.drawOverlay(
                into: surface, width: pixels.width, height: pixels.height, rowLength: rowLength,
                scale: scale)
        }
        let upload = clock.now
        guard drewInSurface else { return nil }
        direct.pixelsDrawnOver = overlay
        return RenderedFrame(damage: damage, overlay: overlay, render: render, upload: upload)
    }

    /// Draws the frame into the bitmap the host keeps. A frame larger than the surface is
    /// drawn over the last one where a WindowScene drew it, and copied down only where it
    /// changed.
    private func renderIntoBitmap(_ pixels: (width: Int, height: Int)) -> RenderedFrame {
        if frame.width != pixels.width || frame.height != pixels.height {
            frame = Bitmap(width: pixels.width, height: pixels.height)
            bitmapHoldsLastFrame = false
        }
        let render = clock.now
        var damage: IntRect?
        var moved: (damage: FrameDamage, ratio: Int)?
        if let windowScene = scene as? WindowScene, host.onFramePresented == nil {
            if bitmapHoldsLastFrame,
                let k = presenter.lastCopyMoveRatio(frameWidth: frame.width, frameHeight: frame.height)
            {
                // A scroll moves the surface's pixels, not the larger frame's.
                moved = windowScene.render(
                    into: &frame, scale: host.scale, surfaceRatio: k, redrawsOnlyDamage: host.redrawsOnlyDamage
                ).map { ($0, k) }
            } else {
                damage = windowScene.render(
                    into: &frame, scale: host.scale, frameHoldsLastFrame: bitmapHoldsLastFrame,
                    redrawsOnlyDamage: host.redrawsOnlyDamage)
            }
            bitmapHoldsLastFrame = true
        } else {
            scene.render(into: &frame, scale: host.scale)
            bitmapHoldsLastFrame = false
        }
        let overlay = instruments.drawOverlay(into: &frame, scale: host.scale)
        (scene as? WindowScene)?.pixelsDrawnOver = overlay
        return RenderedFrame(damage: damage, overlay: overlay, render: render, upload: clock.now, moved: moved)
    }

    /// Shows a frame drawn into the surface: only what it changed (the damage, and the
    /// overlay drawn over it), not the pixels it left as they were.
    ///
    /// - Returns: When presenting started.
    private func presentSurface(_ rendered: RenderedFrame) -> Double {
        bitmapHoldsLastFrame = false
        presenter.presentLastFrame(
            rendered.damage.map { SurfaceUpdate(changed: $0, alsoChanged: rendered.overlay) } ?? .whole)
        return rendered.upload
    }

    /// Uploads the bitmap where it changed and shows it; a failure ends the run.
    ///
    /// - Returns: When presenting started.
    private func presentBitmap(_ rendered: RenderedFrame) -> Double {
        var presentStart = rendered.upload
        finishPendingFrame()
        do {
            let update =
                if let moved = rendered.moved {
                    try presenter.upload(frame, damage: moved.damage, ratio: moved.ratio, alsoChanged: rendered.overlay)
                } else {
                    try presenter.upload(frame, changed: rendered.damage, alsoChanged: rendered.overlay)
                }
            presentStart = clock.now
            presenter.presentLastFrame(update)
        } catch {
            print("folio: \(TerminalLine.escaping("\(error)"))")
            host.closeReason = .presentationFailed
            running = false
        }
        return presentStart
    }

    // MARK: - Statistics

    private func finishPendingFrame() {
        guard let age = presenter.finishPresent(), var frame = pending?.timestamps else { return }
        frame.present = max(clock.now - age, frame.presentStart)
        record(frame, continuesAnimation: pending?.continuesAnimation ?? false)
        pending = nil
    }

    private func record(_ timestamps: FrameTimestamps, continuesAnimation: Bool) {
        host.statistics.record(timestamps, continuesAnimation: continuesAnimation)
        instruments.frameDidPresent(timestamps, statistics: &host.statistics)
    }
}
