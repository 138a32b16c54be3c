#!/usr/bin/env bash
# Checks, with the real `folio` and ffmpeg, that an export touches only what it creates:
# a link planted in the output folder is not written through, a link at the output is
# replaced as a link, a device, a FIFO and the input itself are refused, a read-only folder
# is named before ffmpeg starts, and SIGINT / SIGTERM stop the export with status 130 / 143
# leaving nothing behind. Prints `ls -la` of the folder before and after each case, the
# exit status, the seconds and the peak RSS (/usr/bin/time, Debian package `time`), and
# ends with status 1 if any check failed.
#
# Usage: scripts/check-export-safety.sh FOLIO
#   FOLIO  the folio binary (swift build --product folio; .build/debug/folio)
set -uo pipefail

folio=$(realpath "$1")
work=$(mktemp -d /tmp/folio-export-safety.XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0

say() { printf '\n== %s\n' "$*"; }
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
listing() { (cd "$1" && ls -la --time-style=+ | tail -n +2 | awk '{ $2 = ""; print }'); }

# Runs folio in $1 with the remaining arguments; sets $status and prints its one line of
# stderr (progress lines aside), the exit status, seconds and peak RSS.
run() {
    local dir=$1
    shift
    (cd "$dir" && /usr/bin/time -f "%e %M" -o "$work/time" "$folio" "$@" >"$work/out" 2>"$work/err")
    status=$?
    grep -v '^exporting:' "$work/err" | sed 's/^/  stderr: /'
    read -r seconds kb < <(tail -1 "$work/time")
    echo "  exit $status, ${seconds} s, $((kb / 1024)) MB peak RSS"
}

# Same folder listing before and after, and a given exit status.
expect_untouched() {
    local dir=$1 before=$2 want=$3
    listing "$dir" >"$work/after"
    echo "  after:"
    sed 's/^/    /' "$work/after"
    [ "$status" = "$want" ] || fail "exit status $status, expected $want"
    diff -q "$before" "$work/after" >/dev/null || fail "the folder changed"
}

case_dir() {
    local dir="$work/$1"
    mkdir -p "$dir"
    printf '# Notes\n\nA short text.\n' >"$dir/notes.md"
    printf 'keep me\n' >"$dir/victim.txt"
    echo "$dir"
}

before() {
    listing "$1" >"$work/before"
    echo "  before:"
    sed 's/^/    /' "$work/before"
}

say "a link planted at the old partial name is not written through"
d=$(case_dir planted)
ln -s victim.txt "$d/.folio-partial-$$-flip.gif"
before "$d"
run "$d" export notes.md -o flip.gif --frames 4 --size 160x120
listing "$d" | sed 's/^/    /'
[ "$(cat "$d/victim.txt")" = "keep me" ] || fail "victim.txt was overwritten"
[ -L "$d/.folio-partial-$$-flip.gif" ] || fail "the planted link was replaced"
[ "$(find "$d" -name '.folio-export-*' | wc -l)" = 0 ] || fail "a private folder was left"

say "a link at the output is replaced as a link"
d=$(case_dir link-output)
ln -s victim.txt "$d/flip.gif"
before "$d"
run "$d" export notes.md -o flip.gif --frames 4 --size 160x120
listing "$d" | sed 's/^/    /'
[ "$(cat "$d/victim.txt")" = "keep me" ] || fail "the link's target was overwritten"
[ ! -L "$d/flip.gif" ] && head -c 6 "$d/flip.gif" | grep -q GIF89a || fail "flip.gif is not the new GIF"

for shape in device fifo input hardlink; do
    d=$(case_dir "$shape")
    case $shape in
    device) output=/dev/null ;;
    fifo)
        mkfifo "$d/out.gif"
        output=out.gif
        ;;
    input) output=notes.md ;;
    hardlink)
        ln "$d/notes.md" "$d/same.gif"
        output=same.gif
        ;;
    esac
    say "output $output ($shape) is refused"
    before "$d"
    run "$d" export notes.md --format gif -o "$output" --frames 4 --size 160x120
    expect_untouched "$d" "$work/before" 1
done
[ -c /dev/null ] || fail "/dev/null is no longer a device"

say "a read-only output folder is named before ffmpeg starts (as nobody)"
d=$(case_dir read-only)
mkdir "$d/ro"
chmod 555 "$d/ro"
chmod 777 "$d"
chmod 755 "$work"
before "$d/ro"
(cd "$d" && /usr/bin/time -f "%e %M" -o "$work/time" setpriv --reuid=nobody --regid=nogroup --clear-groups \
    env HOME=/nonexistent "$folio" export notes.md -o ro/flip.gif --frames 4 --size 160x120 >"$work/out" 2>"$work/err")
status=$?
grep -v '^exporting:' "$work/err" | sed 's/^/  stderr: /'
read -r seconds kb < <(tail -1 "$work/time")
echo "  exit $status, ${seconds} s, $((kb / 1024)) MB peak RSS"
expect_untouched "$d/ro" "$work/before" 1
grep -q "not writable\|cannot write in the folder" "$work/err" || fail "the message does not name the folder"

# An export long enough to be interrupted while ffmpeg (or the PNG encoder) is writing.
interrupt() {
    local signal=$1 want=$2 format=$3
    local d
    d=$(case_dir "interrupt-$signal-$format")
    say "SIGNAL $signal during a $format export"
    before "$d"
    local output=flip.$format
    [ "$format" = png ] && output=frames
    (cd "$d" && exec /usr/bin/time -f "%e %M" -o "$work/time" "$folio" export notes.md --format "$format" \
        -o "$output" --frames 600 --size 640x480 >"$work/out" 2>"$work/err") &
    local pid=$!
    # Wait until the export is writing into its private folder (or 20 s).
    for _ in $(seq 200); do
        if [ -n "$(find "$d" -maxdepth 2 -path '*/.folio-export-*/*' 2>/dev/null | head -1)" ]; then break; fi
        sleep 0.1
    done
    sleep 0.5
    echo "  during: $(find "$d" -path '*/.folio-export-*' | wc -l) files in the private folder"
    pkill -"$signal" -P "$pid" -x folio 2>/dev/null || kill -"$signal" "$(pgrep -P "$pid")"
    wait "$pid"
    status=$(awk 'NR==1 && /Command exited with non-zero status/ { print $NF }' "$work/time")
    status=${status:-0}
    grep -v '^exporting:' "$work/err" | grep -v 'Command exited' | sed 's/^/  stderr: /'
    read -r seconds kb < <(tail -1 "$work/time")
    echo "  exit $status, ${seconds} s, $((kb / 1024)) MB peak RSS"
    expect_untouched "$d" "$work/before" "$want"
    pgrep -x ffmpeg >/dev/null && pgrep -x ffmpeg | xargs -r ps -o pid,ppid,args -p | grep -q "$d" &&
        fail "ffmpeg is still running"
    ls -a "${TMPDIR:-/tmp}" | grep -q "^folio-ffmpeg-" && fail "an ffmpeg log was left in ${TMPDIR:-/tmp}"
}
interrupt INT 130 gif
interrupt TERM 143 mp4
interrupt INT 130 png

echo
if [ "$failures" = 0 ]; then echo "all checks passed"; else echo "$failures check(s) failed"; fi
[ "$failures" = 0 ]
