import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A private folder beside an export's output, made by `mkdtemp`, where everything of the
/// export is written before the finished output is renamed into place: ffmpeg's partial
/// file, the GIF's palette, ffmpeg's log, PNG frames.
///
/// In a shared folder (or `/tmp`) anyone may plant a link at a name Folio would write to.
/// `mkdtemp` makes a folder with a fresh, unguessable name that only this user can enter
/// (mode 0700), and fails rather than reuse anything that exists; files inside are created
/// with `O_EXCL | O_NOFOLLOW`. So nothing an export writes can land outside it, and
/// removing the folder removes every piece of an export that failed or was interrupted.
/// ffmpeg writes into it by name: a GIF's palette pass and an MP4's `faststart` need a file
/// they can seek in, which a pipe or `/dev/fd/N` is not.
final class ExportWorkspace: Sendable {
    let path: String
    private let cleanup: ExportCleanup

    /// Makes the folder in the folder of `output`, registered with `cleanup`.
    ///
    /// - Throws: ``ExportError/folderNotWritable(path:reason:)`` when it cannot be made there.
    init(beside output: String, cleanup: ExportCleanup) throws(ExportError) {
        let parent = (output as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var template = Array((folder + "/.folio-export-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else {
            throw .folderNotWritable(path: folder, reason: FileReadError.words(forErrno: errno))
        }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.cleanup = cleanup
        cleanup.register(folder: path)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Creates `name` inside the folder, exclusively and without following a link, and
    /// returns its descriptor (closed by the caller).
    func create(_ name: String) throws(ExportError) -> Int32 {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotWrite(path: file(name), reason: FileReadError.words(forErrno: errno))
        }
        return descriptor
    }

    /// Writes `data` to a new file `name` inside the folder (never replacing one).
    func write(_ data: Data, to name: String) throws(ExportError) {
        let descriptor = try create(name)
        defer { close(descriptor) }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count, let base = bytes.baseAddress {
                let wrote = Glibc.write(descriptor, base + done, bytes.count - done)
                if wrote < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                done += wrote
            }
        }
        guard failure == 0 else { throw .cannotWrite(path: file(name), reason: FileReadError.words(forErrno: failure)) }
    }

    /// Renames `name` inside the folder to `destination`, in one step: a link at the
    /// destination is replaced, never followed.
    func move(_ name: String, to destination: String) throws(ExportError) {
        guard rename(file(name), destination) == 0 else {
            throw .cannotWrite(path: destination, reason: FileReadError.words(forErrno: errno))
        }
    }

    /// Renames the whole folder to `destination` (a new name, or an empty folder it
    /// replaces), readable by others as a folder the user made would be; the export keeps
    /// nothing to remove after that.
    func moveFolder(to destination: String) throws(ExportError) {
        chmod(path, 0o755)
        guard rename(path, destination) == 0 else {
            let failure = errno
            chmod(path, 0o700)
            throw failure == ENOTEMPTY || failure == EEXIST
                ? .outputFolderNotEmpty(path: destination)
                : .cannotWrite(path: destination, reason: FileReadError.words(forErrno: failure))
        }
        cleanup.unregister(folder: path)
    }

    /// Removes the folder and everything in it.
    func remove() {
        ExportCleanup.removeFolder(path)
        cleanup.unregister(folder: path)
    }
}
