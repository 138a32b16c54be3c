// Debian builds libxml2 with ICU, so encoding.h includes ICU's <unicode/ucnv.h>, whose
// UErrorCode clashes with the ICU copy inside swift-foundation. Folio never touches
// libxml2's encoding handlers (the only place the ICU types appear, behind pointers), so
// the ICU part of the headers is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
