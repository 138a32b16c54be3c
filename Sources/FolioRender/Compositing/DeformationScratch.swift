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

    /// The frame's second thread (two-thread frames), started on first use: it shares the
    /// rows of large copies and of page curls with the compositor's thread.
    var rowWorker: RowWorker {
        if let worker { return worker }
        let w = RowWorker()
        worker = w
        return w
    }

    /// See ``Compositor/keepThreadsApart()``; on the compositor's thread, before it is held.
    /// Starts the worker, which the frames would start anyway.
    func keepThreadsApart() {
        guard worker?.halves == nil, let halves = RowWorker.CPUHalves.ofCallingThread() else { return }
        rowWorker.keepApart(halves)
    }

    /// The worker, when it and the compositor's thread keep to their halves of the CPUs.
    var workerKeptApart: RowWorker? { worker?.halves != nil ? worker : nil }
    /// The worker if a frame has started it (asking ``rowWorker`` would start one).
    var existingWorker: RowWorker? { worker }

    deinit { worker?.stop() }
}
