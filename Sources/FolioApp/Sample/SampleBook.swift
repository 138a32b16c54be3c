import FolioCore

/// The built-in sample book, so that the gallery and `folio export --sample` need nothing
/// from the network. Some pages are in Chinese, to show CJK text.
enum SampleBook {
    static let title = "The Folio Sampler"

    static let pages: [SamplePage] = [
        SamplePage(
            title: "Turning pages",
            body: "Folio brings page-by-page navigation to Swift on Linux: scroll and curl transitions, "
                + "a paging scroll view with a page control, and the runtime around them. Drag a page, "
                + "flick it, or use the arrow keys, and it moves the way it does on an iPhone.",
            illustration: .sunrise, accent: Color(rgb: 0xE0703A)),
        SamplePage(
            title: "A curl is a cylinder",
            body: "As your finger lifts the corner, the paper rolls around a cylinder whose axis "
                + "follows the touch. Shading darkens the bend, the back of the page shows through, "
                + "and a soft shadow falls on the page underneath.",
            illustration: .curlDiagram, accent: Color(rgb: 0x3A78E0)),
        SamplePage(
            title: "翻页的乐趣",
            body: "纸质书最迷人的地方，就是手指轻轻一翻，新的一页便出现在眼前。"
                + "Folio 在 Linux 上重现了 iOS 的翻页效果：卷曲、滑动、淡入淡出，"
                + "每一帧都由软件渲染器精确绘制。",
            illustration: .mountains, accent: Color(rgb: 0x2F9E6E)),
        SamplePage(
            title: "Springs and friction",
            body: "Let go in the middle of a swipe and the page finishes the move on its own: it "
                + "decelerates like a puck on ice, then settles on the nearest page with a critically "
                + "damped spring, never overshooting.",
            illustration: .sailboat, accent: Color(rgb: 0x2B8FB3)),
        SamplePage(
            title: "Only what is on screen",
            body: "A book can have a million pages. Folio keeps only the pages you can see and a small "
                + "preload window alive, so memory stays flat however long the book is.",
            illustration: .bars, accent: Color(rgb: 0x8A5CC8)),
        SamplePage(
            title: "四季",
            body: "春有百花秋有月，夏有凉风冬有雪。若无闲事挂心头，便是人间好时节。"
                + "每一页都是一个季节，翻过去，又是新的风景。",
            illustration: .tree, accent: Color(rgb: 0xC8913A)),
        SamplePage(
            title: "Headless and exact",
            body: "Every frame you see can be rendered without a screen: the same window, a manual "
                + "clock and the compositor write PNG frames, GIFs and videos, which is how this "
                + "book's flip-through was made.",
            illustration: .filmStrip, accent: Color(rgb: 0xD04F6A)),
        SamplePage(
            title: "The end",
            body: "Thank you for reading. Open your own pictures, PDFs and text files with "
                + "`folio open PATH`, or export a flip-through with `folio export`.",
            illustration: .moon, accent: Color(rgb: 0x34495E)),
    ]
}
