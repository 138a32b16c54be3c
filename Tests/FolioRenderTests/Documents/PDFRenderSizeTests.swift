import Testing

@testable import FolioRender

/// A page too large for the pixel limits is rendered at the largest scale whose pixels,
/// each side rounded up, stay within them: the app refuses a page of more.
@Suite struct PDFRenderSizeTests {
    @Test(arguments: [(612.0, 792.0, 7.5), (595.28, 841.89, 8), (1000, 1000, 5.5), (612, 792, 100)])
    func aPageOverTheCountIsScaledDownToFitItWithItsSidesRoundedUp(
        width: Double, height: Double, scale: Double
    ) {
        let size = PDFDocument.renderSize(width: width, height: height, scale: scale)
        #expect(size.pixelWidth * size.pixelHeight <= PDFDocument.maximumPixelCount)
        #expect(size.pixelWidth <= PDFDocument.maximumPixelSide && size.pixelHeight <= PDFDocument.maximumPixelSide)
        // Not far under the limit: within a row and a column of it.
        #expect((size.pixelWidth + 2) * (size.pixelHeight + 2) > PDFDocument.maximumPixelCount)
    }

    @Test func aPageWithinTheLimitsKeepsItsScale() {
        let size = PDFDocument.renderSize(width: 612, height: 792, scale: 2)
        #expect(size.scale == 2 && size.pixelWidth == 1224 && size.pixelHeight == 1584)
    }
}
