import Foundation

extension OpenCommand {
    /// The theme a window opens in: `--theme` (remembered from then on; `auto` forgets the
    /// choice), else the theme chosen last time, else the desktop's preference, else light.
    /// A remembered file that holds no theme is reported in one line and ignored.
    ///
    /// - Parameters:
    ///   - store: Where the choice is remembered; nil when there is nowhere (no `$HOME`).
    ///   - desktop: Asks the desktop for its preference; called only when nothing else decides.
    static func openingTheme(
        asked: ThemeChoice?, store: ThemeStore?, desktop: () -> DesktopColorScheme?
    ) -> ReaderTheme {
        if let asked {
            if let theme = asked.theme {
                remember(theme, in: store)
                return theme
            }
            store?.forget()
        } else {
            switch store?.remembered() ?? .nothing {
            case .theme(let theme): return theme
            case .unreadable(let reason): TerminalText.warn(reason + "; using the desktop's colours")
            case .nothing: break
            }
        }
        return desktop()?.theme ?? .light
    }

    /// Sets the theme of `turnStyle` as ``openingTheme(asked:store:desktop:)`` chooses it,
    /// with the store and the desktop of `environment`; returns the store, where the reader
    /// remembers the theme chosen later.
    static func chooseTheme(
        for turnStyle: inout TurnStyle, asked: ThemeChoice?, environment: [String: String]
    ) -> ThemeStore? {
        let store = ThemeStore(environment: environment)
        turnStyle.theme = openingTheme(asked: asked, store: store) {
            DesktopColorScheme.query(environment: environment)
        }
        return store
    }

    /// Records `theme` in `store`, saying in one line when it cannot.
    static func remember(_ theme: ReaderTheme, in store: ThemeStore?) {
        do throws(ThemeStore.WriteError) {
            try store?.remember(theme)
        } catch {
            TerminalText.warn(error.description)
        }
    }
}
