#!/usr/bin/env bash
# Runs every fuzz target of folio-fuzz (a -sanitize=fuzzer,address build, see `make fuzz`)
# for a fixed number of executions, starting from its seed corpus in Fuzz/Corpus/<target>.
# New inputs libFuzzer finds go to .build-fuzz/corpus/<target> (not the repository); a crash,
# sanitizer report, leak or timeout is written to .build-fuzz/artifacts/ and fails the run.
#
# Usage: scripts/fuzz.sh [RUNS] [TARGET...]   (default: $FUZZ_RUNS, else 2000; all targets)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-${FUZZ_RUNS:-2000}}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(png jpeg pdf text markdown epub options)
BIN=${FOLIO_FUZZ:-.build-fuzz/debug/folio-fuzz}
[ -x "$BIN" ] || { echo "fuzz: no $BIN (make fuzz builds it)" >&2; exit 1; }
mkdir -p .build-fuzz/artifacts
# Swift's own crash backtracer is slow and would race libFuzzer's crash handler.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
SUMMARY=""
for target in "${TARGETS[@]}"; do
    work=.build-fuzz/corpus/$target
    mkdir -p "$work"
    log=.build-fuzz/$target.log
    # PDFs need room for an xref table; everything else is tested well within 4 KB.
    max_len=4096
    [ "$target" = pdf ] && max_len=16384
    start=$(date +%s)
    status=0
    FOLIO_FUZZ_TARGET=$target "$BIN" -runs="$RUNS" -max_len=$max_len -timeout=20 -rss_limit_mb=3072 \
        -print_final_stats=1 -artifact_prefix=.build-fuzz/artifacts/$target- "$work" "Fuzz/Corpus/$target" \
        >"$log" 2>&1 || status=$?
    seconds=$(($(date +%s) - start))
    done_line=$(grep -E "^Done [0-9]+ runs" "$log" | tail -1 || true)
    coverage=$(grep -E "^#[0-9]+.*cov:" "$log" | tail -1 | grep -oE "cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9a-zA-Z]+" || true)
    line="$target: exit $status, ${seconds}s, ${done_line:-no Done line}, $coverage"
    echo "fuzz: $line"
    SUMMARY+="$line"$'\n'
    if [ "$status" != 0 ]; then
        echo "fuzz: FAIL: $target (log: $log)" >&2
        grep -E "ERROR|Fatal error|SUMMARY|Test unit written|==[0-9]+==" "$log" | head -20 >&2
        exit 1
    fi
done
printf "fuzz: PASS, %s executions per target\n%s" "$RUNS" "$SUMMARY"
