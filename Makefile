# Folio: `make run` runs the app, `make test` runs every check. Both install what they need.
SWIFT ?= swift
# Build libraries (Cairo, Pango, SDL2, poppler), fonts (Latin + CJK), and the programs the
# app and the end-to-end test drive (ffmpeg for video export, Xvfb + xdotool + ImageMagick).
PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libpoppler-glib-dev libturbojpeg0-dev libpng-dev \
	libcmark-gfm-dev libcmark-gfm-extensions-dev libhyphen-dev hyphen-en-us libxml2-dev \
	fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk ffmpeg xvfb xauth xdotool imagemagick pandoc

.PHONY: run test deps lint build example docs readme-images soak fuzz sanitize

deps:
	@scripts/ensure-deps.sh $(PACKAGES)

# The gallery in a window when a display is available; otherwise the sample book's
# flip-through written to ./folio-export/. A release build keeps the software renderer at 60 Hz.
run: deps
	$(SWIFT) build -c release --product folio
	.build/release/folio

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@# Every fuzz corpus (seeds and crash regressions) through the plain debug build.
	for target in $(FUZZ_TARGETS); do .build/debug/folio-fuzz $$target Fuzz/Corpus/$$target || exit 1; done
	scripts/e2e-window.sh .build/debug/folio

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
DOCC_TARGETS := FolioCore FolioUI FolioPaging FolioRender FolioSDL FolioHeadless FolioTesting
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

# libFuzzer with AddressSanitizer on every input Folio reads (Fuzz/, FolioApp's FuzzTarget):
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
