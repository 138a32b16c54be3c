# Folio: `make run` runs the app, `make test` runs every check. Both install what they need.
SWIFT ?= swift
# Build libraries (Cairo, Pango, SDL2, poppler), fonts (Latin + CJK), and the programs the
# app and the end-to-end test drive (ffmpeg for video export, Xvfb + xdotool + ImageMagick).
PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libpoppler-glib-dev libturbojpeg0-dev \
	fonts-dejavu-core fonts-noto-cjk ffmpeg xvfb xauth xdotool imagemagick

.PHONY: run test deps lint build example readme-images

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

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

build: deps
	$(SWIFT) build

# The README's picture, rendered by Folio itself: the sample book's two-page spread turning.
readme-images: deps
	$(SWIFT) build -c release --product folio
	.build/release/folio export --sample --spine mid --format gif -o docs/page-curl.gif \
		--size 720x480 --fps 20 --turns 2
