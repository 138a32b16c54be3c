// The cylinder band's loop with AVX2, eight pixels at a time: folio_band_quads' loop (in
// FolioKernels.c) in 256-bit lanes, which folio_band_quads runs first on machines that have
// AVX2. Like the flipped part's loop, it is bound by the vector units, and twice as wide lanes
// do twice the pixels per operation. Its arithmetic is folio_band_quads' to the bit, lane for
// lane; the span tests compare both against Swift's loop. Beside it, the band's bare pixels,
// where neither side of the sheet is on the page and only the shadows on what lies beneath
// are drawn (folio_bare_octets, in doubles as Swift's per-pixel path), and the contact
// darkening beyond the band (folio_shade_octets), with the same shading.
#include "FolioKernels.h"

#if defined(__x86_64__)
#include "FolioAVX2.h"

#define AVX2 FOLIO_AVX2

/// A rectangle [x0, x1] × [y0, y1] in every lane.
typedef struct Bounds8 {
    __m256i x0, x1, y0, y1;
} Bounds8;

AVX2 static inline Bounds8 bounds8(const int32_t b[4]) {
    Bounds8 r = {_mm256_set1_epi32(b[0]), _mm256_set1_epi32(b[1]), _mm256_set1_epi32(b[2]),
                 _mm256_set1_epi32(b[3])};
    return r;
}

/// Lanes whose (x, y) lie outside `b` (all ones), inside (zero).
AVX2 static inline __m256i outside8(__m256i x, __m256i y, Bounds8 b) {
    __m256i below = _mm256_or_si256(_mm256_cmpgt_epi32(b.x0, x), _mm256_cmpgt_epi32(b.y0, y));
    __m256i above = _mm256_or_si256(_mm256_cmpgt_epi32(x, b.x1), _mm256_cmpgt_epi32(y, b.y1));
    return _mm256_or_si256(below, above);
}

/// A bitmask of the lanes that are all ones.
AVX2 static inline int lanes8(__m256i mask) { return _mm256_movemask_ps(_mm256_castsi256_ps(mask)); }

/// A per-pixel value (≤ 0xFFFF) in both 16-bit halves of its lane.
AVX2 static inline __m256i spread(__m256i f) { return _mm256_or_si256(f, _mm256_slli_epi32(f, 16)); }

/// Two 128-bit halves as one vector, `low` first.
AVX2 static inline __m256i join(__m128i low, __m128i high) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
}

/// Eight bilinear samples of the blocks whose top-left texels are `texels` (indices into
/// `source`, rows `stride` apart), with 7-bit weights `fx`, `fy`.
AVX2 static inline __m256i bilinear8(const uint32_t *source, __m256i texels, int32_t stride, __m256i fx,
                                     __m256i fy) {
    int32_t index[8];
    _mm256_storeu_si256((__m256i *)(void *)index, texels);
    const uint32_t *p[8];
    for (int l = 0; l < 8; l++) p[l] = source + index[l];
    FolioChannels8 c = folio_bilinear8(p, stride, spread(fx), spread(fy));
    return _mm256_or_si256(c.even, _mm256_slli_epi16(c.odd, 8));
}

/// Each colour channel times its pixel's factor (0…256) over 256; alpha kept.
AVX2 static inline __m256i shade8(__m256i q, __m256i factors) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF);
    __m256i even = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(q, mask), spread(factors)), 8);
    __m256i odd = _mm256_srli_epi16(
        _mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(q, 8), mask),
                           _mm256_or_si256(factors, _mm256_set1_epi32(0x01000000))),
        8);
    return _mm256_or_si256(even, _mm256_slli_epi32(odd, 8));
}

