/// A misuse of a ``NavigationController`` stack, thrown by its push and set methods.
///
/// ```swift
/// do { try navigationController.pushViewController(detail, animated: true) } catch { print(error) }
/// ```
///
/// - Note: UIKit raises Objective-C exceptions in these cases ("Pushing the same view
///   controller instance more than once is not supported"); Folio throws and says how to fix it.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The controller is already in the stack.
    case alreadyInStack(String)
    /// The same controller appears twice in the array passed to `setViewControllers`.
    case duplicateInStack(String)
    /// A navigation controller cannot be pushed onto another one.
    case pushingNavigationController(String)
    /// The controller is not in the stack (for `popToViewController`).
    case notInStack(String)
    /// The controller cannot become a child (it has another parent, is presented, or is an ancestor).
    case containment(ContainmentError)

    public var description: String {
        switch self {
        case .alreadyInStack(let name):
            "\(name) is already in the navigation stack; push a new instance, or pop to it with popToViewController."
        case .duplicateInStack(let name):
            "\(name) appears more than once in the array passed to setViewControllers; each controller can be "
                + "in the stack once."
        case .pushingNavigationController(let name):
            "\(name) is a navigation controller, and navigation controllers cannot be pushed; present it instead."
        case .notInStack(let name):
            "\(name) is not in the navigation stack, so the stack cannot be popped to it."
        case .containment(let error):
            error.description
        }
    }
}
