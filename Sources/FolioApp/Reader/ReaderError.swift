import FolioUI

/// Why a book cannot be shown with the turn style asked for.
enum ReaderError: Error, Equatable, CustomStringConvertible {
    /// The page view controller refused the combination (its message says why).
    case invalidTurnStyle(String)

    var description: String {
        switch self {
        case .invalidTurnStyle(let reason): reason
        }
    }
}
