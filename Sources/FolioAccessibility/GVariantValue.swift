internal import CGio

/// Builds and reads the GVariant values of AT-SPI's messages. Every value built here is
/// floating: the call it is handed to takes it.
enum GVariantValue {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func int32(_ value: Int32) -> OpaquePointer { g_variant_new_int32(value) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    static func boolean(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func variant(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    /// A reference to an accessible object: "(so)".
    static func reference(busName: String, path: String) -> OpaquePointer {
        folio_variant_reference(busName, path)
    }

    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        let children: [OpaquePointer?] = items
        return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `elementType` ("(so)", "s", "{ss}", …); the type matters when it is empty.
    static func array(of elementType: String, _ items: [OpaquePointer]) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        let children: [OpaquePointer?] = items
        return children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    /// A string-to-string dictionary, "a{ss}".
    static func stringDictionary(_ entries: [(String, String)]) -> OpaquePointer {
        array(of: "{ss}", entries.map { g_variant_new_dict_entry(string($0.0), string($0.1)) })
    }

    /// An empty "a{sv}".
    static func emptyProperties() -> OpaquePointer { array(of: "{sv}", []) }

    /// Frees a value no call took (a reply or arguments made outside GDBus).
    static func release(_ value: OpaquePointer) {
        g_variant_unref(g_variant_ref_sink(value))
    }

    // MARK: Reading a message's arguments

    static func int32(_ tuple: OpaquePointer?, at index: Int) -> Int32 {
        child(tuple, index, otherwise: 0) { g_variant_is_of_type($0, type("i")) != 0 ? g_variant_get_int32($0) : 0 }
    }

    static func uint32(_ tuple: OpaquePointer?, at index: Int) -> UInt32 {
        child(tuple, index, otherwise: 0) { g_variant_is_of_type($0, type("u")) != 0 ? g_variant_get_uint32($0) : 0 }
    }

    static func double(_ tuple: OpaquePointer?, at index: Int) -> Double {
        child(tuple, index, otherwise: 0) { g_variant_is_of_type($0, type("d")) != 0 ? g_variant_get_double($0) : 0 }
    }

    static func string(_ tuple: OpaquePointer?, at index: Int) -> String {
        child(tuple, index, otherwise: "") { value in
            guard g_variant_is_of_type(value, type("s")) != 0, let text = g_variant_get_string(value, nil) else {
                return ""
            }
            return String(cString: text)
        }
    }

    static func boolean(_ tuple: OpaquePointer?, at index: Int) -> Bool {
        child(tuple, index, otherwise: false) {
            g_variant_is_of_type($0, type("b")) != 0 && g_variant_get_boolean($0) != 0
        }
    }

    static func objectPath(_ tuple: OpaquePointer?, at index: Int) -> String {
        child(tuple, index, otherwise: "") { value in
            guard g_variant_is_of_type(value, type("o")) != 0, let text = g_variant_get_string(value, nil) else {
                return ""
            }
            return String(cString: text)
        }
    }

    /// Reads the argument at `index`; a missing one (or one of another type) reads as
    /// `fallback`.
    private static func child<T>(
        _ tuple: OpaquePointer?, _ index: Int, otherwise fallback: T, _ read: (OpaquePointer) -> T
    ) -> T {
        guard let tuple, g_variant_is_container(tuple) != 0, index >= 0, index < g_variant_n_children(tuple),
            let value = g_variant_get_child_value(tuple, gsize(index))
        else { return fallback }
        defer { g_variant_unref(value) }
        return read(value)
    }

    /// A basic type, from GLib's static type strings (no allocation).
    private static func type(_ code: StaticString) -> OpaquePointer? {
        OpaquePointer(code.utf8Start)
    }
}