/// Opaque pixels washed towards `paper` by `wash` and lit by `factors`.
AVX2 static inline __m256i washed8(__m256i q, __m256i factors, uint32_t wash, uint32_t paper) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF);
    __m256i keep = spread(_mm256_srli_epi32(_mm256_madd_epi16(factors, _mm256_set1_epi32((int32_t)(256 - wash))), 8));
    __m256i share = spread(_mm256_srli_epi32(_mm256_madd_epi16(factors, _mm256_set1_epi32((int32_t)wash)), 8));
    __m256i colour = _mm256_and_si256(q, _mm256_set1_epi32(0x00FFFFFF));
    __m256i tone = _mm256_set1_epi32((int32_t)(paper & 0x00FFFFFF));
    __m256i even = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(colour, mask), keep),
                                                      _mm256_mullo_epi16(_mm256_and_si256(tone, mask), share)),
                                     8);
    __m256i odd = _mm256_srli_epi16(
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(colour, 8), mask), keep),
                         _mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(tone, 8), mask), share)),
        8);
    return _mm256_or_si256(_mm256_or_si256(even, _mm256_slli_epi32(odd, 8)),
                           _mm256_set1_epi32((int32_t)0xFF000000u));
}

/// How many rows ahead the band prefetches the texels a later row will read (as
/// folio_band_quads).
enum { rows_ahead = 4 };

/// The table entry at 16.16 position `k`, none below the first.
static inline int32_t entry(int32_t k) { return k < 0 ? 0 : k >> 16; }

