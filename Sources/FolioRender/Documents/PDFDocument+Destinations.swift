internal import CPoppler

extension PDFDocument {
    /// Where a poppler action goes, or nil for actions a reader does not follow (another
    /// file, a program, a script, a form, a destination that is not in the document).
    func target(of action: UnsafeMutablePointer<PopplerAction>) -> PDFLinkTarget? {
        switch action.pointee.type {
        case POPPLER_ACTION_GOTO_DEST:
            return target(of: action.pointee.goto_dest.dest)
        case POPPLER_ACTION_URI:
            guard let uri = action.pointee.uri.uri else { return nil }
            let address = String(cString: uri)
            return address.isEmpty ? nil : .external(address)
        case POPPLER_ACTION_NAMED:
            // Only the absolute named actions: "NextPage" depends on where the reader is.
            switch action.pointee.named.named_dest.map({ String(cString: $0) }) {
            case "FirstPage": return .page(0, top: nil)
            case "LastPage": return .page(pageCount - 1, top: nil)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A destination resolved to a page: a named one is looked up in the document's name
    /// tree once (a name that names another name is not followed, so a loop cannot hang).
    func target(of destination: UnsafeMutablePointer<PopplerDest>?) -> PDFLinkTarget? {
        guard let destination else { return nil }
        guard destination.pointee.type == POPPLER_DEST_NAMED else { return resolved(destination) }
        guard let name = destination.pointee.named_dest, let found = poppler_document_find_dest(document, name) else {
            return nil
        }
        defer { poppler_dest_free(found) }
        guard found.pointee.type != POPPLER_DEST_NAMED else { return nil }
        return resolved(found)
    }

    private func resolved(_ destination: UnsafeMutablePointer<PopplerDest>) -> PDFLinkTarget? {
        let number = Int(destination.pointee.page_num)
        guard number >= 1, number <= pageCount else { return nil }
        var top: Double?
        if destination.pointee.change_top != 0, destination.pointee.top.isFinite,
            let height = try? pageSize(at: number - 1).height
        {
            // PDF measures from the bottom of the page; Folio from the top.
            top = min(max(height - destination.pointee.top, 0), height)
        }
        return .page(number - 1, top: top)
    }
}
