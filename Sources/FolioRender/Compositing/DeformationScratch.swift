internal import CFolioKernels
import FolioCore

/// Storage deformations reuse from frame to frame.
final class DeformationScratch {
    var meshVertices: [DeviceVertex] = []
    /// A mesh's triangles sorted into bands of rows, for two-thread frames.
    let meshBins = MeshBins()
    /// Keeps its asin and shading tables between frames.
    let curl = CurlRasterizer()
    /// Reused for every page curl, so none is boxed per frame.
    let curlDeformation = CurlDeformation()
    /// How many threads draw a frame (``Compositor/threads``).
    var threads = 1
    private var worker: RowWorker?
    /// The halves of the CPUs the compositor's thread and the worker keep to
    /// (``Compositor/keepThreadsApart()``), from the worker's start; nil when they do not.
    private(set) var threadHalves: FolioCPUHalves?

    /// The frame's second thread (two-thread frames), started on first use: it shares the
    /// rows of large copies and of page curls with the compositor's thread.
    var rowWorker: RowWorker {
        if let worker { return worker }
        let w = RowWorker()
        worker = w
        if let threadHalves { w.keepApart(threadHalves) }
        return w
    }

    /// See ``Compositor/keepThreadsApart()``; on the compositor's thread, before it is held.
    func keepThreadsApart() {
        guard threadHalves == nil, let halves = RowWorker.cpuHalves() else { return }
        threadHalves = halves
        worker?.keepApart(halves)
    }

    deinit { worker?.stop() }
}
