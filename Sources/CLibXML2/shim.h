#ifndef SEGUELINT_CLIBXML2_SHIM_H
#define SEGUELINT_CLIBXML2_SHIM_H
// Debian builds libxml2 with ICU, and libxml/encoding.h then includes ICU's headers, which clash
// with the ICU copy inside swift-corelibs-foundation when both are imported. seguelint never
// touches the ICU-only fields (they sit at the end of xmlCharEncodingHandler, used through
// pointers only), so the ICU part of the headers is switched off here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#endif
