import ArgumentParser

/// `--theme`: the reader's colours, or `auto` to follow the desktop's preference again.
enum ThemeChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light, sepia, dark, auto

    /// The theme asked for by name; nil for `auto`.
    var theme: ReaderTheme? { ReaderTheme(rawValue: rawValue) }
}
