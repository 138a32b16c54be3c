extension OpenCommand {
    /// One page or a spread for a window: `--spread`, else what an explicit `--spine` says
    /// (mid lets the window choose, min and max keep one page), else the choice remembered
    /// for the book (the `s` key), else `auto`.
    static func openingSpread(asked: SpreadChoice?, spine: SpineChoice?, state: BookState?) -> SpreadChoice {
        if let asked { return asked }
        if let spine { return spine == .mid ? .auto : .single }
        return state?.spread.flatMap(SpreadChoice.init(rawValue:)) ?? .auto
    }
}
