import FolioRender
import Foundation

/// Why a book's state could not be read or remembered; the book opens all the same.
struct BookStateError: Error, Equatable, CustomStringConvertible {
    /// The record or folder concerned.
    var file: String
    var reason: String
    var description: String { "cannot use the remembered state in \(file): \(reason)" }
}
