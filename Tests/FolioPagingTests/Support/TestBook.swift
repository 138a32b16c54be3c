@testable import FolioPaging

/// A data source over named pages, UIKit style (no indices), whose order can be changed.
@MainActor
final class TestBook: PageViewManagerDataSource {
    var pages: [TestPage]
    /// Every question asked, as "before X" / "after X".
    private(set) var questions: [String] = []
    /// Called inside each answer, to model data sources that navigate re-entrantly.
    var onQuestion: (() -> Void)?

    init(_ names: String...) {
        pages = names.map { TestPage($0) }
    }

    init(names: [String]) {
        pages = names.map { TestPage($0) }
    }

    subscript(_ name: String) -> TestPage {
        pages.first { $0.name == name } ?? TestPage("missing \(name)")
    }

    func page(before page: TestPage, index: Int?) -> TestPage? {
        questions.append("before \(page.name)")
        onQuestion?()
        guard let position = pages.firstIndex(where: { $0 === page }), position > 0 else { return nil }
        return pages[position - 1]
    }

    func page(after page: TestPage, index: Int?) -> TestPage? {
        questions.append("after \(page.name)")
        onQuestion?()
        guard let position = pages.firstIndex(where: { $0 === page }), position + 1 < pages.count else { return nil }
        return pages[position + 1]
    }

    func resetQuestions() { questions = [] }
}

/// An index-based data source that makes a fresh page for every question, over `count`
/// pages (or looping), counting live pages.
@MainActor
final class CountingBook: PageViewManagerDataSource {
    let counter = LiveCounter()
    var count: Int
    var isLooping = false

    init(count: Int) { self.count = count }

    func page(at index: Int) -> TestPage? {
        name(at: index).map { TestPage($0, counter: counter) }
    }

    /// The name of the page at `index` (its index, wrapped when looping).
    func name(at index: Int) -> String? {
        let wrapped = isLooping && count > 0 ? ((index % count) + count) % count : index
        return (0..<count).contains(wrapped) ? "\(wrapped)" : nil
    }

    func page(before page: TestPage, index: Int?) -> TestPage? {
        index.flatMap { self.page(at: $0 - 1) }
    }

    func page(after page: TestPage, index: Int?) -> TestPage? {
        index.flatMap { self.page(at: $0 + 1) }
    }
}
