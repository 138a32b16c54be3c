import FolioCore
import Testing

@Suite struct WeakBoxTests {
    private final class Object {}
    private protocol Delegate: AnyObject {}
    private final class Conformer: Delegate {}

    @Test func holdsTheObjectWhileSomethingElseKeepsIt() {
        let object = Object()
        let box = WeakBox(object)
        #expect(box.object === object)
    }

    @Test func letsTheObjectGo() {
        var object: Object? = Object()
        let box = WeakBox(object)
        object = nil
        #expect(box.object == nil)
    }

    @Test func holdsAClassBoundExistentialWeakly() {
        var conformer: Conformer? = Conformer()
        let box = WeakBox<any Delegate>(conformer)
        #expect(box.object === conformer)
        conformer = nil
        #expect(box.object == nil)
    }
}
