import FolioCore
import FolioRender

/// The small panel `--stats` (or `FOLIO_STATS=1`) draws in the window's top-left corner:
/// fps, frame time p50 / p99 / max, dropped frames and input-to-present latency over the last
/// second.
///
/// Text is drawn with Pango once, when the overlay is made: every printable ASCII character
/// into a strip of equal monospace cells. After that a new summary only copies cells into the
/// panel, and each frame only copies the panel's rows into the frame, so the overlay
/// allocates nothing per frame and costs a few thousand pixel copies.
@MainActor
final class StatisticsOverlay {
    /// Lines of text the panel holds, and characters per line.
    nonisolated static let lines = 3
    nonisolated static let columns = 40

    let scale: Double
    private let cellWidth: Int
    private let cellHeight: Int
    private let atlas: Bitmap
    private var panel: Bitmap
    private var text: [UInt8]
    private let margin: Int
    private static let background = Color(red: 0.08, green: 0.08, blue: 0.1)
    private static let firstCharacter: UInt8 = 32
    private static let lastCharacter: UInt8 = 126

    /// Draws the glyph strip at `scale` pixels per point.
    init(scale: Double) {
        let scale = scale > 0 && scale.isFinite ? min(scale, 8) : 1
        self.scale = scale
        let style = TextStyle(font: Font(family: "Monospace", size: 12, weight: .semibold), color: .white)
        let measurer = CairoGraphicsContext(width: 1, height: 1, scale: scale)
        let cell = measurer.size(of: "M", style: style, maxWidth: nil)
        let width = max(Int((cell.width * scale).rounded(.up)), 1)
        let height = max(Int((cell.height * scale).rounded(.up)), 1)
        cellWidth = width
        cellHeight = height
        let count = Int(Self.lastCharacter - Self.firstCharacter) + 1
        let strip = CairoGraphicsContext(width: width * count, height: height, scale: 1)
        strip.setFillColor(Self.background)
        strip.fill(Rect(x: 0, y: 0, width: Double(width * count), height: Double(height)))
        strip.scaleBy(x: scale, y: scale)
        for index in 0..<count {
            let character = String(UnicodeScalar(Self.firstCharacter + UInt8(index)))
            strip.draw(
                character, in: Rect(x: Double(index * width) / scale, y: 0, width: cell.width * 2, height: cell.height),
                style: style)
        }
        atlas = strip.makeBitmap()
        margin = Int((6 * scale).rounded())
        panel = Bitmap(
            width: width * Self.columns + 2 * margin, height: height * Self.lines + 2 * margin,
            fill: Self.background)
        text = [UInt8](repeating: Self.firstCharacter, count: Self.lines * Self.columns)
    }

    /// Writes the summary into the panel.
    func update(_ summary: FrameStatistics.Summary) {
        var writer = LineWriter()
        writer.number(summary.framesPerSecond, decimals: 1)
        writer.text(" fps   dropped ")
        writer.number(Double(summary.droppedFrames), decimals: 0)
        store(&writer, line: 0)
        writer.text("frame p50 ")
        writer.number(summary.frameTimeMedian * 1000, decimals: 1)
        writer.text(" p99 ")
        writer.number(summary.frameTimeP99 * 1000, decimals: 1)
        writer.text(" max ")
        writer.number(summary.frameTimeMax * 1000, decimals: 1)
        writer.text(" ms")
        store(&writer, line: 1)
        writer.text("input>present p50 ")
        writer.number(summary.latencyMedian * 1000, decimals: 1)
        writer.text(" p99 ")
        writer.number(summary.latencyP99 * 1000, decimals: 1)
        writer.text(" ms")
        store(&writer, line: 2)
        compose()
    }

    /// The characters of one line, for tests.
    func line(_ index: Int) -> String {
        let start = min(max(index, 0), Self.lines - 1) * Self.columns
        let bytes = text[start..<start + Self.columns]
        return String(decoding: bytes, as: UTF8.self).trimmingTrailingSpaces()
    }

    /// Copies the panel into the frame's top-left corner.
    @discardableResult
    func draw(into frame: inout Bitmap) -> IntRect {
        let (width, height) = (frame.width, frame.height)
        var covered = IntRect.empty
        frame.pixels.withUnsafeMutableBufferPointer { destination in
            guard let to = destination.baseAddress else { return }
            covered = draw(into: to, width: width, height: height, rowLength: width)
        }
        return covered
    }

    /// Copies the panel into pixels that are not a `Bitmap` (the window surface, drawn into
    /// directly), `rowLength` pixels apart; returns the pixels it covers.
    @discardableResult
    func draw(into to: UnsafeMutablePointer<UInt32>, width frameWidth: Int, height frameHeight: Int, rowLength: Int)
        -> IntRect
    {
        let width = min(panel.width, frameWidth - margin)
        let height = min(panel.height, frameHeight - margin)
        guard width > 0, height > 0 else { return .empty }
        let panelWidth = panel.width
        let origin = margin
        panel.pixels.withUnsafeBufferPointer { source in
            guard let from = source.baseAddress else { return }
            for row in 0..<height {
                (to + (origin + row) * rowLength + origin).update(from: from + row * panelWidth, count: width)
            }
        }
        return IntRect(x0: origin, y0: origin, x1: origin + width, y1: origin + height)
    }

    private func store(_ writer: inout LineWriter, line: Int) {
        let start = line * Self.columns
        for column in 0..<Self.columns {
            text[start + column] = column < writer.count ? writer.byte(at: column) : Self.firstCharacter
        }
        writer = LineWriter()
    }

    private func compose() {
        let atlasWidth = atlas.width
        let panelWidth = panel.width
        let cellWidth = cellWidth
        let cellHeight = cellHeight
        let margin = margin
        let text = text
        atlas.pixels.withUnsafeBufferPointer { source in
            panel.pixels.withUnsafeMutableBufferPointer { destination in
                guard let from = source.baseAddress, let to = destination.baseAddress else { return }
                for line in 0..<Self.lines {
                    for column in 0..<Self.columns {
                        let character = text[line * Self.columns + column]
                        let glyph = Int(
                            min(max(character, Self.firstCharacter), Self.lastCharacter) - Self.firstCharacter)
                        for row in 0..<cellHeight {
                            let target = (margin + line * cellHeight + row) * panelWidth + margin + column * cellWidth
                            (to + target).update(from: from + row * atlasWidth + glyph * cellWidth, count: cellWidth)
                        }
                    }
                }
            }
        }
    }
}

/// Formats one line of ASCII into a fixed buffer (no `String` per frame).
private struct LineWriter {
    private var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    private(set) var count = 0

    func byte(at index: Int) -> UInt8 {
        withUnsafeBytes(of: bytes) { $0[index] }
    }

    mutating func append(_ byte: UInt8) {
        guard count < StatisticsOverlay.columns else { return }
        let index = count
        withUnsafeMutableBytes(of: &bytes) { $0[index] = byte }
        count += 1
    }

    mutating func text(_ literal: StaticString) {
        literal.withUTF8Buffer { for byte in $0 { append(byte) } }
    }

    /// `value` with a fixed number of decimals; out-of-range values print as "-".
    mutating func number(_ value: Double, decimals: Int) {
        ASCIINumber.write(value, decimals: decimals) { append($0) }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
