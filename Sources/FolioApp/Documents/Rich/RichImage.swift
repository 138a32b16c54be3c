import Foundation

/// A picture in a ``RichDocument``: where its bytes are, and the text that stands for it.
struct RichImage: Hashable, Sendable {
    /// Where the picture's bytes are.
    enum Source: Hashable, Sendable {
        /// An absolute path on disk, already resolved against the document's folder (a
        /// relative Markdown path, an EPUB item extracted from the container).
        case file(String)
        /// The encoded bytes themselves (a `data:` URL, an EPUB item read from the zip).
        case data(Data)
        /// A picture that cannot be shown here (a remote `https:` URL, a missing file): the
        /// typesetter prints ``RichImage/altText`` in its place.
        case unavailable(String)
    }

    var source: Source
    /// The description shown when the picture cannot be (Markdown's `![alt]`, HTML's `alt`).
    var altText: String
    /// The title, when the source gives one (shown as a caption).
    var title: String

    init(source: Source, altText: String = "", title: String = "") {
        self.source = source
        self.altText = altText
        self.title = title
    }
}
