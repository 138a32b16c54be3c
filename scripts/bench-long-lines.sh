#!/usr/bin/env bash
# Times the worst case for pagination: text files of one single line (with and without
# spaces) of 0.25, 0.5, 1 and 10 MB, each opened and paginated by a one-frame export.
# Pagination must be linear in the file size: before it was, 0.25/0.5/1 MB took
# 2.4/7.7/27.5 s and 10 MB never finished. Timing lives here, never in a test's assertion.
# The paginator is internal to FolioApp, so this times the release `folio` rather than a
# target in Benchmarks/. Usage: [TIMEOUT=s] scripts/bench-long-lines.sh [path/to/folio] [sizes in KB...]
set -euo pipefail
cd "$(dirname "$0")/.."
FOLIO=$(realpath "${1:-.build/release/folio}")
shift || true
SIZES=("${@:-256 512 1024 10240}")
[ -x "$FOLIO" ] || { echo "bench: build it first: swift build -c release --product folio" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
printf '%-8s %-7s %6s %10s %10s\n' "size" "kind" "exit" "seconds" "peak KB"
for kb in ${SIZES[*]}; do
    for kind in words nospace; do
        file="$WORK/line-$kb-$kind.txt"
        if [ "$kind" = words ]; then
            head -c $((kb * 1024)) < <(yes 'lorem ipsum dolor sit amet' | tr '\n' ' ') > "$file"
        else
            head -c $((kb * 1024)) < <(yes x | tr -d '\n') > "$file"
        fi
        set +e
        /usr/bin/time -f "%e %M" -o "$WORK/time" timeout "${TIMEOUT:-600}" "$FOLIO" export "$file" --frames 1 \
            --size 1280x800 -o "$WORK/out-$kb-$kind" > /dev/null 2> "$WORK/err"
        status=$?
        set -e
        read -r seconds peak < <(tail -n 1 "$WORK/time")
        printf '%-8s %-7s %6s %10s %10s\n' "${kb}KB" "$kind" "$status" "$seconds" "$peak"
    done
done
