/// A misuse of view-controller containment, thrown by ``ViewController/addChild(_:)``.
///
/// UIKit raises an Objective-C exception (or silently corrupts the hierarchy) in these cases;
/// Folio throws and says how to fix it.
///
/// ```swift
/// do { try container.addChild(page) } catch { print(error) }
/// ```
public enum ContainmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The child already has a parent (possibly the same container).
    case alreadyHasParent(child: String, parent: String)
    /// A view controller was added as its own child.
    case addingItself(String)
    /// The child is the container or one of its ancestors, which would make a cycle.
    case addingAncestor(child: String, parent: String)
    /// The child is currently presented modally.
    case childIsPresented(String)

    public var description: String {
        switch self {
        case .alreadyHasParent(let child, let parent):
            "\(child) already has a parent (\(parent)). Call willMove(toParent: nil), remove its view and call "
                + "removeFromParent() before adding it to another container."
        case .addingItself(let name):
            "\(name) cannot be added as a child of itself."
        case .addingAncestor(let child, let parent):
            "\(child) is an ancestor of \(parent); adding it as a child would create a cycle."
        case .childIsPresented(let name):
            "\(name) is presented modally; dismiss it before adding it as a child."
        }
    }
}
