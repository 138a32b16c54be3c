/// Why an export could not be written.
enum ExportError: Error, Equatable, CustomStringConvertible {
    case cannotCreateFolder(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case encoderFailed(program: String, detail: String)
    case outputIsAFolder(path: String)
    case outputFolderNotEmpty(path: String)
    case unsafeOutputName(path: String)
    /// The output names the file being exported (by the same name, or another name or link).
    case outputIsTheInput(path: String)
    /// The output is a device, a FIFO or a socket: an export replaces only a regular file.
    case outputNotAFile(path: String, kind: String)
    /// The folder the output goes in cannot be written.
    case folderNotWritable(path: String, reason: String)

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
        case .outputIsTheInput(let path):
            "\(path) is the file being exported; give another output file"
        case .outputNotAFile(let path, let kind):
            "\(path) is \(kind), not a regular file; an export replaces only a regular file"
        case .folderNotWritable(let path, let reason):
            "cannot write in the folder \(path): \(reason)"
        }
    }
}
