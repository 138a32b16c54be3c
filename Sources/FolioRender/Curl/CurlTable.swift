internal import CFolioKernels
import Foundation

/// The cylinder band's per-s values, tabulated so no pixel calls `asin`, `sqrt` or `cos`.
///
/// Entry k is for the axis distance s = k / scale (in layer units), from 0 to 2R, an eighth of a
/// device pixel apart. For s ≤ R: how far along n the front and back candidates lie from the
/// screen point (R·asin(s/R) − s and R·(π − asin(s/R)) − s) and their Lambert shades; for all s,
/// the contact darkening of the uncovered background. The storage is kept between frames.
final class CurlTable {
    /// One allocation per column, grown (never shrunk) as radii need; written through raw
    /// pointers, so filling a table per frame pays no array bookkeeping.
    private var columns: CurlTablePointers
    private var capacity: Int
    /// Room for one frame's constants of the C band loop. They point into the columns, so they
    /// hold from when `CurlRasterizer` fills them until the next `prepare`, which may move the
    /// columns. (A trivial C struct: storing into uninitialised memory is fine.)
    let bandKernel = UnsafeMutablePointer<FolioBandKernel>.allocate(capacity: 1)
    /// The spine shadow's factors by device column (``CurlSpineColumns``), grown (never
    /// shrunk) to the widest frame's reach.
    private var spine: UnsafeMutablePointer<UInt32>
    private var spineCapacity: Int
    /// What the columns were last filled for: a frame drawn as several damaged rectangles
    /// draws its curl once for each, all from one filling.
    private var filled: Filling?

    /// The arguments of one filling of the table.
    private struct Filling: Equatable {
        var radius: Double
        var devicePerLayer: Double
        var ambient: Double
        var backTint: Double
        var contactStrength: Double
        var sourceNormalU: Double
        var sourceNormalV: Double
    }

    /// The most entries a frame uses; beyond it the table gets coarser instead of larger.
    static let maximumCount = 16_384
    static let entriesPerDevicePixel = 8.0

    init() {
        capacity = 4096
        columns = CurlTablePointers.allocate(capacity: capacity)
        spineCapacity = 1024
        spine = UnsafeMutablePointer<UInt32>.allocate(capacity: spineCapacity)
    }

    deinit {
        columns.deallocate()
        bandKernel.deallocate()
        spine.deallocate()
    }

    /// The spine shadow's factors over `columns` (at most a frame's width), valid until the next
    /// call; `nil` when the spine is not upright or casts no shadow there.
    func spineColumns(_ setup: CurlSetup, within columns: IntRect) -> CurlSpineColumns? {
        guard setup.hasUprightSpine else { return nil }
        let reach = CurlSpineColumns.reach(of: setup, columns: columns)
        let count = reach.end - reach.start
        guard count > 0 else { return nil }
        if count > spineCapacity {
            spine.deallocate()
            spineCapacity = count
            spine = UnsafeMutablePointer<UInt32>.allocate(capacity: spineCapacity)
        }
        return CurlSpineColumns.fill(spine, setup: setup, columns: reach)
    }

    /// Fills the table for a radius (layer units), device resolution and shading; with a
    /// `worker`, its thread fills some of the blocks (``CurlTableFill``).
    func prepare(
        radius r: Double, devicePerLayer: Double, ambient: Double, backTint: Double, contactStrength: Double,
        sourceNormal: (u: Double, v: Double), worker: RowWorker? = nil
    ) {
        let filling = Filling(
            radius: r, devicePerLayer: devicePerLayer, ambient: ambient, backTint: backTint,
            contactStrength: contactStrength, sourceNormalU: sourceNormal.u, sourceNormalV: sourceNormal.v)
        guard filling != filled else { return }
        var scale = Self.entriesPerDevicePixel * devicePerLayer
        if 2 * r * scale + 2 > Double(Self.maximumCount) { scale = Double(Self.maximumCount - 2) / (2 * r) }
        let count = Int(2 * r * scale) + 2
        if count > capacity {
            columns.deallocate()
            capacity = count
            columns = CurlTablePointers.allocate(capacity: capacity)
        }
        columns.scale = scale
        columns.count = count
        // The back candidate lies farthest from the screen point, πR at s = 0.
        let farthest = Double.pi * r * max(abs(sourceNormal.u), abs(sourceNormal.v)) * 65536
        columns.offsetLimit = farthest.isFinite ? Int(min(farthest.rounded(.up) + 1, 1e18)) : Int.max
        let fill = CurlTableFill(
            columns: columns, radius: r, ambient: min(max(ambient, 0), 1), tint: min(max(backTint, 0), 1),
            contactStrength: min(max(contactStrength, 0), 1), sourceNormal: sourceNormal)
        let blocks = 0..<fill.blockCount
        if let worker, blocks.count >= Self.sharedBlocksMinimum {
            worker.share(.curlTable(fill), rows: blocks)
        } else {
            fill.fill(blocks: blocks)
        }
        filled = filling
    }

    /// The fewest blocks worth sharing with a second thread: below it (radii under about 16
    /// device pixels) handing the job over costs more than the second thread saves.
    static let sharedBlocksMinimum = 8

    /// Raw views of the table, valid until the next
    /// ``prepare(radius:devicePerLayer:ambient:backTint:contactStrength:sourceNormal:worker:)`` or until the
    /// table goes; `nil` before the first.
    var pointers: CurlTablePointers? { columns.count >= 2 ? columns : nil }
}
