extension ViewController {
    /// Whether the user may not dismiss this controller by pulling its sheet down
    /// (``ModalPresentationStyle/pageSheet``). `false` by default, as in UIKit.
    ///
    /// ```swift
    /// editor.isModalInPresentation = hasUnsavedChanges
    /// ```
    public var isModalInPresentation: Bool {
        get { containerAttachments.isModalInPresentation }
        set { containerAttachments.isModalInPresentation = newValue }
    }
}
