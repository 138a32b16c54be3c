#include <pango/pangocairo.h>
// The fontconfig font map, so that Folio can give Pango a font configuration of its own
// (FolioFontConfiguration) instead of the machine's.
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
