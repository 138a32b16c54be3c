#include <poppler.h>
// Cairo's PDF surface, for writing small PDFs (test fixtures, exported books); poppler.h
// already brings in cairo.h, and libcairo is linked through CCairo.
#include <cairo-pdf.h>
