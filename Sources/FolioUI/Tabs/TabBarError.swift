/// A misuse of ``TabBarController/setViewControllers(_:animated:)``.
///
/// - Note: UIKit raises an Objective-C exception for these; Folio throws.
public enum TabBarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The same controller was given for two tabs.
    case duplicateTab(String)
    /// The controller cannot become a child (it has another parent, is presented, or is an ancestor).
    case containment(ContainmentError)

    public var description: String {
        switch self {
        case .duplicateTab(let name):
            "\(name) was given for more than one tab; each tab needs its own view controller."
        case .containment(let error):
            error.description
        }
    }
}
