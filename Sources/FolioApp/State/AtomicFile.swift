import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Replaces a small file all at once: the bytes go to a new file beside it, which is renamed
/// over the old one, so a reader sees the old file or the new one and never a part of
/// either, whatever crashes or writes at the same time.
///
/// It does not `fsync`: the reader saves on every page turn, and a flush each time would
/// cost more than the place it protects (docs/Reader.md §2).
enum AtomicFile {
    /// Replaces the file at `path` with `data`.
    ///
    /// - Throws: `FileReadError` with the system's reason (a read-only folder, a full disk).
    static func replace(_ path: String, with data: Data) throws(FileReadError) {
        // A random name, created exclusively and never through a link: a file planted under
        // a predictable name cannot be written through.
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).part"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileReadError(errno: errno) }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, failure == 0 {
                let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    offset += written
                }
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure != 0 else { return }
        unlink(temporary)
        throw FileReadError(errno: failure)
    }
}
