import FolioCore

/// The colours the reader draws with: light (the default paper), sepia, or dark for reading
/// at night. One place every part of the reader reads its colours from — the paper and the
/// desk under it, the text's ink, the page label, the panels over the page, the curl's paper
/// wash.
///
/// Pages are not drawn twice. A page is drawn as designed and its colours are mapped
/// through ``recolored(_:)``: lightness is moved so that white paper becomes the
/// theme's ``paper`` and black text its ``ink``, while each colour's offset from grey (its
/// hue and saturation) is kept, so blue links stay blue and red stays red. Text pages map
/// their styles' colours as they draw; PDF pages map their rendered pixels once per cached
/// page, leaving photographs as they are (see ``recoloredPage(_:)``).
enum ReaderTheme: String, CaseIterable, Hashable, Sendable {
    case light, sepia, dark

    /// The theme after this one on the theme key: light, sepia, dark, light…
    var next: ReaderTheme {
        switch self {
        case .light: .sepia
        case .sepia: .dark
        case .dark: .light
        }
    }

    /// The page itself.
    var paper: Color {
        switch self {
        case .light: .paper
        case .sepia: Color(rgb: 0xF4ECD8)
        case .dark: Color(rgb: 0x1E1F22)
        }
    }

    /// What black text becomes.
    var ink: Color {
        switch self {
        case .light: .black
        case .sepia: Color(rgb: 0x4A3A2A)
        case .dark: Color(rgb: 0xD9D5CC)
        }
    }

    /// The desk the paper lies on. Photo carousels keep their own dark background in
    /// every theme (``BookPageView/pictureBackground``): photos are judged on dark.
    var desk: Color {
        switch self {
        case .light: Color(white: 0.85)
        case .sepia: Color(rgb: 0xD6C9AE)
        case .dark: Color(rgb: 0x0D0E10)
        }
    }

    /// Secondary text beside the paper: the page label.
    var label: Color {
        switch self {
        case .light: Color(white: 0.3)
        case .sepia: Color(rgb: 0x5E4E3C)
        case .dark: Color(white: 0.62)
        }
    }

    /// The background of a panel over the page (contents, search, go to page).
    var panel: Color {
        switch self {
        case .light: Color(white: 0.98)
        case .sepia: Color(rgb: 0xFAF4E6)
        case .dark: Color(rgb: 0x2A2B2F)
        }
    }

    /// A panel's main text.
    var panelText: Color { recolored(Color(white: 0.1)) }

    /// A panel's secondary text (page numbers, hints).
    var panelSecondaryText: Color { recolored(Color(white: 0.4)) }

    /// Whether this is the dark theme, where desktop conventions want light text on dark.
    var isDark: Bool { self == .dark }

    /// `color` as this theme shows it: its lightness (Rec. 601 luma) moved from the range
    /// black…white to ``ink``…``paper``, with its offset from grey kept. The light theme
    /// changes nothing.
    func recolored(_ color: Color) -> Color {
        guard self != .light else { return color }
        let luma = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        let ink = self.ink
        let paper = self.paper
        func channel(_ value: Double, _ dark: Double, _ light: Double) -> Double {
            min(max(dark + (light - dark) * luma + (value - luma), 0), 1)
        }
        return Color(
            red: channel(color.red, ink.red, paper.red), green: channel(color.green, ink.green, paper.green),
            blue: channel(color.blue, ink.blue, paper.blue), alpha: color.alpha)
    }
}
