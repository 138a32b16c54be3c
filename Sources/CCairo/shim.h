#include <cairo/cairo.h>
// Cairo's PDF surface and its tag API: the test fixtures' PDF writer (FolioTesting).
#include <cairo/cairo-pdf.h>
