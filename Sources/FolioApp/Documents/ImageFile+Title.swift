import Foundation

extension ImageFile {
    /// The caption: a title made from the file name ("motorcycle_left.png" is "Motorcycle
    /// Left"), because a photo's name on disk is rarely how anyone would call it.
    var title: String { Self.title(fromFileName: name) }

    /// Small words kept lower case inside a title, as in English title case.
    private static let minorWords: Set<String> = [
        "a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "with",
    ]

    /// A readable title from a file name: without its extension, underscores and dashes as
    /// spaces, each word capitalised (except small words inside the title). Words that
    /// already hold a capital ("GRAY", "iPhone") are kept as written. A name with nothing
    /// left to show keeps the file name.
    static func title(fromFileName name: String) -> String {
        let stem = (name as NSString).deletingPathExtension
        let words = stem.split { $0 == "_" || $0 == "-" || $0 == " " }.map(String.init)
        guard !words.isEmpty else { return name }
        return words.enumerated().map { position, word in
            if word.contains(where: \.isUppercase) { return word }
            if position > 0, position < words.count - 1, minorWords.contains(word) { return word }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
