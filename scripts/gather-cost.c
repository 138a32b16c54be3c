// How long an AVX2 gather of four 64-bit texel pairs takes on this CPU, against the same four
// loads done one by one: the reason the perspective kernel (CFolioKernels) does not gather.
// Microcode that mitigates Gather Data Sampling makes gathers many times slower on some Intel
// parts, and a virtual machine may not report that mitigation.
//
// Usage: clang -O2 -o /tmp/gather-cost scripts/gather-cost.c && /tmp/gather-cost
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint32_t texels[1 << 14];

static long long load64(const uint32_t *p) {
    long long v;
    memcpy(&v, p, sizeof v);
    return v;
}

__attribute__((target("avx2"))) int main(void) {
    for (uint32_t i = 0; i < 1u << 14; i++) texels[i] = i * 2654435761u;
    int32_t offsets[1024];
    for (int i = 0; i < 1024; i++) offsets[i] = (i * 37) & ((1 << 13) - 1);
    const long rounds = 20000000;
    __m256i sum = _mm256_setzero_si256();
    double t0 = seconds();
    for (long k = 0; k < rounds; k++) {
        __m128i o = _mm_loadu_si128((const void *)(offsets + (k & 255) * 4));
        sum = _mm256_add_epi64(sum, _mm256_i32gather_epi64((const long long *)(const void *)texels, o, 4));
    }
    double t1 = seconds();
    for (long k = 0; k < rounds; k++) {
        const int32_t *o = offsets + (k & 255) * 4;
        sum = _mm256_add_epi64(sum, _mm256_setr_epi64x(load64(texels + o[0]), load64(texels + o[1]),
                                                       load64(texels + o[2]), load64(texels + o[3])));
    }
    double t2 = seconds();
    long long kept[4];
    _mm256_storeu_si256((void *)kept, sum);
    printf("four-lane gather: %.2f ns; four loads: %.2f ns (checksum %lld)\n", (t1 - t0) / rounds * 1e9,
           (t2 - t1) / rounds * 1e9, kept[0]);
    return 0;
}
