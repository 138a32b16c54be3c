import Testing

@testable import FolioApp

/// Photo captions are titles made from file names, not the names themselves.
@Suite struct ImageTitleTests {
    @Test(arguments: [
        ("chelsea.png", "Chelsea"),
        ("motorcycle_left.png", "Motorcycle Left"),
        ("chessboard_GRAY.png", "Chessboard GRAY"),
        ("view-of-the-bay.JPEG", "View of the Bay"),
        ("the_end.jpg", "The End"),
        ("IMG_0042.jpg", "IMG 0042"),
        ("a__b--c.png", "A B C"),
        ("___.png", "___.png"),
        (".png", ".png"),
    ])
    func aFileNameBecomesATitle(name: String, title: String) {
        #expect(ImageFile.title(fromFileName: name) == title)
        #expect(ImageFile(path: "/photos/" + name).title == title)
    }
}
