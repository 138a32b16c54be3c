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
    /// Whether the compositor's thread and the worker keep to different CPUs
    /// (``Compositor/keepThreadsApart()``), from the worker's start.
    private(set) var keepsThreadsApart = false

    /// The frame's second thread (two-thread frames), started on first use: it shares the
    /// rows of large copies and of page curls with the compositor's thread.
    var rowWorker: RowWorker {
        if let worker { return worker }
        let w = RowWorker()
        worker = w
        if keepsThreadsApart { w.keepApart() }
        return w
    }

    /// See ``Compositor/keepThreadsApart()``; on the compositor's thread.
    func keepThreadsApart() {
        guard !keepsThreadsApart else { return }
        keepsThreadsApart = true
        worker?.keepApart()
    }

    deinit { worker?.stop() }
}
