extension ImageLoader {
    /// Checks that the image file at `path` can be shown, as cheaply as its format allows,
    /// so that a folder or a picture opens with a one-line error rather than a page showing
    /// one.
    ///
    /// A PNG or a baseline JPEG is decoded at 64 × 64 (a JPEG at 1/8 scale, cheap). A
    /// progressive JPEG costs as much to decode at any size (every scan passes over the whole
    /// image), so only its header and scans are checked: it is decoded once, when shown.
    ///
    /// - Parameter path: The PNG or JPEG file.
    /// - Throws: ``ImageLoadingError`` for a file that cannot be read, is not an image, is
    ///   damaged, or is over Folio's limits.
    public static func check(contentsOfFile path: String) throws(ImageLoadingError) {
        let data = try readFile(path)
        if JPEGDecoder.matches(data) {
            // The header, the size and the scans, without decoding.
            _ = try JPEGDecoder.plan(data, fitting: .none)
            if JPEGScans.of(data).decodesWhole { return }
        }
        _ = try decode(data, fitting: ImageSizeLimit(maxWidth: 64, maxHeight: 64))
    }
}
