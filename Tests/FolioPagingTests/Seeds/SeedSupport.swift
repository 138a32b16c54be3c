import FolioCore
import FolioTesting
import FolioUI

/// What the seeds' ported examples look at: the colour the window shows at a point.
@MainActor
enum SeedScreen {
    /// The colour at `point` of the window's current frame, rendered at scale 1.
    static func color(at point: Point, in host: HeadlessWindow) -> Color {
        let bitmap = host.render(background: .black)
        return bitmap.color(x: Int(point.x), y: Int(point.y))
    }

    /// Whether two colours are the same within rounding.
    static func matches(_ color: Color, _ expected: Color) -> Bool {
        abs(color.red - expected.red) < 0.02 && abs(color.green - expected.green) < 0.02
            && abs(color.blue - expected.blue) < 0.02
    }
}
