import ArgumentParser

/// `folio gallery`: the gallery window (what `folio` opens when a display is available).
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Open the gallery of navigation patterns in a window.",
        discussion: KeyReference.text("Keys:", KeyReference.gallery) + "\n\n"
            + KeyReference.text("Keys in the book screens:", KeyReference.reader))

    @OptionGroup var window: WindowOptions

    func run() throws {
        try MainActor.assumeIsolated { () throws in
            try WindowRunner(title: "Folio Gallery", size: GalleryViewController.preferredSize, options: window)
                .run(GalleryViewController())
        }
    }
}
