/// Records the animatable properties changed inside an animation block, with their values
/// before the change, so the block's changes can become animations afterwards.
@MainActor
final class AnimationCapture {
    struct Change {
        let view: View
        let property: AnimatableProperty
        let modelBefore: [Double]
        let presentationBefore: [Double]
    }

    /// The capture of the innermost animation block running, `nil` outside blocks and inside
    /// ``View/performWithoutAnimation(_:)``.
    static var current: AnimationCapture?

    private(set) var changes: [Change] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    func record(_ view: View, _ property: AnimatableProperty) {
        guard seen.insert(Key(view: ObjectIdentifier(view), property: property)).inserted else { return }
        changes.append(
            Change(
                view: view, property: property, modelBefore: view.modelVector(property),
                presentationBefore: view.presentationVector(property)))
    }

    /// Runs `body` with `capture` as the current capture, restoring the previous one afterwards.
    static func run(_ capture: AnimationCapture?, _ body: () -> Void) {
        let saved = current
        current = capture
        body()
        current = saved
    }
}

extension View {
    /// Called by the setters of animatable properties before they change the model value.
    func animatableWillChange(_ property: AnimatableProperty) {
        guard let capture = AnimationCapture.current, storedWindow != nil else { return }
        capture.record(self, property)
    }

    /// Runs `actions` without animating the changes they make, even inside an animation block.
    ///
    /// ```swift
    /// View.performWithoutAnimation { badge.alpha = 1 }
    /// ```
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationCapture.run(nil, actions)
    }
}
