import FolioCore

/// A misuse of modal presentation, thrown by ``ViewController/present(_:animated:completion:)``.
///
/// - Note: UIKit logs a warning and ignores these requests; Folio throws.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The presenting controller already presents another controller.
    case alreadyPresenting(presenter: String, presented: String)
    /// The controller to present is already presented, or is a child of a container.
    case alreadyInHierarchy(String)
    /// A controller cannot present itself.
    case presentingItself(String)
    /// The presenting controller's view is not in a window.
    case notInWindow(String)
    /// A presentation or dismissal is still running.
    case transitionInProgress(String)

    public var description: String {
        switch self {
        case .alreadyPresenting(let presenter, let presented):
            "\(presenter) is already presenting \(presented); dismiss it first or present from \(presented)."
        case .alreadyInHierarchy(let name):
            "\(name) is already presented or has a parent; remove it from there before presenting it."
        case .presentingItself(let name):
            "\(name) cannot present itself."
        case .notInWindow(let name):
            "\(name)'s view is not in a window; present from a view controller that is on screen."
        case .transitionInProgress(let name):
            "A presentation or dismissal involving \(name) is still running; wait for its completion."
        }
    }
}
