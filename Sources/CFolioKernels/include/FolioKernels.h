#ifndef FOLIO_KERNELS_H
#define FOLIO_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "FolioThreads.h"

// Compiler builtins the compositor's inner loops need and Swift does not expose, the page
// curl's loops written in C (folio_band_quads, folio_flipped_octets, folio_shade_octets) and
// the perspective page's (folio_perspective_octets, folio_column_octets). The builtins are `static inline`, so
// they compile into the Swift caller with no call.

/// Asks the CPU to start loading the cache line holding `address` for reading. A hint only:
/// it never faults, whatever the address.
static inline __attribute__((always_inline)) void folio_prefetch(const void *_Nullable address) {
    __builtin_prefetch(address, 0, 3);
}

/// Tells the CPU this thread is spinning on a flag another thread will set: it frees the
/// core's shared resources for a moment, and ends the spin without a memory-order stall.
static inline __attribute__((always_inline)) void folio_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

#pragma clang assume_nonnull begin

/// One frame's constants for `folio_band_quads` (and `folio_bare_octets`), in the 16.16 texel-centre coordinates of
/// FolioRender's CurlRowRenderer+Band (which fills this and owns the meaning of every field).
typedef struct FolioBandKernel {
    /// Per table entry, four values: the back candidate's (u, v) offset from the screen
    /// point's front coordinates, then the front candidate's.
    const int32_t *offsets;
    /// Per table entry, the Lambert factors (0…256) of the back and of the front.
    const uint32_t *backShade;
    const uint32_t *frontShade;
    /// Entries at or past this one are on the anti-aliased silhouette.
    int32_t silhouette;
    /// Wholly inside the page with the bilinear block inside the front: u0, u1, v0, v1.
    int32_t inside[4];
    /// Wholly outside the page: below u0 or above u1, below v0 or above v1.
    int32_t outside[4];
    const uint32_t *front;
    /// Pixels per row of `front`.
    int32_t frontStride;
    /// The back page (double-sided), or NULL: the back is the front washed out.
    const uint32_t *_Nullable back;
    int32_t backStride;
    /// Back coordinates are `backOrigin + front` per axis, negated first where `backFlip` is
    /// -1 (0 otherwise), and must lie in [0, backLimit).
    int32_t backOrigin[2];
    int32_t backFlip[2];
    int32_t backLimit[2];
    /// The single-sided back's wash (0…256) towards `paper`.
    uint32_t wash;
    uint32_t paper;
    /// The change of (u, v) from a pixel to the one below it, in the front and in the back.
    int32_t frontBelow[2];
    int32_t backBelow[2];
    /// For `folio_bare_octets`, the numbers CurlRowRenderer.bareBandPixel reads, in CurlSetup's
    /// units: per table entry the back candidate's offset along the normal (layer points) and
    /// the contact factor (0…256); table entries per layer point of axis distance, the last
    /// entry, and the entry at s = R.
    const double *backOffset;
    const uint32_t *contact;
    double tableScale;
    int32_t lastEntry;
    int32_t radiusEntry;
    /// R and half a device pixel, both in layer points, and 1 / R.
    double radius;
    double halfPixel;
    double inverseRadius;
    /// The normal (source pixels per layer point along it), and the page in source pixels:
    /// u0, u1, v0, v1.
    double normal[2];
    double page[4];
    /// Layer points per source pixel along u and along v.
    double layerPerU;
    double layerPerV;
    /// The drop shadow's width (layer points), its inverse, and its strength.
    double dropWidth;
    double inverseDropWidth;
    double dropStrength;
} FolioBandKernel;

/// Draws the cylinder band four pixels at a time, from `pixels[0]`, while all four show one
/// side of the sheet wholly and come out opaque; returns how many pixels it drew (a multiple
/// of four, at most `count`). Pixel `l` sits at table position `k + l·dk` (16.16 entries) and
/// front coordinates `(u + l·du, v + l·dv)`. The arithmetic is CurlRowRenderer.bandQuad's,
/// to the bit. Only on x86-64, where the baseline SSE2 suffices; elsewhere it draws nothing
/// and Swift draws the band itself.
///
/// What it trusts, unchecked (CurlRowRenderer+BandKernel checks it): coordinates, offsets and
/// the back's origin within ±2²⁹, table positions within ±2³⁰ and steps below 2²⁴; texture
/// sides and strides at most 32 767; `inside` no wider than the front's bilinear blocks
/// (u0, v0 ≥ 0, and u1, v1 below the last texel but one), `backLimit` no wider than the
/// back's; `silhouette` at most the table's entry count.
size_t folio_band_quads(
    const FolioBandKernel *kernel, uint32_t *pixels, size_t count, int32_t k, int32_t dk, int32_t u, int32_t du,
    int32_t v, int32_t dv);

