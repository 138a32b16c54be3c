import FolioCore
import FolioUI

/// The reader's zoom keys: `+` (or `=`, unshifted on most layouts) zooms in, `-` out, `0`
/// back to the whole page; each step is a factor of 1.5.
enum ZoomKey {
    case zoomIn, zoomOut, reset

    static let factor = 1.5

    init?(_ event: KeyEvent) {
        guard event.phase == .down, event.modifiers.isDisjoint(with: [.control, .command, .option]) else {
            return nil
        }
        switch event.key {
        case .character("+"), .character("="): self = .zoomIn
        case .character("-"), .character("_"): self = .zoomOut
        case .character("0"): self = .reset
        default: return nil
        }
    }
}