AVX2 static size_t band_octets(const FolioBandKernel *c, uint32_t *pixels, size_t count, int32_t k, int32_t dk,
                               int32_t u, int32_t du, int32_t v, int32_t dv) {
    const int32_t *const offsets = c->offsets;
    const uint32_t *const backShade = c->backShade, *const frontShade = c->frontShade;
    const uint32_t *const front = c->front, *const back = c->back;
    const int32_t silhouette = c->silhouette, frontStride = c->frontStride, backStride = c->backStride;
    const Bounds8 inside = bounds8(c->inside), outside = bounds8(c->outside);
    const __m256i flipU = _mm256_set1_epi32(c->backFlip[0]), flipV = _mm256_set1_epi32(c->backFlip[1]);
    const __m256i originU = _mm256_set1_epi32(c->backOrigin[0]), originV = _mm256_set1_epi32(c->backOrigin[1]);
    const __m256i limitU = _mm256_set1_epi32(c->backLimit[0]), limitV = _mm256_set1_epi32(c->backLimit[1]);
    const int64_t frontBelowU = c->frontBelow[0], frontBelowV = c->frontBelow[1];
    const int64_t backBelowU = c->backBelow[0], backBelowV = c->backBelow[1];
    const uint32_t wash = c->wash, paper = c->paper;
    const __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi32(-1);
    const __m256i high = _mm256_set1_epi32((int32_t)0xFFFF0000u), weight = _mm256_set1_epi32(0x7F);
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i us = _mm256_add_epi32(_mm256_set1_epi32(u), _mm256_mullo_epi32(lane, _mm256_set1_epi32(du)));
    __m256i vs = _mm256_add_epi32(_mm256_set1_epi32(v), _mm256_mullo_epi32(lane, _mm256_set1_epi32(dv)));
    const __m256i us8 = _mm256_set1_epi32(8 * du), vs8 = _mm256_set1_epi32(8 * dv);
    size_t n = 0;
    for (; n + 8 <= count;
         n += 8, k = (int32_t)((uint32_t)k + 8u * (uint32_t)dk), us = _mm256_add_epi32(us, us8), vs = _mm256_add_epi32(vs, vs8)) {
        // The entries rise or fall along the octet, so its ends bound them.
        int32_t e[8];
        for (int l = 0; l < 8; l++) e[l] = entry((int32_t)((uint32_t)k + (uint32_t)l * (uint32_t)dk));
        if (e[0] >= silhouette || e[7] >= silhouette) break;
        __m128i t[8];
        for (int l = 0; l < 8; l++) t[l] = _mm_loadu_si128((const __m128i *)(const void *)(offsets + 4 * e[l]));
        // Entries l and l + 4 side by side, so the within-half unpacks give pixel order.
        __m256i t04 = join(t[0], t[4]), t15 = join(t[1], t[5]), t26 = join(t[2], t[6]), t37 = join(t[3], t[7]);
        __m256i back01 = _mm256_unpacklo_epi32(t04, t15), back23 = _mm256_unpacklo_epi32(t26, t37);
        __m256i bu = _mm256_add_epi32(us, _mm256_unpacklo_epi64(back01, back23));
        __m256i bv = _mm256_add_epi32(vs, _mm256_unpackhi_epi64(back01, back23));
        int backOutside = lanes8(outside8(bu, bv, inside));
        __m256i x, y, factors;
        const uint32_t *source;
        int32_t stride;
        int64_t belowU, belowV;
        int washes = 0;
        if (backOutside == 0) {
            // The back covers all eight pixels.
            factors = _mm256_setr_epi32((int32_t)backShade[e[0]], (int32_t)backShade[e[1]], (int32_t)backShade[e[2]],
                                        (int32_t)backShade[e[3]], (int32_t)backShade[e[4]], (int32_t)backShade[e[5]],
                                        (int32_t)backShade[e[6]], (int32_t)backShade[e[7]]);
            if (back) {
                x = _mm256_add_epi32(_mm256_sub_epi32(_mm256_xor_si256(bu, flipU), flipU), originU);
                y = _mm256_add_epi32(_mm256_sub_epi32(_mm256_xor_si256(bv, flipV), flipV), originV);
                __m256i inU = _mm256_andnot_si256(_mm256_cmpgt_epi32(zero, x), _mm256_cmpgt_epi32(limitU, x));
                __m256i inV = _mm256_andnot_si256(_mm256_cmpgt_epi32(zero, y), _mm256_cmpgt_epi32(limitV, y));
                if (lanes8(_mm256_and_si256(inU, inV)) != 0xFF) break;
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
        } else if (backOutside == 0xFF) {
            // The back is off the page at all eight: the front covers them, if it is on it.
            if (lanes8(outside8(bu, bv, outside)) != 0xFF) break;
            __m256i front01 = _mm256_unpackhi_epi32(t04, t15), front23 = _mm256_unpackhi_epi32(t26, t37);
            x = _mm256_add_epi32(us, _mm256_unpacklo_epi64(front01, front23));
            y = _mm256_add_epi32(vs, _mm256_unpackhi_epi64(front01, front23));
            if (lanes8(outside8(x, y, inside)) != 0) break;
            factors = _mm256_setr_epi32((int32_t)frontShade[e[0]], (int32_t)frontShade[e[1]],
                                        (int32_t)frontShade[e[2]], (int32_t)frontShade[e[3]],
                                        (int32_t)frontShade[e[4]], (int32_t)frontShade[e[5]],
                                        (int32_t)frontShade[e[6]], (int32_t)frontShade[e[7]]);
            source = front;
            stride = frontStride;
            belowU = frontBelowU;
            belowV = frontBelowV;
        } else {
            break;
        }
        // The lower texel row the row `rows_ahead` below will read here (folio_band_quads
        // says why), for the first pixel and for the fifth.
        int64_t x0 = _mm256_cvtsi256_si32(x), y0 = _mm256_cvtsi256_si32(y);
        int64_t x4 = _mm_cvtsi128_si32(_mm256_extracti128_si256(x, 1));
        int64_t y4 = _mm_cvtsi128_si32(_mm256_extracti128_si256(y, 1));
        int64_t next0 = (((y0 + rows_ahead * belowV) >> 16) + 1) * stride + ((x0 + rows_ahead * belowU) >> 16);
        int64_t next4 = (((y4 + rows_ahead * belowV) >> 16) + 1) * stride + ((x4 + rows_ahead * belowU) >> 16);
        __builtin_prefetch((const void *)((uintptr_t)source + (uintptr_t)(next0 * 4)), 0, 3);
        __builtin_prefetch((const void *)((uintptr_t)source + (uintptr_t)(next4 * 4)), 0, 3);
        // Texel index x + y·stride for all eight in one multiply-add of 16-bit halves.
        __m256i xy = _mm256_or_si256(_mm256_srli_epi32(x, 16), _mm256_and_si256(y, high));
        __m256i texels = _mm256_madd_epi16(xy, _mm256_set1_epi32(1 | (stride << 16)));
        __m256i q = bilinear8(source, texels, stride, _mm256_and_si256(_mm256_srai_epi32(x, 9), weight),
                              _mm256_and_si256(_mm256_srai_epi32(y, 9), weight));
        if (lanes8(_mm256_cmpeq_epi32(_mm256_or_si256(q, _mm256_set1_epi32(0x00FFFFFF)), ones)) != 0xFF) break;
        __m256i p = washes ? washed8(q, factors, wash, paper) : shade8(q, factors);
        _mm256_storeu_si256((__m256i *)(void *)(pixels + n), p);
    }
    return n;
}

size_t folio_band_octets(const FolioBandKernel *c, uint32_t *pixels, size_t count, int32_t k, int32_t dk, int32_t u,
                         int32_t du, int32_t v, int32_t dv) {
    return folio_has_avx2() ? band_octets(c, pixels, count, k, dk, u, du, v, dv) : 0;
}

// The bare pixels' shading is CurlRowRenderer's arithmetic in doubles, operation for
// operation; fused multiply-adds would change last bits.
#pragma clang fp contract(off)

/// CurlRowRenderer.distanceToPage for four points (layer points, 0 on the page).
AVX2 static inline __m256d distance4(const FolioBandKernel *c, __m256d u, __m256d v) {
    const __m256d zero = _mm256_setzero_pd();
    __m256d du = _mm256_max_pd(_mm256_max_pd(_mm256_sub_pd(_mm256_set1_pd(c->page[0]), u),
                                             _mm256_sub_pd(u, _mm256_set1_pd(c->page[1]))),
                               zero);
    __m256d dv = _mm256_max_pd(_mm256_max_pd(_mm256_sub_pd(_mm256_set1_pd(c->page[2]), v),
                                             _mm256_sub_pd(v, _mm256_set1_pd(c->page[3]))),
                               zero);
    __m256d dx = _mm256_mul_pd(du, _mm256_set1_pd(c->layerPerU));
    __m256d dy = _mm256_mul_pd(dv, _mm256_set1_pd(c->layerPerV));
    __m256d t = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(dx, dx), _mm256_mul_pd(dy, dy)));
    // Along one axis the distance is that axis's own (its square root need not round back).
    t = _mm256_blendv_pd(t, dx, _mm256_cmp_pd(dy, zero, _CMP_EQ_OQ));
    return _mm256_blendv_pd(t, dy, _mm256_cmp_pd(dx, zero, _CMP_EQ_OQ));
}

