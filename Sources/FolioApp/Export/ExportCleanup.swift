import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Everything an export has under way that an interruption must undo: the private folders
/// it writes into (``ExportWorkspace``) and the ffmpeg processes writing there.
///
/// SIGINT and SIGTERM are taken from their default action (which would end Folio at once
/// and leave partial files, palettes, logs and frames behind) and delivered to a dispatch
/// source on a background queue by ``handleInterrupts()``: the main actor is busy rendering
/// frames, so the handler cannot wait for it. The handler stops every ffmpeg, removes every
/// folder still registered, says so in one line and ends the process with 128 + the signal
/// (130 for SIGINT, 143 for SIGTERM), as a shell reports an interrupted command.
///
/// Safe from any thread: the state is behind a mutex, and a folder registered after an
/// interruption is removed at once.
final class ExportCleanup: Sendable {
    /// The cleanup the `folio export` command uses.
    static let shared = ExportCleanup()

    private struct State {
        var folders: Set<String> = []
        var processes: Set<Int32> = []
        var interruption: Int32?
    }

    private let state = Mutex(State())
    private let sources = Mutex<[any DispatchSourceSignal]>([])

    /// The signal that interrupted the export, if one did.
    var interruption: Int32? { state.withLock { $0.interruption } }

    /// Registers a private folder to remove if the export is interrupted; one registered
    /// after an interruption is removed at once.
    func register(folder: String) {
        let interrupted = state.withLock { state in
            state.folders.insert(folder)
            return state.interruption != nil
        }
        if interrupted { Self.removeFolder(folder) }
    }

    func unregister(folder: String) {
        _ = state.withLock { $0.folders.remove(folder) }
    }

    /// Registers a running ffmpeg (by process id), to stop if the export is interrupted.
    func register(process: Int32) {
        _ = state.withLock { $0.processes.insert(process) }
    }

    func unregister(process: Int32) {
        _ = state.withLock { $0.processes.remove(process) }
    }

    /// Stops every registered process and removes every registered folder, marking the
    /// export as interrupted by `signal`. Returns what was removed.
    @discardableResult
    func stopAndRemoveEverything(signal: Int32) -> [String] {
        let (folders, processes) = state.withLock { state in
            state.interruption = state.interruption ?? signal
            defer { state.folders = [] }
            return (state.folders, state.processes)
        }
        // SIGKILL: the files an ffmpeg has open are removed below whatever it does next.
        for process in processes { kill(process, SIGKILL) }
        for folder in folders { Self.removeFolder(folder) }
        return folders.sorted()
    }

    /// Sends SIGINT and SIGTERM to ``interrupt(by:)`` instead of their default action.
    func handleInterrupts() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in interrupt(by: signalNumber) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Undoes the export and ends the process: one line on standard error, and the status
    /// a shell gives a command stopped by `signal` (128 + its number).
    func interrupt(by signalNumber: Int32) -> Never {
        stopAndRemoveEverything(signal: signalNumber)
        let name = signalNumber == SIGINT ? "SIGINT" : signalNumber == SIGTERM ? "SIGTERM" : "signal \(signalNumber)"
        let line = "folio: export interrupted by \(name); its partial files were removed\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        _exit(128 + signalNumber)
    }

    /// Removes `folder` and what is in it, again while something still being written
    /// there (a frame, an ffmpeg being stopped) makes it reappear.
    static func removeFolder(_ folder: String) {
        for _ in 0..<200 {
            try? FileManager.default.removeItem(atPath: folder)
            var info = stat()
            if lstat(folder, &info) != 0 { return }
            sched_yield()
        }
    }
}
