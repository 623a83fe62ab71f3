#ifndef SEGUELINT_CLIBXML2_SHIM_H
#define SEGUELINT_CLIBXML2_SHIM_H
// Debian builds libxml2 with ICU, and libxml/encoding.h then includes ICU's headers, which clash
// with the ICU copy inside swift-corelibs-foundation when both are imported. seguelint never
// touches the ICU-only fields (they sit at the end of xmlCharEncodingHandler, used through
// pointers only), so the ICU part of the headers is switched off here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <stdarg.h>

// libxml2 prints a few errors (encoding conversion, I/O) through its generic handler, straight to
// stderr, whatever the parser options say. The handler is variadic, which Swift cannot write, so
// the do-nothing one lives here. (Errors worth reporting also reach the structured handlers.)
static inline void seguelint_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

// The generic handler is per thread in libxml2: call this on the thread that parses.
static inline void seguelint_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, seguelint_ignore_generic_error);
}
#endif