/// CurlTablePointers.index for four axis distances, as 32-bit entries.
AVX2 static inline __m128i entries4(const FolioBandKernel *c, __m256d s) {
    __m256d k = _mm256_mul_pd(s, _mm256_set1_pd(c->tableScale));
    k = _mm256_min_pd(_mm256_max_pd(k, _mm256_setzero_pd()), _mm256_set1_pd((double)c->lastEntry));
    return _mm256_cvttpd_epi32(k);
}

/// The four 64-bit lanes of a comparison's mask as 32-bit lanes.
AVX2 static inline __m128i mask4(__m256d m) {
    const __m256i low = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    return _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(m), low));
}

/// `256 − trunc((256 − f)·fade + ½)` for four factors `f` (32-bit) and fades.
AVX2 static inline __m128i faded4(__m128i f, __m256d fade) {
    __m256d g = _mm256_cvtepi32_pd(_mm_sub_epi32(_mm_set1_epi32(256), f));
    __m128i t = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(g, fade), _mm256_set1_pd(0.5)));
    return _mm_sub_epi32(_mm_set1_epi32(256), t);
}

/// The shade (0…256) of four bare band pixels at columns `x`: the contact darkening times the
/// cylinder's fading drop shadow, as bareBandPixel's bandShadow works it out.
AVX2 static inline __m128i bare_shade4(const FolioBandKernel *c, const FolioBareRow *row, __m256d x) {
    const __m256d one = _mm256_set1_pd(1), zero = _mm256_setzero_pd();
    const __m256d nu = _mm256_set1_pd(c->normal[0]), nv = _mm256_set1_pd(c->normal[1]);
    __m256d s = _mm256_add_pd(_mm256_set1_pd(row->s[0]), _mm256_mul_pd(x, _mm256_set1_pd(row->s[1])));
    __m256d u = _mm256_add_pd(_mm256_set1_pd(row->u[0]), _mm256_mul_pd(x, _mm256_set1_pd(row->u[1])));
    __m256d v = _mm256_add_pd(_mm256_set1_pd(row->v[0]), _mm256_mul_pd(x, _mm256_set1_pd(row->v[1])));
    // The back candidate, from the table entry at min(s, R).
    int32_t e[4];
    _mm_storeu_si128((__m128i *)(void *)e, entries4(c, _mm256_min_pd(s, _mm256_set1_pd(c->radius))));
    __m256d offset =
        _mm256_setr_pd(c->backOffset[e[0]], c->backOffset[e[1]], c->backOffset[e[2]], c->backOffset[e[3]]);
    __m256d bu = _mm256_add_pd(u, _mm256_mul_pd(offset, nu));
    __m256d bv = _mm256_add_pd(v, _mm256_mul_pd(offset, nv));
    // dropFactor of the back point, faded out towards the silhouette.
    __m256d t = distance4(c, bu, bv);
    __m256d f = _mm256_sub_pd(one, _mm256_mul_pd(t, _mm256_set1_pd(c->inverseDropWidth)));
    __m256d lit = _mm256_sub_pd(one, _mm256_mul_pd(_mm256_mul_pd(_mm256_set1_pd(c->dropStrength), f), f));
    __m256d scaled = _mm256_add_pd(_mm256_mul_pd(lit, _mm256_set1_pd(256)), _mm256_set1_pd(0.5));
    __m128i cast = _mm256_cvttpd_epi32(scaled);
    __m128i near = mask4(_mm256_cmp_pd(t, _mm256_set1_pd(c->dropWidth), _CMP_LT_OQ));
    __m128i dropped = _mm_blendv_epi8(_mm_set1_epi32(256), cast, near);
    __m256d fade = _mm256_sub_pd(one, _mm256_mul_pd(s, _mm256_set1_pd(c->inverseRadius)));
    fade = _mm256_min_pd(_mm256_max_pd(fade, zero), one);
    __m128i drop = faded4(dropped, fade);
    // contactFactor: the table's entry at s, faded by the foot's distance beyond the page.
    _mm_storeu_si128((__m128i *)(void *)e, entries4(c, s));
    __m128i contact = _mm_setr_epi32((int32_t)c->contact[e[0]], (int32_t)c->contact[e[1]],
                                     (int32_t)c->contact[e[2]], (int32_t)c->contact[e[3]]);
    __m256d foot = distance4(c, _mm256_sub_pd(u, _mm256_mul_pd(s, nu)), _mm256_sub_pd(v, _mm256_mul_pd(s, nv)));
    __m256d away = _mm256_sub_pd(one, _mm256_mul_pd(foot, _mm256_set1_pd(c->inverseDropWidth)));
    away = _mm256_max_pd(away, zero);
    __m128i beyond = mask4(_mm256_cmp_pd(foot, zero, _CMP_GT_OQ));
    contact = _mm_blendv_epi8(contact, faded4(contact, away), beyond);
    return _mm_srli_epi32(_mm_add_epi32(_mm_mullo_epi32(contact, drop), _mm_set1_epi32(128)), 8);
}

