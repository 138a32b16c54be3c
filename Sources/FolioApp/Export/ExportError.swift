/// Why an export could not be written.
enum ExportError: Error, Equatable, CustomStringConvertible {
    case cannotCreateFolder(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case encoderFailed(program: String, detail: String)
    case outputIsAFolder(path: String)
    case outputFolderNotEmpty(path: String)
    case unsafeOutputName(path: String)

    var description: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            "cannot create the folder \(path): \(reason)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .encoderFailed(let program, let detail):
            "\(program) failed: \(detail)"
        case .outputIsAFolder(let path):
            "\(path) is a folder; give a file name such as \(path)/flip.gif, or use --format png"
        case .outputFolderNotEmpty(let path):
            "\(path) is not empty; give a new or empty folder for the frames (an export never deletes files)"
        case .unsafeOutputName(let path):
            "\(path) looks like a URL or an ffmpeg protocol, not a file name; write it as ./\(path) to mean a file"
        }
    }
}
