internal import FolioRender

/// ``FrameCopy`` on the compositor's two threads: a copy into the window surface large
/// enough to pay for handing rows to the other thread is split into blocks of rows, each
/// copied as ``FrameCopy`` copies the rectangle they make, so the surface gets exactly the
/// pixels one thread would write.
///
/// At `FOLIO_SCALE=2` a 3840 × 2160 frame that changed everywhere is sampled down into a
/// 1920 × 1080 surface: about 3–4 ms on one core of the 2-core VM when timed alone (before
/// the copy took four pixels at a time), a third to a half of a 120 Hz period, while the
/// compositor's second thread, done with the frame's drawing, waits.
/// Sharing does not pay below ``minimumPixels`` (docs/Architecture.md §2.5).
@MainActor
final class SharedFrameCopy {
    /// How many target pixels a copy must write before its rows are shared.
    static let minimumPixels = 1 << 16

    /// The compositor whose second thread shares the rows: the one that drew the frames.
    /// Without one, or with one that draws on one thread, every copy runs on the caller's.
    var compositor: Compositor?

    /// The copy in hand, read by both threads while a copy runs.
    private let rows = Rows()

    init(compositor: Compositor? = nil) {
        self.compositor = compositor
    }

    /// Copies as ``FrameCopy/copy(_:sourceWidth:sourceHeight:into:width:height:pitch:only:)``
    /// does, on both of ``compositor``'s threads when it draws frames on two and the target
    /// part has at least ``minimumPixels`` pixels.
    func copy(
        _ source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        into destination: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, only: IntRect? = nil
    ) {
        let whole = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        let part = only.map { $0.intersection(whole) } ?? whole
        guard let compositor, compositor.sharesRows, !part.isEmpty,
            (part.x1 - part.x0) * (part.y1 - part.y0) >= Self.minimumPixels
        else {
            FrameCopy.copy(
                source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, into: destination, width: width,
                height: height, pitch: pitch, only: only)
            return
        }
        rows.set(
            Rows.Copy(
                source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, destination: destination,
                width: width, height: height, pitch: pitch, columns: part.x0..<part.x1))
        compositor.share(rows, rows: part.y0..<part.y1)
        rows.set(nil)
    }
}

extension SharedFrameCopy {
    /// The rows of one copy, handed to the compositor's thread by reference.
    final class Rows: SharedRows, @unchecked Sendable {
        // @unchecked Sendable: `copy` is written by the main thread only before and after
        // `Compositor.share(_:rows:)`, which orders those writes with the other thread's reads.

        /// One copy's arguments.
        struct Copy {
            var source: UnsafeBufferPointer<UInt32>
            var sourceWidth: Int
            var sourceHeight: Int
            var destination: UnsafeMutableRawPointer
            var width: Int
            var height: Int
            var pitch: Int
            var columns: Range<Int>
        }

        private var copy: Copy?

        func set(_ copy: Copy?) { self.copy = copy }

        func drawRows(_ rows: Range<Int>) {
            guard let c = copy else { return }
            FrameCopy.copy(
                c.source, sourceWidth: c.sourceWidth, sourceHeight: c.sourceHeight, into: c.destination,
                width: c.width, height: c.height, pitch: c.pitch,
                only: IntRect(
                    x0: c.columns.lowerBound, y0: rows.lowerBound, x1: c.columns.upperBound, y1: rows.upperBound))
        }
    }
}
