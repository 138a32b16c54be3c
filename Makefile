# Folio: `make run` runs the app, `make test` runs every check. Both install what they need.
SWIFT ?= swift
# Build libraries (Cairo, Pango, SDL2, poppler), fonts (Latin + CJK), and the programs the
# app and the end-to-end test drive (ffmpeg for video export, Xvfb + xdotool + ImageMagick).
PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libpoppler-glib-dev libturbojpeg0-dev \
	fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk ffmpeg xvfb xauth xdotool imagemagick

.PHONY: run test deps lint build example docs readme-images

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
	scripts/e2e-window.sh .build/debug/folio

# The headless tour of the runtime (lifecycle, gestures, rotation), printed to the terminal.
example: deps
	$(SWIFT) run folio-example

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

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
