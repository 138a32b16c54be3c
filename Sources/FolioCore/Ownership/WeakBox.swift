/// A reference that does not keep its object alive, for the places that hold objects weakly
/// in a collection or an enum's payload, where a `weak var` of their own cannot go.
///
/// A touch holds the recognizers it is delivered to, a recognizer the ones it waits to fail,
/// and a page view controller its data source, each weakly, as UIKit does:
///
/// ```swift
/// var recognizers: [WeakBox<GestureRecognizer>] = []
/// recognizers.append(WeakBox(tap))
/// let alive = recognizers.compactMap(\.object)
/// ```
///
/// `Object` is a class or a class-bound protocol's existential (`WeakBox<any MyDelegate>`).
/// Swift does not let such an existential satisfy an `AnyObject` constraint, so the box
/// leaves `Object` unconstrained and holds it as `AnyObject`; a value type put in one would
/// be gone at once.
package struct WeakBox<Object> {
    private weak var reference: AnyObject?

    /// Refers to `object` without retaining it.
    package init(_ object: Object?) {
        reference = object.map { $0 as AnyObject }
    }

    /// The object, or nil once nothing else keeps it.
    package var object: Object? {
        reference as? Object
    }
}
