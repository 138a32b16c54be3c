/// A GDBus connection handed between threads: GDBusConnection is thread-safe, which Swift
/// cannot see in an opaque pointer.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
