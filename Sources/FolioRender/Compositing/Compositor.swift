public import FolioCore
import Foundation

/// Turns a layer tree into pixels: Folio's software compositor, the counterpart of the
/// render server behind Core Animation.
///
/// It follows `LayerNode.transform(toParent:)` exactly — affine and 3D perspective
/// transforms, group opacity, nested (rounded, transformed) clipping, corner radius,
/// background colours, images, drawn content (cached per layer in backing stores) and mesh
/// deformations — and blends premultiplied pixels with source-over. Reuse one compositor
/// across frames: backing stores and scratch buffers carry over, so a steady animation
/// allocates nothing per frame.
///
/// ```swift
/// let compositor = Compositor()
/// var frame = Bitmap(width: 1920, height: 1080)
/// compositor.render(window.layerTree(), into: &frame, scale: 2)
/// ```
///
/// - Note: As with `CALayer.allowsEdgeAntialiasing`'s default, the straight edges of
///   transformed layers are not anti-aliased (pixels are in or out by their centres, so
///   abutting layers and mesh triangles never show seams); rounded corners are.
@MainActor
public final class Compositor {
    let backingStores = BackingStoreCache()
    let tiles = TileCache()
    let snapshots = SnapshotCache()
    var occluders = Occluders()
    /// Off only in tests, which check that skipping covered pixels changes no pixel.
    var isOcclusionEnabled = true
    /// For each node in pre-order, the index one past its subtree (filled by the occlusion pass).
    var subtreeEnd: [Int] = []
    /// Whether the frame holds something a second thread shares: a deformation, or a layer
    /// large enough for a shared copy (found by the occlusion pass).
    var frameSharesRows = false
    var paintCounter = 0
    /// Set while pages are rendered flat between frames (``drawAhead(_:scale:limit:)``): the
    /// backing stores they draw through are not shown by a frame, and count as out of sight.
    var isMakingSnapshotsAhead = false
    var scale = 1.0
    /// Whether each image on screen is opaque, scanned once (the image is held so its
    /// identity cannot be reused while the answer is kept).
    var imageOpacity = FrameScopedCache<ObjectIdentifier, (image: Image, isOpaque: Bool)>()
    private var groupBuffers: [PixelBuffer] = []
    private var groupDepth = 0
    private var masks: [CoverageMask] = []
    private var maskDepth = 0
    let scratch = DeformationScratch()
    /// The coordinates of the page turned about a vertical axis being drawn, by column.
    let perspectiveColumns = PerspectiveColumns()
    /// One coverage row, wide enough for any surface the compositor draws on.
    let scratchRow: UnsafeMutablePointer<UInt8>
    static let maximumSurfaceWidth = 16384

    /// How many threads draw a frame: 1 (the default) or 2. With two, the rows of a page curl
    /// and of a page copied whole (a quarter of a million pixels or more) are shared between
    /// the caller's thread and one helper thread the compositor keeps, a few rows at a time.
    /// Larger values mean 2.
    public var threads: Int {
        get { scratch.threads }
        set { scratch.threads = min(max(newValue, 1), 2) }
    }

    /// The former name of ``threads``, from when only page curls used a second thread.
    @available(*, deprecated, renamed: "threads")
    public var curlThreads: Int {
        get { threads }
        set { threads = newValue }
    }

    /// Creates a compositor with empty caches.
    ///
    /// - Parameter threads: How many threads draw a frame (see ``threads``).
    public init(threads: Int = 1) {
        scratchRow = .allocate(capacity: Self.maximumSurfaceWidth + 16)
        scratchRow.initialize(repeating: 0, count: Self.maximumSurfaceWidth + 16)
        self.threads = threads
    }

    /// Creates a compositor; the former spelling of ``init(threads:)``.
    @available(*, deprecated, renamed: "init(threads:)")
    public convenience init(curlThreads: Int) { self.init(threads: curlThreads) }

