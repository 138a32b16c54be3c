# Folio: `make run` runs the app, `make test` runs every check. Both install what they need.
SWIFT ?= swift
# Build libraries (Cairo, Pango, SDL2, poppler), fonts (Latin + CJK), and the programs the
# app and the end-to-end test drive (ffmpeg for video export, Xvfb + xdotool + ImageMagick),
# and the fixtures' tools (pandoc writes EPUBs, qpdf encrypts PDFs with a password, pdftotext
# says where a word is). GIO speaks AT-SPI2 to screen readers; the accessibility test needs a
# private D-Bus session, the accessibility bus and the Atspi bindings a screen reader uses.
PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libpoppler-glib-dev libturbojpeg0-dev libpng-dev \
	libcmark-gfm-dev libcmark-gfm-extensions-dev libhyphen-dev hyphen-en-us libxml2-dev libglib2.0-dev \
	fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk ffmpeg xvfb xauth xdotool imagemagick pandoc qpdf \
	poppler-utils dbus at-spi2-core python3-gi gir1.2-atspi-2.0 desktop-file-utils appstream
# What make deb needs beyond the build: dpkg-shlibdeps computes the package's Depends: line.
DEB_PACKAGES := dpkg-dev desktop-file-utils appstream

.PHONY: run test deps lint build example docs readme-images soak fuzz sanitize install uninstall deb folio-binary

deps:
	@scripts/ensure-deps.sh $(PACKAGES)

# The gallery in a window when a display is available; otherwise the sample book's
# flip-through written to ./folio-export/. A release build keeps the software renderer at 60 Hz.
run: deps
	$(SWIFT) build -c release --product folio
	.build/release/folio

test: deps lint
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	@# The tests' files go to a temporary folder of the run's own, removed afterwards, so runs
	@# do not pile folders up in /tmp.
	tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT INT TERM && TMPDIR="$$tmp" $(SWIFT) test --skip-build
	@# Every fuzz corpus (seeds and crash regressions) through the plain debug build.
	for target in $(FUZZ_TARGETS); do .build/debug/folio-fuzz $$target Fuzz/Corpus/$$target || exit 1; done
	@# make install staged into a temporary folder from the debug binary just built, then checked.
	scripts/check-install.sh
	@# The pixel tests again with other fonts installed and a user fontconfig that prefers them.
	scripts/font-independence.sh $(SWIFT)
	scripts/e2e-window.sh .build/debug/folio
	scripts/e2e-search.sh .build/debug/folio
	scripts/e2e-goto.sh .build/debug/folio
	scripts/e2e-atspi.sh .build/debug/folio

# The headless tour of the runtime (lifecycle, gestures, rotation), printed to the terminal.
example: deps
	$(SWIFT) run folio-example

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Fuzz

build: deps
	$(SWIFT) build

# Every DocC catalog (Sources/<Module>/<Module>.docc), built by swift-docc-plugin with
# DocC's warnings as errors: a broken ``symbol`` link or a missing article fails the target.
# The archives land in .build/plugins/Swift-DocC/outputs/.
DOCC_TARGETS := FolioCore FolioUI FolioPaging FolioRender FolioSDL FolioHeadless FolioTesting FolioAccessibility
docs: deps
	@set -e; for target in $(DOCC_TARGETS); do \
		echo "== $$target"; \
		$(SWIFT) package generate-documentation --target $$target --warnings-as-errors; \
	done

# docs/page-curl.gif, the README's picture: Folio rendering its own page curl (a spread of the
# sample book turned forward and back, 480x300, looping). A generated documentation asset,
# committed; regenerate it with this target after changing how curls look.
readme-images: deps
	mkdir -p docs
	FOLIO_README_GIF=$(CURDIR)/docs/page-curl.gif $(SWIFT) test --filter ReadmePictureTests

# Ten minutes of random input (drags, flicks, keys, wheel, resizes, gallery switches) to the
# release app's window under Xvfb, with its RSS every 2 s in .build/soak/rss.csv; fails on a
# crash, a stuck frame or growing memory. SOAK_SECONDS=60 make soak for a short run.
soak: deps
	$(SWIFT) build -c release --product folio
	scripts/soak.sh

# libFuzzer with AddressSanitizer on every input Folio reads (Fuzz/FolioFuzz):
# FUZZ_RUNS executions per target from the seeds in Fuzz/Corpus (scripts/make-fuzz-corpus.py
# regenerates them). Its own scratch path, so the normal build is not rebuilt.
FUZZ_RUNS ?= 2000
FUZZ_TARGETS := png jpeg pdf text markdown epub options
fuzz: deps
	$(SWIFT) build --product folio-fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	scripts/fuzz.sh $(FUZZ_RUNS) $(FUZZ_TARGETS)

# The test suite under AddressSanitizer with leak checking (suppressions, each with its
# reason, in scripts/lsan-suppressions.txt) and the threaded render tests under
# ThreadSanitizer, in .build-asan and .build-tsan.
sanitize: deps
	scripts/sanitize.sh

# Installing Folio as a desktop program (README, Install): the binary, its desktop entry, icon,
# AppStream metainfo, man page and bash/zsh/fish completions, under $(DESTDIR)$(PREFIX).
# BUILD_CONFIG=release (the default) builds with Swift's standard library linked in, in its own
# scratch path so the debug build in .build is untouched; BUILD_CONFIG=debug stages the binary
# make test already built (scripts/check-install.sh does, to check the tree cheaply).
PREFIX ?= /usr/local
DESTDIR ?=
BUILD_CONFIG ?= release
ifeq ($(BUILD_CONFIG),debug)
INSTALL_SCRATCH := .build
INSTALL_BUILD_FLAGS :=
INSTALL_STRIP := 0
else
INSTALL_SCRATCH := .build-release-static
# No $ORIGIN in the binary's search path: an installed program finds libraries where the system keeps them.
INSTALL_BUILD_FLAGS := -c release --static-swift-stdlib --disable-local-rpath
INSTALL_STRIP := 1
endif
INSTALL_BIN := $(INSTALL_SCRATCH)/$(BUILD_CONFIG)/folio
MANUAL := $(INSTALL_SCRATCH)/manual/folio.1

# The binary and its man page. The page is written by swift-argument-parser's generate-manual
# (the tool its generate-manual plugin runs) from the binary itself; the plugin would also
# build every other product of the package first. The date is the last commit's, so the page
# is the same for the same source.
folio-binary: deps
	$(SWIFT) build $(INSTALL_BUILD_FLAGS) --scratch-path $(INSTALL_SCRATCH) --product folio
	$(SWIFT) build $(INSTALL_BUILD_FLAGS) --scratch-path $(INSTALL_SCRATCH) --product generate-manual
	mkdir -p $(dir $(MANUAL))
	$(INSTALL_SCRATCH)/$(BUILD_CONFIG)/generate-manual $(INSTALL_BIN) --output-directory $(dir $(MANUAL)) \
		--date "$$(git log -1 --format=%cs 2>/dev/null || date -u +%F)"

install: folio-binary
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' STRIP=$(INSTALL_STRIP) scripts/install.sh install $(INSTALL_BIN) $(MANUAL)

uninstall:
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' scripts/install.sh uninstall

# A Debian package of the release build (scripts/make-deb.sh), in .build-release-static/deb/.
deb: deps
	@scripts/ensure-deps.sh $(DEB_PACKAGES)
	$(MAKE) folio-binary BUILD_CONFIG=release
	scripts/make-deb.sh .build-release-static/release/folio .build-release-static/manual/folio.1 \
		.build-release-static/deb
