// The page curl's flipped part, eight pixels at a time (see folio_flipped_octets in
// include/FolioKernels.h).
//
// Why C, and why AVX2: this loop is bound by the vector units, not by memory. Swift's
// AffineQuadSampler already keeps every operation in 128-bit lanes, four pixels at a time;
// with 256-bit lanes the same operations draw eight, and the texel addresses stay in general
// registers, as in Swift, so the vector units do only pixel arithmetic. AVX2 is not the x86-64
// baseline, so the caller asks folio_eight_pixel_loops_available() once and keeps Swift's loop
// for machines without it. The arithmetic is Swift's to the bit (AffineQuadSampler.
// bilinearChannels, CurlPixelMath.transform); CurlEightPixelLoopTests compare the two.
#include "FolioKernels.h"

#if defined(__x86_64__)
#include "FolioAVX2.h"

/// The fractions (low 16 bits) of `x + l·dx` for lanes l = 0…7, each twice.
FOLIO_AVX2 static inline __m256i fractions(int64_t x, int64_t dx) {
    uint16_t f[16];
    for (int l = 0; l < 8; l++) f[2 * l] = f[2 * l + 1] = (uint16_t)(x + l * dx);
    return _mm256_loadu_si256((const __m256i *)(const void *)f);
}

/// Eight 16-bit lanes repeated for the high 128 bits.
FOLIO_AVX2 static inline __m256i both_halves(const uint16_t lanes[8]) {
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)lanes));
}

FOLIO_AVX2 static size_t flipped_octets(const FolioFlippedRun *run, uint32_t *pixels,
                                                             size_t count) {
    const uint32_t *const texels = run->texels;
    const int64_t stride = run->stride, du = run->du, dv = run->dv;
    const int64_t aheadU = run->ahead[0], aheadV = run->ahead[1], belowU = run->below[0], belowV = run->below[1];
    const __m256i evenFactor = both_halves(run->evenFactor), evenOffset = both_halves(run->evenOffset);
    const __m256i oddFactor = both_halves(run->oddFactor), oddOffset = both_halves(run->oddOffset);
    const __m256i stepU = _mm256_set1_epi16((int16_t)(uint16_t)(8 * du));
    const __m256i stepV = _mm256_set1_epi16((int16_t)(uint16_t)(8 * dv));
    __m256i fu = fractions(run->u, du), fv = fractions(run->v, dv);
    int64_t u = run->u, v = run->v;
    size_t n = 0;
    for (; n + 8 <= count; n += 8) {
        // As AffineQuadSampler: the texels a run 256 pixels on will read, and the lower texel
        // row of the run `rows ahead` below (prefetching never faults).
        const uint32_t *ahead = texels + ((v + aheadV) >> 16) * stride + ((u + aheadU) >> 16);
        __builtin_prefetch(ahead, 0, 3);
        __builtin_prefetch(ahead + stride, 0, 3);
        __builtin_prefetch(texels + (((v + belowV) >> 16) + 1) * stride + ((u + belowU) >> 16), 0, 3);
        const uint32_t *p[8];
        for (int l = 0; l < 8; l++) {
            p[l] = texels + (v >> 16) * stride + (u >> 16);
            u += du;
            v += dv;
        }
        FolioChannels8 c = folio_bilinear8(p, stride, _mm256_srli_epi16(fu, 9), _mm256_srli_epi16(fv, 9));
        fu = _mm256_add_epi16(fu, stepU);
        fv = _mm256_add_epi16(fv, stepV);
        // Wash, light and tint: each channel times its factor plus its offset, over 256.
        __m256i even = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(c.even, evenFactor), evenOffset), 8);
        __m256i odd = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(c.odd, oddFactor), oddOffset), 8);
        _mm256_storeu_si256((__m256i *)(void *)(pixels + n), _mm256_or_si256(even, _mm256_slli_epi32(odd, 8)));
    }
    return n;
}

size_t folio_flipped_octets(const FolioFlippedRun *run, uint32_t *pixels, size_t count) {
    return folio_has_avx2() ? flipped_octets(run, pixels, count) : 0;
}

#else

size_t folio_flipped_octets(const FolioFlippedRun *run, uint32_t *pixels, size_t count) {
    (void)run, (void)pixels, (void)count;
    return 0;
}

#endif
