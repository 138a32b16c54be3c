import CGio
import FolioCore
import Testing

@testable import FolioAccessibility

/// Orca's read-all goes from one object's text into the next by following its "flows to"
/// relation, which it asks for once it has read the object's last line.
@Suite struct ReadingFlowTests {
    /// Two pages shown side by side (a spread), ids 2 (left) and 3 (right).
    private func spread() -> AtspiServer {
        let server = AtspiServer(applicationName: "folio", wake: {})
        for (id, x) in [(3, 300.0), (2, 0.0)] {
            var node = AccessibleNode(id: id, parent: 1, role: .documentText, name: "Page \(id - 1)")
            node.text = "One. Two."
            node.turnsPageAtEnd = true
            node.states.insert(.showing)
            node.frame = Rect(x: x, y: 0, width: 300, height: 400)
            server.state.withLock { $0.snapshot.nodes[id] = node }
        }
        return server
    }

    private func call(_ server: AtspiServer, _ interface: String, _ method: String, on id: Int, _ offset: Int32 = 0)
        throws -> OpaquePointer
    {
        let arguments = GVariantValue.tuple([GVariantValue.int32(offset), GVariantValue.uint32(3)])
        defer { GVariantValue.release(arguments) }
        return try server.reply(
            interface: interface, method: method, path: AccessibleSnapshot.path(of: id), arguments: arguments)
    }

    /// The relation set as (type, target path) pairs.
    private func relations(_ server: AtspiServer, of id: Int) throws -> [(UInt32, String)] {
        let reply = try call(server, "org.a11y.atspi.Accessible", "GetRelationSet", on: id)
        defer { GVariantValue.release(reply) }
        guard let set = g_variant_get_child_value(reply, 0) else { return [] }
        defer { g_variant_unref(set) }
        return (0..<g_variant_n_children(set)).compactMap { index in
            guard let relation = g_variant_get_child_value(set, index) else { return nil }
            defer { g_variant_unref(relation) }
            let type = GVariantValue.uint32(relation, at: 0)
            guard let targets = g_variant_get_child_value(relation, 1),
                let target = g_variant_get_child_value(targets, 0)
            else { return (type, "") }
            defer {
                g_variant_unref(target)
                g_variant_unref(targets)
            }
            return (type, GVariantValue.objectPath(target, at: 1))
        }
    }

    @Test func aPageNotReadToItsEndFlowsNowhere() throws {
        let server = spread()
        GVariantValue.release(try call(server, "org.a11y.atspi.Text", "GetTextAtOffset", on: 2, 0))
        #expect(try relations(server, of: 2).isEmpty)
        #expect(server.takeRequests().isEmpty)
    }

    @Test func theLeftPageOfASpreadReadToItsEndFlowsToTheRightPageWithoutATurn() throws {
        let server = spread()
        GVariantValue.release(try call(server, "org.a11y.atspi.Text", "GetTextAtOffset", on: 2, 5))
        let flows = try relations(server, of: 2)
        #expect(flows.map(\.0) == [10], "FLOWS_TO")
        #expect(flows.map(\.1) == [AccessibleSnapshot.path(of: 3)])
        #expect(server.takeRequests().isEmpty, "no page turn")
    }

    @Test func theReadingContinuationAnswersAsTheFirstShownPage() throws {
        let server = spread()
        let path = AccessibleSnapshot.path(of: AtspiServer.readingContinuationID)
        let name = server.property(interface: "org.a11y.atspi.Accessible", name: "Name", path: path)
        #expect(name.map { String(cString: g_variant_get_string($0, nil)) } == "Page 1")
        name.map(GVariantValue.release)
    }
}
