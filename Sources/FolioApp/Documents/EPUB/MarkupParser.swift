internal import CLibXML2
import Foundation

/// Parses XML (the EPUB container, package, NCX and XHTML chapters) and, where a chapter is
/// not well-formed, HTML, through libxml2.
///
/// A book is a file from anywhere, so the parser is configured for hostile input: no network
/// access, no DTD loading, no external entities, entities left unexpanded (libxml2's own
/// amplification checks apply to the internal ones), and libxml2's default depth limit.
/// Errors are not printed; a document that cannot be parsed is a thrown ``EPUBError``.
enum MarkupParser {
    /// The most nodes copied out of one document: a chapter of a million elements is not a
    /// book anyone reads, and the copy must stay within the reader's memory.
    static let maximumNodes = 1_000_000
    /// The deepest nesting of elements read: libxml2's own limit for XML, applied to HTML
    /// too, so that a chapter nested 100,000 deep is refused by name rather than read as
    /// nothing (and never copied by a recursion that deep).
    static let maximumDepth = 256

    /// libxml2 initialises its globals on first use, which is not thread-safe; a Swift
    /// static is initialised exactly once, so every parse goes through this first.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The document element of `data` parsed as XML.
    ///
    /// - Parameter name: The entry's path in the book, for the error message.
    static func parseXML(_ data: Data, name: String) throws(EPUBError) -> MarkupElement {
        _ = initialized
        let options =
            Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOERROR.rawValue)
            | Int32(XML_PARSE_NOWARNING.rawValue) | Int32(XML_PARSE_NOCDATA.rawValue)
        xmlResetLastError()
        let document = data.withUnsafeBytes { bytes -> xmlDocPtr? in
            guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else { return nil }
            return xmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil, options)
        }
        if document == nil, let error = xmlGetLastError(), let message = error.pointee.message,
            String(cString: message).contains("Excessive depth")
        {
            throw .tooDeep(entry: name, limit: maximumDepth)
        }
        return try copyRoot(of: document, name: name)
    }

    /// The document element of `data` parsed as HTML, recovering from errors as browsers do:
    /// for chapters that are not well-formed XML (undeclared `&nbsp;`, unclosed tags).
    static func parseHTML(_ data: Data, name: String) throws(EPUBError) -> MarkupElement {
        _ = initialized
        let options =
            Int32(HTML_PARSE_NONET.rawValue) | Int32(HTML_PARSE_NOERROR.rawValue)
            | Int32(HTML_PARSE_NOWARNING.rawValue) | Int32(HTML_PARSE_RECOVER.rawValue)
        let document = data.withUnsafeBytes { bytes -> htmlDocPtr? in
            guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else { return nil }
            return htmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, "UTF-8", options)
        }
        return try copyRoot(of: document, name: name)
    }

    /// XML first, HTML if that fails: XHTML chapters in real books are not always XML.
    static func parseChapter(_ data: Data, name: String) throws(EPUBError) -> MarkupElement {
        do {
            return try parseXML(data, name: name)
        } catch .tooDeep(let entry, let limit) {
            throw .tooDeep(entry: entry, limit: limit)
        } catch {
            return try parseHTML(data, name: name)
        }
    }

    private static func copyRoot(of document: xmlDocPtr?, name: String) throws(EPUBError) -> MarkupElement {
        guard let document else { throw .badMarkup(entry: name) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw .badMarkup(entry: name) }
        var budget = maximumNodes
        return try copy(root, budget: &budget, depth: 1, name: name)
    }

    /// Copies an element and its content, within the node budget and ``maximumDepth``.
    private static func copy(
        _ node: xmlNodePtr, budget: inout Int, depth: Int, name: String
    ) throws(EPUBError) -> MarkupElement {
        guard depth <= maximumDepth else { throw .tooDeep(entry: name, limit: maximumDepth) }
        var element = MarkupElement(name: string(node.pointee.name).lowercased(), attributes: [:], children: [])
        var attribute = node.pointee.properties
        while let current = attribute {
            let local = string(current.pointee.name).lowercased()
            let prefix = current.pointee.ns.map { string($0.pointee.prefix) } ?? ""
            let key = prefix == "xml" || prefix == "epub" ? "\(prefix):\(local)" : local
            element.attributes[key] = textContent(current.pointee.children)
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            budget -= 1
            guard budget > 0 else { throw .tooComplex(entry: name) }
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                element.children.append(.element(try copy(current, budget: &budget, depth: depth + 1, name: name)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                element.children.append(.text(string(current.pointee.content)))
            case XML_ENTITY_REF_NODE:
                // Left unexpanded by design; the five predefined ones are already text.
                break
            default:
                break
            }
            child = current.pointee.next
        }
        return element
    }

    /// The text of an attribute's value nodes.
    private static func textContent(_ first: xmlNodePtr?) -> String {
        var text = ""
        var node = first
        while let current = node {
            if current.pointee.type == XML_TEXT_NODE { text += string(current.pointee.content) }
            node = current.pointee.next
        }
        return text
    }

    private static func string(_ characters: UnsafePointer<xmlChar>?) -> String {
        guard let characters else { return "" }
        return String(cString: characters)
    }
}