AVX2 static size_t bare_octets(const FolioBandKernel *c, uint32_t *pixels, size_t count, int64_t column,
                               const FolioBareRow *row, bool inShadow, int32_t k, int32_t dk, int32_t u, int32_t du,
                               int32_t v, int32_t dv) {
    const int32_t *const offsets = c->offsets;
    const Bounds8 outside = bounds8(c->outside);
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i us = _mm256_add_epi32(_mm256_set1_epi32(u), _mm256_mullo_epi32(lane, _mm256_set1_epi32(du)));
    __m256i vs = _mm256_add_epi32(_mm256_set1_epi32(v), _mm256_mullo_epi32(lane, _mm256_set1_epi32(dv)));
    const __m256i us8 = _mm256_set1_epi32(8 * du), vs8 = _mm256_set1_epi32(8 * dv);
    const double reach = c->radius + c->halfPixel;
    size_t n = 0;
    for (; n + 8 <= count; n += 8, k = (int32_t)((uint32_t)k + 8u * (uint32_t)dk), us = _mm256_add_epi32(us, us8),
                           vs = _mm256_add_epi32(vs, vs8)) {
        // Bare where both candidates lie wholly off the page, at the entry showsNeitherSide
        // takes (none past the top of the cylinder).
        __m128i t[8];
        for (int l = 0; l < 8; l++) {
            int32_t e = entry((int32_t)((uint32_t)k + (uint32_t)l * (uint32_t)dk));
            if (e > c->radiusEntry) e = c->radiusEntry;
            t[l] = _mm_loadu_si128((const __m128i *)(const void *)(offsets + 4 * e));
        }
        __m256i t04 = join(t[0], t[4]), t15 = join(t[1], t[5]), t26 = join(t[2], t[6]), t37 = join(t[3], t[7]);
        __m256i back01 = _mm256_unpacklo_epi32(t04, t15), back23 = _mm256_unpacklo_epi32(t26, t37);
        __m256i front01 = _mm256_unpackhi_epi32(t04, t15), front23 = _mm256_unpackhi_epi32(t26, t37);
        __m256i bu = _mm256_add_epi32(us, _mm256_unpacklo_epi64(back01, back23));
        __m256i bv = _mm256_add_epi32(vs, _mm256_unpackhi_epi64(back01, back23));
        __m256i fu = _mm256_add_epi32(us, _mm256_unpacklo_epi64(front01, front23));
        __m256i fv = _mm256_add_epi32(vs, _mm256_unpackhi_epi64(front01, front23));
        if (lanes8(_mm256_and_si256(outside8(bu, bv, outside), outside8(fu, fv, outside))) != 0xFF) break;
        // The per-pixel path's own bounds on s (the zone's rounding can leave a pixel past them).
        double x0 = (double)(column + (int64_t)n);
        __m256d xa = _mm256_add_pd(_mm256_set1_pd(x0), _mm256_setr_pd(0, 1, 2, 3));
        __m256d xb = _mm256_add_pd(_mm256_set1_pd(x0), _mm256_setr_pd(4, 5, 6, 7));
        __m256d sa = _mm256_add_pd(_mm256_set1_pd(row->s[0]), _mm256_mul_pd(xa, _mm256_set1_pd(row->s[1])));
        __m256d sb = _mm256_add_pd(_mm256_set1_pd(row->s[0]), _mm256_mul_pd(xb, _mm256_set1_pd(row->s[1])));
        __m256d lo = _mm256_set1_pd(0), hi = _mm256_set1_pd(reach);
        __m256d withinA = _mm256_and_pd(_mm256_cmp_pd(sa, lo, _CMP_GE_OQ), _mm256_cmp_pd(sa, hi, _CMP_LE_OQ));
        __m256d withinB = _mm256_and_pd(_mm256_cmp_pd(sb, lo, _CMP_GE_OQ), _mm256_cmp_pd(sb, hi, _CMP_LE_OQ));
        __m256d within = _mm256_and_pd(withinA, withinB);
        if (_mm256_movemask_pd(within) != 0xF) break;
        // Away from the shadows a bare pixel keeps what is there.
        if (!inShadow) continue;
        __m256i factors = join(bare_shade4(c, row, xa), bare_shade4(c, row, xb));
        __m256i q = _mm256_loadu_si256((const __m256i *)(const void *)(pixels + n));
        _mm256_storeu_si256((__m256i *)(void *)(pixels + n), shade8(q, factors));
    }
    return n;
}

