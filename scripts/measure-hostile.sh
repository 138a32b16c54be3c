#!/usr/bin/env bash
# Exit code, wall time and peak RSS of the release `folio` on each hostile input
# (scripts/make-hostile-files.py), at 1280x800: the figures behind README's "Limits".
#
# Each run is `folio export FILE --size 1280x800 --frames 3` (PNG frames into a new folder),
# the cheapest way to open a file, lay out and draw its first pages without a screen.
# A run is killed after $TIMEOUT seconds (default 120) or above $KILL_MB of RSS (default
# 4000), so that a regression cannot take the shared machine down; the table says so.
#
# Usage: scripts/measure-hostile.sh FOLIO FILES_FOLDER [ROW...]
#   FOLIO         the release binary (swift build -c release --product folio)
#   FILES_FOLDER  made by scripts/make-hostile-files.py; photos-16384/ in it holds the
#                 8 real 16384² JPEGs when present (see make_photos below)
#
# Measured 2026-11-25 08:38-09:05 UTC, release build of branch hostile, load 9-12 on the shared
# 2-core machine (wall times are mostly waiting; CPU is the figure to compare):
#   row                                              exit  wall    CPU    peak
#   PDF, page 2 200,000 pt square                    0     2.2 s   0.4 s  176 MB
#   PDF, page 2 3e9 x 10 pt                          0     0.8 s   0.2 s   67 MB
#   PDF of 14,400 pt pages                           0     3.3 s   0.4 s  148 MB
#   20000² PNG (1.5 MB)                              0    56.3 s   9.1 s   76 MB
#   1 KB JPEG claiming 16384²                        1     0.5 s   0.1 s   52 MB
#   20000² JPEG (9 MB photo)                         0     2.2 s   1.3 s  102 MB
#   8 real 16384² JPEGs, all shown                   0    40.1 s   6.7 s  107 MB
#   folder of 2,000 small PNGs                       0     5.9 s   0.9 s   66 MB
#   Markdown table bomb (120 KB)                     0    11.1 s   1.6 s  105 MB  (main: killed at 4 GB)
#   Markdown of 500,000 "<a" / 250,000 "<!--"        0   3.5/7.5 s 0.9 s   70 MB  (main: > 90 s)
#   EPUB 8 x 60 MB chapters                          1     2.8 s   0.3 s   94 MB  (main: > 90 s)
#   EPUB table 300,000 cells + 300,000 empty rows    0    15.0 s   1.6 s  209 MB  (main: killed at 4 GB)
#   EPUB 5,000 CSS rules x 200,000 elements          0    14.5 s   2.0 s  193 MB  (main: 33.5 s wall)
set -uo pipefail

folio=$1
files=$2
shift 2
timeout=${TIMEOUT:-120}
kill_mb=${KILL_MB:-4000}
work=$(mktemp -d /tmp/folio-hostile.XXXXXX)
trap 'rm -rf "$work"' EXIT

# Runs one row: prints "row | exit | wall s | CPU s | peak MB | message". Peak RSS and CPU
# time come from /usr/bin/time; a watchdog polls the child's VmHWM to kill a runaway.
run() {
    local row=$1
    shift
    local start timer child peak=0 value killed=""
    start=$(date +%s)
    /usr/bin/time -f "%x %e %U %S %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" &
    timer=$!
    while kill -0 "$timer" 2>/dev/null; do
        child=$(pgrep -P "$timer" | head -1)
        value=$(awk '/^VmHWM/ { print $2 }' "/proc/$child/status" 2>/dev/null || true)
        [ -n "$value" ] && [ "$value" -gt "$peak" ] && peak=$value
        if [ -n "$child" ] && [ $((peak / 1024)) -gt "$kill_mb" ]; then
            kill -9 "$child" 2>/dev/null
            killed=" (killed above $kill_mb MB)"
        fi
        if [ -n "$child" ] && [ $(($(date +%s) - start)) -gt "$timeout" ]; then
            kill -9 "$child" 2>/dev/null
            killed=" (killed after $timeout s)"
        fi
        sleep 0.05
    done
    wait "$timer"
    local status wall user system rss
    read -r status wall user system rss < <(tail -1 "$work/time" | sed 's/Command terminated by signal 9/137 0 0 0 0/')
    [ -n "$killed" ] && status=137 && wall=$(($(date +%s) - start)) && rss=$peak
    local message
    message=$(grep -v '^exporting\|^\s*$' "$work/err" | head -1 | cut -c1-110)
    [ -z "$message" ] && message=$(tail -1 "$work/out" | cut -c1-110)
    printf '| %s | %s%s | %s s | %.1f s | %d MB | %s |\n' "$row" "$status" "$killed" "$wall" \
        "$(echo "$user + $system" | bc)" $((rss / 1024)) "$message"
}

