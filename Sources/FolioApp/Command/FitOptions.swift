import ArgumentParser

/// How a PDF fits the window: `folio open`'s `--fit` and `--layout`.
struct FitOptions: ParsableArguments {
    @Option(
        help: """
            How large PDF pages are shown (default: as last read, else page); width makes a page \
            as wide as the window and scrolls it (the w key switches)
            """)
    var fit: PageFit?

    @Option(
        help: """
            How PDF pages follow each other (default: as last read, else paged); continuous \
            scrolls them as one long column (the c key switches)
            """)
    var layout: ReadingLayout?
}
