import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be read, in Folio's words.
///
/// Foundation's errors print as "NSCocoaErrorDomain error 256" or as sentences that guess
/// wrongly (a FIFO is "You don't have permission"); every read of a user's file goes
/// through ``OpenedFile`` and reports one of these instead, and ``init(_:)`` maps whatever
/// error Foundation or the system gives into one.
package enum FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound
    case isFolder
    /// Something that is not a regular file: a FIFO, a device or a socket (`kind` says which).
    case notRegularFile(kind: String)
    case permissionDenied
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// Another system error, by its `errno` value.
    case system(code: Int32)

    package var description: String {
        switch self {
        case .notFound: "it does not exist"
        case .isFolder: "it is a folder, not a file"
        case .notRegularFile(let kind): "it is \(kind), not a regular file"
        case .permissionDenied: "permission denied (check its permissions)"
        case .tooLarge(let limit): "it is over Folio's limit of \(Self.megabytes(limit))"
        case .system(let code): Self.words(forErrno: code)
        }
    }

    /// The error for an `errno` value.
    package init(errno code: Int32) {
        switch code {
        case ENOENT: self = .notFound
        case EISDIR: self = .isFolder
        case EACCES, EPERM: self = .permissionDenied
        default: self = .system(code: code)
        }
    }

    /// The error for anything a file operation threw: a ``FileReadError`` as it is, a
    /// Foundation or POSIX error by its code, anything else as a read error.
    package init(_ error: any Error) {
        if let error = error as? FileReadError {
            self = error
            return
        }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(truncatingIfNeeded: error.code))
        } else if error.domain == NSCocoaErrorDomain {
            self.init(cocoa: CocoaError(CocoaError.Code(rawValue: error.code), userInfo: error.userInfo))
        } else {
            self = .system(code: EIO)
        }
    }

    private init(cocoa error: CocoaError) {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(truncatingIfNeeded: underlying.code))
            return
        }
        switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: self = .notFound
        case .fileReadNoPermission, .fileWriteNoPermission: self = .permissionDenied
        case .fileReadTooLarge: self = .system(code: EFBIG)
        case .fileWriteOutOfSpace: self = .system(code: ENOSPC)
        case .fileWriteVolumeReadOnly: self = .system(code: EROFS)
        default: self = .system(code: EIO)
        }
    }

    /// "16 MB", or bytes for a limit under a megabyte.
    package static func megabytes(_ bytes: Int) -> String {
        bytes >= 1_048_576 ? "\(bytes / 1_048_576) MB" : "\(bytes) bytes"
    }

    /// Folio's words for the errors a read or write meets in practice; the system's own
    /// (short, fixed, one-line) text for the rest.
    package static func words(forErrno code: Int32) -> String {
        switch code {
        case ENOENT: "it does not exist"
        case EACCES, EPERM: "permission denied (check its permissions)"
        case EISDIR: "it is a folder, not a file"
        case ENOTDIR: "a part of its path is not a folder"
        case ELOOP: "its path has too many symbolic links (or a loop of them)"
        case ENAMETOOLONG: "its name is too long"
        case EIO: "the disk reported an input/output error"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the disk is read-only"
        case EFBIG: "it is too large"
        case EMFILE, ENFILE: "too many files are open"
        case ENOMEM: "there is not enough memory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
