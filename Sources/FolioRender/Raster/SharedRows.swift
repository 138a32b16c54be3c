/// Work outside the renderer whose rows the compositor's second thread may draw alongside
/// the caller's thread: the window host's copy of a frame into its window surface, which
/// follows the frame's drawing while that thread is still awake.
///
/// Reusing the compositor's thread keeps one helper thread per window, and a class the
/// caller keeps (a reference, not a closure) hands a job over without allocating.
package protocol SharedRows: AnyObject {
    /// Draws `rows`, a block of the rows passed to ``Compositor/share(_:rows:)``. Called on
    /// either thread, at the same time as the other thread draws other rows; never twice for
    /// the same row.
    func drawRows(_ rows: Range<Int>)
}

extension Compositor {
    /// Whether ``share(_:rows:)`` draws on two threads (the compositor draws frames on two).
    package var sharesRows: Bool { frameWorker != nil }

    /// Draws `rows` of `job` on the compositor's two threads when it draws frames on two
    /// (``threads``), on this one otherwise; returns when every row is drawn.
    package func share(_ job: some SharedRows, rows: Range<Int>) {
        guard let worker = frameWorker else {
            job.drawRows(rows)
            return
        }
        worker.share(.shared(job), rows: rows)
    }
}
