// The cylinder band's four-pixel loop (see folio_band_quads in include/FolioKernels.h).
//
// Why C: written in Swift, this loop keeps about forty values live (table and texture
// pointers, page bounds, steps, lanes) and the compiler spills a third of its instructions to
// the stack; here every lane operation is one SSE2 instruction, the entries' offsets come in
// as one load per pixel, and the texel index is one multiply-add for four pixels. SSE2 is the
// x86-64 baseline, so this loop needs no runtime dispatch. The arithmetic is Swift's, to the bit
// (CurlRowRenderer+Band, AffineQuadSampler.bilinear, PixelMath.shade, CurlPixelMath.washed);
// the span tests compare both against the per-pixel reference. Where the CPU has AVX2,
// folio_band_quads runs the same loop eight pixels at a time first (FolioBandOctets.c).
#include "FolioKernels.h"

#if defined(__x86_64__)
#include "FolioAVX2.h"

bool folio_eight_pixel_loops_available(void) { return folio_has_avx2(); }
#else
bool folio_eight_pixel_loops_available(void) { return false; }
#endif

#if defined(__x86_64__) && defined(__SSE2__)
#include <emmintrin.h>

bool folio_band_quads_available(void) { return true; }

/// A rectangle [x0, x1] × [y0, y1] in every lane.
typedef struct Bounds {
    __m128i x0, x1, y0, y1;
} Bounds;

static inline Bounds bounds(const int32_t b[4]) {
    Bounds r = {_mm_set1_epi32(b[0]), _mm_set1_epi32(b[1]), _mm_set1_epi32(b[2]), _mm_set1_epi32(b[3])};
    return r;
}

/// Lanes whose (x, y) lie outside `b` (all ones), inside (zero).
static inline __m128i outside_of(__m128i x, __m128i y, Bounds b) {
    __m128i below = _mm_or_si128(_mm_cmpgt_epi32(b.x0, x), _mm_cmpgt_epi32(b.y0, y));
    __m128i above = _mm_or_si128(_mm_cmpgt_epi32(x, b.x1), _mm_cmpgt_epi32(y, b.y1));
    return _mm_or_si128(below, above);
}

/// A bitmask of the lanes that are all ones.
static inline int lanes(__m128i mask) { return _mm_movemask_ps(_mm_castsi128_ps(mask)); }

/// Two horizontally adjacent texels, the left one at `p`, in the low half.
static inline __m128i texel_pair(const uint32_t *p) { return _mm_loadl_epi64((const __m128i *)(const void *)p); }

/// The left (even = 0) or right (even = 1) texels of four blocks from two vectors of pairs.
static inline __m128i pick(__m128i pairs01, __m128i pairs23, int right) {
    __m128 a = _mm_castsi128_ps(pairs01);
    __m128 b = _mm_castsi128_ps(pairs23);
    return _mm_castps_si128(right ? _mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1))
                                  : _mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
}

/// `a + ((b − a)·f >> 7)` in signed 16-bit lanes.
static inline __m128i lerp(__m128i a, __m128i b, __m128i f) {
    return _mm_add_epi16(a, _mm_srai_epi16(_mm_mullo_epi16(_mm_sub_epi16(b, a), f), 7));
}

/// A per-pixel value (≤ 0xFFFF) in both 16-bit halves of its lane.
static inline __m128i spread(__m128i f) { return _mm_or_si128(f, _mm_slli_epi32(f, 16)); }