    /// A compositor for a window or an export: frames drawn on two threads when the machine
    /// has two cores or more (see ``threads``).
    public static func forDisplay() -> Compositor {
        Compositor(threads: min(ProcessInfo.processInfo.activeProcessorCount, 2))
    }

    /// Keeps the two threads that draw a frame on different CPUs from now on: the helper
    /// thread on the upper-numbered half of the CPUs the calling thread may use now, and the
    /// calling thread, inside ``drawingApart(_:)``, on the lower half. Left to itself, the
    /// kernel often ran the helper, woken as a frame began, on the caller's CPU while another
    /// stood idle. Does nothing with one thread, with fewer than two CPUs, or where the system
    /// does not say which CPUs a thread may use (anywhere but Linux). A window's run loop
    /// calls it; tests and exports leave the threads to the kernel.
    package func keepThreadsApart() {
        guard threads > 1 else { return }
        scratch.keepThreadsApart()
    }

    /// Runs `body` (a frame's drawing and its copy into the window) with the calling thread
    /// on its half of the CPUs, after ``keepThreadsApart()``, and gives it back every CPU it
    /// had afterwards, so that the processes it starts between frames may run anywhere.
    /// Threads and processes started inside `body` would keep to that half.
    package func drawingApart<T>(_ body: () throws -> T) rethrows -> T {
        guard threads > 1, let worker = scratch.workerKeptApart else { return try body() }
        worker.holdCaller()
        defer { worker.releaseCaller() }
        return try body()
    }

    /// Lets the helper thread park now (``RowWorker/rest()``) rather than spin for a job that
    /// belongs to the next frame: a window calls it once a frame is drawn and copied into it,
    /// so that the helper's spin does not take a CPU from the window server copying that frame.
    package func frameIsDone() {
        if threads > 1 { scratch.existingWorker?.rest() }
    }

    isolated deinit { scratchRow.deallocate() }

