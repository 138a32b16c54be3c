#ifndef FOLIO_PNG_H
#define FOLIO_PNG_H

#include <stddef.h>
#include <stdint.h>

/// A PNG being read one row at a time, from memory, through libpng.
///
/// libpng reports errors by longjmp, which Swift cannot catch; every function here keeps its
/// own setjmp, so an error in a damaged file comes back as a return code with libpng's message,
/// never as a jump through Swift frames.
typedef struct folio_png_reader folio_png_reader;

/// Starts reading `length` bytes at `data` (which must outlive the reader). Returns NULL and
/// writes a message on failure.
folio_png_reader *folio_png_open(const uint8_t *data, size_t length, char *message, size_t message_capacity);

/// The image's size and whether it is interlaced (Adam7), as the header declares.
void folio_png_info(const folio_png_reader *reader, uint32_t *width, uint32_t *height, int *interlaced);

/// Reads the next row as 8-bit RGBA with straight alpha: `row` holds width × 4 bytes. Palette,
/// grey, 16-bit and tRNS images are converted. Returns 0, or -1 with a message.
/// Non-interlaced images only.
int folio_png_read_row(folio_png_reader *reader, uint8_t *row, char *message, size_t message_capacity);

/// Ends reading and frees the reader.
void folio_png_close(folio_png_reader *reader);

#endif
