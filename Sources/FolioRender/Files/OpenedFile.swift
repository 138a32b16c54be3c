package import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A regular file opened for reading, its size taken from the descriptor.
///
/// Every loader reads the user's files through this, so that what a file *is* decides
/// what happens, not what its name says:
/// - a symbolic link counts as its target (its size is the target's, read with `fstat`
///   after `open`, so no limit is checked against the link itself);
/// - only regular files are opened: a FIFO, a device or a socket is refused after `stat`,
///   before anything could block on it, and is opened with `O_NONBLOCK` in case it was
///   swapped in between (the descriptor is checked again, then made blocking);
/// - errors are ``FileReadError``s, in Folio's words.
package final class OpenedFile {
    package let path: String
    /// The file's size in bytes when it was opened.
    package let size: Int
    /// The device and inode of the file, which name it whatever path reached it.
    package let identity: FileIdentity
    private let descriptor: Int32

    /// Opens `path` for reading, refusing anything but a regular file.
    package init(path: String) throws(FileReadError) {
        self.path = path
        var before = stat()
        guard stat(path, &before) == 0 else { throw FileReadError(errno: errno) }
        try Self.checkRegular(before)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(errno: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = FileReadError(errno: errno)
            close(descriptor)
            throw failure
        }
        do throws(FileReadError) {
            try Self.checkRegular(info)
        } catch {
            close(descriptor)
            throw error
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        self.descriptor = descriptor
        size = Int(info.st_size)
        identity = FileIdentity(info)
    }

    deinit { close(descriptor) }

    /// Whether `path` is (or links to) a regular file, asked without opening it.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// What a path can be opened as.
    package enum Kind: Equatable, Sendable {
        case regularFile
        case folder
    }

    /// Whether `path` is (or links to) a regular file or a folder, asked without opening it
    /// (opening a FIFO blocks).
    ///
    /// - Throws: ``FileReadError`` when it does not exist or is anything else.
    package static func kind(of path: String) throws(FileReadError) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileReadError(errno: errno) }
        if info.st_mode & S_IFMT == S_IFDIR { return .folder }
        try checkRegular(info)
        return .regularFile
    }

    private static func checkRegular(_ info: stat) throws(FileReadError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isFolder
        case S_IFIFO: throw .notRegularFile(kind: "a FIFO (named pipe)")
        case S_IFCHR: throw .notRegularFile(kind: "a character device")
        case S_IFBLK: throw .notRegularFile(kind: "a block device")
        case S_IFSOCK: throw .notRegularFile(kind: "a socket")
        default: throw .notRegularFile(kind: "a special file")
        }
    }

    /// Up to `count` bytes from the current position (fewer only at the end of the file).
    package func read(upToCount count: Int) throws(FileReadError) -> Data {
        guard count > 0 else { return Data() }
        var data = Data(count: count)
        var filled = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while filled < count {
                let got = Glibc.read(descriptor, base + filled, count - filled)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                filled += got
            }
        }
        guard failure == 0 else { throw FileReadError(errno: failure) }
        data.count = filled
        return data
    }

    /// The whole file, refused if it holds more than `limit` bytes (checked against the
    /// descriptor's size before reading, and against what is read, for a file that grows).
    package func readAll(limit: Int) throws(FileReadError) -> Data {
        guard size <= limit else { throw .tooLarge(limit: limit) }
        // One byte more than the size says, to see whether it grew meanwhile.
        var data = try read(upToCount: size < limit ? size + 1 : size)
        while data.count > size || (data.count == limit && limit == size && size > 0) {
            let more = try read(upToCount: min(1_048_576, limit - data.count + 1))
            if more.isEmpty { break }
            data.append(more)
            guard data.count <= limit else { throw .tooLarge(limit: limit) }
        }
        return data
    }

    /// Moves to `offset` bytes from the start.
    package func seek(to offset: Int) throws(FileReadError) {
        guard lseek(descriptor, off_t(max(offset, 0)), SEEK_SET) >= 0 else { throw FileReadError(errno: errno) }
    }

    /// A `FileHandle` reading the same file, for code that streams it; it has its own
    /// descriptor (a duplicate), so it stays valid after this object is gone.
    package func fileHandle() throws(FileReadError) -> FileHandle {
        let copy = dup(descriptor)
        guard copy >= 0 else { throw FileReadError(errno: errno) }
        _ = fcntl(copy, F_SETFD, FD_CLOEXEC)
        return FileHandle(fileDescriptor: copy, closeOnDealloc: true)
    }
}
