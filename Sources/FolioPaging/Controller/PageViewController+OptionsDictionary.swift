import Foundation

extension PageViewController {
    /// A key of UIKit's options dictionary, the counterpart of
    /// `UIPageViewController.OptionsKey`.
    ///
    /// ```swift
    /// let book = PageViewController(
    ///     transitionStyle: .pageCurl, navigationOrientation: .horizontal,
    ///     options: [.spineLocation: PageViewController.SpineLocation.mid.rawValue])
    /// ```
    ///
    /// - Note: Prefer the typed ``Options``: a value of the wrong type here is only found at
    ///   run time (it is ignored, as in UIKit, and reported on standard error).
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key; only ``spineLocation`` and ``interPageSpacing`` mean something.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine of a curl book: a ``SpineLocation`` or its `rawValue` (`Int`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages of the scroll style, in points: any number.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Creates a page view controller with UIKit's options dictionary, the spelling of
    /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`.
    ///
    /// ```swift
    /// let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    /// let book = PageViewController(
    ///     transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: SpineLocation.mid])
    /// ```
    ///
    /// - Parameters:
    ///   - transitionStyle: `.scroll` or `.pageCurl`.
    ///   - navigationOrientation: `.horizontal` or `.vertical`.
    ///   - options: ``OptionsKey/spineLocation`` and ``OptionsKey/interPageSpacing``, or `nil`.
    ///     A value of the wrong type is ignored and reported on standard error.
    public convenience init(
        transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]?
    ) {
        let (parsed, errors) = Options.parse(options ?? [:])
        self.init(transitionStyle: transitionStyle, navigationOrientation: navigationOrientation, options: parsed)
        errors.forEach(Self.reportToStandardError)
    }
}

extension PageViewController.Options {
    /// The typed options of UIKit's dictionary, and an error for each value it could not read.
    static func parse(
        _ dictionary: [PageViewController.OptionsKey: Any]
    ) -> (PageViewController.Options, [PageViewControllerError]) {
        var options = PageViewController.Options()
        var errors: [PageViewControllerError] = []
        for (key, value) in dictionary.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            switch key {
            case .spineLocation:
                if let spine = spineLocation(from: value) {
                    options.spineLocation = spine
                } else {
                    errors.append(.invalidOption(key: ".spineLocation", value: "\(value)"))
                }
            case .interPageSpacing:
                if let spacing = number(from: value) {
                    options.interPageSpacing = spacing
                } else {
                    errors.append(.invalidOption(key: ".interPageSpacing", value: "\(value)"))
                }
            default:
                errors.append(.invalidOption(key: key.rawValue, value: "\(value)"))
            }
        }
        return (options, errors)
    }

    private static func spineLocation(from value: Any) -> PageViewController.SpineLocation? {
        if let spine = value as? PageViewController.SpineLocation { return spine }
        guard let number = number(from: value), let raw = Int(exactly: number) else { return nil }
        return PageViewController.SpineLocation(rawValue: raw)
    }

    /// Any number an app may put in the dictionary. UIKit documents `NSNumber` ("wrap one of
    /// these constants in an NSNumber object"); on Apple platforms Swift bridges `Int`,
    /// `Double` and `CGFloat` to it, but on Linux an `NSNumber` is only an `NSNumber`, so it
    /// is read on its own.
    private static func number(from value: Any) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue.isFinite ? number.doubleValue : nil }
        if let float = value as? any BinaryFloatingPoint {
            let double = Double(float)
            return double.isFinite ? double : nil
        }
        if let integer = value as? any BinaryInteger { return Double(exactly: integer) }
        return nil
    }
}
