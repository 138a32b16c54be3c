import Foundation

/// A fresh folder under the system's temporary directory for one test's files.
struct TemporaryFolder {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "folio-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { root + "/" + name }

    func makeFolder(_ name: String) throws -> String {
        let folder = path(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = path(name)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }
}
