import FolioCore
import Testing

@testable import FolioPaging

/// Every curl configuration: spine location × orientation × direction.
struct CurlConfiguration: CustomTestStringConvertible, Sendable {
    var spine: CurlLayout.Spine
    var orientation: CurlLayout.Orientation
    var direction: CurlLayout.Direction

    static let all: [CurlConfiguration] = CurlLayout.Spine.allCases.flatMap { spine in
        CurlLayout.Orientation.allCases.flatMap { orientation in
            CurlLayout.Direction.allCases.map {
                CurlConfiguration(spine: spine, orientation: orientation, direction: $0)
            }
        }
    }

    var testDescription: String { "\(spine)/\(orientation)/\(direction)" }

    func layout(bounds: Rect = Rect(x: 20, y: 30, width: 640, height: 480)) -> CurlLayout {
        CurlLayout(bounds: bounds, spine: spine, orientation: orientation)
    }
}

func expectClose(
    _ a: Point, _ b: Point, tolerance: Double = 1e-6, _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(a.distance(to: b) <= tolerance, "\(a) vs \(b) \(comment())", sourceLocation: sourceLocation)
}

func isFinite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
