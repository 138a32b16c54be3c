#!/usr/bin/env bash
# Pagination speed of text books, with the release build: pages per second for 2 MB of prose,
# the time for 10 MB on one line (words, and no spaces at all), and the time to the first
# page of a 16 MB and a 122 MB text (what `folio open` waits for before its first frame), each
# with the peak RSS of the whole run (GNU time's %M, in KB).
# Usage: scripts/measure-pagination.sh [FOLIO] (default .build/release/folio)
# The machine is shared: run it twice and report the load (uptime) with the figures. A curl
# book with no page control, so the reader shows pages at the size they were laid out for
# and does not paginate a second time.
set -euo pipefail
FOLIO=${1:-.build/release/folio}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 - "$WORK" <<'PY'
import random, sys
work = sys.argv[1]
random.seed(1)
words = open('/usr/share/common-licenses/GPL-3').read().split()
def prose(limit, sep):
    out, n = [], 0
    while n < limit:
        p = ' '.join(random.choice(words) for _ in range(random.randint(40, 160)))
        out.append(p); n += len(p) + len(sep)
    return sep.join(out)[:limit]
open(f'{work}/prose.txt', 'w').write(prose(2_000_000, '\n\n'))
open(f'{work}/oneline.txt', 'w').write(prose(10_000_000, ' '))
open(f'{work}/nospace.txt', 'w').write('abcdefghij' * 1_000_000)
big = prose(16_000_000, '\n\n')
open(f'{work}/big.txt', 'w').write(big)
with open(f'{work}/huge.txt', 'w') as huge:
    for _ in range(8): huge.write(big)
PY
uptime
run() { # NAME FILE PAGE: wall time, peak RSS and the export's summary (pages laid out)
    local summary
    # A --page past the end lays out the whole text, then fails naming the page count.
    summary=$(/usr/bin/time -f "TIME %e s, peak RSS %M KB" "$FOLIO" export "$2" -o "$WORK/out-$1" --frames 1 \
        --size 600x800 --transition curl --page "$3" 2>&1 | grep -v "exited with" | tail -2 | tr '\n' ' ' || true)
    rm -rf "$WORK/out-$1"
    echo "$1: ${summary#*TIME } — ${summary%%TIME*}"
}
run prose "$WORK/prose.txt" 1000000
run oneline-10MB "$WORK/oneline.txt" 1000000
run nospace-10MB "$WORK/nospace.txt" 1000000
run first-page-16MB "$WORK/big.txt" 1
run first-page-122MB "$WORK/huge.txt" 1
