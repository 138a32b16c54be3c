import FolioCore

/// One page of the built-in sample book: a heading, a paragraph and a picture.
struct SamplePage: Hashable, Sendable {
    var title: String
    var body: String
    var illustration: SampleIllustration
    /// The colour of the heading rule and the picture's frame.
    var accent: Color
}
