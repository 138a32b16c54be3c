import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One end of the Unix socket between the app and its PDF renderer: whole messages of
/// fixed-width integers and bytes, read within a deadline.
///
/// Sends never raise `SIGPIPE` (`MSG_NOSIGNAL`): a renderer that died is an error to
/// handle, not a signal that ends the app.
struct PDFRendererSocket {
    /// What went wrong on the socket.
    enum Failure: Error, Equatable {
        /// The deadline passed before the message was complete.
        case timedOut
        /// The other end closed the socket (it exited or was killed).
        case closed
        /// A message that does not follow the protocol.
        case malformed(String)
    }

    let descriptor: Int32
    /// When the message being read must be complete; nil waits as long as it takes (the
    /// renderer waiting for its next request).
    var deadline: ContinuousClock.Instant?

    /// Sends all of `bytes`.
    func send(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            guard let base = bytes.baseAddress else { return }
            let sent = Glibc.send(descriptor, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if sent < 0 {
                if errno == EINTR { continue }
                throw .closed
            }
            offset += sent
        }
    }

    /// Sends `values`' bytes as they are in memory (both ends are the same executable).
    func send<T: BitwiseCopyable>(_ values: [T]) throws(Failure) {
        var failure: Failure?
        values.withUnsafeBytes { bytes in
            do throws(Failure) { try send(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Fills `buffer` from the socket.
    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) {
        var offset = 0
        while offset < buffer.count {
            guard let base = buffer.baseAddress else { return }
            try waitUntilReadable()
            let received = recv(descriptor, base + offset, buffer.count - offset, 0)
            if received < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .closed
            }
            if received == 0 { throw .closed }
            offset += received
        }
    }

    /// One value of type `T`.
    func receive<T: BitwiseCopyable>(_ type: T.Type) throws(Failure) -> T {
        let value = try receiveBytes(MemoryLayout<T>.size)
        return value.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
    }

    /// A length-prefixed string of at most `limit` bytes.
    func receiveString(limit: Int = 4096) throws(Failure) -> String {
        let count = Int(try receive(UInt32.self))
        guard count <= limit else { throw .malformed("a \(count)-byte string, over \(limit)") }
        return String(decoding: try receiveBytes(count), as: UTF8.self)
    }

    private func receiveBytes(_ count: Int) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var failure: Failure?
        bytes.withUnsafeMutableBytes { buffer in
            do throws(Failure) { try receive(into: buffer) } catch { failure = error }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Sends `text` length-prefixed.
    func send(string text: String) throws(Failure) {
        let bytes = Array(text.utf8)
        try send([UInt32(truncatingIfNeeded: bytes.count)])
        try send(bytes)
    }

    /// Waits for bytes (or the end of the stream) until the deadline.
    private func waitUntilReadable() throws(Failure) {
        guard let deadline else { return }
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { throw .timedOut }
            let (seconds, attoseconds) = left.components
            let milliseconds = min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, Int64(Int32.max))
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(milliseconds))
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw .closed }
        }
    }
}
