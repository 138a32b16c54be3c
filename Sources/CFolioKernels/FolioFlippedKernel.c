// The page curl's flipped part, eight pixels at a time (see folio_flipped_octets in
// include/FolioKernels.h).
//
// Why C, and why AVX2: this loop is bound by the vector units, not by memory. Swift's
// AffineQuadSampler already keeps every operation in 128-bit lanes, four pixels at a time;
// with 256-bit lanes the same operations draw eight, and the texel addresses stay in general
// registers, as in Swift, so the vector units do only pixel arithmetic. AVX2 is not the x86-64
// baseline, so the caller asks folio_flipped_octets_available() once and keeps Swift's loop
// for machines without it. The arithmetic is Swift's to the bit (AffineQuadSampler.
// bilinearChannels, CurlPixelMath.transform); CurlEightPixelLoopTests compare the two.
#include "FolioKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

/// Whether the CPU has AVX2: the loop below must not run otherwise.
static bool has_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
}

bool folio_flipped_octets_available(void) { return has_avx2(); }

/// Two horizontally adjacent texels, the left one at `p`, in the low half.
__attribute__((target("avx2"))) static inline __m128i pair_at(const uint32_t *p) {
    return _mm_loadl_epi64((const __m128i *)(const void *)p);
}

/// Pixel pairs `a, b` in the low 128 bits and `c, d` in the high.
__attribute__((target("avx2"))) static inline __m256i pairs(const uint32_t *a, const uint32_t *b, const uint32_t *c,
                                                            const uint32_t *d) {
    __m128i low = _mm_unpacklo_epi64(pair_at(a), pair_at(b));
    __m128i high = _mm_unpacklo_epi64(pair_at(c), pair_at(d));
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
}

/// `a + ((b − a)·f >> 7)` in signed 16-bit lanes.
__attribute__((target("avx2"))) static inline __m256i lerp(__m256i a, __m256i b, __m256i f) {
    return _mm256_add_epi16(a, _mm256_srai_epi16(_mm256_mullo_epi16(_mm256_sub_epi16(b, a), f), 7));
}

/// The fractions (low 16 bits) of `x + l·dx` for lanes l = 0…7, each twice.
__attribute__((target("avx2"))) static inline __m256i fractions(int64_t x, int64_t dx) {
    uint16_t f[16];
    for (int l = 0; l < 8; l++) f[2 * l] = f[2 * l + 1] = (uint16_t)(x + l * dx);
    return _mm256_loadu_si256((const __m256i *)(const void *)f);
}

/// Eight 16-bit lanes repeated for the high 128 bits.
__attribute__((target("avx2"))) static inline __m256i both_halves(const uint16_t lanes[8]) {
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)lanes));
}

__attribute__((target("avx2"))) static size_t flipped_octets(const FolioFlippedRun *run, uint32_t *pixels,
                                                             size_t count) {
    const uint32_t *const texels = run->texels;
    const int64_t stride = run->stride, du = run->du, dv = run->dv;
    const int64_t aheadU = run->ahead[0], aheadV = run->ahead[1], belowU = run->below[0], belowV = run->below[1];
    const __m256i evenFactor = both_halves(run->evenFactor), evenOffset = both_halves(run->evenOffset);
    const __m256i oddFactor = both_halves(run->oddFactor), oddOffset = both_halves(run->oddOffset);
    const __m256i byte = _mm256_set1_epi16(0xFF);
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
        // Pairs 0, 1 | 4, 5 and 2, 3 | 6, 7; then the left and the right texels of all eight
        // blocks, in pixel order (the shuffle works within each 128-bit half).
        __m256 topA = _mm256_castsi256_ps(pairs(p[0], p[1], p[4], p[5]));
        __m256 topB = _mm256_castsi256_ps(pairs(p[2], p[3], p[6], p[7]));
        __m256 bottomA = _mm256_castsi256_ps(pairs(p[0] + stride, p[1] + stride, p[4] + stride, p[5] + stride));
        __m256 bottomB = _mm256_castsi256_ps(pairs(p[2] + stride, p[3] + stride, p[6] + stride, p[7] + stride));
        __m256i tl = _mm256_castps_si256(_mm256_shuffle_ps(topA, topB, _MM_SHUFFLE(2, 0, 2, 0)));
        __m256i tr = _mm256_castps_si256(_mm256_shuffle_ps(topA, topB, _MM_SHUFFLE(3, 1, 3, 1)));
        __m256i bl = _mm256_castps_si256(_mm256_shuffle_ps(bottomA, bottomB, _MM_SHUFFLE(2, 0, 2, 0)));
        __m256i br = _mm256_castps_si256(_mm256_shuffle_ps(bottomA, bottomB, _MM_SHUFFLE(3, 1, 3, 1)));
        __m256i wx = _mm256_srli_epi16(fu, 9), wy = _mm256_srli_epi16(fv, 9);
        fu = _mm256_add_epi16(fu, stepU);
        fv = _mm256_add_epi16(fv, stepV);
        // Vertical, then horizontal, on the even (blue, red) and odd (green, alpha) bytes.
        __m256i le = lerp(_mm256_and_si256(tl, byte), _mm256_and_si256(bl, byte), wy);
        __m256i lo = lerp(_mm256_srli_epi16(tl, 8), _mm256_srli_epi16(bl, 8), wy);
        __m256i re = lerp(_mm256_and_si256(tr, byte), _mm256_and_si256(br, byte), wy);
        __m256i ro = lerp(_mm256_srli_epi16(tr, 8), _mm256_srli_epi16(br, 8), wy);
        __m256i even = lerp(le, re, wx), odd = lerp(lo, ro, wx);
        // Wash, light and tint: each channel times its factor plus its offset, over 256.
        even = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(even, evenFactor), evenOffset), 8);
        odd = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(odd, oddFactor), oddOffset), 8);
        _mm256_storeu_si256((__m256i *)(void *)(pixels + n), _mm256_or_si256(even, _mm256_slli_epi32(odd, 8)));
    }
    return n;
}

size_t folio_flipped_octets(const FolioFlippedRun *run, uint32_t *pixels, size_t count) {
    return has_avx2() ? flipped_octets(run, pixels, count) : 0;
}

#else

bool folio_flipped_octets_available(void) { return false; }

size_t folio_flipped_octets(const FolioFlippedRun *run, uint32_t *pixels, size_t count) {
    (void)run, (void)pixels, (void)count;
    return 0;
}

#endif
