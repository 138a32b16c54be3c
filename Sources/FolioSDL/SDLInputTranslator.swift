internal import CSDL2
import FolioCore

/// Turns SDL events into Folio events: a left-button mouse drag is one touch (id 0), fingers
/// are touches with ids from 1, wheels become point deltas in content-offset direction.
struct SDLInputTranslator {
    /// Points per wheel notch (docs/Architecture.md §2.5).
    static let pointsPerWheelNotch = 40.0

    /// The window's size in points; finger positions arrive normalised to it.
    var windowSize: Size
    private var timeline: SDLTimeline
    private var mouseLocation: Point?
    private var fingers: [SDL_FingerID: (id: Int, location: Point)] = [:]
    private var nextFingerID = 1
    private var heldModifiers: KeyModifiers = []

    init(windowSize: Size, now: Double) {
        self.windowSize = windowSize
        self.timeline = SDLTimeline(now: now)
    }

    /// Translates one SDL event, calling `emit` for each resulting input (usually one or none).
    mutating func translate(_ event: SDL_Event, emit: (SDLHostInput) -> Void) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            emit(.quit(.quitRequested))
        case SDL_WINDOWEVENT:
            translateWindowEvent(event.window, emit: emit)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != folio_sdl_touch_mouse_id(), Int32(button.button) == SDL_BUTTON_LEFT else { return }
            let location = Point(x: Double(button.x), y: Double(button.y))
            let phase: TouchPhase = button.type == SDL_MOUSEBUTTONDOWN.rawValue ? .began : .ended
            if phase == .began, mouseLocation != nil { return }
            if phase == .ended, mouseLocation == nil { return }
            mouseLocation = phase == .began ? location : nil
            emit(.event(.pointer(pointer(0, phase, location, button.timestamp, .mouse))))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != folio_sdl_touch_mouse_id() else { return }
            let location = Point(x: Double(motion.x), y: Double(motion.y))
            guard mouseLocation != nil else {
                let time = timeline.seconds(fromEventTimestamp: motion.timestamp)
                emit(.event(.hover(HoverEvent(location: location, timestamp: time))))
                return
            }
            mouseLocation = location
            emit(.event(.pointer(pointer(0, .moved, location, motion.timestamp, .mouse))))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            translateFinger(event.tfinger, emit: emit)
        case SDL_MOUSEWHEEL:
            translateWheel(event.wheel, emit: emit)
        case SDL_MULTIGESTURE:
            translateTrackpadPinch(event.mgesture, emit: emit)
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            // The modifiers as of this event, for wheel events later in the same batch
            // (SDL_GetModState would tell the state after the whole batch).
            heldModifiers = SDLKeyMapping.modifiers(for: key.keysym.mod)
            if let keystroke = X11Keystroke(
                key.keysym, isPress: key.type == SDL_KEYDOWN.rawValue, timestamp: key.timestamp)
            {
                emit(.keystroke(keystroke))
            }
            guard let folioKey = SDLKeyMapping.key(for: key.keysym.sym) else { return }
            let keyEvent = KeyEvent(
                key: folioKey, phase: key.type == SDL_KEYDOWN.rawValue ? .down : .up,
                modifiers: SDLKeyMapping.modifiers(for: key.keysym.mod), isRepeat: key.repeat != 0,
                timestamp: timeline.seconds(fromEventTimestamp: key.timestamp))
            emit(.event(.key(keyEvent)))
        case SDL_TEXTINPUT:
            // The characters the key press typed in the user's layout (or an input method
            // composed): NUL-terminated UTF-8 in a fixed 32-byte array.
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard !text.isEmpty else { return }
            emit(
                .event(
                    .textInput(
                        TextInputEvent(
                            text: text, timestamp: timeline.seconds(fromEventTimestamp: event.text.timestamp)))))
        default:
            break
        }
    }

    private mutating func translateWindowEvent(_ window: SDL_WindowEvent, emit: (SDLHostInput) -> Void) {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            emit(.resized)
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            emit(.exposed)
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // A drag that loses the window (another window grabbed the input) is cancelled, as
            // UIKit cancels touches when the system takes over.
            let time = timeline.seconds(fromEventTimestamp: window.timestamp)
            if let location = mouseLocation {
                mouseLocation = nil
                emit(
                    .event(
                        .pointer(
                            PointerEvent(id: 0, phase: .cancelled, location: location, timestamp: time, kind: .mouse))))
            }
            for finger in fingers.values.sorted(by: { $0.id < $1.id }) {
                emit(
                    .event(
                        .pointer(
                            PointerEvent(id: finger.id, phase: .cancelled, location: finger.location, timestamp: time)))
                )
            }
            fingers.removeAll()
        case SDL_WINDOWEVENT_CLOSE:
            emit(.quit(.windowClosed))
        default:
            break
        }
    }

    private mutating func translateFinger(_ finger: SDL_TouchFingerEvent, emit: (SDLHostInput) -> Void) {
        guard finger.touchId != folio_sdl_mouse_touch_id() else { return }
        let location = Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
        let phase: TouchPhase
        let id: Int
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            phase = .began
            id = nextFingerID
            nextFingerID += 1
            fingers[finger.fingerId] = (id, location)
        case SDL_FINGERMOTION:
            guard let known = fingers[finger.fingerId] else { return }
            phase = .moved
            id = known.id
            fingers[finger.fingerId] = (id, location)
        default:
            guard let known = fingers.removeValue(forKey: finger.fingerId) else { return }
            phase = .ended
            id = known.id
        }
        emit(.event(.pointer(pointer(id, phase, location, finger.timestamp, .touch))))
    }

    private mutating func translateWheel(_ wheel: SDL_MouseWheelEvent, emit: (SDLHostInput) -> Void) {
        guard wheel.which != folio_sdl_touch_mouse_id() else { return }
        // `direction == SDL_MOUSEWHEEL_FLIPPED` means the system already inverted the values for
        // "natural" scrolling; keeping them as they are respects that preference.
        let x = Double(wheel.preciseX)
        let y = Double(wheel.preciseY)
        guard x != 0 || y != 0 else { return }
        // SDL's y is positive away from the user (scroll up); Folio's delta is in the direction
        // the content offset moves, so scrolling up is negative. Notched wheels report whole
        // numbers; trackpads and smooth wheels report fractions.
        let delta = Point(x: x * Self.pointsPerWheelNotch, y: -y * Self.pointsPerWheelNotch)
        let isPrecise = x != x.rounded() || y != y.rounded()
        let scroll = ScrollWheelEvent(
            location: Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY)), delta: delta, isPrecise: isPrecise,
            timestamp: timeline.seconds(fromEventTimestamp: wheel.timestamp),
            // Wheel events carry no modifiers: those of the last key event before this one
            // are what the user held (Control + wheel zooms, docs/Architecture.md §2.5).
            modifiers: heldModifiers)
        emit(.event(.scrollWheel(scroll)))
    }

    /// Points of Control + wheel per unit of normalised pinch distance: spreading two fingers
    /// by a tenth of the trackpad zooms by e^1.
    static let pointsPerPinchDistance = 2000.0

    /// A pinch on a trackpad (an indirect touch device, whose fingers are not screen points)
    /// becomes Control + wheel at the pointer, which zoomable scroll views turn into zoom.
    /// Touch screens are not translated here: their fingers arrive as touches and Folio's own
    /// pinch recognizer sees them. SDL 2 reports no trackpad gestures on X11 or Wayland.
    private mutating func translateTrackpadPinch(_ gesture: SDL_MultiGestureEvent, emit: (SDLHostInput) -> Void) {
        guard SDL_GetTouchDeviceType(gesture.touchId) != SDL_TOUCH_DEVICE_DIRECT, gesture.dDist != 0 else { return }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        let scroll = ScrollWheelEvent(
            location: Point(x: Double(x), y: Double(y)),
            delta: Point(x: 0, y: -Double(gesture.dDist) * Self.pointsPerPinchDistance), isPrecise: true,
            timestamp: timeline.seconds(fromEventTimestamp: gesture.timestamp), modifiers: .control)
        emit(.event(.scrollWheel(scroll)))
    }

    private mutating func pointer(
        _ id: Int, _ phase: TouchPhase, _ location: Point, _ stamp: UInt32, _ kind: PointerKind
    ) -> PointerEvent {
        // Button and motion events carry no modifiers: those of the last key event are what the
        // user holds (Shift-drag selects text).
        PointerEvent(
            id: id, phase: phase, location: location, timestamp: timeline.seconds(fromEventTimestamp: stamp),
            kind: kind, modifiers: heldModifiers)
    }
}
