import FolioCore
import FolioTesting
import FolioUI

/// A page with printed, asymmetric content, so any swap of pages or wrong mirror shows in a
/// picture: a tinted sheet, a dark header bar at the top, a red block down the left margin,
/// ragged "text" stripes, a blue-to-green block at the bottom right and the page number in
/// big type (a ``Label`` subview, so a page's whole layer tree has to travel with it). Its view
/// clips to its bounds, as many real pages do.
final class PrintedPage: RecordingViewController {
    let number: Int

    init(_ number: Int, recorder: LifecycleRecorder) {
        self.number = number
        super.init("\(number)", recorder: recorder)
    }

    override func loadView() {
        view = PrintedPageView(number: number)
    }
}

/// The view of a ``PrintedPage``: drawn in ``draw(in:)``, with the number as a label laid out
/// in proportion to the page.
final class PrintedPageView: View {
    let number: Int
    let label = Label()

    init(number: Int) {
        self.number = number
        super.init(frame: .zero)
        label.text = "\(number)"
        label.textColor = Self.ink(for: number)
        // Pages often clip; the curl must not be cut off by it.
        clipsToBounds = true
        addSubview(label)
    }

    override var drawsContent: Bool { true }

    /// The page's hue, 0…1, different for neighbouring numbers.
    static func hue(for number: Int) -> Double { Double((number * 37) % 100) / 100 }

    static func ink(for number: Int) -> Color { Color(hue: hue(for: number), saturation: 0.7, brightness: 0.4) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        label.font = .boldSystemFont(ofSize: max(b.height * 0.3, 1))
        label.frame = Rect(
            x: b.minX + b.width * 0.2, y: b.minY + b.height * 0.14, width: b.width * 0.6,
            height: b.height * 0.4)
    }

    override func draw(in context: any GraphicsContext) {
        let b = bounds
        let hue = Self.hue(for: number)
        func fill(_ color: Color, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            context.setFillColor(color)
            context.fill(
                Rect(x: b.minX + x * b.width, y: b.minY + y * b.height, width: w * b.width, height: h * b.height))
        }
        fill(Color(hue: hue, saturation: 0.12, brightness: 0.97), 0, 0, 1, 1)
        fill(Color(hue: hue, saturation: 0.6, brightness: 0.5), 0, 0, 1, 0.1)
        fill(Color(red: 0.85, green: 0.15, blue: 0.1), 0.04, 0.16, 0.08, 0.5)
        for line in 0..<6 {
            let ragged = 0.35 + 0.08 * Double((line * 5 + number) % 6)
            fill(Color(white: 0.25), 0.18, 0.6 + Double(line) * 0.05, ragged, 0.022)
        }
        for step in 0..<6 {
            let t = Double(step) / 5
            fill(
                Color(red: 0.1, green: 0.2 + 0.6 * t, blue: 0.9 - 0.6 * t), 0.62 + 0.05 * Double(step), 0.9, 0.05, 0.07)
        }
    }
}