    /// Renders `root` into `frame`, keeping its size. `scale` is pixels per point; the root
    /// layer is placed by its own geometry (its frame in a parent-less space).
    ///
    /// - Parameters:
    ///   - root: The layer tree, as published by a window.
    ///   - frame: The destination; its pixels are replaced.
    ///   - scale: Pixels per point (2 on a high-density display).
    ///   - background: What shows where no layer draws (transparent by default).
    public func render(_ root: LayerNode, into frame: inout Bitmap, scale: Double = 1, background: Color = .clear) {
        let (width, height, rowLength) = (frame.width, frame.height, frame.width)
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress {
                render(
                    root, intoPixels: base, width: width, height: height, rowLength: rowLength, scale: scale,
                    background: background)
            } else {
                // No pixels: the caches still see a frame that showed nothing.
                var none: UInt32 = 0
                render(root, intoPixels: &none, width: 0, height: 0, rowLength: 0, scale: scale, background: background)
            }
        }
    }

    /// Renders `root` into pixels the caller owns, `rowLength` pixels apart: the window
    /// surface, drawn into directly so that a frame is not copied there afterwards. The
    /// caller guarantees `height × rowLength` pixels at `base`, and `width ≤ rowLength`.
    ///
    /// With `limit`, only the pixels inside it are drawn and the rest are left as they are:
    /// over the last frame's pixels, with the ``damage(from:to:scale:)`` since its tree, that
    /// is the whole new frame. Backing stores of layers still in the tree are kept whether or
    /// not the limit let them draw.
    package func render(
        _ root: LayerNode, intoPixels base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int,
        scale: Double = 1, background: Color = .clear, limitedTo limit: IntRect? = nil
    ) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.scale = s
        imageOpacity.beginFrame()
        backingStores.beginFrame()
        tiles.beginFrame()
        snapshots.beginFrame()
        let width = max(min(width, rowLength, Self.maximumSurfaceWidth), 0)
        let height = max(height, 0)
        let rootToDevice = Homography.scale(s, s)
        collectOccluders(root, rootToDevice: rootToDevice, frame: IntRect(x0: 0, y0: 0, x1: width, y1: height))
        // The helper thread takes a while to wake: start it now if the frame will want it, so
        // the wake-up overlaps the drawing before the first shared job.
        if frameSharesRows { frameWorker?.prepare() }
        let clearPixel = background.premultipliedARGB
        let surface = PixelSurface(base: base, width: width, height: height, stride: rowLength)
        let drawn = limit.map { surface.bounds.intersection($0) } ?? surface.bounds
        var target = RasterTarget(
            surface: surface, clip: Clip(rect: drawn, mask: nil), occluders: occluders,
            paintIndex: -1, scratchRow: scratchRow, worker: frameWorker, perspectiveColumns: perspectiveColumns)
        target.occluders.forEachVisibleRun(rows: drawn.y0..<drawn.y1, x0: drawn.x0, x1: drawn.x1, after: -1) {
            y, x0, x1 in
            (surface.row(y) + x0).update(repeating: clearPixel, count: x1 - x0)
        }
        target.paintIndex = 0
        paintCounter = 0
        if !drawn.isEmpty {
            drawNode(root, parent: nil, parentToDevice: rootToDevice, target: target, alpha: 1)
        }
        // Layers the limit kept from drawing are still on screen, drawn by an earlier frame.
        if drawn != surface.bounds { keepStoresOfShownLayers(root) }
        backingStores.endFrame()
        tiles.endFrame()
        snapshots.endFrame()
        imageOpacity.endFrame()
    }

    /// Renders `root` into a new bitmap of `width × height` pixels.
    public func render(
        _ root: LayerNode, width: Int, height: Int, scale: Double = 1, background: Color = .clear
    ) -> Bitmap {
        var frame = Bitmap(width: width, height: height)
        render(root, into: &frame, scale: scale, background: background)
        return frame
    }

    /// How many times layer content has been drawn into backing stores since creation.
    public var contentDrawCount: Int { backingStores.drawCount }

    /// How many pixels of backing stores layer content has been drawn into since creation:
    /// with ``contentDrawCount``, whether what a frame drew was a small label or a page.
    public var contentDrawnPixelCount: Int { backingStores.drawnPixels }

    /// How many backing stores are cached (one per layer with drawn content on screen).
    public var backingStoreCount: Int { backingStores.count }

    /// How many flat renderings of deformed layers (curling pages and their backs) the last
    /// frame used, kept for the next. Those rendered ahead for turns to come, or kept from a
    /// turn that ended, are not counted.
    public var snapshotCount: Int { snapshots.count }

    /// The second thread every target of a two-thread frame shares rows with; `nil` with one.
    var frameWorker: RowWorker? { scratch.threads >= 2 ? scratch.rowWorker : nil }

    // MARK: Pools

    /// A cleared offscreen buffer for the current nesting depth; pair with ``releaseGroupBuffer()``.
    func acquireGroupBuffer(width: Int, height: Int, clear: Bool = true) -> PixelBuffer {
        if groupDepth == groupBuffers.count { groupBuffers.append(PixelBuffer()) }
        let b = groupBuffers[groupDepth]
        groupDepth += 1
        b.resize(width: width, height: height)
        if clear { b.clear() }
        return b
    }

    func releaseGroupBuffer() { groupDepth -= 1 }

    func acquireMask() -> CoverageMask {
        if maskDepth == masks.count { masks.append(CoverageMask()) }
        let m = masks[maskDepth]
        maskDepth += 1
        return m
    }

    func releaseMask() { maskDepth -= 1 }

    /// Whether every pixel of `image` is opaque (scanned once per image, then cached).
    func isOpaque(_ image: Image) -> Bool {
        guard !image.isKnownOpaque else { return true }
        return imageOpacity.use(ObjectIdentifier(image)) { (image, image.bitmap.isOpaque) }.isOpaque
    }
}
