import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Remembers the reader's theme (light, sepia, dark) for every book: an app-wide
/// preference, beside the per-book state under `$XDG_STATE_HOME/folio/` (by default
/// `~/.local/state/folio/theme`).
///
/// The file holds one word, the theme's name. It is written to a temporary file in the same
/// folder and renamed over the old one, so a crash never leaves half a word; it is read only
/// when it is a small regular file, and anything but a theme's name is reported, then
/// ignored (the reader opens in the default colours).
struct ThemeStore: Sendable {
    /// The file holding the theme's name.
    let file: String

    /// The largest file read back; a theme's name is a few bytes.
    static let maximumFileSize = 64

    init(file: String) {
        self.file = file
    }

    /// The store the XDG rules give for `environment`: `$XDG_STATE_HOME/folio/theme` when that
    /// is an absolute path, else `$HOME/.local/state/folio/theme`; nil when neither is set.
    init?(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            file = state + "/folio/theme"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            file = home + "/.local/state/folio/theme"
        } else {
            return nil
        }
    }

    /// What the file says.
    enum Remembered: Equatable, Sendable {
        /// No theme was chosen yet (no file).
        case nothing
        case theme(ReaderTheme)
        /// The file is there but holds no theme; the words say what is wrong with it.
        case unreadable(String)
    }

    /// The theme last chosen, if any.
    func remembered() -> Remembered {
        guard FileManager.default.fileExists(atPath: file) else { return .nothing }
        let data: Data
        do {
            let opened = try OpenedFile(path: file)
            guard opened.size <= Self.maximumFileSize else {
                return .unreadable("\(file) is \(opened.size) bytes, not a theme's name")
            }
            data = try opened.read(upToCount: Self.maximumFileSize)
        } catch {
            return .unreadable("cannot read \(file): \(error.description)")
        }
        let word = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let theme = ReaderTheme(rawValue: word) else {
            return .unreadable("\(file) does not name a theme (light, sepia or dark)")
        }
        return .theme(theme)
    }

    /// Records `theme` as the one to open books in.
    ///
    /// - Throws: ``WriteError`` when the folder cannot be made or written.
    func remember(_ theme: ReaderTheme) throws(WriteError) {
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            var isFolder: ObjCBool = false
            let blocked = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && !isFolder.boolValue
            let reason = blocked ? "\(folder) is a file, not a folder" : FileReadError(error).description
            throw WriteError(file: file, reason: reason)
        }
        do throws(FileReadError) {
            try AtomicFile.replace(file, with: Data((theme.rawValue + "\n").utf8))
        } catch {
            throw WriteError(file: file, reason: error.description)
        }
    }

    /// Forgets the theme chosen, so books follow the desktop's preference again.
    func forget() {
        unlink(file)
    }

    /// Why the theme could not be remembered; the reader keeps it for this window all the same.
    struct WriteError: Error, Equatable, CustomStringConvertible {
        var file: String
        var reason: String
        var description: String { "cannot remember the theme in \(file): \(reason)" }
    }
}