/// Four bilinear samples of the blocks whose top-left texels are `texels` (indices into
/// `source`, rows `stride` apart), with 7-bit weights `fx`, `fy`.
static inline __m128i bilinear(const uint32_t *source, __m128i texels, int32_t stride, __m128i fx, __m128i fy) {
    const uint32_t *p0 = source + _mm_cvtsi128_si32(texels);
    const uint32_t *p1 = source + _mm_cvtsi128_si32(_mm_shuffle_epi32(texels, 0x55));
    const uint32_t *p2 = source + _mm_cvtsi128_si32(_mm_shuffle_epi32(texels, 0xAA));
    const uint32_t *p3 = source + _mm_cvtsi128_si32(_mm_shuffle_epi32(texels, 0xFF));
    __m128i top01 = _mm_unpacklo_epi64(texel_pair(p0), texel_pair(p1));
    __m128i top23 = _mm_unpacklo_epi64(texel_pair(p2), texel_pair(p3));
    __m128i bottom01 = _mm_unpacklo_epi64(texel_pair(p0 + stride), texel_pair(p1 + stride));
    __m128i bottom23 = _mm_unpacklo_epi64(texel_pair(p2 + stride), texel_pair(p3 + stride));
    __m128i tl = pick(top01, top23, 0), tr = pick(top01, top23, 1);
    __m128i bl = pick(bottom01, bottom23, 0), br = pick(bottom01, bottom23, 1);
    __m128i wx = spread(fx), wy = spread(fy);
    const __m128i byte = _mm_set1_epi16(0xFF);
    __m128i le = lerp(_mm_and_si128(tl, byte), _mm_and_si128(bl, byte), wy);
    __m128i lo = lerp(_mm_and_si128(_mm_srli_epi32(tl, 8), byte), _mm_and_si128(_mm_srli_epi32(bl, 8), byte), wy);
    __m128i re = lerp(_mm_and_si128(tr, byte), _mm_and_si128(br, byte), wy);
    __m128i ro = lerp(_mm_and_si128(_mm_srli_epi32(tr, 8), byte), _mm_and_si128(_mm_srli_epi32(br, 8), byte), wy);
    return _mm_or_si128(lerp(le, re, wx), _mm_slli_epi16(lerp(lo, ro, wx), 8));
}

/// Each colour channel times its pixel's factor (0…256) over 256; alpha kept.
static inline __m128i shade(__m128i q, __m128i factors) {
    const __m128i mask = _mm_set1_epi32(0x00FF00FF);
    __m128i even = _mm_srli_epi16(_mm_mullo_epi16(_mm_and_si128(q, mask), spread(factors)), 8);
    __m128i odd = _mm_srli_epi16(
        _mm_mullo_epi16(_mm_and_si128(_mm_srli_epi32(q, 8), mask), _mm_or_si128(factors, _mm_set1_epi32(0x01000000))),
        8);
    return _mm_or_si128(even, _mm_slli_epi32(odd, 8));
}

/// Opaque pixels washed towards `paper` by `wash` and lit by `factors`.
static inline __m128i washed(__m128i q, __m128i factors, uint32_t wash, uint32_t paper) {
    const __m128i mask = _mm_set1_epi32(0x00FF00FF);
    // (256 − wash)·f and wash·f fit 17 bits; one multiply-add of 16-bit halves each.
    __m128i keep = spread(_mm_srli_epi32(_mm_madd_epi16(factors, _mm_set1_epi32((int32_t)(256 - wash))), 8));
    __m128i share = spread(_mm_srli_epi32(_mm_madd_epi16(factors, _mm_set1_epi32((int32_t)wash)), 8));
    __m128i colour = _mm_and_si128(q, _mm_set1_epi32(0x00FFFFFF));
    __m128i tone = _mm_set1_epi32((int32_t)(paper & 0x00FFFFFF));
    __m128i even = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(colour, mask), keep),
                                                _mm_mullo_epi16(_mm_and_si128(tone, mask), share)),
                                  8);
    __m128i odd = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(_mm_srli_epi32(colour, 8), mask), keep),
                                               _mm_mullo_epi16(_mm_and_si128(_mm_srli_epi32(tone, 8), mask), share)),
                                 8);
    return _mm_or_si128(_mm_or_si128(even, _mm_slli_epi32(odd, 8)), _mm_set1_epi32((int32_t)0xFF000000u));
}

/// How many rows ahead the band prefetches the texels a later row will read.
enum { rows_ahead = 4 };

/// The table entry at 16.16 position `k`, none below the first.
static inline int32_t entry(int32_t k) { return k < 0 ? 0 : k >> 16; }