/// Whether `folio_band_quads` is built for this machine.
bool folio_band_quads_available(void);

/// `folio_band_quads`' loop eight pixels at a time, with AVX2 (FolioBandOctets.c): the same
/// contract, drawing a multiple of eight. `folio_band_quads` runs it first where the CPU has
/// AVX2, and the four-pixel loop where eight pixels cannot be drawn whole; callers need not
/// call it themselves (tests do, to see it draw). Without AVX2 (see
/// `folio_eight_pixel_loops_available`) it draws nothing and returns 0.
size_t folio_band_octets(
    const FolioBandKernel *kernel, uint32_t *pixels, size_t count, int32_t k, int32_t dk, int32_t u, int32_t du,
    int32_t v, int32_t dv);

/// One row for `folio_bare_octets`: its axis distance s and front coordinates u, v at column
/// 0, each with its step per column (CurlRowRenderer.Row's).
typedef struct FolioBareRow {
    double s[2];
    double u[2];
    double v[2];
} FolioBareRow;

/// Draws the cylinder band eight pixels at a time where neither side of the sheet lies on the
/// page (the cylinder runs past the page's edge early in a turn, and only the shadows on what
/// lies beneath are left): CurlRowRenderer.bareBandPixel, to the bit, for pixels away from a
/// spine's shadow. Pixel `l` of `pixels` is column `column + l` of `row`, and its 16.16 band
/// steps (`k`, `u`, `v`, as for folio_band_octets) tell which pixels are bare. `inShadow`
/// says whether the pixels lie where the curl's shadows fall (if not, bare pixels keep what is
/// there). Stops before the first eight that are not all bare, or not all at 0 ≤ s ≤ R and
/// half a pixel; returns how many pixels it drew (a multiple of eight). Trusts, unchecked,
/// the ranges of `k`, `u` and `v` folio_band_octets trusts, `radiusEntry` ≤ `lastEntry`, and
/// tables (`offsets`, `backOffset`, `contact`) of `lastEntry + 1` entries. Without AVX2 it
/// draws nothing and returns 0.
size_t folio_bare_octets(
    const FolioBandKernel *kernel, uint32_t *pixels, size_t count, int64_t column, const FolioBareRow *row,
    bool inShadow, int32_t k, int32_t dk, int32_t u, int32_t du, int32_t v, int32_t dv);

/// Whether this machine runs the eight-pixel loops, `folio_band_octets`, `folio_bare_octets`,
/// `folio_shade_octets`, `folio_flipped_octets`, `folio_perspective_octets` and
/// `folio_faded_octets` (x86-64 with AVX2; it asks the CPU, so ask it once).
bool folio_eight_pixel_loops_available(void);

/// Shades `pixels` in place eight at a time (colour channels times a factor 0…256 over 256,
/// alpha kept, as FolioRender's PixelMath.shade): pixel `l` by `factors[e]`, where `e` is
/// the table entry at 16.16 position `k + l·dk`, clamped to [0, last]. Returns how many
/// pixels it shaded (`count` rounded down to a multiple of eight). The curl's contact
/// darkening; only where `folio_eight_pixel_loops_available()` (AVX2), elsewhere it shades
/// none and returns 0.
size_t folio_shade_octets(uint32_t *pixels, size_t count, const uint32_t *factors, int64_t last, int64_t k,
                          int64_t dk);

/// Blends `count` premultiplied texels from `source` over `pixels`, each first multiplied by
/// `alpha` (0…255), eight at a time: FolioRender's `PixelMath.over(PixelMath.multiply(s, by:
/// alpha), d)`, to the bit. Returns how many it blended (`count` rounded down to a multiple of
/// eight). A faded layer copied on whole pixels; only where
/// `folio_eight_pixel_loops_available()` (AVX2), elsewhere it blends none and returns 0.
size_t folio_faded_octets(const uint32_t *source, uint32_t *pixels, size_t count, uint32_t alpha);

/// One run of a page curl's flipped part for `folio_flipped_octets`: an affine walk over a
/// texture, in 16.16 texel-centre coordinates, whose samples are then washed, lit and tinted
/// (FolioRender's CurlRowRenderer+Spans fills this and owns the meaning of every field).
typedef struct FolioFlippedRun {
    const uint32_t *texels;
    /// Pixels per row of `texels`.
    int64_t stride;
    /// The first pixel's coordinates and their steps per pixel.
    int64_t u, v, du, dv;
    /// The change of (u, v) over the prefetch distance along the run, and to the row the
    /// lower texel row is prefetched for.
    int64_t ahead[2];
    int64_t below[2];
    /// Per 16-bit lane of four pixels (blue, red | green, alpha for each in turn): the factor
    /// each channel is multiplied by and the offset added, before dividing by 256.
    uint16_t evenFactor[8];
    uint16_t evenOffset[8];
    uint16_t oddFactor[8];
    uint16_t oddOffset[8];
} FolioFlippedRun;

