import FolioApp
import Foundation

#if FUZZING
    import CLibFuzzer
#endif

/// `folio-fuzz`: Folio's fuzz targets (``FuzzTarget``) in one executable.
///
/// Built with `-D FUZZING -sanitize=fuzzer,address` (`make fuzz`), it is a libFuzzer binary
/// whose target is named by `FOLIO_FUZZ_TARGET`; all other arguments are libFuzzer's. Built
/// normally, it replays inputs: `folio-fuzz TARGET FILE-OR-FOLDER...` runs every file once,
/// which is how `make test` keeps the corpora and crash regressions passing without a fuzzer
/// build. One executable rather than one per target keeps the package's link time down.
@main
enum FolioFuzz {
    #if FUZZING
        /// Hands control to libFuzzer. SwiftPM links an executable's `main` to this module's
        /// entry point, so libFuzzer's driver is called from here rather than from its own
        /// `main`.
        static func main() {
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        }
    #else
        @MainActor
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                FileHandle.standardError.write(Data("usage: folio-fuzz \(names) FILE-OR-FOLDER...\n".utf8))
                exit(2)
            }
            var count = 0
            for file in arguments.dropFirst().flatMap(inputFiles) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("folio-fuzz: cannot read \(file)\n".utf8))
                    exit(1)
                }
                target.run(data)
                count += 1
            }
            print("folio-fuzz: \(target.rawValue): \(count) inputs, no crash")
        }

        /// `path` itself, or the files directly in it when it is a folder, sorted.
        static func inputFiles(_ path: String) -> [String] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
            return names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
    #endif
}

#if FUZZING
    /// The target `FOLIO_FUZZ_TARGET` names, read once.
    let selectedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["FOLIO_FUZZ_TARGET"].flatMap(
        FuzzTarget.init(rawValue:))

    /// libFuzzer's entry, also exported under its conventional name in case the linker picks
    /// libFuzzer's own `main` over this module's. libFuzzer calls it on the main thread.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
        guard let target = selectedTarget else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("folio-fuzz: set FOLIO_FUZZ_TARGET to one of \(names)\n".utf8))
            exit(2)
        }
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        MainActor.assumeIsolated { target.run(data) }
        return 0
    }
#endif
