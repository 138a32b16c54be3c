import Foundation

/// Resolves a picture's address from a document (a Markdown `![alt](path)`, an HTML
/// `<img src>`) against the document's folder.
enum ImageReference {
    /// The picture `url` names: a file when it is a relative or `file:` path to a PNG or
    /// JPEG that exists, otherwise ``RichImage/Source/unavailable(_:)`` (remote addresses
    /// are never fetched: a reader opens files, it does not browse).
    static func resolve(_ url: String, altText: String, title: String, baseDirectory: String?) -> RichImage {
        let unavailable = RichImage(source: .unavailable(url), altText: altText, title: title)
        var path = url
        if let scheme = url.firstRange(of: ":").map({ url[..<$0.lowerBound] }),
            scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }),
            scheme.count > 1
        {
            guard scheme.lowercased() == "file", let parsed = URL(string: url), parsed.isFileURL else {
                return unavailable
            }
            path = parsed.path
        } else {
            // Drop a query or fragment, then undo percent-encoding (`my%20picture.png`).
            if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<cut]) }
            path = path.removingPercentEncoding ?? path
            if !path.hasPrefix("/") {
                guard let baseDirectory else { return unavailable }
                path = (baseDirectory as NSString).appendingPathComponent(path)
            }
        }
        let standardized = (path as NSString).standardizingPath
        let fileExtension = (standardized as NSString).pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        guard ["png", "jpg", "jpeg"].contains(fileExtension),
            FileManager.default.fileExists(atPath: standardized, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return unavailable }
        return RichImage(source: .file(standardized), altText: altText, title: title)
    }
}
