public import FolioCore

/// A view that shows a page of text for reading (a book's page), the counterpart of
/// `UIAccessibilityReadingContent`.
///
/// Assistive technologies read the whole page through it: on Linux, the AT-SPI bridge exposes
/// it as the page's Text interface, so a screen reader's say-all reads the page.
///
/// ```swift
/// extension PageView: AccessibilityReadingContent {
///     func accessibilityPageContent() -> String? { page.text }
/// }
/// ```
///
/// - Note: UIKit's protocol asks for the text and frame of each line
///   (`accessibilityContent(forLineNumber:)`); Folio asks for the page's text and, through
///   ``accessibilityCharacterFrames()``, where each of its characters is, which is what
///   AT-SPI's Text interface answers with (a screen reader's magnifier follows the word read).
@MainActor
public protocol AccessibilityReadingContent: AnyObject {
    /// The page's text in reading order, or nil when it has none (a scanned page).
    ///
    /// - Returns: The text, paragraphs separated by line breaks.
    func accessibilityPageContent() -> String?

    /// Where each character of ``accessibilityPageContent()`` is drawn, in the view's own
    /// coordinates: one rectangle per Unicode scalar, in the same order. A character drawn
    /// nowhere (a line break) has an empty rectangle.
    ///
    /// ```swift
    /// func accessibilityCharacterFrames() -> [Rect]? {
    ///     layout.glyphBoxes.map { convert($0, from: textView) }
    /// }
    /// ```
    ///
    /// - Returns: The rectangles, or nil when the view does not know them; then assistive
    ///   technologies are told the whole view's frame for every character. The default
    ///   returns nil.
    func accessibilityCharacterFrames() -> [Rect]?
}

extension AccessibilityReadingContent {
    public func accessibilityCharacterFrames() -> [Rect]? { nil }
}
