internal import CPango
import Foundation

/// The fonts Folio draws text with, chosen the same way on every machine.
///
/// Pango normally asks fontconfig, which reads the machine's and the user's configuration:
/// which font packages are installed, their own rules (the Noto CJK package prepends its
/// monospace face for some languages), the default hinting, the user's family aliases. The
/// same label then renders differently from one machine to the next, which breaks pixel
/// tests and makes exports depend on the desktop they were made on. Folio therefore gives
/// Pango a fontconfig configuration of its own: the generic families resolve to the
/// DejaVu and Noto CJK files that `make deps` installs, always with the same hinting and
/// antialiasing, and nothing in `/etc/fonts` or `~/.config/fontconfig` is read. Fonts of
/// other families stay available as a fallback for characters the pinned fonts lack
/// (Thai, Devanagari, emoji, …), but never replace a pinned face.
///
/// Where the pinned files are missing (another distribution, another platform) Folio uses
/// the machine's default font map instead, and ``isPinned`` says so.
enum FolioFontConfiguration {
    /// The font files every generic family resolves to, as Debian installs them
    /// (`fonts-dejavu-core`, `fonts-dejavu-extra`, `fonts-noto-cjk`).
    static let pinnedFiles: [String] = {
        let dejavu = "/usr/share/fonts/truetype/dejavu/"
        let noto = "/usr/share/fonts/opentype/noto/"
        return [
            "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf",
            "DejaVuSans-ExtraLight.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
            "DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-BoldOblique.ttf", "DejaVuSerif.ttf",
            "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf",
        ].map { dejavu + $0 }
            + ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "NotoSerifCJK-Regular.ttc", "NotoSerifCJK-Bold.ttc"]
            .map { noto + $0 }
    }()

    /// The families the pinned files provide: no other file may claim them.
    static let pinnedFamilies = [
        "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Noto Sans CJK SC", "Noto Serif CJK SC",
        "Noto Sans Mono CJK SC",
    ]

    /// Whether text is drawn with the pinned fonts (true wherever `make deps` has run).
    @MainActor static var isPinned: Bool { fontMap.pinned }

    /// The `PangoFontMap *` every Folio text layout is made in, created on first use.
    @MainActor static var pangoFontMap: UnsafeMutablePointer<PangoFontMap> { fontMap.map }

    /// A `PangoContext *` on Folio's font map that lays text out for drawing with `cr`
    /// (its transformation and surface), as `pango_cairo_create_context` would on the
    /// default map. The caller releases it.
    @MainActor static func makeContext(drawingInto cr: OpaquePointer) -> OpaquePointer? {
        guard let context = pango_font_map_create_context(pangoFontMap) else { return nil }
        pango_cairo_update_context(cr, context)
        return context
    }

    /// The file fontconfig gives Folio's text for `family` at `weight` (fontconfig's scale:
    /// 80 regular, 200 bold), italic or not, with a character that must be covered; nil
    /// when nothing matches. Tests use it to check the configuration, as Pango queries it.
    @MainActor static func resolvedFile(
        family: String, weight: Int32 = 80, italic: Bool = false, covering character: Unicode.Scalar = "a"
    ) -> String? {
        guard isPinned, let config = pango_fc_font_map_get_config(OpaquePointer(pangoFontMap)),
            let pattern = FcPatternCreate()
        else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        FcPatternAddInteger(pattern, FC_SLANT, italic ? 100 : 0)
        FcPatternAddString(pattern, FC_LANG, "en")
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let fonts = FcFontSort(config, pattern, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[index] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
                FcCharSetHasChar(charset, character.value) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            return String(cString: file)
        }
        return nil
    }

    @MainActor private static let fontMap: (map: UnsafeMutablePointer<PangoFontMap>, pinned: Bool) = makeFontMap()

    @MainActor private static func makeFontMap() -> (map: UnsafeMutablePointer<PangoFontMap>, pinned: Bool) {
        let fileManager = FileManager.default
        guard pinnedFiles.allSatisfy({ fileManager.isReadableFile(atPath: $0) }),
            let config = FcConfigCreate()
        else { return (pango_cairo_font_map_get_default(), false) }
        defer { FcConfigDestroy(config) }
        guard FcConfigParseAndLoadFromMemory(config, configurationXML, 1) != 0, FcConfigBuildFonts(config) != 0,
            let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        else { return (pango_cairo_font_map_get_default(), false) }
        // Pango shapes a run whose script the context's language does not cover (Han text
        // in an English context) in the first language of the desktop's $PANGO_LANGUAGE or
        // $LANGUAGE that covers it, and the Noto CJK fonts then switch glyph forms (a
        // Japanese colon sits mid-line, a Chinese one low). The process's preference is set
        // once to the language Folio lays text out in, so that the text, not the desktop,
        // decides: Han runs take Pango's own sample language, Simplified Chinese.
        setenv("PANGO_LANGUAGE", "en", 1)
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        return (map, true)
    }

    /// The configuration, in fontconfig's own format (`man fonts-conf`).
    static var configurationXML: String {
        // Accepting by pattern: only an accepting pattern overrides a rejecting one (a glob
        // overrides only a rejecting glob).
        let accept = pinnedFiles.map {
            "<pattern><patelt name=\"file\"><string>\(xmlEscaped($0))</string></patelt></pattern>"
        }.joined()
        let reject = pinnedFamilies.map {
            "<pattern><patelt name=\"family\"><string>\(xmlEscaped($0))</string></patelt></pattern>"
        }.joined()
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <dir>/usr/local/share/fonts</dir>
              <dir>\(xmlEscaped(home))/.local/share/fonts</dir>
              <dir>\(xmlEscaped(home))/.fonts</dir>
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir>\(xmlEscaped(home))/.cache/fontconfig</cachedir>
              <selectfont>
                <acceptfont>\(accept)</acceptfont>
                <rejectfont>\(reject)</rejectfont>
              </selectfont>
              <match target="pattern">
                <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
                <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
                <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
                <edit name="family" mode="append_last"><string>sans-serif</string></edit>
              </match>
              \(alias(["Sans", "sans", "system-ui", "sans-serif"], to: fallbackChain(["DejaVu Sans", "Noto Sans CJK SC"])))
              \(alias(["Serif", "serif"], to: fallbackChain(["DejaVu Serif", "Noto Serif CJK SC"])))
              \(alias(["Monospace", "monospace", "Mono", "mono"], to: fallbackChain(["DejaVu Sans Mono", "Noto Sans Mono CJK SC"])))
              <match target="pattern">
                <edit name="hinting" mode="assign"><bool>false</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
                <edit name="antialias" mode="assign"><bool>true</bool></edit>
                <edit name="autohint" mode="assign"><bool>false</bool></edit>
                <edit name="rgba" mode="assign"><const>none</const></edit>
                <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
                <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
              </match>
              <match target="font">
                <test name="slant" compare="eq"><const>roman</const></test>
                <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name><matrix><double>1</double><double>0.2</double>
                  <double>0</double><double>1</double></matrix></times>
                </edit>
              </match>
              <match target="font">
                <test name="weight" compare="less_eq"><const>medium</const></test>
                <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
                <edit name="embolden" mode="assign"><bool>true</bool></edit>
                <edit name="weight" mode="assign"><const>bold</const></edit>
              </match>
            </fontconfig>
            """
    }

    /// `own`, then every other pinned family: a character the requested faces lack but another
    /// pinned font has (a ballot box ☐ in DejaVu Serif text, which DejaVu Sans draws) comes
    /// from that pinned font. Without this, fontconfig ranks every installed font that merely
    /// suits the language ahead of the weakly appended `sans-serif`, so the machine's fonts
    /// (FreeMono, Liberation) decided such glyphs.
    static func fallbackChain(_ own: [String]) -> [String] {
        own + ["DejaVu Sans", "Noto Sans CJK SC", "DejaVu Serif", "DejaVu Sans Mono"].filter { !own.contains($0) }
    }

    /// One family name list resolving, in order, to the given concrete families; `strong`
    /// binding puts them ahead of any font that merely suits the language.
    private static func alias(_ names: [String], to families: [String]) -> String {
        let prefer = families.map { "<string>\(xmlEscaped($0))</string>" }.joined()
        return names.map { name in
            """
            <match target="pattern"><test name="family"><string>\(xmlEscaped(name))</string></test>\
            <edit name="family" mode="prepend" binding="strong">\(prefer)</edit></match>
            """
        }.joined(separator: "\n")
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