static size_t band_quads(
    const FolioBandKernel *c, uint32_t *pixels, size_t count, int32_t k, int32_t dk, int32_t u, int32_t du,
    int32_t v, int32_t dv) {
    // Everything the loop reads from the kernel, in registers: a store to `pixels` might
    // otherwise alias the kernel's 32-bit fields and make the compiler reload them each time.
    const int32_t *const offsets = c->offsets;
    const uint32_t *const backShade = c->backShade, *const frontShade = c->frontShade;
    const uint32_t *const front = c->front, *const back = c->back;
    const int32_t silhouette = c->silhouette, frontStride = c->frontStride, backStride = c->backStride;
    const Bounds inside = bounds(c->inside), outside = bounds(c->outside);
    const __m128i flipU = _mm_set1_epi32(c->backFlip[0]), flipV = _mm_set1_epi32(c->backFlip[1]);
    const __m128i originU = _mm_set1_epi32(c->backOrigin[0]), originV = _mm_set1_epi32(c->backOrigin[1]);
    const __m128i limitU = _mm_set1_epi32(c->backLimit[0]), limitV = _mm_set1_epi32(c->backLimit[1]);
    const int64_t frontBelowU = c->frontBelow[0], frontBelowV = c->frontBelow[1];
    const int64_t backBelowU = c->backBelow[0], backBelowV = c->backBelow[1];
    const uint32_t wash = c->wash, paper = c->paper;
    const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi32(-1);
    const __m128i high = _mm_set1_epi32((int32_t)0xFFFF0000u), weight = _mm_set1_epi32(0x7F);
    __m128i us = _mm_setr_epi32(u, u + du, u + 2 * du, u + 3 * du);
    __m128i vs = _mm_setr_epi32(v, v + dv, v + 2 * dv, v + 3 * dv);
    const __m128i us4 = _mm_set1_epi32(4 * du), vs4 = _mm_set1_epi32(4 * dv);
    size_t n = 0;
    for (; n + 4 <= count; n += 4, k += 4 * dk, us = _mm_add_epi32(us, us4), vs = _mm_add_epi32(vs, vs4)) {
        // The entries rise or fall along the quad, so its ends bound them.
        int32_t e0 = entry(k), e1 = entry(k + dk), e2 = entry(k + 2 * dk), e3 = entry(k + 3 * dk);
        if (e0 >= silhouette || e3 >= silhouette) break;
        __m128i t0 = _mm_loadu_si128((const __m128i *)(const void *)(offsets + 4 * e0));
        __m128i t1 = _mm_loadu_si128((const __m128i *)(const void *)(offsets + 4 * e1));
        __m128i t2 = _mm_loadu_si128((const __m128i *)(const void *)(offsets + 4 * e2));
        __m128i t3 = _mm_loadu_si128((const __m128i *)(const void *)(offsets + 4 * e3));
        __m128i back01 = _mm_unpacklo_epi32(t0, t1), back23 = _mm_unpacklo_epi32(t2, t3);
        __m128i bu = _mm_add_epi32(us, _mm_unpacklo_epi64(back01, back23));
        __m128i bv = _mm_add_epi32(vs, _mm_unpackhi_epi64(back01, back23));
        int backOutside = lanes(outside_of(bu, bv, inside));
        __m128i x, y, factors;
        const uint32_t *source;
        int32_t stride;
        int64_t belowU, belowV;
        int washes = 0;
        if (backOutside == 0) {
            // The back covers all four pixels.
            factors = _mm_setr_epi32((int32_t)backShade[e0], (int32_t)backShade[e1], (int32_t)backShade[e2],
                                     (int32_t)backShade[e3]);
            if (back) {
                x = _mm_add_epi32(_mm_sub_epi32(_mm_xor_si128(bu, flipU), flipU), originU);
                y = _mm_add_epi32(_mm_sub_epi32(_mm_xor_si128(bv, flipV), flipV), originV);
                __m128i inU = _mm_andnot_si128(_mm_cmpgt_epi32(zero, x), _mm_cmpgt_epi32(limitU, x));
                __m128i inV = _mm_andnot_si128(_mm_cmpgt_epi32(zero, y), _mm_cmpgt_epi32(limitV, y));
                if (lanes(_mm_and_si128(inU, inV)) != 0xF) break;
                source = back;
                stride = backStride;
                belowU = backBelowU;
                belowV = backBelowV;
            } else {
                x = bu;
                y = bv;
                source = front;
                stride = frontStride;
                belowU = frontBelowU;
                belowV = frontBelowV;
                washes = 1;
            }
        } else if (backOutside == 0xF) {
            // The back is off the page at all four: the front covers them, if it is on it.
            if (lanes(outside_of(bu, bv, outside)) != 0xF) break;
            __m128i front01 = _mm_unpackhi_epi32(t0, t1), front23 = _mm_unpackhi_epi32(t2, t3);
            x = _mm_add_epi32(us, _mm_unpacklo_epi64(front01, front23));
            y = _mm_add_epi32(vs, _mm_unpackhi_epi64(front01, front23));
            if (lanes(outside_of(x, y, inside)) != 0) break;
            factors = _mm_setr_epi32((int32_t)frontShade[e0], (int32_t)frontShade[e1], (int32_t)frontShade[e2],
                                     (int32_t)frontShade[e3]);
            source = front;
            stride = frontStride;
            belowU = frontBelowU;
            belowV = frontBelowV;
        } else {
            break;
        }
        // Ask for the lower texel row the row `rows_ahead` below will read here (its upper one
        // was asked for a row earlier). One row ahead is too late for the band's scattered
        // reads: four rows ahead drew a frame 2–3 % faster. Prefetching never faults, so the
        // address may be anywhere.
        int64_t x0 = _mm_cvtsi128_si32(x), y0 = _mm_cvtsi128_si32(y);
        int64_t next =
            (((y0 + rows_ahead * belowV) >> 16) + 1) * stride + ((x0 + rows_ahead * belowU) >> 16);
        folio_prefetch((const void *)((uintptr_t)source + (uintptr_t)(next * 4)));
        // Texel index x + y·stride for all four in one multiply-add of 16-bit halves (both
        // coordinates and the stride are below 32 768).
        __m128i xy = _mm_or_si128(_mm_srli_epi32(x, 16), _mm_and_si128(y, high));
        __m128i texels = _mm_madd_epi16(xy, _mm_set1_epi32(1 | (stride << 16)));
        __m128i q = bilinear(source, texels, stride, _mm_and_si128(_mm_srai_epi32(x, 9), weight),
                             _mm_and_si128(_mm_srai_epi32(y, 9), weight));
        if (lanes(_mm_cmpeq_epi32(_mm_or_si128(q, _mm_set1_epi32(0x00FFFFFF)), ones)) != 0xF) break;
        __m128i p = washes ? washed(q, factors, wash, paper) : shade(q, factors);
        _mm_storeu_si128((__m128i *)(void *)(pixels + n), p);
    }
    return n;
}

