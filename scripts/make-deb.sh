#!/usr/bin/env bash
# Builds Folio's Debian package from a release binary linked with Swift's standard library
# statically (make deb), so that the package needs no Swift toolchain. Its Depends: line is
# computed by dpkg-shlibdeps from the libraries the binary links; postinst and postrm refresh
# the desktop database, the MIME cache and the icon cache.
#
#   scripts/make-deb.sh BINARY MANPAGE OUTDIR
#
# Prints the package's path. DEB_MAINTAINER overrides the Maintainer field.
set -euo pipefail

[ $# -eq 3 ] || { echo "usage: $0 BINARY MANPAGE OUTDIR" >&2; exit 2; }
binary=$1 manual=$2 outdir=$3
here=$(cd "$(dirname "$0")/.." && pwd)
maintainer=${DEB_MAINTAINER:-Folio contributors <folio@invalid>}

# The binary must not load anything from the toolchain that built it (its lib/swift folder, or
# Swift's runtime libraries by name): a user has no toolchain.
runtime=$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift" && pwd)
if ldd "$binary" | grep -E -e "$runtime/" -e 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime'; then
    echo "make-deb.sh: $binary loads Swift's runtime from $runtime: build it with --static-swift-stdlib" >&2
    exit 1
fi

# Debian versions sort "~" before a release: 0.2.0-dev becomes 0.2.0~dev.
version=$("$binary" --version | tr '-' '~')
arch=$(dpkg --print-architecture)
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)
work=$(mktemp -d "$outdir/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The layout dpkg-shlibdeps expects: a source tree whose debian/folio is the package's root.
root=$work/src/debian/folio
mkdir -p "$root/DEBIAN"
printf 'Source: folio\n\nPackage: folio\nArchitecture: any\n' >"$work/src/debian/control"

PREFIX=/usr DESTDIR=$root GZIP_MAN=1 STRIP=1 "$here/scripts/install.sh" install "$binary" "$manual" >/dev/null
install -D -m 0644 /dev/stdin "$root/usr/share/doc/folio/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Folio

Files: *
License: Apache-2.0
 On Debian systems the full text of the Apache License 2.0 is in
 /usr/share/common-licenses/Apache-2.0.
EOF

depends=$(cd "$work/src" && dpkg-shlibdeps -O -edebian/folio/usr/bin/folio | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make-deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

cat >"$root/DEBIAN/control" <<EOF
Package: folio
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: text
Priority: optional
Description: page-by-page reader for PDF, EPUB, Markdown, text and pictures
 Folio shows documents a page at a time and turns them as a book does: it
 slides pages, curls them in a two-page spread, or flips through a folder of
 pictures. It opens PDFs, EPUB books, Markdown and plain text files, and PNG
 and JPEG images, remembers the page you were reading, and exports a
 flip-through as pictures or video.
EOF

# The caches a desktop reads; each tool is optional, so each call is guarded.
for script in postinst postrm; do
    cat >"$root/DEBIAN/$script" <<'EOF'
#!/bin/sh
set -e
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q /usr/share/applications || true
fi
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database /usr/share/mime || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f /usr/share/icons/hicolor/index.theme ]; then
    gtk-update-icon-cache -q -t /usr/share/icons/hicolor || true
fi
EOF
    chmod 0755 "$root/DEBIAN/$script"
done

package=$outdir/folio_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "$package"
