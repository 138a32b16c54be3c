extension OpenCommand {
    /// Fits the reader's PDF pages as `--fit` and `--layout` say, else as the book was last
    /// read, else whole pages turned one at a time; an option given is remembered.
    @MainActor
    func startFitting(_ reader: ReaderViewController, remembered keeper: BookStateKeeper?) {
        let state = keeper?.state
        let fit = fitOptions.fit ?? state?.fit.flatMap(PageFit.init(rawValue:)) ?? .page
        let layout = fitOptions.layout ?? state?.layout.flatMap(ReadingLayout.init(rawValue:)) ?? .paged
        reader.startFitting(fit: fit, layout: layout)
        if fitOptions.fit != nil || fitOptions.layout != nil, reader.fitsPDFPages {
            keeper?.remember(fit: fit, layout: layout)
        }
    }
}
