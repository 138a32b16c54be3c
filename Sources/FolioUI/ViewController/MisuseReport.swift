import FolioCore
import Foundation

/// Reports a misuse made through a UIKit spelling that cannot throw (a property setter):
/// one line on standard error naming the throwing Folio call that would have caught it.
///
/// UIKit raises an Objective-C exception in these cases; Folio leaves the state unchanged
/// and says so instead of crashing.
enum MisuseReport {
    static func write(_ error: any Error, throwingForm: String) {
        let line =
            "Folio: \(TerminalLine.escaping("\(error)")) (nothing was changed; call `try \(throwingForm)` to catch this as an error)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
