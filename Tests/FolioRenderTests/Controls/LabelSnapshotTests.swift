import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@Suite @MainActor struct LabelSnapshotTests {
    static let latin = "Folio turns pages the way a book does: the paper curls and the next page waits."

    func host(width: Double, height: Double, _ build: (View) -> Void) -> HeadlessWindow {
        let host = HeadlessWindow(size: Size(width: width, height: height))
        let controller = ViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .white
        build(controller.view)
        return host
    }

    func label(_ text: String, frame: Rect, configure: (Label) -> Void = { _ in }) -> Label {
        let l = Label(frame: frame)
        l.text = text
        l.font = .systemFont(ofSize: 13)
        l.backgroundColor = Color(rgb: 0xF1F4F8)
        configure(l)
        return l
    }

    @Test func alignmentsAndLineLimits() {
        let window = host(width: 320, height: 220) { root in
            let alignments: [TextAlignment] = [.left, .center, .right]
            for (i, a) in alignments.enumerated() {
                root.addSubview(
                    label("Aligned \(a)", frame: Rect(x: 10, y: 10 + Double(i) * 26, width: 140, height: 22)) {
                        $0.textAlignment = a
                    })
            }
            root.addSubview(
                label(Self.latin, frame: Rect(x: 160, y: 10, width: 150, height: 74)) {
                    $0.numberOfLines = 0
                    $0.textColor = Color(rgb: 0x1E3A5F)
                })
            root.addSubview(label(Self.latin, frame: Rect(x: 10, y: 96, width: 300, height: 22)))
            root.addSubview(
                label(Self.latin, frame: Rect(x: 10, y: 124, width: 300, height: 40)) {
                    $0.numberOfLines = 2
                    $0.lineBreakMode = .byTruncatingMiddle
                })
            root.addSubview(
                label("Bold heading", frame: Rect(x: 10, y: 172, width: 300, height: 36)) {
                    $0.font = .boldSystemFont(ofSize: 24)
                    $0.textAlignment = .center
                    $0.textColor = Color(rgb: 0xC0392B)
                })
        }
        assertSnapshot(of: window.render(scale: 2), tolerance: .text)
    }

    @Test func chineseLabelWrapsAndSizesToFit() {
        var sized: Label?
        let window = host(width: 240, height: 140) { root in
            let l = label("中文翻页：纸张卷起，光线掠过，下一页在下面等待。", frame: Rect(x: 12, y: 12, width: 150, height: 0)) {
                $0.numberOfLines = 0
                $0.font = .systemFont(ofSize: 18)
            }
            root.addSubview(l)
            l.sizeToFit()
            sized = l
        }
        // Wrapped within 150 points over three lines of 18-point text.
        let size = sized?.bounds.size ?? .zero
        #expect(size.width <= 150 && size.width > 120)
        #expect(size.height > 60 && size.height < 90, "\(size)")
        assertSnapshot(of: window.render(scale: 2), tolerance: .text)
    }

    @Test func sizeThatFitsUsesTheRenderersMeasurer() {
        let window = HeadlessWindow(size: Size(width: 100, height: 100))
        let l = Label()
        l.text = "Hello"
        l.font = .systemFont(ofSize: 20)
        window.window.addSubview(l)
        let measured = PangoTextMeasurer().size(of: "Hello", style: l.textStyle, maxWidth: nil)
        #expect(l.sizeThatFits(.zero) == Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
    }

    @Test func labelsRedrawOnlyWhenTheirTextChanges() {
        let window = HeadlessWindow(size: Size(width: 100, height: 40))
        let l = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        l.text = "One"
        window.window.addSubview(l)
        let first = window.render()
        let again = window.render()
        #expect(first == again)
        l.text = "Two"
        #expect(window.render() != first)
    }
}
