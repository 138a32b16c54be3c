/* make-progressive-jpeg WIDTH HEIGHT SCANS OUT: a progressive JPEG of a smooth pattern, for
   scripts/make-hostile-files.py. SCANS 0 takes libjpeg's own progression, else a script of
   that many scans (DC, then one AC coefficient at a time with successive approximation),
   which cjpeg's -scans cannot give (it reads 100 at most). Build: cc FILE -ljpeg */
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
int main(int argc, char **argv) {
    if (argc != 5) return 2;
    int w = atoi(argv[1]), h = atoi(argv[2]), n = atoi(argv[3]);
    FILE *out = fopen(argv[4], "wb");
    if (!out) return 1;
    struct jpeg_compress_struct c; struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e); jpeg_create_compress(&c); jpeg_stdio_dest(&c, out);
    c.image_width = w; c.image_height = h; c.input_components = 3; c.in_color_space = JCS_RGB;
    jpeg_set_defaults(&c); jpeg_set_quality(&c, 90, TRUE);
    if (n == 0) {
        jpeg_simple_progression(&c);
    } else {
        jpeg_scan_info *s = calloc(n, sizeof *s);
        int k = 0;
        s[k].comps_in_scan = 3; for (int ci = 0; ci < 3; ci++) s[k].component_index[ci] = ci;
        s[k].Ss = 0; s[k].Se = 0; s[k].Ah = 0; s[k].Al = 0; k++;
        /* Each component's coefficients one at a time, first at Al 10, then refined bit by bit. */
        for (int coef = 1; coef < 64 && k < n; coef++)
            for (int ci = 0; ci < 3 && k < n; ci++)
                for (int al = 10; al >= 0 && k < n; al--) {
                    s[k].comps_in_scan = 1; s[k].component_index[0] = ci;
                    s[k].Ss = coef; s[k].Se = coef; s[k].Ah = al == 10 ? 0 : al + 1; s[k].Al = al; k++;
                }
        c.scan_info = s; c.num_scans = k;
    }
    jpeg_start_compress(&c, TRUE);
    JSAMPLE *row = malloc((size_t)w * 3);
    while (c.next_scanline < c.image_height) {
        int y = c.next_scanline;
        for (int x = 0; x < w; x++) {
            row[3 * x] = (JSAMPLE)(x * 255 / w); row[3 * x + 1] = (JSAMPLE)(y * 255 / h);
            row[3 * x + 2] = (JSAMPLE)(((x / 64) + (y / 64)) % 2 ? 200 : 60);
        }
        JSAMPROW r = row; jpeg_write_scanlines(&c, &r, 1);
    }
    jpeg_finish_compress(&c); fclose(out); return 0;
}