export_row() {
    local row=$1 file=$2
    shift 2
    rm -rf "$work/frames"
    run "$row" "$folio" export "$file" --size 1280x800 --frames 3 -o "$work/frames" "$@"
}

echo "machine: $(nproc) cores, load:$(uptime | sed 's/.*load average://'), $(date -u +%H:%M) UTC"
echo "| row | exit | wall | CPU | peak RSS | message |"
echo "| --- | --- | --- | --- | --- | --- |"
rows=("$@")
want() { [ ${#rows[@]} -eq 0 ] || printf '%s\n' "${rows[@]}" | grep -qx "$1"; }

want pdf200k && export_row "PDF, page 2 is 200,000 pt square" "$files/poster-200000.pdf" --page 2
want pdf3e9 && export_row "PDF, page 2 is 3·10⁹ × 10 pt" "$files/strip-3e9.pdf" --page 2
want pdf14400 && export_row "PDF of 14,400 pt pages, 3 frames" "$files/max-14400.pdf"
want png20000 && export_row "20000² PNG (1.5 MB)" "$files/poster-20000.png"
want jpeg16384 && export_row "1 KB JPEG claiming 16384²" "$files/claims-16384.jpg"
want jpeg20000 && [ -f "$files/photo-20000.jpg" ] && export_row "20000² JPEG (real photo)" "$files/photo-20000.jpg"
if want photos8 && [ -d "$files/photos-16384" ]; then
    rm -rf "$work/frames"
    run "folder of 8 real 16384² JPEGs, all shown (--fps 2 --turns 8)" "$folio" export "$files/photos-16384" \
        --size 1280x800 --fps 2 --turns 8 -o "$work/frames"
fi
if want folder2000; then
    mkdir -p "$work/many"
    [ -f "$work/many/1999.png" ] || for n in $(seq 0 1999); do cp "$files/small.png" "$work/many/$n.png"; done
    export_row "folder of 2,000 small PNGs" "$work/many"
fi
if want vacation; then
    mkdir -p "$work/user"
    echo "the user's photo" >"$work/user/frame-vacation.png"
    run "export --sample into a folder holding frame-vacation.png" "$folio" export --sample --frames 1 \
        --size 1280x800 -o "$work/user"
    echo "  (frame-vacation.png afterwards: $(cat "$work/user/frame-vacation.png" 2>/dev/null || echo GONE))"
fi
if want pipe; then
    (cd "$work" && run "--output=pipe:1.gif" "$folio" export --sample --frames 3 --size 1280x800 --output=pipe:1.gif)
    (cd "$work" && run "--output=-x.gif" "$folio" export --sample --frames 3 --size 1280x800 --output=-x.gif)
fi
if want fulldisk; then
    if mkdir -p "$work/full" && mount -t tmpfs -o size=2m tmpfs "$work/full" 2>/dev/null; then
        head -c 1900K /dev/zero >"$work/full/filler" 2>/dev/null
        run "export a GIF to a full 2 MB tmpfs (100 KB free)" "$folio" export --sample --size 1280x800 --frames 60 \
            -o "$work/full/out.gif"
        echo "  (left in the tmpfs: $(ls -A "$work/full" | tr '\n' ' '); temp logs: $(ls /tmp/folio-ffmpeg-* 2>/dev/null | wc -l))"
        run "export PNG frames to a full 2 MB tmpfs (100 KB free)" "$folio" export --sample --size 1280x800 --frames 60 \
            -o "$work/full/frames"
        echo "  (left in the tmpfs: $(ls -A "$work/full" | tr '\n' ' '))"
        umount "$work/full"
    else
        echo "| export to a full disk | not measured: cannot mount a tmpfs here | | | | |"
    fi
fi
want zeros && export_row "valid PDF + 2 KB of zeros" "$files/zeros-after.pdf"
want pdfimage && export_row "PDF, page 2 draws a 30,000² image (876 KB)" "$files/image-30000.pdf" --page 2
want pdfjbig2 && export_row "PDF, page 2 a JBIG2 image claiming 65,535² (1 KB)" "$files/jbig2-65535.pdf" --page 2
want pdfoperators && export_row "PDF, page 2 inflates to 400 MB of operators (1 MB)" "$files/operators-400mb.pdf" \
    --page 2
want utf8 && export_row "Markdown with one invalid UTF-8 byte" "$files/invalid-byte.md"
want tablemd && export_row "Markdown table bomb (120 KB: 20,000 columns, 20,000 rows)" "$files/table-bomb.md"
want ltmd && export_row "Markdown HTML block of 500,000 '<a' (1 MB)" "$files/html-lt-bomb.md"
want commentmd && export_row "Markdown of 250,000 '<!--' (1 MB)" "$files/html-comment-bomb.md"
want brmd && export_row "Markdown HTML block of 250,000 <br> (1 MB)" "$files/html-br-bomb.md"
want deepmd && export_row "Markdown quote nested 100,000 deep" "$files/deep-quote.md"
want tablevt && export_row "Markdown table, vertical tabs in the delimiter row (140 KB)" "$files/table-vt-bomb.md"
want tablecr && export_row "Markdown table bomb with CR line ends (120 KB)" "$files/table-cr-bomb.md"
want tablewide && export_row "Markdown table row of 5 million cells (10 MB)" "$files/table-wide-row.md"
want tablemismatch && export_row "Markdown, 20,000 mismatched delimiter rows (240 KB)" "$files/table-mismatch.md"
want brackets && export_row "Markdown, 100,000 '![[]()' (600 KB)" "$files/brackets-image-link.md"
want bracketchain && export_row "Markdown, 300,000 '[' then ']' (600 KB)" "$files/brackets-chain.md"
want links && export_row "Markdown, a million links (7 MB)" "$files/links-million.md"
want combtxt && export_row "text, a letter with 100,000 accents (200 KB)" "$files/combining-marks.txt"
want combmd && export_row "Markdown, a letter with 100,000 accents (200 KB)" "$files/combining-marks.md"
want zwpage && export_row "text, 300 KB of zero-width characters only" "$files/zero-width-page.txt"
want zwline && export_row "text, one line of 100,000 U+200B" "$files/zero-width-line.txt"
want zwmd && export_row "Markdown, one line of 100,000 U+200B" "$files/zero-width-line.md"
want oneline && export_row "text, 100 MB on one line" "$files/one-line-100mb.txt"
want nuls && export_row "text, 20 KB then 100 MB of NULs" "$files/nuls-after-text.txt"
want jpegscans && export_row "progressive JPEG of 883 scans (324 KB, 4096²)" "$files/progressive-883-scans.jpg"
want jpegprog && export_row "progressive JPEG 14000² (2.5 MB)" "$files/progressive-14000.jpg"
want deepepub && export_row "EPUB, XHTML nested 100,000 deep" "$files/deep.epub"
want deephtml && export_row "EPUB, HTML (not XML) nested 100,000 deep" "$files/deep-html.epub"
want entries && export_row "EPUB of 12,000 entries" "$files/many-entries.epub"
want bombentry && export_row "EPUB zip bomb: one entry of 1 GB" "$files/bomb-entry.epub"
want bombspine && export_row "EPUB zip bomb: 8 chapters of 60 MB (480 MB)" "$files/bomb-spine.epub"
want tableepub && export_row "EPUB table: 300,000 cells then 300,000 empty rows" "$files/table-bomb.epub"
want css && export_row "EPUB, 5,000 CSS rules × 200,000 elements" "$files/css-rules.epub"
want blanks && export_row "EPUB, 200,000 alternating blank runs" "$files/blank-runs.epub"
exit 0
