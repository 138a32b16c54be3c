import FolioRender
import Foundation

/// The names a zip's central directory marks as encrypted, read straight from the file.
///
/// ZIPFoundation stops listing a zip at its first encrypted entry without saying so, which
/// made a password-protected chapter look like a book with no chapters; reading the
/// directory here lets the error say what the entry is.
enum ZipDirectory {
    /// The largest central directory read: 10,000 entries with long names fit many times.
    static let maximumDirectoryBytes = 16 * 1_048_576

    /// The encrypted entries of the zip at `path`; empty when there are none or the
    /// directory cannot be read (a Zip64 archive, a damaged file), which ZIPFoundation reports.
    static func encryptedEntries(inZipAt path: String) -> [String] {
        guard let file = try? OpenedFile(path: path) else { return [] }
        // The end record: 22 bytes, after which only a comment of up to 65,535 bytes may follow.
        let tailLength = min(file.size, 22 + 65_535)
        guard (try? file.seek(to: file.size - tailLength)) != nil,
            let tail = try? [UInt8](file.read(upToCount: tailLength)), tail.count >= 22
        else { return [] }
        var end = tail.count - 22
        while end >= 0, !(tail[end] == 0x50 && tail[end + 1] == 0x4B && tail[end + 2] == 5 && tail[end + 3] == 6) {
            end -= 1
        }
        guard end >= 0 else { return [] }
        let size = Int(number(tail, at: end + 12, bytes: 4))
        let offset = Int(number(tail, at: end + 16, bytes: 4))
        guard size <= maximumDirectoryBytes, offset != 0xFFFF_FFFF, (try? file.seek(to: offset)) != nil,
            let directory = try? [UInt8](file.read(upToCount: size))
        else { return [] }
        return names(encryptedIn: directory)
    }

    /// Walks central directory headers (`PK\1\2`, 46 bytes, then name, extra and comment).
    private static func names(encryptedIn directory: [UInt8]) -> [String] {
        var names: [String] = []
        var index = 0
        while index + 46 <= directory.count, directory[index] == 0x50, directory[index + 1] == 0x4B,
            directory[index + 2] == 1, directory[index + 3] == 2
        {
            let flags = number(directory, at: index + 8, bytes: 2)
            let nameLength = Int(number(directory, at: index + 28, bytes: 2))
            let extraLength = Int(number(directory, at: index + 30, bytes: 2))
            let commentLength = Int(number(directory, at: index + 32, bytes: 2))
            let nameEnd = index + 46 + nameLength
            guard nameEnd <= directory.count else { break }
            if flags & 1 != 0 { names.append(String(decoding: directory[(index + 46)..<nameEnd], as: UTF8.self)) }
            index = nameEnd + extraLength + commentLength
        }
        return names
    }

    /// A little-endian number of `bytes` bytes at `offset` (the caller checked the bounds).
    private static func number(_ bytes: [UInt8], at offset: Int, bytes count: Int) -> UInt64 {
        var value: UInt64 = 0
        for position in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + position]) }
        return value
    }
}
