extension GestureRecognizer {
    /// Creates a recognizer that calls a method of `target`, UIKit's
    /// `init(target:action:)` written without `#selector`: pass the method itself.
    ///
    /// ```swift
    /// // UIKit: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    /// let pan = PanGestureRecognizer(target: self, action: Pager.handlePan)
    ///
    /// func handlePan(_ gesture: PanGestureRecognizer) { ... }
    /// ```
    ///
    /// The method may take the concrete recognizer type (`PanGestureRecognizer`), any
    /// ``GestureRecognizer``, or `AnyObject`/`Any`, as UIKit's action methods do. The target is
    /// held weakly, as in UIKit; a `nil` target adds no action.
    ///
    /// - Parameters:
    ///   - target: The object whose method runs.
    ///   - action: An unapplied method reference, `Type.method`.
    public convenience init<Target: AnyObject, Sender>(
        target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` that takes no argument, UIKit's
    /// `init(target:action:)` with `#selector(handleTap)`.
    ///
    /// ```swift
    /// let tap = TapGestureRecognizer(target: self, action: Reader.handleTap)
    /// ```
    public convenience init<Target: AnyObject>(
        target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a method of `target` as an action, UIKit's `addTarget(_:action:)` without
    /// `#selector`. The method may take the concrete recognizer type, any
    /// ``GestureRecognizer``, or `AnyObject`/`Any`; the target is held weakly.
    ///
    /// ```swift
    /// pan.addTarget(self, action: Pager.handlePan)
    /// ```
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
    ) {
        guard let target else { return }
        addTarget { [weak target] recognizer in
            guard let target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Adds a method of `target` that takes no argument as an action.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        guard let target else { return }
        addTarget { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }
}
