extension AtspiEvent {
    /// When the focus moves to another page's text (a turn), its caret is where reading goes
    /// on: the new page's `object:text-caret-moved`, which screen readers follow into it.
    static func caretFollowingFocus(
        from old: AccessibleSnapshot, to new: AccessibleSnapshot, carets: [Int: Int32]
    ) -> AtspiEvent? {
        guard let focused = focusedText(in: new), focused != focusedText(in: old) else { return nil }
        return AtspiEvent(id: focused, member: "TextCaretMoved", detail1: carets[focused] ?? 0)
    }

    private static func focusedText(in snapshot: AccessibleSnapshot) -> Int? {
        snapshot.nodes.keys.sorted().first { id in
            snapshot.nodes[id].map { $0.text != nil && $0.states.contains(.focused) } ?? false
        }
    }
}
