import FolioCore
import FolioUI
import Foundation

/// Asks before an address outside the book is opened: a link in a PDF or an EPUB can point
/// anywhere, so it is shown first and opened (with `xdg-open`, in the desktop's browser or
/// mail program) only on Return or the Open button; Escape, Cancel or a click outside close.
final class ExternalLinkPanel: View {
    /// The address the link goes to.
    let address: String
    /// Called once the panel is done, whether the address was opened or not.
    var onFinish: @MainActor () -> Void = {}
    /// Opens the address; `xdg-open` by default (tests record instead).
    var open: @MainActor (String) -> Void = ExternalLinkPanel.openWithDesktop

    static let size = Size(width: 460, height: 150)

    /// The buttons' Tab stops, Cancel then Open as they read left to right.
    private(set) lazy var buttonControls = [
        DrawnItemControl(label: "Cancel", cornerRadius: 8) { [unowned self] in self.finish(opening: false) },
        DrawnItemControl(label: "Open", hint: address, cornerRadius: 8) { [unowned self] in
            self.finish(opening: true)
        },
    ]

    init(address: String) {
        self.address = address
        super.init(frame: .zero)
        backgroundColor = Color(white: 0, alpha: 0.45)
        accessibilityViewIsModal = true
        addGestureRecognizer(
            TapGestureRecognizer { [unowned self] recognizer in
                let point = recognizer.location(in: self)
                self.finish(opening: self.openButton.contains(point))
            })
        for control in buttonControls { addSubview(control) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        buttonControls[0].frame = cancelButton
        buttonControls[1].frame = openButton
    }

    /// The reader's colours, which the panel is drawn in.
    var theme = ReaderTheme.light {
        didSet {
            backgroundColor = theme.scrim
            setNeedsDisplay()
        }
    }

    override var drawsContent: Bool { true }
    override var canBecomeFirstResponder: Bool { true }

    var panel: Rect {
        let width = min(Self.size.width, bounds.width - 32)
        return Rect(
            x: (bounds.width - width) / 2, y: (bounds.height - Self.size.height) / 2, width: width,
            height: Self.size.height)
    }

    var openButton: Rect { Rect(x: panel.maxX - 116, y: panel.maxY - 48, width: 100, height: 34) }
    var cancelButton: Rect { Rect(x: panel.maxX - 228, y: panel.maxY - 48, width: 100, height: 34) }

    override func keyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .enter: finish(opening: true)
        case .escape: finish(opening: false)
        default: break
        }
        // Nothing else reaches the pages while the question is asked.
        return true
    }

    private func finish(opening: Bool) {
        if opening { open(address) }
        onFinish()
    }

    override func draw(in context: any GraphicsContext) {
        let panel = self.panel
        context.setFillColor(theme.panel)
        context.beginPath()
        context.addRoundedRect(panel, cornerRadius: 12)
        context.fillPath()
        let text = Rect(x: panel.minX + 20, y: panel.minY + 16, width: panel.width - 40, height: 24)
        context.draw(
            "Open this link outside Folio?", in: text,
            style: TextStyle(font: Font(family: "Sans", size: 17, weight: .bold), color: theme.panelText))
        context.draw(
            address, in: text.offsetBy(dx: 0, dy: 30),
            style: TextStyle(
                font: Font(family: "Sans", size: 14), color: theme.recolored(Color(white: 0.3)),
                lineBreakMode: .byTruncatingMiddle,
                numberOfLines: 1))
        drawButton("Cancel", in: cancelButton, filled: false, context: context)
        drawButton("Open", in: openButton, filled: true, context: context)
    }

    private func drawButton(_ title: String, in frame: Rect, filled: Bool, context: any GraphicsContext) {
        context.setFillColor(filled ? Color.systemBlue : theme.secondaryButton)
        context.beginPath()
        context.addRoundedRect(frame, cornerRadius: 8)
        context.fillPath()
        context.draw(
            title, in: frame.insetBy(dx: 4, dy: 8),
            style: TextStyle(
                font: Font(family: "Sans", size: 14, weight: .semibold),
                color: filled ? .white : theme.recolored(Color(white: 0.15)),
                alignment: .center))
    }

    /// Hands the address to the desktop (`xdg-open`), without waiting for it.
    static func openWithDesktop(_ address: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // "--" would be taken as the address by xdg-open; an address never starts with "-"
        // here, since only addresses with a scheme are offered.
        process.arguments = ["xdg-open", address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
