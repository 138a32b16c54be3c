import FolioCore
import FolioUI

/// The gallery: placeholder until the screens land.
final class GalleryViewController: ViewController, AppStateReporting {
    static let preferredSize = Size(width: 1000, height: 700)
    var stateDescription: String { "screen=menu" }
}
