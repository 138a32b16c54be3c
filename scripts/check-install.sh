#!/usr/bin/env bash
# Checks the installed tree: stages `make install` of the debug binary (the one make test has
# just built, so nothing is compiled in release) into a temporary folder, checks each file
# (the desktop entry with desktop-file-validate, the metainfo with appstreamcli, the man page,
# the completions), then checks that `make uninstall` removes every file again.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
make=${MAKE:-make}
stage=$(mktemp -d "${TMPDIR:-/tmp}/folio-install.XXXXXX")
log=$(mktemp "${TMPDIR:-/tmp}/folio-install-log.XXXXXX")
trap 'rm -rf "$stage" "$log"' EXIT
prefix=/usr/local
root=$stage$prefix
failures=0

fail() {
    echo "check-install: $*" >&2
    failures=$((failures + 1))
}

# Passes when FILE exists and contains TEXT (a fixed string).
expect_in() {
    local file=$1 text=$2
    if [ ! -s "$root/$file" ]; then
        fail "$file is missing or empty"
    elif ! grep -qF -- "$text" "$root/$file"; then
        fail "$file does not mention $text"
    fi
}

if ! "$make" -s -C "$here" install BUILD_CONFIG=debug PREFIX="$prefix" DESTDIR="$stage" >"$log" 2>&1; then
    cat "$log" >&2
    echo "check-install: make install failed" >&2
    exit 1
fi

[ -x "$root/bin/folio" ] || fail "bin/folio is not installed as an executable"
"$root/bin/folio" --version >/dev/null || fail "the installed folio does not run"

desktop=share/applications/folio.desktop
desktop-file-validate "$root/$desktop" || fail "$desktop does not pass desktop-file-validate"
for type in application/pdf application/epub+zip text/markdown text/plain image/png image/jpeg; do
    grep -q "^MimeType=.*$type;" "$root/$desktop" || fail "$desktop does not claim $type"
done
expect_in "$desktop" "Exec=folio open --from-desktop %f"
expect_in share/icons/hicolor/scalable/apps/folio.svg "<svg"

metainfo=share/metainfo/io.github.folio_reader.Folio.metainfo.xml
appstreamcli validate --no-net "$root/$metainfo" >/dev/null || fail "$metainfo does not pass appstreamcli validate"

# The man page is generated from the command line, so it describes the subcommands and the
# flag the desktop entry passes.
for text in ".Dt FOLIO 1" "open" "export" "gallery" "from-desktop"; do expect_in share/man/man1/folio.1 "$text"; done

# The completions too, down to the flags of a subcommand.
expect_in share/bash-completion/completions/folio "--from-desktop"
expect_in share/zsh/site-functions/_folio "#compdef folio"
expect_in share/zsh/site-functions/_folio "--from-desktop"
expect_in share/fish/vendor_completions.d/folio.fish "complete -c 'folio'"
expect_in share/fish/vendor_completions.d/folio.fish "from-desktop"

"$make" -s -C "$here" uninstall PREFIX="$prefix" DESTDIR="$stage" >/dev/null
left=$(find "$stage" -type f)
[ -z "$left" ] || fail "make uninstall left files behind: $left"

if [ "$failures" -gt 0 ]; then
    echo "check-install: $failures check(s) failed" >&2
    exit 1
fi
echo "check-install: make install and make uninstall stage and remove every file"
