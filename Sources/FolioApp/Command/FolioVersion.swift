/// Folio's version: the one place it is written. `folio --version` prints it; a release
/// renames CHANGELOG.md's "Unreleased" section to the same number.
enum FolioVersion {
    static let current = "0.2.0-dev"
}
