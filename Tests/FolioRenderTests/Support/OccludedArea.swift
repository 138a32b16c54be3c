import FolioCore

@testable import FolioRender

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
