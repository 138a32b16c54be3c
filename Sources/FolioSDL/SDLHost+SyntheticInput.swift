internal import CSDL2
package import FolioCore

/// Input made up in-process and queued as real SDL events, for tests of the host on SDL's
/// offscreen driver (`SDL_VIDEODRIVER=offscreen`), where no X server delivers any.
package enum SDLSyntheticInput: Hashable, Sendable {
    /// The left mouse button, at window coordinates in points.
    case mouseButton(isDown: Bool, x: Int, y: Int)
    /// The mouse moving (with or without a button held).
    case mouseMotion(x: Int, y: Int)
    /// A wheel turn in SDL's convention (positive `y` away from the user) with the pointer at a point.
    case wheel(x: Float, y: Float, atX: Int, atY: Int)
    /// A finger; `x` and `y` are normalised to the window (0…1), as SDL reports them.
    case finger(phase: TouchPhase, id: Int64, x: Float, y: Float)
    /// A key going down or up.
    case key(Key, isDown: Bool)
    /// The key at a keyboard position (an SDL scan code, as USB numbers keys) going down or
    /// up with SDL's modifier mask held; its key code is what SDL's default keymap says.
    case keyAt(scancode: UInt32, modifiers: UInt16, isDown: Bool)
    /// A quit request, as SIGINT or the window's close button produce.
    case quit
}

extension SDLHost {
    /// Queues `input` as an SDL event; the loop picks it up like any other.
    package func post(_ input: SDLSyntheticInput) {
        var event = SDL_Event()
        switch input {
        case .mouseButton(let isDown, let x, let y):
            event.type = (isDown ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = Int32(x)
            event.button.y = Int32(y)
        case .mouseMotion(let x, let y):
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.x = Int32(x)
            event.motion.y = Int32(y)
        case .wheel(let x, let y, let atX, let atY):
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.preciseX = x
            event.wheel.preciseY = y
            event.wheel.x = Int32(x.rounded(.towardZero))
            event.wheel.y = Int32(y.rounded(.towardZero))
            event.wheel.mouseX = Int32(atX)
            event.wheel.mouseY = Int32(atY)
        case .finger(let phase, let id, let x, let y):
            switch phase {
            case .began: event.type = SDL_FINGERDOWN.rawValue
            case .moved: event.type = SDL_FINGERMOTION.rawValue
            case .ended, .cancelled: event.type = SDL_FINGERUP.rawValue
            }
            event.tfinger.touchId = 1
            event.tfinger.fingerId = id
            event.tfinger.x = x
            event.tfinger.y = y
        case .key(let key, let isDown):
            event.type = (isDown ? SDL_KEYDOWN : SDL_KEYUP).rawValue
            event.key.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
            event.key.keysym.sym = SDLKeyMapping.keycode(for: key)
        case .keyAt(let scancode, let modifiers, let isDown):
            event.type = (isDown ? SDL_KEYDOWN : SDL_KEYUP).rawValue
            event.key.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
            event.key.keysym.scancode = SDL_Scancode(rawValue: scancode)
            event.key.keysym.sym = SDL_GetKeyFromScancode(SDL_Scancode(rawValue: scancode))
            event.key.keysym.mod = modifiers
        case .quit:
            event.type = SDL_QUIT.rawValue
        }
        _ = SDL_PushEvent(&event)
    }
}