/// Draws a run of the flipped part eight pixels at a time, from `pixels[0]`: bilinear
/// samples of opaque texels, scaled by the run's factors; returns how many pixels it drew
/// (`count` rounded down to a multiple of eight). The arithmetic is AffineQuadSampler's and
/// CurlPixelMath.transform's, to the bit. Only where folio_eight_pixel_loops_available() says
/// so (x86-64 with AVX2); elsewhere it draws nothing and returns 0.
///
/// What it trusts, unchecked: every sample's 2×2 block lies inside the texture, and the
/// texels are opaque (their samples are not tested).
size_t folio_flipped_octets(const FolioFlippedRun *run, uint32_t *pixels, size_t count);

/// One run of a texture drawn in perspective for `folio_perspective_octets`: texel-centre
/// coordinates times w, and w, at the next pixel, and their steps per pixel (FolioRender's
/// PerspectiveInteriorSampler fills this and owns the meaning of every field).
typedef struct FolioPerspectiveRun {
    const uint32_t *texels;
    /// Pixels per row of `texels`.
    int64_t stride;
    double uw, vw, w;
    double duw, dvw, dw;
    /// The offset, in texels, from a pixel's 2×2 block to the lower row of the block that the
    /// pixel a few rows below reads: what the loop asks the cache for ahead. Worked out once,
    /// at the run's first pixel, and used for the whole run (a hint only).
    int64_t below;
    /// Every texel is opaque, so samples are stored without reading the destination.
    bool opaque;
} FolioPerspectiveRun;

/// Draws a run of a texture in perspective eight pixels at a time, from `pixels[0]`:
/// bilinear samples composited source-over onto the pixels; returns how many pixels it drew
/// (`count` rounded down to a multiple of eight) and leaves `run` at the pixel after them.
/// The arithmetic is PerspectiveInteriorSampler.nextQuad's and PixelMath.over's, to the bit.
/// Only where folio_eight_pixel_loops_available() says so (x86-64 with AVX2); elsewhere it
/// draws nothing and returns 0.
///
/// What it trusts, unchecked: w stays positive, every sample's 2×2 block lies inside the
/// texture, and the texture's rows times its stride stay below 2³¹ texels (its offsets are
/// 32-bit lanes). Prefetching never faults, so `below` may point anywhere.
size_t folio_perspective_octets(FolioPerspectiveRun *run, uint32_t *pixels, size_t count);

/// One run of a page turned about a vertical axis for `folio_column_octets`: there, each
/// device column keeps one texel column and one w down the page, so a column's 16.16 u, its
/// `65536 / w` and the part of v·w that depends on it are worked out once a frame (FolioRender's
/// PerspectiveColumns fills the tables; ColumnPerspectiveSampler owns the arithmetic).
typedef struct FolioColumnRun {
    const uint32_t *texels;
    /// Pixels per row of `texels`.
    int64_t stride;
    /// The run's first pixel's entries in the tables; the run's pixels follow.
    const int32_t *u;
    const double *reciprocal;
    const double *vwOfColumn;
    /// The part of v·w that depends on the row: a pixel's 16.16 v is
    /// `(vwOfColumn + vwOfRow)·reciprocal`, rounded to the nearest integer.
    double vwOfRow;
    /// As FolioPerspectiveRun's.
    int64_t below;
    /// Every texel is opaque, so samples are stored without reading the destination.
    bool opaque;
} FolioColumnRun;

/// Draws a run of a page turned about a vertical axis eight pixels at a time, from
/// `pixels[0]`, as folio_perspective_octets does, with the coordinates from the run's
/// tables; returns how many pixels it drew (`count` rounded down to a multiple of eight).
/// The arithmetic is ColumnPerspectiveSampler.nextQuad's and PixelMath.over's, to the bit.
/// Only where folio_eight_pixel_loops_available() says so; elsewhere it returns 0.
///
/// What it trusts, unchecked: the tables hold `count` entries from the run's, every sample's
/// 2×2 block lies inside the texture, and the texture's offsets fit 32-bit lanes.
size_t folio_column_octets(const FolioColumnRun *run, uint32_t *pixels, size_t count);

#pragma clang assume_nonnull end

#endif
