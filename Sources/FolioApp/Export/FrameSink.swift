import FolioCore

/// Where exported frames go: PNG files, or an encoder.
@MainActor
protocol FrameSink: AnyObject {
    /// Takes the next frame; all frames have the same size.
    func write(_ frame: Bitmap) throws(ExportError)
    /// Finishes the output (closes the encoder) and returns a one-line summary of what was written.
    func finish() throws(ExportError) -> String
    /// Gives up after a failure: removes every file this sink wrote (and nothing else), so
    /// that a failed export leaves no partial output and no logs behind.
    func abandon()
}
