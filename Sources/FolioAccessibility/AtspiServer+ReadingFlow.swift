internal import CGio
internal import Foundation

/// Reading on from one page to the next, the way Orca's "read all" goes on: when it has read
/// an object's text to its end it asks the object's relations and follows a "flows to"
/// relation into the next object's text. A page whose reading turns it
/// (`.causesPageTurn`) flows to the page beside it in a spread; the last page shown flows to
/// the *reading continuation*, an object that stands for whichever such page shows, once the
/// reader has turned to it.
///
/// iOS's VoiceOver does the same with `accessibilityScroll(.next)` and carries on reading;
/// Orca only follows relations, so the turn happens when it asks for them.
extension AtspiServer {
    /// The reading continuation's id: no element's (they count up from 2).
    static let readingContinuationID = 1 << 40

    /// How long a request for a page's relations waits for the reader to turn the page.
    static let pageTurnWait: Duration = .seconds(2)

    /// The node a request for `id` is answered by: the shown page for the reading
    /// continuation, else `id` itself.
    func resolvingReadingFlow(_ id: Int, in snapshot: AccessibleSnapshot) -> Int {
        guard id == Self.readingContinuationID else { return id }
        return Self.shownTurningPages(in: snapshot).first ?? id
    }

    /// The shown pages whose reading turns them, in reading order (a spread's left page first).
    static func shownTurningPages(in snapshot: AccessibleSnapshot) -> [Int] {
        snapshot.nodes.values
            .filter { $0.turnsPageAtEnd && $0.states.contains(.showing) }
            .sorted { ($0.frame.minX, $0.id) < ($1.frame.minX, $1.id) }
            .map(\.id)
    }

    /// Notes whether a text request on `node` read it to its last character: the `range` it
    /// answered (GetTextAtOffset, GetTextAfterOffset) ends there, which is where a read-all
    /// asks for the relations next. A request that ends earlier forgets it.
    func noteRangeRead(_ range: Range<Int>, of text: AccessibleText, in node: AccessibleNode) {
        guard node.turnsPageAtEnd, text.count > 0 else { return }
        let reachesEnd = range.upperBound >= text.count
        state.withLock { state in
            if reachesEnd { state.pagesReadToEnd.insert(node.id) } else { state.pagesReadToEnd.remove(node.id) }
        }
    }

    /// `GetRelationSet`'s answer for `node`: "flows to" the next page, for a page read to its
    /// end; nothing otherwise. When the next page is not shown yet, the page is turned first
    /// (on the main thread), and the answer waits for it and its text, at most
    /// ``pageTurnWait``; a page without text (a picture) ends the reading there.
    func relationSet(of node: AccessibleNode, snapshot: AccessibleSnapshot, busName: String) -> OpaquePointer {
        let empty = GVariantValue.array(of: "(ua(so))", [])
        guard node.turnsPageAtEnd, state.withLock({ $0.pagesReadToEnd.remove(node.id) != nil }) else { return empty }
        let shown = Self.shownTurningPages(in: snapshot)
        if let index = shown.firstIndex(of: node.id), index + 1 < shown.count {
            return flowsTo(shown[index + 1], busName: busName)
        }
        enqueue(.readToEnd(id: node.id))
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.pageTurnWait)
        while clock.now < deadline {
            // The next page counts once its text is there: a PDF page's arrives from the
            // renderer after the page shows, and an empty text would end the reading.
            let now = read { $0.snapshot }
            if now.nodes[node.id]?.states.contains(.showing) != true,
                let next = Self.shownTurningPages(in: now).first, now.nodes[next]?.text?.isEmpty == false
            {
                return flowsTo(Self.readingContinuationID, busName: busName)
            }
            usleep(20_000)
        }
        return empty
    }

    private func flowsTo(_ id: Int, busName: String) -> OpaquePointer {
        // AT-SPI's relation types: FLOWS_TO is 10.
        let relation = GVariantValue.tuple([
            GVariantValue.uint32(10), GVariantValue.array(of: "(so)", [reference(id, busName: busName)]),
        ])
        return GVariantValue.array(of: "(ua(so))", [relation])
    }
}
