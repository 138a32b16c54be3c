import FolioCore

extension ReaderTheme {
    /// The translucent colour over selected text: the desktop's blue, lighter over dark paper
    /// and warmer over sepia, so that the text under it stays readable in every theme.
    var selection: Color {
        switch self {
        case .light: Color(rgb: 0x3584E4, alpha: 0.32)
        case .sepia: Color(rgb: 0x5A78A8, alpha: 0.32)
        case .dark: Color(rgb: 0x4F8FE6, alpha: 0.42)
        }
    }
}
