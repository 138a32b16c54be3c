/// The `id`s GitHub gives a Markdown file's headings, which its `[text](#id)` links name:
/// cmark-gfm makes no ids, so they are made here the same way.
///
/// The text is lowercased, everything but letters, digits, spaces, `-` and `_` is dropped,
/// and spaces become `-`; a slug already used gets `-1`, `-2`… ("Usage" twice: `usage`,
/// `usage-1`).
struct HeadingSlugs {
    private var used: [String: Int] = [:]

    /// The slug of the next heading whose text is `title`.
    mutating func slug(for title: String) -> String {
        let base = Self.slug(title)
        guard let count = used[base] else {
            used[base] = 0
            return base
        }
        var next = count + 1
        while used["\(base)-\(next)"] != nil { next += 1 }
        used[base] = next
        let slug = "\(base)-\(next)"
        used[slug] = 0
        return slug
    }

    /// `title` as GitHub slugs it, without the suffix that tells equal titles apart.
    static func slug(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }
}
