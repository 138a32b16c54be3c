import Foundation

/// The device and inode of a file: the same for every path (and link) that reaches it.
package struct FileIdentity: Equatable, Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of what is at `path`: of a link's target, or with `followingLinks`
    /// false of the link itself; nil when nothing is there.
    package init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }
}
