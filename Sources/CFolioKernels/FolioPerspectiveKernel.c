// A page in perspective (cube, flip, cover flow, perspective meshes), eight pixels at a time
// (see folio_perspective_octets and folio_column_octets in include/FolioKernels.h).
//
// Why C, and why AVX2: Swift's PerspectiveInteriorSampler draws four pixels at a time in
// 128-bit lanes. Here one instruction divides four pixels' coordinates, the blocks' offsets
// are worked out in vector lanes, and the bilinear arithmetic covers eight pixels.
//
// Why no gathers: each block's rows are two 64-bit loads, as folio_bilinear8 makes them, and
// not AVX2's vpgatherdq. On Intel parts whose microcode mitigates Gather Data Sampling a
// gather is microcoded: on the project's 2-vCPU Xeon one four-lane gather took 10 ns where
// the same four loads took 0.3–0.6 ns, and four gathers per eight pixels were most of a cube
// frame's time. Plain loads do not depend on that microcode.
//
// What is left waits on memory, so the loop also asks for the texels
// the run a few rows below will read, as AffineQuadSampler does. AVX2 is not the x86-64
// baseline, so the caller asks folio_eight_pixel_loops_available() once and keeps Swift's
// loop elsewhere.
//
// The arithmetic is Swift's to the bit: each group of four pixels divides from the running
// sums as PerspectiveInteriorSampler.nextQuad does (start + lane·step, then 65536 / w, then
// the nearest integer by adding 1.5·2⁵²), the bilinear blend is AffineQuadSampler's, and a
// translucent sample is blended as PixelMath.over does. Contraction into fused multiply-adds
// would change the last bit of a coordinate, so it is off. PerspectiveEightPixelLoopTests
// compare the two.
#include "FolioKernels.h"

#if defined(__x86_64__)
#include "FolioAVX2.h"

#pragma clang fp contract(off)

/// The 16.16 coordinates of four pixels, `start + lane·step` times `65536 / w`, rounded to the
/// nearest integer, in the low 32 bits of each 64-bit lane.
FOLIO_AVX2 static inline __m256i fixed4(__m256d start, __m256d step, __m256d r) {
    const __m256d lanes = _mm256_setr_pd(0, 1, 2, 3);
    const __m256d magic = _mm256_set1_pd(6755399441055744.0);
    __m256d x = _mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(start, _mm256_mul_pd(lanes, step)), r), magic);
    return _mm256_castpd_si256(x);
}

/// `65536 / (w + lane·step)` for four pixels.
FOLIO_AVX2 static inline __m256d reciprocals(double w, __m256d step) {
    const __m256d lanes = _mm256_setr_pd(0, 1, 2, 3);
    return _mm256_div_pd(_mm256_set1_pd(65536), _mm256_add_pd(_mm256_set1_pd(w), _mm256_mul_pd(lanes, step)));
}

/// The low 32 bits of the 64-bit lanes of `a` (pixels 0…3) and `b` (4…7), in pixel order.
FOLIO_AVX2 static inline __m256i low_halves(__m256i a, __m256i b) {
    const __m256i order = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    __m256i x = _mm256_permutevar8x32_epi32(a, order);
    __m256i y = _mm256_permutevar8x32_epi32(b, order);
    return _mm256_permute2x128_si256(x, y, 0x20);
}

/// A coordinate's top seven fraction bits (PixelMath.weight), in both 16-bit halves of its
/// pixel's lane.
FOLIO_AVX2 static inline __m256i weights(__m256i fixed) {
    __m256i w = _mm256_and_si256(_mm256_srli_epi32(fixed, 9), _mm256_set1_epi32(0x7F));
    return _mm256_or_si256(w, _mm256_slli_epi32(w, 16));
}

/// The address `offset` texels from `texels`, wherever that is (for prefetching, which never
/// faults), computed without pointer arithmetic that could leave the texture.
FOLIO_AVX2 static inline const void *texel_address(const uint32_t *texels, int64_t offset) {
    return (const void *)((uintptr_t)texels + (uintptr_t)offset * sizeof(uint32_t));
}

