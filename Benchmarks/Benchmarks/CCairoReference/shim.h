// Cairo, bound for the reference benchmarks only (Folio itself binds it in Sources/CCairo;
// a package's targets cannot be shared with another package unless they are products).
#include <cairo.h>
// The PDF surface, for the search scenes' generated 900-page PDF.
#include <cairo-pdf.h>
