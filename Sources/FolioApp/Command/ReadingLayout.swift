import ArgumentParser

/// `--layout`: whether a PDF's pages turn one at a time or scroll past as one long strip.
enum ReadingLayout: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// One page (or spread) at a time, turned with the chosen transition.
    case paged
    /// Every page stacked top to bottom with a small gap, scrolled as one long column.
    case continuous

    /// The other layout, what the `c` key switches to.
    var toggled: ReadingLayout { self == .paged ? .continuous : .paged }
}
