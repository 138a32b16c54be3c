/// One `org.a11y.atspi.Event.Object` signal, before it becomes a D-Bus message: what changed
/// between two snapshots, or an announcement.
struct AtspiEvent: Equatable, Sendable {
    /// The event's `any_data`.
    enum Data: Equatable, Sendable {
        case none
        case string(String)
        /// Another of our objects (the child added or removed).
        case reference(Int)
        /// New extents, in screen coordinates.
        case rect(x: Int32, y: Int32, width: Int32, height: Int32)
    }

    /// The object the event is about.
    var id: Int
    /// The signal's interface: object events, or `org.a11y.atspi.Event.Window` for a window's.
    var interface = "org.a11y.atspi.Event.Object"
    /// The signal's name: "ChildrenChanged", "StateChanged", "BoundsChanged",
    /// "PropertyChange", "TextChanged", "Announcement".
    var member: String
    var detail = ""
    var detail1: Int32 = 0
    var detail2: Int32 = 0
    var data = Data.none

    /// The events that turn `old` into `new`, object by object in `new`'s numbering order.
    static func changes(from old: AccessibleSnapshot, to new: AccessibleSnapshot) -> [AtspiEvent] {
        var events: [AtspiEvent] = []
        for id in new.nodes.keys.sorted() {
            guard let after = new.nodes[id], let before = old.nodes[id] else { continue }
            events += childChanges(before, after)
            if before.name != after.name {
                events.append(
                    AtspiEvent(id: id, member: "PropertyChange", detail: "accessible-name", data: .string(after.name)))
            }
            if before.description != after.description {
                events.append(
                    AtspiEvent(
                        id: id, member: "PropertyChange", detail: "accessible-description",
                        data: .string(after.description)))
            }
            if before.value?.text != after.value?.text, let value = after.value {
                events.append(
                    AtspiEvent(id: id, member: "PropertyChange", detail: "accessible-value", data: .string(value.text)))
            }
            for state in AtspiState.allCases where before.states.contains(state) != after.states.contains(state) {
                events.append(
                    AtspiEvent(
                        id: id, member: "StateChanged", detail: state.eventName,
                        detail1: after.states.contains(state) ? 1 : 0))
            }
            if before.frame != after.frame || old.windowOrigin != new.windowOrigin {
                let box = new.extents(of: id, coordType: 0)
                events.append(
                    AtspiEvent(
                        id: id, member: "BoundsChanged",
                        data: .rect(x: box.x, y: box.y, width: box.width, height: box.height)))
            }
            events += textChanges(before, after)
        }
        return events
    }

    private static func childChanges(_ before: AccessibleNode, _ after: AccessibleNode) -> [AtspiEvent] {
        guard before.children != after.children else { return [] }
        var events: [AtspiEvent] = []
        let kept = Set(after.children)
        for (index, child) in before.children.enumerated().reversed() where !kept.contains(child) {
            events.append(
                AtspiEvent(
                    id: after.id, member: "ChildrenChanged", detail: "remove", detail1: Int32(clamping: index),
                    data: .reference(child)))
        }
        let had = Set(before.children)
        for (index, child) in after.children.enumerated() where !had.contains(child) {
            events.append(
                AtspiEvent(
                    id: after.id, member: "ChildrenChanged", detail: "add", detail1: Int32(clamping: index),
                    data: .reference(child)))
        }
        return events
    }

    private static func textChanges(_ before: AccessibleNode, _ after: AccessibleNode) -> [AtspiEvent] {
        guard before.text != after.text else { return [] }
        var events: [AtspiEvent] = []
        if let old = before.text, !old.isEmpty {
            events.append(
                AtspiEvent(
                    id: after.id, member: "TextChanged", detail: "delete", detail1: 0,
                    detail2: Int32(clamping: old.unicodeScalars.count), data: .string(old)))
        }
        if let new = after.text, !new.isEmpty {
            events.append(
                AtspiEvent(
                    id: after.id, member: "TextChanged", detail: "insert", detail1: 0,
                    detail2: Int32(clamping: new.unicodeScalars.count), data: .string(new)))
        }
        return events
    }
}

extension AtspiEvent {
    /// What a toolkit says when its window comes to the front: the window is activated, and
    /// the focused object gains the focus. Screen readers start following an application here.
    static func activation(of snapshot: AccessibleSnapshot) -> [AtspiEvent] {
        let title = snapshot.nodes[AccessibleSnapshot.windowID]?.name ?? ""
        var events = [
            AtspiEvent(
                id: AccessibleSnapshot.windowID, interface: "org.a11y.atspi.Event.Window", member: "Activate",
                data: .string(title))
        ]
        let focused = snapshot.nodes.keys.sorted().filter { snapshot.nodes[$0]?.states.contains(.focused) == true }
        for id in focused {
            events.append(AtspiEvent(id: id, member: "StateChanged", detail: "focused", detail1: 1))
        }
        return events
    }
}
