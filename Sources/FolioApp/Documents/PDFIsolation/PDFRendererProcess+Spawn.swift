internal import CFolioProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension PDFRendererProcess {
    /// Starts `executable` with `arguments`, `socket` as its descriptor 3, `/dev/null` as its
    /// standard streams and default signal handling (the export ignores SIGINT and SIGTERM
    /// while it cleans up, and an ignored signal would survive into the renderer); returns
    /// its process id.
    ///
    /// Every other descriptor is closed in the child before `executable` runs, whether or not
    /// it was opened close-on-exec: the app's own files are, but a library (SDL, D-Bus,
    /// fontconfig) may open one that is not, and a poppler exploited by a hostile file must
    /// find nothing of the reader's to write to. Closing them all in the spawn covers what
    /// every library opens, now and later, where marking each would miss one.
    static func spawn(_ executable: String, arguments: [String], socket: Int32) throws(PDFPageFailure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, socket, PDFRendererChild.socketDescriptor)
        let closing = folio_spawn_close_from(&actions, PDFRendererChild.socketDescriptor + 1)
        guard closing == 0 else {
            throw .rendererUnavailable("its descriptors cannot be closed (\(String(cString: strerror(closing))))")
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXCPU] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            throw .rendererUnavailable("\(executable) did not start (\(String(cString: strerror(status))))")
        }
        return pid
    }
}
