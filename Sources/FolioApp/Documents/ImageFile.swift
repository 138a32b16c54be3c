import FolioCore
import FolioRender
import Foundation

/// An image in a folder, decoded when first shown.
struct ImageFile: Hashable, Sendable {
    /// The file's path.
    var path: String
    /// The file name, shown as a caption.
    var name: String { (path as NSString).lastPathComponent }
}
