import FolioCore
import FolioRender
import FolioUI

/// Asks in the window for the password of a protected PDF, as zathura and evince do, and
/// puts the reader in its place once the password opens the file.
///
/// The password is typed into the window only: never taken from the command line, where it
/// would stay in the shell's history and in every process listing. A wrong password says so
/// and asks again; Escape closes the window.
final class PasswordPromptViewController: ViewController, TextFieldDelegate, AppStateReporting {
    /// Opens the document with a password and returns the screen that shows it.
    typealias Unlock = @MainActor (String) throws -> ViewController

    /// The file's name, as the prompt shows it.
    let fileName: String
    let field = TextField()
    private let unlock: Unlock
    private let titleLabel = Label()
    private let messageLabel = Label()

    /// Creates the prompt for the file `fileName`.
    ///
    /// - Parameters:
    ///   - fileName: The name shown (not the folder).
    ///   - unlock: Tries a password; throws `PDFDocumentError.wrongPassword` (or any other
    ///     error, whose words are shown) when the file does not open.
    init(fileName: String, unlock: @escaping Unlock) {
        self.fileName = fileName
        self.unlock = unlock
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(white: 0.93)
        title = "“\(TerminalText.oneLine(fileName))” is protected by a password."
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        messageLabel.text = Self.hint
        messageLabel.font = .systemFont(ofSize: 14)
        messageLabel.textColor = Color(white: 0.35)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 2
        field.placeholder = "Password"
        field.isSecureTextEntry = true
        field.borderStyle = .roundedRect
        field.delegate = self
        [titleLabel, field, messageLabel].forEach(view.addSubview)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = min(view.bounds.width - 40, 360)
        let x = ((view.bounds.width - width) / 2).rounded()
        let top = max(((view.bounds.height - 150) / 2).rounded(), 10)
        titleLabel.frame = Rect(x: x - 40, y: top, width: width + 80, height: 48)
        field.frame = Rect(x: x, y: top + 60, width: width, height: 34)
        messageLabel.frame = Rect(x: x - 40, y: top + 104, width: width + 80, height: 40)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let password = textField.text ?? ""
        guard !password.isEmpty else { return false }
        do {
            let reader = try unlock(password)
            field.resignFirstResponder()
            view.window?.rootViewController = reader
        } catch PDFDocumentError.wrongPassword, DocumentError.pdf(.wrongPassword) {
            show("That password does not open it. Try again.")
        } catch {
            show(TerminalText.oneLine("\(error)"))
        }
        return false
    }

    /// What the end-to-end test reads: the prompt, and whether a password was refused.
    var stateDescription: String {
        "screen=password" + (messageLabel.text == Self.hint ? "" : " refused")
    }

    /// What the prompt says under the field: the hint, or what went wrong.
    var message: String { messageLabel.text ?? "" }

    /// What the prompt says under the field until something goes wrong.
    static let hint = "Type the password, then Return. Escape closes the window."

    /// Says what went wrong in red and empties the field for the next try.
    private func show(_ message: String) {
        messageLabel.text = message
        messageLabel.textColor = Color(red: 0.75, green: 0.1, blue: 0.1)
        field.text = ""
    }
}
