import FolioCore

@testable import FolioRender

// The occlusion tests' stages are 240 × 160 frames.

/// `root` rendered into a 240 × 160 frame that starts out magenta, so any pixel the
/// compositor wrongly skips keeps a colour no layer has; with `occlusion` off, nothing is
/// skipped.
@MainActor
func renderOverMagenta(_ root: LayerNode, occlusion: Bool = true) -> Bitmap {
    let compositor = Compositor()
    compositor.isOcclusionEnabled = occlusion
    var frame = Bitmap(width: 240, height: 160, fill: Color(rgb: 0xFF00FF))
    compositor.render(root, into: &frame)
    return frame
}

/// How many pixels of a 240 × 160 frame the occluders of `root`'s tree hide from the layer
/// painted at index 3 (in the occlusion tests' stages, the content of the second layer, the
/// page or desk under the one turned), collected as a frame would.
@MainActor
func occludedArea(_ root: LayerNode) -> Int {
    let compositor = Compositor()
    compositor.collectOccluders(root, rootToDevice: .scale(1, 1), frame: IntRect(x0: 0, y0: 0, x1: 240, y1: 160))
    var visible = 0
    compositor.occluders.forEachVisibleRun(rows: 0..<160, x0: 0, x1: 240, after: 3) { _, x0, x1 in
        visible += x1 - x0
    }
    return 240 * 160 - visible
}