/// One group of eight pixels' 16.16 coordinates and the offsets of their 2×2 blocks' top-left
/// texels, worked out a group ahead of the group's drawing (see draw_octet).
typedef struct Octet {
    __m256i us, vs;
    int32_t offsets[8];
} Octet;

FOLIO_AVX2 static inline void octet_at(__m256i us, __m256i vs, __m256i stride32, Octet *o) {
    o->us = us;
    o->vs = vs;
    __m256i rows = _mm256_mullo_epi32(_mm256_srai_epi32(vs, 16), stride32);
    _mm256_storeu_si256((void *)o->offsets, _mm256_add_epi32(rows, _mm256_srai_epi32(us, 16)));
}

/// Samples the eight pixels of `o` and composites them onto `out`: what both loops do once
/// they have a group's coordinates.
///
/// Why the loops work out each group's coordinates a group ahead: from a pixel's coordinates
/// to its stored sample is one long chain (the division or the tables, the offsets, the
/// loads, the blends), about as long as the out-of-order window of a Zen 3 core holds, so
/// one group's loads waited on its own arithmetic. With the next group's coordinates worked
/// out before this group is blended, a 4K run drew about a fifth faster (docs/Benchmarks.md
/// §4.16).
FOLIO_AVX2 static inline void draw_octet(const uint32_t *texels, int64_t stride, int64_t below, bool opaque,
                                         const Octet *o, uint32_t *out) {
    const int32_t *f = o->offsets;
    // The texels the rows below will read: the run's own are on their way from memory by the
    // time they are needed.
    __builtin_prefetch(texel_address(texels, (int64_t)f[0] + below), 0, 3);
    __builtin_prefetch(texel_address(texels, (int64_t)f[7] + below), 0, 3);
    const uint32_t *const p[8] = {texels + f[0], texels + f[1], texels + f[2], texels + f[3],
                                  texels + f[4], texels + f[5], texels + f[6], texels + f[7]};
    FolioChannels8 c = folio_bilinear8(p, stride, weights(o->us), weights(o->vs));
    __m256i q = _mm256_or_si256(c.even, _mm256_slli_epi32(c.odd, 8));
    // Unaligned loads and stores take the pixels' address as it is (no cast to a type of
    // stricter alignment).
    void *pixels = out;
    // Only when a sample's alpha is below 255 is the destination read and blended.
    if (!opaque) {
        __m256i translucent = _mm256_cmpgt_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(q, 24));
        if (!_mm256_testz_si256(translucent, translucent)) q = folio_over8(q, _mm256_loadu_si256(pixels));
    }
    _mm256_storeu_si256(pixels, q);
}

/// The 16.16 coordinates of the next four pixels, from the running sums, which then step
/// four pixels on: the order of PerspectiveInteriorSampler.nextQuad's operations.
typedef struct Quad {
    __m256i u, v;
} Quad;

FOLIO_AVX2 static inline Quad next_quad(double *uw, double *vw, double *w, double duw, double dvw, double dw) {
    __m256d r = reciprocals(*w, _mm256_set1_pd(dw));
    Quad q = {fixed4(_mm256_set1_pd(*uw), _mm256_set1_pd(duw), r),
              fixed4(_mm256_set1_pd(*vw), _mm256_set1_pd(dvw), r)};
    *uw += 4 * duw;
    *vw += 4 * dvw;
    *w += 4 * dw;
    return q;
}

/// The next group of eight from the running sums, which then step eight pixels on.
FOLIO_AVX2 static inline void next_octet(double *uw, double *vw, double *w, double duw, double dvw, double dw,
                                         __m256i stride32, Octet *o) {
    Quad first = next_quad(uw, vw, w, duw, dvw, dw);
    Quad second = next_quad(uw, vw, w, duw, dvw, dw);
    octet_at(low_halves(first.u, second.u), low_halves(first.v, second.v), stride32, o);
}

