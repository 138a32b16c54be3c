import Foundation

/// Why the go-to-page field cannot go where it was asked; its description is what the field
/// shows under the text.
enum GoToPageError: Error, Equatable, CustomStringConvertible {
    case empty
    case outOfRange(String, String)
    case noSuchLabel(String)

    var description: String {
        switch self {
        case .empty: "Type a page number, or a page label after :"
        case .outOfRange(let typed, let range): "No page \(typed): pages are \(range)"
        case .noSuchLabel(let typed): "No page is labelled “\(typed)”"
        }
    }
}
