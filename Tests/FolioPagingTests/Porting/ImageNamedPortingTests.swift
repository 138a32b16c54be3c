import FolioCore
import FolioRender
import FolioUI
import Foundation
import Testing

/// `UIImage(named:)` for an image among the app's resources (this test target's, here).
@Suite struct ImageNamedPortingTests {
    @Test func anImageAmongTheResourcesLoadsByName() throws {
        let image = try #require(Image(named: "girl_01"))
        #expect(image.size == Size(width: 8, height: 8))
        #expect(Image(named: "girl_02.png", in: .module) != nil)
    }

    @Test func aMissingImageIsNil() {
        #expect(Image(named: "no_such_picture") == nil)
        #expect(Image(named: "") == nil)
    }
}
