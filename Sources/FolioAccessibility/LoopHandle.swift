/// A GLib main loop handed between threads: `g_main_loop_quit` may be called from any thread.
struct LoopHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
