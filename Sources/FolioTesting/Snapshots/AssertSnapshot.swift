public import FolioCore
import FolioRender
import Foundation
public import Testing

/// Compares a rendering with its reference PNG and records a test issue when they differ.
///
/// References live beside the test file's target:
/// `Tests/<Target>/__Snapshots__/<Suite>/<name>.png`, where `<Suite>` is the test file's name
/// and `<name>` defaults to the test function's name. On a mismatch the rendering and a diff
/// image are written next to the reference (`<name>.actual.png`, `<name>.diff.png`). A
/// missing reference fails the test. Run with `FOLIO_RECORD_SNAPSHOTS=1` to (re)write
/// references, then look at them before committing.
///
/// ```swift
/// @Test func roundedCardRendersWithSoftCorners() {
///     let frame = Compositor().render(tree, width: 200, height: 120)
///     assertSnapshot(of: frame)
/// }
/// ```
///
/// - Parameters:
///   - bitmap: The rendering to check.
///   - name: The reference's name; defaults to the test function's name.
///   - tolerance: How much the rendering may differ.
///   - filePath: Where the calling test file is (used to find `__Snapshots__`).
///   - function: The calling function (for the default name).
///   - sourceLocation: Where a failure is reported.
public func assertSnapshot(
    of bitmap: Bitmap, named name: String? = nil, tolerance: SnapshotTolerance = .default,
    filePath: StaticString = #filePath, function: StaticString = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let location = SnapshotLocation(filePath: "\(filePath)", function: "\(function)", name: name)
    let recording = ProcessInfo.processInfo.environment["FOLIO_RECORD_SNAPSHOTS"] == "1"
    do {
        if recording {
            try FileManager.default.createDirectory(
                atPath: location.directory, withIntermediateDirectories: true)
            try bitmap.writePNG(toFile: location.reference)
            location.removeFailureArtifacts()
            return
        }
        guard FileManager.default.fileExists(atPath: location.reference) else {
            try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
            try bitmap.writePNG(toFile: location.actual)
            let message =
                "No reference image at \(location.reference). The rendering was written to \(location.actual); "
                + "run with FOLIO_RECORD_SNAPSHOTS=1 to record it, and look at it before committing."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        let reference = try Bitmap(contentsOfPNGFile: location.reference)
        let comparison = SnapshotComparison(actual: bitmap, reference: reference, tolerance: tolerance)
        if comparison.matches(tolerance) {
            location.removeFailureArtifacts()
            return
        }
        try bitmap.writePNG(toFile: location.actual)
        try SnapshotComparison.diffImage(actual: bitmap, reference: reference, tolerance: tolerance)
            .writePNG(toFile: location.diff)
        let what =
            comparison.sizeMismatch
            ? "its size is \(bitmap.width)×\(bitmap.height), the reference's \(reference.width)×\(reference.height)"
            : "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ by more than "
                + "\(tolerance.perChannel) (largest difference \(comparison.maxChannelDifference))"
        let message =
            "Snapshot \"\(location.name)\" does not match its reference: \(what). Actual: \(location.actual); "
            + "diff: \(location.diff). If the change is intended, re-record with FOLIO_RECORD_SNAPSHOTS=1."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } catch {
        Issue.record("Snapshot \"\(location.name)\" could not be checked: \(error)", sourceLocation: sourceLocation)
    }
}

/// Where one snapshot's files are.
struct SnapshotLocation {
    let name: String
    let directory: String

    init(filePath: String, function: String, name: String?) {
        let file = URL(fileURLWithPath: filePath)
        let suite = file.deletingPathExtension().lastPathComponent
        // The test target's folder is the ancestor whose parent is "Tests".
        var dir = file.deletingLastPathComponent()
        var candidate = dir
        while candidate.pathComponents.count > 1 {
            if candidate.deletingLastPathComponent().lastPathComponent == "Tests" {
                dir = candidate
                break
            }
            candidate = candidate.deletingLastPathComponent()
        }
        self.name = name ?? Self.sanitize(function)
        directory = dir.appendingPathComponent("__Snapshots__").appendingPathComponent(suite).path
    }

    var reference: String { "\(directory)/\(name).png" }
    var actual: String { "\(directory)/\(name).actual.png" }
    var diff: String { "\(directory)/\(name).diff.png" }

    func removeFailureArtifacts() {
        try? FileManager.default.removeItem(atPath: actual)
        try? FileManager.default.removeItem(atPath: diff)
    }

    /// "roundedCorners()" → "roundedCorners"; anything unsafe in a file name → "_".
    static func sanitize(_ function: String) -> String {
        let base = function.split(separator: "(").first.map(String.init) ?? function
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        let cleaned = String(base.map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }
}
