internal import FolioCore

/// The data source a page view controller uses: none, a UIKit-style one, or an index-based
/// one. Both are held weakly, as UIKit holds its data source.
enum PageSource {
    case none
    case linked(WeakBox<any PageViewControllerDataSource>)
    case indexed(WeakBox<any PageViewControllerIndexDataSource>)

    /// Whether any data source is set (gestures need one).
    var isSet: Bool {
        switch self {
        case .none: false
        case .linked(let box): box.object != nil
        case .indexed(let box): box.object != nil
        }
    }
}
