extension PageViewManagerConfiguration {
    /// Why `pages` cannot be shown in a book of this shape, if they cannot: UIKit's page
    /// counts (see ``requiredCount(animated:)``) and one instance per position.
    func validationError<Page: AnyObject>(for pages: [Page], animated: Bool) -> PageViewManagerError? {
        let required = requiredCount(animated: animated)
        guard pages.count == required else {
            return .pageCountMismatch(provided: pages.count, required: required, animated: animated)
        }
        for (first, page) in pages.enumerated() {
            if let second = pages[(first + 1)...].firstIndex(where: { $0 === page }) {
                return .duplicatePage(first: first, second: second)
            }
        }
        return nil
    }
}
