import FolioCore
import FolioUI
import Testing

@testable import FolioAccessibility

/// The Text interface's geometry: a character's box in screen coordinates, a range's box and
/// the character at a point, answered from the boxes the page view gave.
@MainActor
@Suite struct TextGeometryTests {
    /// "Hi\nyo": four characters and a line break drawn nowhere, in a view drawn at half its
    /// size at (100, 50) in a window whose corner is at (1000, 500) on the screen.
    private func server() -> AtspiServer {
        let server = AtspiServer(applicationName: "folio", wake: {})
        var node = AccessibleNode(id: 2, parent: 1, role: .documentText, name: "Page 1")
        node.frame = Rect(x: 100, y: 50, width: 200, height: 100)
        node.text = "Hi\nyo"
        let boxes = [
            Rect(x: 10, y: 20, width: 16, height: 30), Rect(x: 26, y: 20, width: 6, height: 30), .zero,
            Rect(x: 10, y: 60, width: 14, height: 30), Rect(x: 24, y: 60, width: 14, height: 30),
        ]
        node.characterFrames = CharacterFrames(
            boxes: boxes, viewFrame: node.frame, boundsSize: Size(width: 400, height: 200))
        server.state.withLock {
            $0.snapshot.nodes[2] = node
            $0.snapshot.nodes[1] = AccessibleNode(id: 1, parent: 0, role: .frame, name: "Folio")
            $0.snapshot.windowOrigin = Point(x: 1000, y: 500)
        }
        return server
    }

    /// Calls a Text method on node 2 and reads the integers it answers.
    private func call(_ server: AtspiServer, _ method: String, _ arguments: [OpaquePointer]) throws -> [Int32] {
        let tuple = GVariantValue.tuple(arguments)
        defer { GVariantValue.release(tuple) }
        let reply = try server.reply(
            interface: "org.a11y.atspi.Text", method: method, path: AccessibleSnapshot.path(of: 2), arguments: tuple)
        defer { GVariantValue.release(reply) }
        let count = method == "GetOffsetAtPoint" ? 1 : 4
        return (0..<count).map { GVariantValue.int32(reply, at: $0) }
    }

    private func characterExtents(_ server: AtspiServer, _ offset: Int32, coordType: UInt32 = 0) throws -> [Int32] {
        try call(server, "GetCharacterExtents", [GVariantValue.int32(offset), GVariantValue.uint32(coordType)])
    }

    private func offset(_ server: AtspiServer, x: Int32, y: Int32, coordType: UInt32 = 0) throws -> Int32 {
        try call(
            server, "GetOffsetAtPoint",
            [GVariantValue.int32(x), GVariantValue.int32(y), GVariantValue.uint32(coordType)])[0]
    }

    @Test func aCharactersBoxIsItsOwnScaledIntoTheWindowAndOntoTheScreen() throws {
        let server = server()
        // "H": (10, 20, 16 × 30) in the view, halved, at (100, 50) in the window, at (1000, 500).
        #expect(try characterExtents(server, 0) == [1105, 560, 8, 15])
        #expect(try characterExtents(server, 0, coordType: 1) == [105, 60, 8, 15])
        // "i" is 3 points wide, not rounded away.
        #expect(try characterExtents(server, 1, coordType: 1) == [113, 60, 3, 15])
    }

    @Test func offsetsOutOfTheTextOrDrawnNowhereHaveNoBox() throws {
        let server = server()
        for offset: Int32 in [-1, 5, 900, .max, .min, 2] {
            #expect(try characterExtents(server, offset) == [-1, -1, 0, 0])
        }
    }

    @Test func aRangesBoxCoversItsDrawnCharacters() throws {
        let server = server()
        let range = { (start: Int32, end: Int32) in
            try self.call(
                server, "GetRangeExtents",
                [GVariantValue.int32(start), GVariantValue.int32(end), GVariantValue.uint32(1)])
        }
        // "Hi\ny": from "H" at (105, 60) to "i" ending at x 116 and "y" ending at y 95.
        #expect(try range(0, 4) == [105, 60, 11, 35])
        #expect(try range(4, 0) == [105, 60, 11, 35])
        #expect(try range(2, 3) == [-1, -1, 0, 0])
        #expect(try range(40, 90) == [-1, -1, 0, 0])
        #expect(try range(-5, 1) == [105, 60, 8, 15])
    }

    @Test func theCharacterAtAPointIsTheOneWhoseBoxHoldsIt() throws {
        let server = server()
        for offset: Int32 in [0, 1, 3, 4] {
            let box = try characterExtents(server, offset)
            #expect(try self.offset(server, x: box[0] + box[2] / 2, y: box[1] + box[3] / 2) == offset)
        }
        #expect(try offset(server, x: 114, y: 70, coordType: 1) == 1)
        // Between the lines, beside the text, or off the page: no character.
        #expect(try offset(server, x: 1106, y: 578) == -1)
        #expect(try offset(server, x: 1290, y: 565) == -1)
        #expect(try offset(server, x: .min, y: .max) == -1)
    }

    @Test func aPageThatDoesNotSayWhereItsCharactersAreAnswersWithItsOwnBox() throws {
        let server = server()
        server.state.withLock { $0.snapshot.nodes[2]?.characterFrames = nil }
        #expect(try characterExtents(server, 3) == [1100, 550, 200, 100])
        #expect(try characterExtents(server, 5) == [-1, -1, 0, 0])
        #expect(try offset(server, x: 1150, y: 600) == -1)
    }
}