size_t folio_bare_octets(const FolioBandKernel *c, uint32_t *pixels, size_t count, int64_t column,
                         const FolioBareRow *row, bool inShadow, int32_t k, int32_t dk, int32_t u, int32_t du,
                         int32_t v, int32_t dv) {
    return folio_has_avx2() ? bare_octets(c, pixels, count, column, row, inShadow, k, dk, u, du, v, dv) : 0;
}

AVX2 static size_t shade_octets(uint32_t *pixels, size_t count, const uint32_t *factors, int64_t last, int64_t k,
                                int64_t dk) {
    size_t n = 0;
    if (dk == 65536 && k >= 0 && (k & 0xFFFF) == 0 && (k >> 16) + (int64_t)count <= last + 1) {
        // One entry per pixel, all inside the table (the spine's factors by column): the
        // entries are the pixels' factors in order, loaded eight at a time.
        const uint32_t *f = factors + (k >> 16);
        for (; n + 8 <= count; n += 8) {
            __m256i q = _mm256_loadu_si256((const __m256i *)(const void *)(pixels + n));
            __m256i p = shade8(q, _mm256_loadu_si256((const __m256i *)(const void *)(f + n)));
            _mm256_storeu_si256((__m256i *)(void *)(pixels + n), p);
        }
        return n;
    }
    for (; n + 8 <= count; n += 8) {
        int32_t f[8];
        for (int l = 0; l < 8; l++, k += dk) {
            int64_t e = k >> 16;
            f[l] = (int32_t)factors[e < 0 ? 0 : (e > last ? last : e)];
        }
        __m256i q = _mm256_loadu_si256((const __m256i *)(const void *)(pixels + n));
        __m256i p = shade8(q, _mm256_loadu_si256((const __m256i *)(const void *)f));
        _mm256_storeu_si256((__m256i *)(void *)(pixels + n), p);
    }
    return n;
}

