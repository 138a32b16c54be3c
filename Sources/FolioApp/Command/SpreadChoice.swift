import ArgumentParser

/// `--spread`: one page or a two-page spread, decided by the window's shape (`auto`) or
/// fixed; the reader's `s` key goes through them in this order.
enum SpreadChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// A spread when two pages fit the window almost as large as one would
    /// (``PaperLayout/prefersSpread(pageSize:isReflowable:in:)``), else one page.
    case auto
    /// Always one page.
    case single
    /// Always a spread.
    case double

    /// The choice after this one, for the `s` key.
    var next: SpreadChoice {
        switch self {
        case .auto: .single
        case .single: .double
        case .double: .auto
        }
    }
}
