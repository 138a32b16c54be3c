import FolioCore
import FolioTesting
import FolioUI
import Testing

/// A container that embeds children the UIKit way: addChild, add the view, didMove.
@MainActor
final class Container: RecordingViewController {
    func embed(_ child: ViewController) throws {
        try addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func unembed(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

@MainActor
final class ManualContainer: RecordingViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
@Suite struct ContainmentTests {
    @Test func addingAChildThatHasAParentThrows() throws {
        let recorder = LifecycleRecorder()
        let a = RecordingViewController("a", recorder: recorder)
        let b = RecordingViewController("b", recorder: recorder)
        let child = RecordingViewController("child", recorder: recorder)
        try a.addChild(child)
        #expect(
            throws: ContainmentError.alreadyHasParent(
                child: #"RecordingViewController "child""#,
                parent: #"RecordingViewController "a""#)
        ) {
            try b.addChild(child)
        }
        #expect(throws: ContainmentError.self) { try a.addChild(child) }
        #expect(child.parent === a)
        #expect(a.children.count == 1)
        #expect(b.children.isEmpty)
    }

    @Test func addingItselfOrAnAncestorThrows() throws {
        let recorder = LifecycleRecorder()
        let root = RecordingViewController("root", recorder: recorder)
        let middle = RecordingViewController("middle", recorder: recorder)
        let leaf = RecordingViewController("leaf", recorder: recorder)
        try root.addChild(middle)
        try middle.addChild(leaf)
        #expect(throws: ContainmentError.addingItself(#"RecordingViewController "leaf""#)) {
            try leaf.addChild(leaf)
        }
        #expect(throws: ContainmentError.self) { try leaf.addChild(root) }
        do {
            try leaf.addChild(root)
        } catch {
            #expect(error.description.contains("cycle"))
        }
    }

    @Test func addChildCallsWillMoveAndRemoveFromParentCallsDidMove() throws {
        let recorder = LifecycleRecorder()
        let parent = Container("parent", recorder: recorder)
        let child = RecordingViewController("child", recorder: recorder)
        try parent.addChild(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(
            recorder.events == [
                .willMoveToParent("child", parent: "parent"), .didMoveToParent("child", parent: "parent"),
                .willMoveToParent("child", parent: nil), .didMoveToParent("child", parent: nil),
            ])
        #expect(child.parent == nil)
    }

    @Test func nestedContainersAppearParentFirstAndBalanced() throws {
        let recorder = LifecycleRecorder()
        let outer = Container("outer", recorder: recorder)
        let inner = Container("inner", recorder: recorder)
        let leaf = RecordingViewController("leaf", recorder: recorder)
        try outer.embed(inner)
        try inner.embed(leaf)
        let host = HeadlessWindow(size: Size(width: 100, height: 100))
        host.rootViewController = outer
        #expect(
            recorder.appearanceEvents == [
                .viewWillAppear("outer"), .viewWillAppear("inner"), .viewWillAppear("leaf"),
                .viewDidAppear("outer"), .viewDidAppear("inner"), .viewDidAppear("leaf"),
            ])
        host.rootViewController = nil
        #expect(
            recorder.appearanceEvents.suffix(6) == [
                .viewWillDisappear("outer"), .viewWillDisappear("inner"), .viewWillDisappear("leaf"),
                .viewDidDisappear("outer"), .viewDidDisappear("inner"), .viewDidDisappear("leaf"),
            ])
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect([outer, inner, leaf].allSatisfy { $0.appearanceState == .disappeared })
    }

    @Test func childViewEnteringAnAppearedContainerAppears() throws {
        let recorder = LifecycleRecorder()
        let container = Container("container", recorder: recorder)
        let host = HeadlessWindow(size: Size(width: 100, height: 100))
        host.rootViewController = container
        recorder.clear()
        let child = RecordingViewController("child", recorder: recorder)
        try container.embed(child)
        #expect(
            recorder.events == [
                .willMoveToParent("child", parent: "container"), .viewDidLoad("child"), .viewWillAppear("child"),
                .viewDidAppear("child"), .didMoveToParent("child", parent: "container"),
            ])
        recorder.clear()
        container.unembed(child)
        #expect(
            recorder.events == [
                .willMoveToParent("child", parent: nil), .viewWillDisappear("child"), .viewDidDisappear("child"),
                .didMoveToParent("child", parent: nil),
            ])
    }

    @Test func manualForwardingLeavesChildrenToTheContainer() throws {
        let recorder = LifecycleRecorder()
        let container = ManualContainer("container", recorder: recorder)
        let child = RecordingViewController("child", recorder: recorder)
        try container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let host = HeadlessWindow(size: Size(width: 100, height: 100))
        host.rootViewController = container
        #expect(recorder.events(for: "child").filter(\.isAppearance).isEmpty)
        #expect(child.appearanceState == .disappeared)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(
            recorder.events(for: "child").filter(\.isAppearance) == [.viewWillAppear("child"), .viewDidAppear("child")])
    }

    @Test func cancelledContainerTransitionIsBalancedForBothChildren() throws {
        let recorder = LifecycleRecorder()
        let container = ManualContainer("container", recorder: recorder)
        let current = RecordingViewController("current", recorder: recorder)
        let incoming = RecordingViewController("incoming", recorder: recorder)
        let host = HeadlessWindow(size: Size(width: 100, height: 100))
        host.rootViewController = container
        try container.addChild(current)
        container.view.addSubview(current.view)
        current.beginAppearanceTransition(true, animated: false)
        current.endAppearanceTransition()
        recorder.clear()
        // An interactive swipe starts…
        try container.addChild(incoming)
        container.view.addSubview(incoming.view)
        incoming.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        // …and is cancelled.
        incoming.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        incoming.endAppearanceTransition()
        current.endAppearanceTransition()
        #expect(
            recorder.appearanceEvents == [
                .viewWillAppear("incoming"), .viewWillDisappear("current"), .viewWillDisappear("incoming"),
                .viewWillAppear("current"), .viewDidDisappear("incoming"), .viewDidAppear("current"),
            ])
        #expect(current.appearanceState == .appeared)
        #expect(incoming.appearanceState == .disappeared)
    }
}