size_t folio_shade_octets(uint32_t *pixels, size_t count, const uint32_t *factors, int64_t last, int64_t k,
                          int64_t dk) {
    return folio_has_avx2() ? shade_octets(pixels, count, factors, last, k, dk) : 0;
}

#else

size_t folio_shade_octets(uint32_t *pixels, size_t count, const uint32_t *factors, int64_t last, int64_t k,
                          int64_t dk) {
    (void)pixels, (void)count, (void)factors, (void)last, (void)k, (void)dk;
    return 0;
}

size_t folio_bare_octets(const FolioBandKernel *c, uint32_t *pixels, size_t count, int64_t column,
                         const FolioBareRow *row, bool inShadow, int32_t k, int32_t dk, int32_t u, int32_t du,
                         int32_t v, int32_t dv) {
    (void)c, (void)pixels, (void)count, (void)column, (void)row, (void)inShadow;
    (void)k, (void)dk, (void)u, (void)du, (void)v, (void)dv;
    return 0;
}

size_t folio_band_octets(const FolioBandKernel *c, uint32_t *pixels, size_t count, int32_t k, int32_t dk, int32_t u,
                         int32_t du, int32_t v, int32_t dv) {
    (void)c, (void)pixels, (void)count, (void)k, (void)dk, (void)u, (void)du, (void)v, (void)dv;
    return 0;
}

#endif
