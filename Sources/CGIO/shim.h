#ifndef STRATA_CGIO_SHIM_H
#define STRATA_CGIO_SHIM_H

#include <gio/gio.h>

/* A GVariantType from its type string: GLib's G_VARIANT_TYPE macro, which Swift cannot import.
   The string must live as long as the type is used (a literal does). */
static inline const GVariantType *strata_variant_type(const gchar *type_string) {
  return (const GVariantType *)type_string;
}

#endif
