public import FolioCore

/// A single line of editable text, the counterpart of `UITextField`.
///
/// A tap makes the field the window's first responder; it then takes what the keyboard
/// types (``KeyInput``) and reports edits as UIKit does: `.editingDidBegin`,
/// `.editingChanged` for each change, `.editingDidEndOnExit` for Return, and
/// `.editingDidEnd` when it resigns. ``delegate`` is asked before editing starts and ends,
/// and told about Return.
///
/// ```swift
/// let password = TextField(frame: Rect(x: 20, y: 80, width: 280, height: 34))
/// password.placeholder = "Password"
/// password.isSecureTextEntry = true
/// password.delegate = self          // textFieldShouldReturn(_:) opens the document
/// view.addSubview(password)
/// password.becomeFirstResponder()
/// ```
///
/// - Note: Text is edited at its end: there is no caret movement, selection, undo or
///   clipboard, and the caret does not blink (a still frame costs nothing to draw). Characters
///   keys that type are consumed while the field is first responder, so shortcuts of views
///   behind it do not fire; Escape, Tab, the arrows and Control shortcuts travel up the
///   responder chain.
@MainActor
open class TextField: Control, KeyInput {
    /// How the field's edge is drawn, the counterpart of `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// The text; `""` when empty (setting `nil` empties it, as in UIKit). Setting it does not
    /// send `.editingChanged`.
    public var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            setNeedsDisplay()
        }
    }

    /// Grey text shown while the field is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// Whether the characters are hidden behind bullets (a password).
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
    }

    /// The font; 17-point system font by default.
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the text; black by default.
    public var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// How the text is aligned; `.natural` by default.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The edge; `.none` by default, as in UIKit.
    public var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { setNeedsDisplay() } }
    }

    /// The most characters the field holds; longer input is cut there. 1,024 by default, so
    /// that text pasted or held down cannot grow without bound.
    public var maximumLength = 1024

    /// Asked before editing begins and ends, and told of Return.
    public weak var delegate: (any TextFieldDelegate)?

    /// Whether the field is being edited (it is the first responder).
    public private(set) var isEditing = false

    private var storage = ""

    /// Creates a field.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    open override var drawsContent: Bool { true }

    /// Draws the edge, the text (bullets when secure) or the placeholder, and the caret while
    /// editing.
    open override func draw(in context: any GraphicsContext) {
        drawField(in: context)
    }

    /// A field can be edited while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: the field becomes first responder unless it is disabled or its
    /// delegate's `textFieldShouldBeginEditing(_:)` refuses.
    ///
    /// - Returns: Whether the field is being edited afterwards.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing unless the delegate's `textFieldShouldEndEditing(_:)` refuses.
    ///
    /// - Returns: Whether the field is no longer first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A tap that ends inside the field starts editing.
    open override func endTracking(_ touch: Touch?, with event: PointerEvent?) {
        if isTouchInside { becomeFirstResponder() }
    }

    // MARK: KeyInput

    /// Whether the field holds any text.
    public var hasText: Bool { !storage.isEmpty }

    /// Adds typed characters at the end; a newline is Return, which asks the delegate's
    /// `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`. Control characters are
    /// dropped.
    public func insertText(_ text: String) {
        var typed = text
        if let newline = typed.firstIndex(where: \.isNewline) {
            // Return: what was typed before it is kept, then the field reports Return.
            typed = String(typed[..<newline])
            append(typed)
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
            }
            return
        }
        append(typed)
    }

    /// Deletes the last character (Backspace).
    public func deleteBackward() {
        guard !storage.isEmpty else { return }
        storage.removeLast()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    /// Character keys are text here, so they stop at the field; other keys go on up.
    ///
    /// - Returns: Whether the key was handled.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if isFirstResponder, event.modifiers.isDisjoint(with: [.control, .command]) {
            switch event.key {
            case .character, .space: return true
            default: break
            }
        }
        return super.keyDown(event)
    }

    private func append(_ typed: String) {
        let filtered = typed.filter {
            !$0.isNewline && !($0.unicodeScalars.first?.properties.generalCategory == .control)
        }
        guard !filtered.isEmpty, storage.count < maximumLength else { return }
        storage += filtered.prefix(maximumLength - storage.count)
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }
}
