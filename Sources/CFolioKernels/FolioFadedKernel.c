// A faded layer copied on whole pixels, eight pixels at a time (see folio_faded_octets in
// include/FolioKernels.h).
//
// Why C: a view faded out or in (the paper's shadow for each turn in depth, a toolbar) is
// copied texel for texel with its opacity multiplied in and blended over the frame. Swift's
// loop did that one channel group at a time, about 10 ns a pixel; the narrow edges of the
// paper's shadow at scale 2 cost 1.5 ms a frame for the first nine frames of a turn. Here one
// multiply and one blend cover eight pixels, with PixelMath's rounding, to the bit.
#include "FolioKernels.h"

#if defined(__x86_64__)
#include "FolioAVX2.h"

FOLIO_AVX2 static size_t faded_octets(const uint32_t *source, uint32_t *pixels, size_t count, uint32_t alpha) {
    const __m256i factor = _mm256_set1_epi16((short)alpha);
    size_t n = 0;
    for (; n + 8 <= count; n += 8) {
        // Unaligned loads and stores take the addresses as they are.
        __m256i s = folio_multiply8(_mm256_loadu_si256((const void *)(source + n)), factor);
        void *out = pixels + n;
        _mm256_storeu_si256(out, folio_over8(s, _mm256_loadu_si256(out)));
    }
    return n;
}

size_t folio_faded_octets(const uint32_t *source, uint32_t *pixels, size_t count, uint32_t alpha) {
    return folio_has_avx2() && alpha <= 255 ? faded_octets(source, pixels, count, alpha) : 0;
}

#else

size_t folio_faded_octets(const uint32_t *source, uint32_t *pixels, size_t count, uint32_t alpha) {
    (void)source, (void)pixels, (void)count, (void)alpha;
    return 0;
}

#endif
