#!/usr/bin/env bash
# Text renders the same whatever fonts and font settings the machine has (docs/Architecture.md,
# "Fonts"). make test runs the suites once as the machine is; this runs every pixel test again
# on a machine with other fonts (Liberation, GNU FreeFont) and a user's fontconfig that prefers
# them, as many desktops do. Folio pins its own configuration, so the references must still match.
# Usage: scripts/font-independence.sh [SWIFT]
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
scripts/ensure-deps.sh fonts-liberation2 fonts-freefont-ttf
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/.config/fontconfig" "$home/tmp"
cat >"$home/.config/fontconfig/fonts.conf" <<'CONF'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <alias binding="strong"><family>monospace</family><prefer><family>Liberation Mono</family></prefer></alias>
  <alias binding="strong"><family>sans-serif</family><prefer><family>FreeSans</family></prefer></alias>
  <alias binding="strong"><family>serif</family><prefer><family>FreeSerif</family></prefer></alias>
  <alias binding="strong"><family>Sans</family><prefer><family>FreeSans</family></prefer></alias>
  <alias binding="strong"><family>Monospace</family><prefer><family>Liberation Mono</family></prefer></alias>
</fontconfig>
CONF
# The user's configuration is really there: fontconfig's own tools follow it.
HOME="$home" XDG_CONFIG_HOME="$home/.config" fc-match monospace | grep -q "Liberation Mono" \
    || { echo "font-independence: the user fontconfig was not picked up" >&2; exit 1; }
echo "font-independence: pixel tests with Liberation and FreeFont installed and preferred by the user"
# The tests' own files go under $home too, and leave with it.
HOME="$home" XDG_CONFIG_HOME="$home/.config" TMPDIR="$home/tmp" "$swift" test --skip-build --filter 'Snapshot|FontConfiguration'
