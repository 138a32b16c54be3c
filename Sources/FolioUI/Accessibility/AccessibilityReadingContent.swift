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
/// - Note: UIKit's protocol also asks for the text and frame of each line
///   (`accessibilityContent(forLineNumber:)`); Folio asks only for the page's text.
@MainActor
public protocol AccessibilityReadingContent: AnyObject {
    /// The page's text in reading order, or nil when it has none (a scanned page).
    ///
    /// - Returns: The text, paragraphs separated by line breaks.
    func accessibilityPageContent() -> String?
}
