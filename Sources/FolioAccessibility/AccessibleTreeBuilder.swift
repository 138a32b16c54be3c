internal import FolioCore
internal import FolioUI

/// Walks a window's views into an ``AccessibleSnapshot`` on the main thread, giving each
/// view or element one number for as long as it lives, and remembers which object each
/// number stands for, so that actions asked for by number reach it.
@MainActor
final class AccessibleTreeBuilder {
    private struct Entry {
        var object: WeakBox<AnyObject>
        var id: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextID = AccessibleSnapshot.windowID + 1
    /// The objects of the last snapshot, by number.
    private(set) var objects: [Int: WeakBox<AnyObject>] = [:]
    private var snapshot = AccessibleSnapshot()
    private var windowBounds = Rect.zero

    /// The tree of `window` now, under an application named `applicationName`.
    func build(window: Window, title: String, applicationName: String, origin: Point) -> AccessibleSnapshot {
        snapshot = .empty(applicationName: applicationName)
        snapshot.windowOrigin = origin
        objects = [:]
        windowBounds = Rect(origin: .zero, size: window.bounds.size)
        var frame = AccessibleNode(
            id: AccessibleSnapshot.windowID, parent: AccessibleSnapshot.applicationID, role: .frame, name: title)
        frame.frame = windowBounds
        frame.states = AtspiStateSet([.active, .enabled, .sensitive, .showing, .visible, .resizable])
        snapshot.nodes[AccessibleSnapshot.applicationID]?.children = [AccessibleSnapshot.windowID]
        var children: [Int] = []
        for subview in window.accessibleSubviews {
            visit(subview, parent: AccessibleSnapshot.windowID, into: &children)
        }
        frame.children = children
        snapshot.nodes[AccessibleSnapshot.windowID] = frame
        focusThePageWhenNothingIsFocused()
        forgetTheGone()
        return snapshot
    }

    /// Adds the nodes `view` stands for to `children`: itself as an element, itself as a
    /// container of its elements or subviews, or (a plain view) its subviews' nodes.
    private func visit(_ view: View, parent: Int, into children: inout [Int]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let frame = view.convert(Rect(origin: .zero, size: view.bounds.size), to: nil)
        if view.isAccessibilityElement {
            children.append(add(element: view, description: describe(view), frame: frame, parent: parent))
            return
        }
        // UIKit's array property wins over the container methods, as it does there.
        let listed = view.accessibilityElements ?? (view as? any AccessibilityContainer).map(Self.elements(of:))
        let speaks = view.accessibilityLabel != nil || view.accessibilityValue != nil
        guard listed != nil || speaks || view.accessibilityContainerType != .none else {
            for subview in view.accessibleSubviews { visit(subview, parent: parent, into: &children) }
            return
        }
        let id = number(view)
        // The container's own node first, so that its elements know what they are in (a tab list's tabs).
        snapshot.nodes[id] = node(id: id, parent: parent, description: describe(view), frame: frame, isContainer: true)
        var inside: [Int] = []
        if let listed {
            for item in listed {
                switch item {
                case let element as AccessibilityElement:
                    guard element.isAccessibilityElement, let host = element.accessibilityContainer else { continue }
                    let frame = host.convert(element.accessibilityFrameInContainerSpace, to: nil)
                    inside.append(add(element: element, description: describe(element), frame: frame, parent: id))
                case let subview as View:
                    visit(subview, parent: id, into: &inside)
                default:
                    continue
                }
            }
        } else {
            for subview in view.accessibleSubviews { visit(subview, parent: id, into: &inside) }
        }
        snapshot.nodes[id]?.children = inside
        children.append(id)
    }

    /// The elements a container names through UIKit's methods, in index order.
    private static func elements(of container: any AccessibilityContainer) -> [Any] {
        (0..<max(container.accessibilityElementCount(), 0)).compactMap { container.accessibilityElement(at: $0) }
    }

    private func add(element: AnyObject, description: ElementDescription, frame: Rect, parent: Int) -> Int {
        let id = number(element)
        snapshot.nodes[id] = node(id: id, parent: parent, description: description, frame: frame, isContainer: false)
        return id
    }

    /// What the bus says about one view or element.
    private func node(
        id: Int, parent: Int, description: ElementDescription, frame: Rect, isContainer: Bool
    ) -> AccessibleNode {
        let role = description.role(isContainer: isContainer, parentRole: snapshot.nodes[parent]?.role)
        var node = AccessibleNode(
            id: id, parent: parent, role: role, name: description.label ?? "", description: description.hint ?? "")
        node.frame = frame
        node.states = description.states(role: role, showing: frame.intersects(windowBounds))
        node.actions = description.actions(role: role)
        if description.traits.contains(.adjustable) || (isContainer && description.canScroll),
            let value = description.value
        {
            node.value = AccessibleValue(text: value)
        }
        node.text = description.pageContent
        if node.text != nil, let boxes = description.characterFrames {
            node.characterFrames = CharacterFrames(boxes: boxes, viewFrame: frame, boundsSize: description.boundsSize)
        }
        node.turnsPageAtEnd = node.text != nil && description.traits.contains(.causesPageTurn)
        return node
    }

    private func describe(_ view: View) -> ElementDescription {
        ElementDescription(
            label: view.accessibilityLabel, value: view.accessibilityValue, hint: view.accessibilityHint,
            traits: view.accessibilityTraits,
            pageContent: (view as? any AccessibilityReadingContent)?
                .accessibilityPageContent(),
            characterFrames: (view as? any AccessibilityReadingContent)?.accessibilityCharacterFrames(),
            boundsSize: view.bounds.size, canScroll: view is any AccessibilityAction,
            isFocused: view.isFirstResponder || view.isFocused, containerType: view.accessibilityContainerType)
    }

    private func describe(_ element: AccessibilityElement) -> ElementDescription {
        ElementDescription(
            label: element.accessibilityLabel, value: element.accessibilityValue, hint: element.accessibilityHint,
            traits: element.accessibilityTraits, pageContent: nil, canScroll: false, isFocused: false)
    }

    /// The page being read has the focus when no element has it: keys turn its pages, and a
    /// screen reader follows the focus (Orca speaks a newly focused page's name).
    private func focusThePageWhenNothingIsFocused() {
        guard !snapshot.nodes.values.contains(where: { $0.states.contains(.focused) }) else { return }
        let page = snapshot.nodes.keys.sorted().first { id in
            snapshot.nodes[id].map { $0.role == .documentText && $0.states.contains(.showing) } ?? false
        }
        if let page { snapshot.nodes[page]?.states.insert(.focused) }
    }

    /// The object's number: the one it had, or the next.
    private func number(_ object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        let id: Int
        if let entry = entries[key], entry.object.object === object {
            id = entry.id
        } else {
            id = nextID
            nextID += 1
            entries[key] = Entry(object: WeakBox(object), id: id)
        }
        objects[id] = WeakBox(object)
        return id
    }

    /// Drops the numbers of objects that are gone, so that a new object at a freed address
    /// gets a number of its own.
    private func forgetTheGone() {
        guard entries.count > objects.count * 2 + 64 else { return }
        entries = entries.filter { $0.value.object.object != nil }
    }
}
