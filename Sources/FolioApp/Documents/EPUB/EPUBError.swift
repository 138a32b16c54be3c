/// Why an EPUB cannot be opened. Each prints as one line that says what is wrong with the
/// book, because a book is a file from anywhere and the reader must never trap on one.
enum EPUBError: Error, Equatable, Sendable {
    /// The file is not a zip archive ZIPFoundation can read.
    case notZip
    /// More entries than ``EPUBArchive/maximumEntries``.
    case tooManyEntries(limit: Int)
    /// An entry that inflates past ``EPUBArchive/maximumEntryBytes``.
    case entryTooLarge(entry: String, limit: Int)
    /// Reading the book would inflate more than ``EPUBArchive/maximumTotalBytes``.
    case bookTooLarge(limit: Int)
    /// The chapters listed in the spine hold more than ``EPUBArchive/maximumTextBytes``.
    case textTooLarge(limit: Int)
    /// A file the book refers to is not in the archive.
    case missingEntry(String)
    /// An entry the book lists that Folio does not read: a symbolic link, or encrypted
    /// (`reason` says which).
    case unreadableEntry(String, reason: String)
    /// A document nested deeper than ``MarkupParser/maximumDepth``.
    case tooDeep(entry: String, limit: Int)
    /// An entry the archive lists but cannot inflate (bad data, bad checksum).
    case corruptEntry(String)
    /// A reference that leaves the book (`../../etc/passwd`, an absolute path, a URL).
    case pathOutsideBook(String)
    /// XML or HTML that libxml2 cannot parse.
    case badMarkup(entry: String)
    /// A document with more nodes than ``MarkupParser/maximumNodes``.
    case tooComplex(entry: String)
    /// The book's files, `META-INF/container.xml` among them, sit inside a folder of the zip
    /// (`folder`, with its trailing slash) instead of at its root: the zip was made from the
    /// folder rather than from inside it, and no reading system looks there.
    case containerNotAtRoot(folder: String)
    /// `container.xml` names no package document, or the package has no usable spine.
    case noPackage
    case emptySpine
    /// The book is encrypted (DRM): its content cannot be read without the seller's keys.
    case encrypted
}

extension EPUBError: CustomStringConvertible {
    var description: String {
        switch self {
        case .notZip:
            "it is not a zip archive, so not an EPUB"
        case .tooManyEntries(let limit):
            "it has more than \(limit) files inside, over Folio's limit for a book"
        case .entryTooLarge(let entry, let limit):
            "\(entry) inside it unpacks to more than \(limit / 1_048_576) MB, over Folio's limit per file"
        case .bookTooLarge(let limit):
            "it unpacks to more than \(limit / 1_048_576) MB, over Folio's limit for a book"
        case .textTooLarge(let limit):
            "its chapters unpack to more than \(limit / 1_048_576) MB of text, over Folio's limit for a book"
        case .unreadableEntry(let entry, let reason):
            "\(entry) inside it is \(reason)"
        case .tooDeep(let entry, let limit):
            "\(entry) inside it nests elements more than \(limit) deep, over Folio's limit"
        case .missingEntry(let entry):
            "it refers to \(entry), which is not in the book"
        case .corruptEntry(let entry):
            "\(entry) inside it is damaged (it does not unpack)"
        case .pathOutsideBook(let reference):
            "it refers to \(reference), which is outside the book"
        case .badMarkup(let entry):
            "\(entry) inside it is not valid XML or HTML"
        case .tooComplex(let entry):
            "\(entry) inside it has more than \(MarkupParser.maximumNodes) elements, over Folio's limit"
        case .containerNotAtRoot(let folder):
            "its files are inside the folder \(folder) of the zip instead of at its root "
                + "(zip the book from inside that folder, with mimetype first)"
        case .noPackage:
            "META-INF/container.xml names no package document (.opf)"
        case .emptySpine:
            "its package lists no chapters to read (the spine is empty)"
        case .encrypted:
            "it is encrypted with DRM; Folio can read only books without DRM"
        }
    }
}
