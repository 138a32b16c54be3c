import FolioCore
import Testing

/// The one escaping every module's messages go through: whatever a file or its name holds,
/// a message stays one line that cannot pass for another or move the cursor.
@Suite struct TerminalLineTests {
    @Test(arguments: [
        ("a\nfolio: wrote 3 PNG frames", "a\\nfolio: wrote 3 PNG frames"),
        ("tab\there\rback", "tab\\there\\rback"),
        ("\u{1B}[2Jclear", "\\u{1B}[2Jclear"),
        ("nul\u{0}del\u{7F}c1\u{85}", "nul\\u{0}del\\u{7F}c1\\u{85}"),
        ("abc\u{202E}fdp.exe", "abc\\u{202E}fdp.exe"),
        ("line\u{2028}para\u{2029}iso\u{2066}", "line\\u{2028}para\\u{2029}iso\\u{2066}"),
    ])
    func controlCharactersAreWrittenAsEscapes(text: String, escaped: String) {
        #expect(TerminalLine.escaping(text) == escaped)
    }

    @Test func ordinaryTextIsLeftAsItIs() {
        let text = "Le Petit Prince — 星の王子さま, page 3 of 40 (é\u{301})"
        #expect(TerminalLine.escaping(text) == text)
    }
}
