/// The key that opens each gallery screen: 1–9 for the first nine, then a, b, c, … — so that
/// every entry of the menu has one, however many screens the catalog grows to (up to 35).
enum GalleryKeys {
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    /// The key for screen `index` (from 0), or nil past the last letter.
    static func key(forScreen index: Int) -> Character? {
        if (0..<9).contains(index) { return Character(String(index + 1)) }
        let letter = index - 9
        return letters.indices.contains(letter) ? letters[letter] : nil
    }

    /// The screen `key` opens among `count` screens, or nil when it opens none.
    static func screen(forKey key: Character, count: Int) -> Int? {
        let index: Int
        if let digit = key.wholeNumberValue, key.isASCII, (1...9).contains(digit) {
            index = digit - 1
        } else if let letter = letters.firstIndex(of: key) {
            index = 9 + letter
        } else {
            return nil
        }
        return index < count ? index : nil
    }

    /// The keys of `count` screens in words, for the menu's hint: "1–9, then a–c".
    static func summary(count: Int) -> String {
        guard count > 0 else { return "" }
        let last = min(count, 9 + letters.count) - 1
        let digits = last == 0 ? "1" : "1–\(min(count, 9))"
        guard last >= 9, let final = key(forScreen: last) else { return digits }
        return last == 9 ? "\(digits), then a" : "\(digits), then a–\(final)"
    }
}
