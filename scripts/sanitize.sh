#!/usr/bin/env bash
# The test suite under AddressSanitizer with leak checking, then the threaded render tests
# (row workers, two-thread rendering, the curl) under ThreadSanitizer. Each sanitizer has its
# own scratch path, so neither rebuilds the normal .build. Any report fails the run.
#
# Usage: scripts/sanitize.sh [asan|tsan]   (default: both)
#   SANITIZE_TEST_ARGS="--skip NAME"        extra arguments for swift test (both runs)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
WHICH=${1:-both}
# Swift's crash backtracer would hold a failing run up; the sanitizer's report is the one wanted.
export SWIFT_BACKTRACE=enable=no
# Memory kept on purpose by libraries outside Folio, each entry with its reason.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
read -r -a EXTRA <<<"${SANITIZE_TEST_ARGS:-}"

if [ "$WHICH" = both ] || [ "$WHICH" = asan ]; then
    "$SWIFT" build --build-tests --sanitize=address --scratch-path .build-asan
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
        "$SWIFT" test --skip-build --sanitize=address --scratch-path .build-asan "${EXTRA[@]}"
    echo "sanitize: AddressSanitizer and LeakSanitizer: clean"
fi
if [ "$WHICH" = both ] || [ "$WHICH" = tsan ]; then
    "$SWIFT" build --build-tests --sanitize=thread --scratch-path .build-tsan
    TSAN_OPTIONS=halt_on_error=1 \
        "$SWIFT" test --skip-build --sanitize=thread --scratch-path .build-tsan \
        --filter 'RowWorker|TwoThread|twoThreads|Curl' "${EXTRA[@]}"
    echo "sanitize: ThreadSanitizer on the threaded render tests: clean"
fi
