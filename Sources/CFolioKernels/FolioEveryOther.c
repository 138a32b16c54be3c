// Every other pixel of a row (see folio_every_other in include/FolioKernels.h).
//
// Why C: Swift compiles `target[i] = source[i * k]` with a stride known only at run time to
// one load, one store and one multiply per pixel, and a frame sampled down from 3840 × 2160
// pixels to 1920 × 1080 spent a twelfth of a curl's CPU time there. Two 128-bit loads and a
// shuffle take four pixels at once; SSE2 is the x86-64 baseline, so no CPU check is needed.
// The shuffle only moves bits, so every pixel is copied exactly.
#include "FolioKernels.h"

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

void folio_every_other(const uint32_t *source, uint32_t *target, size_t count) {
    size_t i = 0;
#if defined(__x86_64__)
    for (; i + 4 <= count; i += 4) {
        __m128 a = _mm_loadu_ps((const float *)(const void *)(source + 2 * i));
        __m128 b = _mm_loadu_ps((const float *)(const void *)(source + 2 * i + 4));
        _mm_storeu_ps((float *)(void *)(target + i), _mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1)));
    }
#endif
    for (; i < count; i++) target[i] = source[2 * i + 1];
}
