import Testing

@testable import FolioRender

/// Text must render the same on every machine where `make deps` has run: the generic
/// families resolve to the files Folio pins, whatever else is installed or configured.
@MainActor @Suite struct FontConfigurationTests {
    private let dejavu = "/usr/share/fonts/truetype/dejavu/"
    private let noto = "/usr/share/fonts/opentype/noto/"

    @Test func folioUsesItsOwnFontConfigurationWhereThePinnedFontsAreInstalled() {
        #expect(FolioFontConfiguration.isPinned)
    }

    @Test(arguments: [
        ("Sans", Int32(80), false, "DejaVuSans.ttf"),
        ("Sans", 200, false, "DejaVuSans-Bold.ttf"),
        ("Sans", 80, true, "DejaVuSans-Oblique.ttf"),
        ("Sans", 0, false, "DejaVuSans-ExtraLight.ttf"),
        ("Serif", 80, false, "DejaVuSerif.ttf"),
        ("Serif", 80, true, "DejaVuSerif-Italic.ttf"),
        ("Monospace", 80, false, "DejaVuSansMono.ttf"),
        ("Monospace", 200, true, "DejaVuSansMono-BoldOblique.ttf"),
        ("system-ui", 80, false, "DejaVuSans.ttf"),
        ("A family nobody has", 80, false, "DejaVuSans.ttf"),
    ])
    func genericFamiliesResolveToThePinnedDejaVuFiles(family: String, weight: Int32, italic: Bool, file: String) {
        #expect(FolioFontConfiguration.resolvedFile(family: family, weight: weight, italic: italic) == dejavu + file)
    }

    @Test func hanCharactersFallBackToThePinnedNotoCJKFiles() {
        #expect(FolioFontConfiguration.resolvedFile(family: "Sans", covering: "页") == noto + "NotoSansCJK-Regular.ttc")
        #expect(
            FolioFontConfiguration.resolvedFile(family: "Serif", covering: "页") == noto + "NotoSerifCJK-Regular.ttc")
        #expect(
            FolioFontConfiguration.resolvedFile(family: "Sans", weight: 200, covering: "页")
                == noto + "NotoSansCJK-Bold.ttc")
    }

    /// Characters a pinned family lacks but another pinned font has come from that pinned
    /// font, never from whatever else the machine has installed (FreeMono, Liberation).
    @Test(arguments: [
        ("Serif", Unicode.Scalar("☐"), "DejaVuSans.ttf"),
        ("Serif", "☑", "DejaVuSans.ttf"),
        ("Serif", "✓", "NotoSerifCJK-Regular.ttc"),
        ("Monospace", "☐", "DejaVuSansMono.ttf"),
        ("Sans", "↪", "DejaVuSans.ttf"),
        ("Serif", "•", "DejaVuSerif.ttf"),
    ])
    func symbolsMissingFromAFamilyComeFromAnotherPinnedFont(family: String, symbol: Unicode.Scalar, file: String) {
        let folder = file.hasSuffix(".ttc") ? noto : dejavu
        #expect(FolioFontConfiguration.resolvedFile(family: family, covering: symbol) == folder + file)
    }

    @Test func theConfigurationReadsNoMachineOrUserConfiguration() {
        let xml = FolioFontConfiguration.configurationXML
        #expect(!xml.contains("<include"))
        #expect(!xml.contains("/etc/fonts"))
        #expect(xml.contains("<const>hintnone</const>"))
    }
}
