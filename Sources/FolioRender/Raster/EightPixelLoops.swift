internal import CFolioKernels

/// Whether this machine runs CFolioKernels' eight-pixel loops (x86-64 with AVX2): the curl's
/// band, flipped part and contact darkening, and the perspective page's interior. Asked of
/// the CPU once; where the answer is no, the four-pixel loops in Swift (or SSE2 C) draw the
/// same bits.
enum EightPixelLoops {
    static let areAvailable = folio_eight_pixel_loops_available()
}