size_t folio_band_quads(
    const FolioBandKernel *c, uint32_t *pixels, size_t count, int32_t k, int32_t dk, int32_t u, int32_t du,
    int32_t v, int32_t dv) {
    if (!folio_has_avx2()) return band_quads(c, pixels, count, k, dk, u, du, v, dv);
    // Eight pixels at a time while they can be drawn whole; where eight cannot (one side ends
    // inside them), four may. Either way the loop stops at the first four it cannot draw, as
    // the four-pixel loop alone does.
    size_t n = 0;
    for (;;) {
        // Steps `n` pixels on, in wrapping arithmetic as the loops' own.
#define AT(x, dx) ((int32_t)((uint32_t)(x) + (uint32_t)n * (uint32_t)(dx)))
        n += folio_band_octets(c, pixels + n, count - n, AT(k, dk), dk, AT(u, du), du, AT(v, dv), dv);
        if (n + 4 > count || band_quads(c, pixels + n, 4, AT(k, dk), dk, AT(u, du), du, AT(v, dv), dv) == 0) {
            return n;
        }
#undef AT
        n += 4;
    }
}

#else

bool folio_band_quads_available(void) { return false; }

size_t folio_band_quads(
    const FolioBandKernel *c, uint32_t *pixels, size_t count, int32_t k, int32_t dk, int32_t u, int32_t du,
    int32_t v, int32_t dv) {
    (void)c, (void)pixels, (void)count, (void)k, (void)dk, (void)u, (void)du, (void)v, (void)dv;
    return 0;
}

#endif
