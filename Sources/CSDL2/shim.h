#ifndef FOLIO_CSDL2_SHIM_H
#define FOLIO_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <stdio.h>

// Function-like and cast macros do not import into Swift; these wrappers expose the few
// FolioSDL needs. Everything here is a pure value or a one-line call.

static inline int folio_sdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

static inline Uint32 folio_sdl_button_lmask(void) { return SDL_BUTTON_LMASK; }

static inline Uint32 folio_sdl_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }

static inline Sint64 folio_sdl_mouse_touch_id(void) { return SDL_MOUSE_TOUCHID; }

static inline int folio_sdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface); }

/// SDL 2.26 headers: the version the program was compiled against, packed like SDL_VERSIONNUM.
static inline int folio_sdl_compiled_version(void) {
    return SDL_VERSIONNUM(SDL_MAJOR_VERSION, SDL_MINOR_VERSION, SDL_PATCHLEVEL);
}

/// Line-buffers stdout, so that a harness reading the log through a pipe sees each line as it
/// is written. Touching the C global `stdout` from Swift is rejected by strict concurrency.
static inline void folio_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

#endif
