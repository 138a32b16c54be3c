public import FolioCore

extension ScrollView {
    /// How quickly a flicked scroll view slows down, the counterpart of
    /// `UIScrollView.DecelerationRate`: the fraction of velocity kept per millisecond.
    ///
    /// ```swift
    /// scrollView.decelerationRate = .fast
    /// scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: 0.995)
    /// ```
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: Double

        /// Creates a rate; values outside (0, 1) are clamped when used (see `Deceleration`).
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// 0.998 per millisecond, the default.
        public static let normal = DecelerationRate(rawValue: Deceleration.normal.rate)
        /// 0.99 per millisecond: stops quickly.
        public static let fast = DecelerationRate(rawValue: Deceleration.fast.rate)

        /// The physics this rate stands for.
        public var deceleration: Deceleration { Deceleration(rate: rawValue) }
    }
}
