#!/usr/bin/env bash
# Frames per second and peak memory of `folio export` for every format, at 1200x776, on a
# real PDF and on a folder of photos: the figures behind docs/ and the README's claim that an
# export streams (at most about 300 MB, whatever the frame count).
#
# Peak RSS is measured for folio and for its ffmpeg child separately, by polling VmHWM
# (the kernel's high-water mark) in /proc every 0.1 s: `time -v` reports only the largest
# single process. Frames/s is frames over wall time, so it depends on the machine's load,
# which is printed first; compare formats within one run, not across machines.
#
# Usage: scripts/export-figures.sh [FOLIO] [PDF] [PHOTO_FOLDER] [EXTRA_ARGS...]
#   FOLIO         the folio binary (default: a release build in /tmp/folio-release-gallery)
#   PDF           default /tmp/nettle.pdf (gunzip /usr/share/doc/nettle-dev/nettle.pdf.gz)
#   PHOTO_FOLDER  default /tmp/gallery-photos (skimage/data/*.png from the scikit-image wheel)
#   EXTRA_ARGS    passed to every export, e.g. --turns 24 for a long run
# FORMATS="gif mp4" and INPUTS=pdf limit the runs (default: every format, both inputs).
#
# Measured 2026-11-25 on the shared 2-core build machine, release build, default length
# (6 turns, 253 frames at 30 fps). frames/s from a run at load ~1 (x264 then still at its
# defaults, 270 MB); memory from a later run at load ~20 (frames/s then 2-15). Peak MB:
#   input  format  frames/s  folio MB  ffmpeg MB  output
#   pdf    png       32.7      130         -      23 MB
#   pdf    gif       71.4      116       156      14 MB
#   pdf    apng      28.0      115        62       4 MB
#   pdf    mp4       64.7      115       200     0.5 MB
#   photos png       18.2       85         -      69 MB
#   photos gif       43.3       68       160      22 MB
#   photos apng      12.5       65        68      47 MB
#   photos mp4       65.2       65       197     0.4 MB
# Long run (--turns 24, 955 frames, pdf, load ~19): gif folio 164 MB + ffmpeg 156 MB
# (58 MB file; ffmpeg's old split/palettegen graph held every frame, 3.7 MB each);
# png folio 178 MB.
set -euo pipefail

folio=${1:-/tmp/folio-release-gallery/release/folio}
pdf=${2:-/tmp/nettle.pdf}
photos=${3:-/tmp/gallery-photos}
shift $(( $# < 3 ? $# : 3 ))
extra=("$@")
size=1200x776
out=$(mktemp -d /tmp/folio-figures.XXXXXX)
trap 'rm -rf "$out"' EXIT

[ -x "$folio" ] || { echo "no folio at $folio: swift build -c release --product folio --scratch-path /tmp/folio-release-gallery" >&2; exit 1; }
[ -f "$pdf" ] || { echo "no PDF at $pdf" >&2; exit 1; }
[ -d "$photos" ] || { echo "no photo folder at $photos" >&2; exit 1; }

hwm() { awk '/^VmHWM/ { print $2 }' "/proc/$1/status" 2>/dev/null || true; }

echo "machine: $(nproc) cores, load:$(uptime | sed 's/.*load average://')"
printf '%-7s %-6s %7s %9s %14s %15s %12s\n' input format frames frames/s "folio peak MB" "ffmpeg peak MB" "output KiB"
for input in ${INPUTS:-pdf photos}; do
    source=$pdf
    [ "$input" = photos ] && source=$photos
    for format in ${FORMATS:-png gif apng mp4}; do
        target="$out/$input-$format"
        [ "$format" = png ] || target="$target.$format"
        start=$(date +%s.%N)
        "$folio" export "$source" --size "$size" --format "$format" -o "$target" "${extra[@]}" \
            >"$out/summary" 2>"$out/log" &
        pid=$!
        folio_peak=0
        ffmpeg_peak=0
        while kill -0 "$pid" 2>/dev/null; do
            value=$(hwm "$pid")
            [ -n "$value" ] && [ "$value" -gt "$folio_peak" ] && folio_peak=$value
            for child in $(pgrep -P "$pid" 2>/dev/null || true); do
                value=$(hwm "$child")
                [ -n "$value" ] && [ "$value" -gt "$ffmpeg_peak" ] && ffmpeg_peak=$value
            done
            sleep 0.1
        done
        wait "$pid" || { echo "export failed:"; cat "$out/log"; exit 1; }
        end=$(date +%s.%N)
        if [ "$format" = png ]; then
            frames=$(ls "$target" | wc -l)
            bytes=$(du -sk "$target" | cut -f1)
        else
            frames=$(sed -n 's/.*, \([0-9]*\) frames.*/\1/p' "$out/summary")
            bytes=$(( $(stat -c %s "$target") / 1024 ))
        fi
        printf '%-7s %-6s %7s %9.1f %14d %15d %12d\n' "$input" "$format" "$frames" \
            "$(echo "$frames / ($end - $start)" | bc -l)" $((folio_peak / 1024)) $((ffmpeg_peak / 1024)) "$bytes"
        rm -rf "$target"
    done
done
echo "load after: $(uptime | sed 's/.*load average://')"
