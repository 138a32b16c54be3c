import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension ExportJob {
    /// Refuses an output that an export must not replace: anything but a regular file (a
    /// folder, a device such as `/dev/null`, a FIFO, a socket), and the file being exported,
    /// by whatever name. A symbolic link is fine: the finished export replaces the link
    /// itself (rename(2) over it), never what it points to.
    ///
    /// - Parameters:
    ///   - output: The output as the user wrote it, for messages.
    ///   - absolute: Its absolute path.
    ///   - input: The device and inode of the file being read, if any.
    nonisolated static func checkReplaceable(output: String, absolute: String, input: FileIdentity?)
        throws(ExportError)
    {
        var info = stat()
        guard lstat(absolute, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            return
        case S_IFDIR:
            throw .outputIsAFolder(path: output)
        case S_IFREG:
            if let input, FileIdentity(path: absolute, followingLinks: false) == input {
                throw .outputIsTheInput(path: output)
            }
        case S_IFCHR, S_IFBLK:
            throw .outputNotAFile(path: output, kind: "a device")
        case S_IFIFO:
            throw .outputNotAFile(path: output, kind: "a FIFO (named pipe)")
        default:
            throw .outputNotAFile(path: output, kind: "a socket or another special file")
        }
    }

    /// Refuses a folder this user cannot create files in, before ffmpeg starts.
    nonisolated static func checkWritable(folder: String) throws(ExportError) {
        guard access(folder, W_OK | X_OK) == 0 else {
            throw .folderNotWritable(path: folder, reason: FileReadError.words(forErrno: errno))
        }
    }
}
