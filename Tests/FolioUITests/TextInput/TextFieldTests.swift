import FolioCore
import FolioTesting
import Testing

@testable import FolioUI

/// A login screen as a UIKit app writes it: a secure field whose delegate acts on Return.
@MainActor
private final class LoginViewController: ViewController, TextFieldDelegate {
    let password = TextField(frame: Rect(x: 20, y: 80, width: 280, height: 34))
    var submitted: [String] = []
    var events: [String] = []
    var keysReachingTheView: [Key] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.borderStyle = .roundedRect
        password.delegate = self
        password.addAction(Control.Action { [weak self] _ in self?.events.append("changed") }, for: .editingChanged)
        password.addAction(Control.Action { [weak self] _ in self?.events.append("began") }, for: .editingDidBegin)
        password.addAction(Control.Action { [weak self] _ in self?.events.append("ended") }, for: .editingDidEnd)
        password.addAction(
            Control.Action { [weak self] _ in self?.events.append("exit") }, for: .editingDidEndOnExit)
        view.addSubview(password)
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        submitted.append(textField.text ?? "")
        return true
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        keysReachingTheView.append(event.key)
        return true
    }
}

@MainActor
@Suite struct TextFieldTests {
    private func makeLogin() -> (HeadlessWindow, LoginViewController) {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let login = LoginViewController()
        host.rootViewController = login
        host.settle()
        return (host, login)
    }

    @Test func aTapMakesTheFieldFirstResponderAndTypingFillsIt() {
        let (host, login) = makeLogin()
        #expect(!login.password.isFirstResponder)
        #expect(!host.type("x"), "nothing takes text before the field is tapped")
        host.tap(at: Point(x: 160, y: 97))
        #expect(login.password.isFirstResponder)
        #expect(login.password.isEditing)
        #expect(host.type("Pa$$ wörd"))
        #expect(login.password.text == "Pa$$ wörd")
        #expect(login.events.first == "began")
        #expect(login.events.filter { $0 == "changed" }.count == 9)
    }

    @Test func backspaceDeletesAndReturnAsksTheDelegate() {
        let (host, login) = makeLogin()
        login.password.becomeFirstResponder()
        host.type("secrets")
        host.press(.backspace)
        #expect(login.password.text == "secret")
        host.press(.enter)
        #expect(login.submitted == ["secret"])
        #expect(login.events.last == "exit")
        #expect(login.keysReachingTheView.isEmpty, "Return and Backspace are text editing, not shortcuts")
    }

    @Test func characterKeysStopAtTheFieldButEscapeGoesOn() {
        let (host, login) = makeLogin()
        login.password.becomeFirstResponder()
        host.press(.character("g"))
        host.press(.space)
        host.press(.escape)
        host.press(.character("c"), modifiers: .control)
        #expect(login.keysReachingTheView == [.escape, .character("c")])
    }

    @Test func resigningEndsEditingAndTextNoLongerArrives() {
        let (host, login) = makeLogin()
        login.password.becomeFirstResponder()
        host.type("ab")
        login.password.resignFirstResponder()
        #expect(!login.password.isEditing)
        #expect(login.events.last == "ended")
        #expect(!host.type("c"))
        #expect(login.password.text == "ab")
    }

    @Test func settingTextDoesNotReportAnEditAndNilEmptiesIt() {
        let field = TextField()
        var changes = 0
        field.addAction(Control.Action { _ in changes += 1 }, for: .editingChanged)
        field.text = "preset"
        #expect(field.hasText)
        field.text = nil
        #expect(field.text == "")
        #expect(!field.hasText)
        #expect(changes == 0)
    }

    @Test func aSecureFieldShowsBulletsAndLengthIsBounded() {
        let field = TextField()
        field.isSecureTextEntry = true
        field.maximumLength = 4
        field.insertText("abcdef")
        #expect(field.text == "abcd")
        #expect(field.displayedText == "••••")
        field.insertText("\u{7}x")
        #expect(field.text == "abcd")
    }

    @Test func aDisabledFieldCannotBeEdited() {
        let (host, login) = makeLogin()
        login.password.isEnabled = false
        host.tap(at: Point(x: 160, y: 97))
        #expect(!login.password.isFirstResponder)
        #expect(!login.password.becomeFirstResponder())
    }
}
