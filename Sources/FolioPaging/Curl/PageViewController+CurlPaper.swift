package import FolioCore

extension PageViewController {
    /// The paper colour the back of a single-sided curling page is washed with: the page's
    /// own content shows through it, mirrored, as on iOS. An app that draws its pages on a
    /// tinted or dark paper sets it to that colour, so the back reads as the same sheet.
    package var curlPaperColor: Color {
        get { (curlRenderer as? CylinderPageCurlRenderer)?.appearance.paperColor ?? .paper }
        set { (curlRenderer as? CylinderPageCurlRenderer)?.appearance.paperColor = newValue }
    }
}
