#!/usr/bin/env bash
# Runs every fuzz target of folio-fuzz (a -sanitize=fuzzer,address build, see `make fuzz`)
# for a fixed number of executions, starting from its seed corpus in Fuzz/Corpus/<target>.
# New inputs libFuzzer finds go to .build-fuzz/corpus/<target> (not the repository); a crash,
# sanitizer report, leak or timeout is written to .build-fuzz/artifacts/ and fails the run.
#
# Then the size-sensitive run (below) on markdown, text and jpeg, with inputs up to 256 KB.
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
# Runs one target: fuzz_target TARGET RUNS MAX_LEN LABEL [LIBFUZZER_FLAG...]
fuzz_target() {
    local target=$1 runs=$2 max_len=$3 label=$4
    shift 4
    local work=.build-fuzz/corpus$label/$target
    mkdir -p "$work"
    local log=.build-fuzz/$target$label.log
    local start status=0 seconds done_line coverage line
    start=$(date +%s)
    FOLIO_FUZZ_TARGET=$target "$BIN" -runs="$runs" -max_len="$max_len" -rss_limit_mb=3072 "$@" \
        -print_final_stats=1 -artifact_prefix=.build-fuzz/artifacts/$target$label- "$work" "Fuzz/Corpus/$target" \
        >"$log" 2>&1 || status=$?
    seconds=$(($(date +%s) - start))
    done_line=$(grep -E "^Done [0-9]+ runs" "$log" | tail -1 || true)
    coverage=$(grep -E "^#[0-9]+.*cov:" "$log" | tail -1 | grep -oE "cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9a-zA-Z]+" || true)
    line="$target$label: exit $status, ${seconds}s, ${done_line:-no Done line}, $coverage"
    echo "fuzz: $line"
    SUMMARY+="$line"$'\n'
    if [ "$status" != 0 ]; then
        echo "fuzz: FAIL: $target$label (log: $log)" >&2
        grep -E "ERROR|Fatal error|SUMMARY|Test unit written|==[0-9]+==" "$log" | head -20 >&2
        exit 1
    fi
}
for target in "${TARGETS[@]}"; do
    # PDFs need room for an xref table; everything else is tested well within 4 KB.
    max_len=4096
    [ "$target" = pdf ] && max_len=16384
    fuzz_target "$target" "$RUNS" "$max_len" "" -timeout=20
done
# The size-sensitive run: the loaders whose cost could grow faster than their input (tables,
# brackets and combining marks for cmark-gfm and Pango, scans for libjpeg-turbo), on inputs
# of up to $FUZZ_LARGE_MAX_LEN bytes (default 256 KB) grown from the seeds at once
# (-len_control=0), for $FUZZ_LARGE_RUNS executions (default a tenth of RUNS). An input
# slower than 10 s, or one allocation over 512 MB, fails the run.
LARGE_MAX_LEN=${FUZZ_LARGE_MAX_LEN:-262144}
LARGE_RUNS=${FUZZ_LARGE_RUNS:-$((RUNS / 10))}
for target in "${TARGETS[@]}"; do
    case $target in
    markdown | text | jpeg)
        fuzz_target "$target" "$LARGE_RUNS" "$LARGE_MAX_LEN" "-large" -len_control=0 -timeout=10 -malloc_limit_mb=512
        ;;
    esac
done
printf "fuzz: PASS, %s executions per target\n%s" "$RUNS" "$SUMMARY"
