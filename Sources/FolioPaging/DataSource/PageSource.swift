/// The data source a page view controller uses: none, a UIKit-style one, or an index-based
/// one. Both are held weakly, as UIKit holds its data source.
enum PageSource {
    case none
    case linked(WeakLinkedSource)
    case indexed(WeakIndexedSource)

    /// Whether any data source is set (gestures need one).
    var isSet: Bool {
        switch self {
        case .none: false
        case .linked(let box): box.value != nil
        case .indexed(let box): box.value != nil
        }
    }
}

/// A weak reference to a ``PageViewControllerDataSource``.
struct WeakLinkedSource {
    weak var value: (any PageViewControllerDataSource)?
}

/// A weak reference to a ``PageViewControllerIndexDataSource``.
struct WeakIndexedSource {
    weak var value: (any PageViewControllerIndexDataSource)?
}
