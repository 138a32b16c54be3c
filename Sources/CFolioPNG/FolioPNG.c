#include "FolioPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct folio_png_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t length;
    size_t offset;
    uint32_t width;
    uint32_t height;
    int interlaced;
    char error[160];
};

static void copy_message(char *out, size_t capacity, const char *text) {
    if (out == NULL || capacity == 0) return;
    strncpy(out, text, capacity - 1);
    out[capacity - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp message) {
    struct folio_png_reader *reader = png_get_error_ptr(png);
    copy_message(reader->error, sizeof reader->error, message ? message : "libpng error");
    png_longjmp(png, 1);
}

/* Warnings (a bad CRC in an ancillary chunk, say) are not fatal, and must not print. */
static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_read(png_structp png, png_bytep out, size_t count) {
    struct folio_png_reader *reader = png_get_io_ptr(png);
    if (count > reader->length - reader->offset) png_error(png, "the file ends early");
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

folio_png_reader *folio_png_open(const uint8_t *data, size_t length, char *message, size_t message_capacity) {
    struct folio_png_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) {
        copy_message(message, message_capacity, "out of memory");
        return NULL;
    }
    reader->data = data;
    reader->length = length;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    if (reader->png == NULL) {
        copy_message(message, message_capacity, "the decoder could not start");
        free(reader);
        return NULL;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL || setjmp(png_jmpbuf(reader->png))) {
        copy_message(message, message_capacity, reader->info ? reader->error : "the decoder could not start");
        folio_png_close(reader);
        return NULL;
    }
    /* Sizes are checked by the caller against Folio's budgets, not libpng's defaults. */
    png_set_user_limits(reader->png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(reader->png, 8 * 1024 * 1024);
    png_set_read_fn(reader->png, reader, on_read);
    png_read_info(reader->png, reader->info);

    int color_type = png_get_color_type(reader->png, reader->info);
    int bit_depth = png_get_bit_depth(reader->png, reader->info);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(reader->png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(reader->png);
    if (png_get_valid(reader->png, reader->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(reader->png);
    if (bit_depth == 16) png_set_strip_16(reader->png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(reader->png);
    png_set_add_alpha(reader->png, 0xff, PNG_FILLER_AFTER);
    reader->interlaced = png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE;
    png_read_update_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)reader->width * 4) {
        copy_message(message, message_capacity, "unexpected pixel layout");
        folio_png_close(reader);
        return NULL;
    }
    return reader;
}

void folio_png_info(const folio_png_reader *reader, uint32_t *width, uint32_t *height, int *interlaced) {
    *width = reader->width;
    *height = reader->height;
    *interlaced = reader->interlaced;
}

int folio_png_read_row(folio_png_reader *reader, uint8_t *row, char *message, size_t message_capacity) {
    if (reader->interlaced) {
        copy_message(message, message_capacity, "interlaced images are read whole");
        return -1;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        copy_message(message, message_capacity, reader->error);
        return -1;
    }
    png_read_row(reader->png, row, NULL);
    return 0;
}

void folio_png_close(folio_png_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader);
}