FOLIO_AVX2 static size_t perspective_octets(FolioPerspectiveRun *run, uint32_t *pixels, size_t count) {
    if (count < 8) return 0;
    const uint32_t *const texels = run->texels;
    const int64_t stride = run->stride, below = run->below;
    const __m256i stride32 = _mm256_set1_epi32((int32_t)stride);
    const double duw = run->duw, dvw = run->dvw, dw = run->dw;
    double uw = run->uw, vw = run->vw, w = run->w;
    const bool opaque = run->opaque;
    Octet next;
    next_octet(&uw, &vw, &w, duw, dvw, dw, stride32, &next);
    size_t n = 0;
    for (; n + 8 <= count; n += 8) {
        Octet o = next;
        // The running sums step only for the groups drawn, so the run ends where it would have.
        if (n + 16 <= count) next_octet(&uw, &vw, &w, duw, dvw, dw, stride32, &next);
        draw_octet(texels, stride, below, opaque, &o, pixels + n);
    }
    run->uw = uw;
    run->vw = vw;
    run->w = w;
    return n;
}

size_t folio_perspective_octets(FolioPerspectiveRun *run, uint32_t *pixels, size_t count) {
    return folio_has_avx2() ? perspective_octets(run, pixels, count) : 0;
}

/// The 16.16 row coordinates of four pixels from their columns' tables: `(p + y)·r` rounded
/// to the nearest integer, in the low 32 bits of each 64-bit lane, as ColumnPerspectiveSampler
/// works them out.
FOLIO_AVX2 static inline __m256i column_v4(const double *p, const double *r, __m256d y) {
    const __m256d magic = _mm256_set1_pd(6755399441055744.0);
    __m256d v = _mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(_mm256_loadu_pd(p), y), _mm256_loadu_pd(r)), magic);
    return _mm256_castpd_si256(v);
}

/// Group `n`'s coordinates from the tables: a column's u and reciprocal of w do not change
/// down the page, so only v is worked out.
FOLIO_AVX2 static inline void column_octet(const FolioColumnRun *run, size_t n, __m256d y, __m256i stride32,
                                           Octet *o) {
    __m256i us = _mm256_loadu_si256((const void *)(run->u + n));
    __m256i vs = low_halves(column_v4(run->vwOfColumn + n, run->reciprocal + n, y),
                            column_v4(run->vwOfColumn + n + 4, run->reciprocal + n + 4, y));
    octet_at(us, vs, stride32, o);
}

FOLIO_AVX2 static size_t column_octets(const FolioColumnRun *run, uint32_t *pixels, size_t count) {
    if (count < 8) return 0;
    const uint32_t *const texels = run->texels;
    const int64_t stride = run->stride, below = run->below;
    const bool opaque = run->opaque;
    const __m256d y = _mm256_set1_pd(run->vwOfRow);
    const __m256i stride32 = _mm256_set1_epi32((int32_t)stride);
    Octet next;
    column_octet(run, 0, y, stride32, &next);
    size_t n = 0;
    for (; n + 8 <= count; n += 8) {
        Octet o = next;
        if (n + 16 <= count) column_octet(run, n + 8, y, stride32, &next);
        draw_octet(texels, stride, below, opaque, &o, pixels + n);
    }
    return n;
}

size_t folio_column_octets(const FolioColumnRun *run, uint32_t *pixels, size_t count) {
    return folio_has_avx2() ? column_octets(run, pixels, count) : 0;
}

#else

size_t folio_perspective_octets(FolioPerspectiveRun *run, uint32_t *pixels, size_t count) {
    (void)run, (void)pixels, (void)count;
    return 0;
}

size_t folio_column_octets(const FolioColumnRun *run, uint32_t *pixels, size_t count) {
    (void)run, (void)pixels, (void)count;
    return 0;
}

#endif
