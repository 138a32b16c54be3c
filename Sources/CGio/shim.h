#include <gio/gio.h>

// GLib's type macros are function-like casts and do not import into Swift.
static inline GObject *folio_gobject(gpointer object) { return G_OBJECT(object); }

// A reference to an accessible object, "(so)": the bus name that owns it and its path.
static inline GVariant *folio_variant_reference(const gchar *bus_name, const gchar *path) {
    return g_variant_new("(so)", bus_name, path);
}
