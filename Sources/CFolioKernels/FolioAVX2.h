#ifndef FOLIO_AVX2_H
#define FOLIO_AVX2_H

// What the AVX2 loops (FolioFlippedKernel.c, FolioBandOctets.c, FolioPerspectiveKernel.c,
// FolioFadedKernel.c) share: the CPU check that must pass before any of them runs, PixelMath's
// blend for eight pixels, and bilinear sampling of eight 2×2 texel blocks in 256-bit lanes.
// Private to CFolioKernels.

#include <stdbool.h>
#include <stdint.h>

#if defined(__x86_64__)
#include <immintrin.h>

#define FOLIO_AVX2 __attribute__((target("avx2")))

/// Whether the CPU has AVX2: no function marked FOLIO_AVX2 may run otherwise.
static inline bool folio_has_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
}

/// Two horizontally adjacent texels, the left one at `p`, in the low half.
FOLIO_AVX2 static inline __m128i folio_pair_at(const uint32_t *p) {
    return _mm_loadl_epi64((const __m128i *)(const void *)p);
}

/// Pixel pairs `a, b` in the low 128 bits and `c, d` in the high.
FOLIO_AVX2 static inline __m256i folio_pairs(const uint32_t *a, const uint32_t *b, const uint32_t *c,
                                             const uint32_t *d) {
    __m128i low = _mm_unpacklo_epi64(folio_pair_at(a), folio_pair_at(b));
    __m128i high = _mm_unpacklo_epi64(folio_pair_at(c), folio_pair_at(d));
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
}

/// `a + ((b − a)·f >> 7)` in signed 16-bit lanes.
FOLIO_AVX2 static inline __m256i folio_lerp8(__m256i a, __m256i b, __m256i f) {
    return _mm256_add_epi16(a, _mm256_srai_epi16(_mm256_mullo_epi16(_mm256_sub_epi16(b, a), f), 7));
}

/// `round(c·f / 255)` in 16-bit lanes, as PixelMath.divideBy255.
FOLIO_AVX2 static inline __m256i folio_divide_by_255(__m256i c, __m256i f) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(c, f), _mm256_set1_epi16(0x80));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

/// PixelMath.multiply for eight pixels: each channel times its pixel's factor (0…255, in both
/// 16-bit halves of the pixel's lane of `f`), over 255, rounded.
FOLIO_AVX2 static inline __m256i folio_multiply8(__m256i p, __m256i f) {
    const __m256i byte = _mm256_set1_epi32(0x00FF00FF);
    __m256i even = folio_divide_by_255(_mm256_and_si256(p, byte), f);
    __m256i odd = folio_divide_by_255(_mm256_and_si256(_mm256_srli_epi32(p, 8), byte), f);
    return _mm256_or_si256(even, _mm256_slli_epi32(odd, 8));
}

/// PixelMath.over for eight pixels: `s + d·(255 − αs) / 255`, exact for every input.
FOLIO_AVX2 static inline __m256i folio_over8(__m256i s, __m256i d) {
    __m256i a = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(s, 24));
    return _mm256_add_epi32(s, folio_multiply8(d, _mm256_or_si256(a, _mm256_slli_epi32(a, 16))));
}

/// Eight bilinear samples split into even (blue, red) and odd (green, alpha) channels, one
/// 16-bit lane each, as FolioRender's AffineQuadSampler.bilinearChannels returns four.
typedef struct FolioChannels8 {
    __m256i even, odd;
} FolioChannels8;

/// The samples of eight 2×2 blocks given as texel pairs, the top rows of pixels 0, 1 | 4, 5
/// in `topA` and of 2, 3 | 6, 7 in `topB`, the bottom rows likewise, with 7-bit weights in
/// the 16-bit lanes of `wx`, `wy` (each pixel's in both lanes of its 32 bits): vertical, then
/// horizontal, to the bit as Swift's.
FOLIO_AVX2 static inline FolioChannels8 folio_blend8(__m256i pairsTopA, __m256i pairsTopB, __m256i pairsBottomA,
                                                     __m256i pairsBottomB, __m256i wx, __m256i wy) {
    // The left and the right texels of all eight blocks, in pixel order (the shuffle works
    // within each 128-bit half).
    __m256 topA = _mm256_castsi256_ps(pairsTopA), topB = _mm256_castsi256_ps(pairsTopB);
    __m256 bottomA = _mm256_castsi256_ps(pairsBottomA), bottomB = _mm256_castsi256_ps(pairsBottomB);
    __m256i tl = _mm256_castps_si256(_mm256_shuffle_ps(topA, topB, _MM_SHUFFLE(2, 0, 2, 0)));
    __m256i tr = _mm256_castps_si256(_mm256_shuffle_ps(topA, topB, _MM_SHUFFLE(3, 1, 3, 1)));
    __m256i bl = _mm256_castps_si256(_mm256_shuffle_ps(bottomA, bottomB, _MM_SHUFFLE(2, 0, 2, 0)));
    __m256i br = _mm256_castps_si256(_mm256_shuffle_ps(bottomA, bottomB, _MM_SHUFFLE(3, 1, 3, 1)));
    const __m256i byte = _mm256_set1_epi16(0xFF);
    __m256i le = folio_lerp8(_mm256_and_si256(tl, byte), _mm256_and_si256(bl, byte), wy);
    __m256i lo = folio_lerp8(_mm256_srli_epi16(tl, 8), _mm256_srli_epi16(bl, 8), wy);
    __m256i re = folio_lerp8(_mm256_and_si256(tr, byte), _mm256_and_si256(br, byte), wy);
    __m256i ro = folio_lerp8(_mm256_srli_epi16(tr, 8), _mm256_srli_epi16(br, 8), wy);
    FolioChannels8 c = {folio_lerp8(le, re, wx), folio_lerp8(lo, ro, wx)};
    return c;
}

/// The samples of the 2×2 blocks whose top-left texels are `p[0…7]`, rows `stride` texels
/// apart, with weights as folio_blend8 takes them.
FOLIO_AVX2 static inline FolioChannels8 folio_bilinear8(const uint32_t *const p[8], int64_t stride, __m256i wx,
                                                        __m256i wy) {
    return folio_blend8(folio_pairs(p[0], p[1], p[4], p[5]), folio_pairs(p[2], p[3], p[6], p[7]),
                        folio_pairs(p[0] + stride, p[1] + stride, p[4] + stride, p[5] + stride),
                        folio_pairs(p[2] + stride, p[3] + stride, p[6] + stride, p[7] + stride), wx, wy);
}

#endif
#endif
