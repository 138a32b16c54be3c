public import FolioCore
public import Foundation

extension Image {
    /// Loads an image of the app's resources by name, the counterpart of
    /// `UIImage(named:in:compatibleWith:)`; `nil` when there is none, as in UIKit.
    ///
    /// ```swift
    /// imageView.image = Image(named: "girl_01")  // girl_01.png among the app's resources
    /// ```
    ///
    /// Declare the images as resources of your executable target (`resources:
    /// [.process("Images")]` in `Package.swift`). Without a bundle, the name is looked up in
    /// `Bundle.main` and then in every SwiftPM resource bundle beside the executable (where
    /// SwiftPM puts each target's resources); pass `bundle: .module` to look only in one
    /// target's resources. A name without an extension tries `.png`, `.jpg` and `.jpeg`,
    /// at 1x, then `@2x` and `@3x`.
    ///
    /// - Note: UIKit's asset catalogs (`.xcassets`) do not exist on Linux; put the image files
    ///   themselves among the resources. A file that exists but cannot be decoded also returns
    ///   `nil`; use ``ImageLoader/load(contentsOfFile:scale:fitting:)`` to get the reason.
    ///
    /// - Parameters:
    ///   - name: The file name, with or without extension and scale suffix.
    ///   - bundle: The bundle to look in, or `nil` for the app's.
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        guard !name.isEmpty else { return nil }
        let folders = bundle.map { Self.resourceFolders(of: $0) } ?? Self.appResourceFolders()
        for folder in folders {
            for file in Self.candidateFileNames(for: name) {
                let path = (folder as NSString).appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: path),
                    let image = try? ImageLoader.load(contentsOfFile: path)
                else { continue }
                self.init(bitmap: image.bitmap, scale: image.scale)
                return
            }
        }
        return nil
    }

    /// UIKit's spelling with a trait collection, which Folio does not have.
    @available(*, unavailable, renamed: "init(named:in:)", message: "Folio has no trait collections")
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        return nil
    }

    /// The file names tried for `name`, in order.
    static func candidateFileNames(for name: String) -> [String] {
        let known = ["png", "jpg", "jpeg"]
        if known.contains((name as NSString).pathExtension.lowercased()) { return [name] }
        return ["", "@2x", "@3x"].flatMap { suffix in known.map { "\(name)\(suffix).\($0)" } }
    }

    /// A bundle's resource folder and its bundle folder (SwiftPM's resource bundles on Linux
    /// keep the files at their root).
    static func resourceFolders(of bundle: Bundle) -> [String] {
        var folders: [String] = []
        for path in [bundle.resourcePath, bundle.bundlePath].compactMap(\.self) where !folders.contains(path) {
            folders.append(path)
        }
        return folders
    }

    /// `Bundle.main`, then each SwiftPM resource bundle beside the executable, sorted by name.
    static func appResourceFolders() -> [String] {
        var folders = resourceFolders(of: .main)
        let beside = Bundle.main.bundleURL
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: beside.path)) ?? []
        for entry in contents.sorted() where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
            let path = beside.appendingPathComponent(entry).path
            if !folders.contains(path) { folders.append(path) }
        }
        return folders
    }
}
