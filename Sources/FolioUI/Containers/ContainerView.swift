import FolioCore

/// The root view of Folio's container view controllers: it lays its subviews out with a
/// closure, so the container's layout runs in the view's own layout pass (and not in the
/// controller's overridable `viewDidLayoutSubviews`, which a subclass might not forward).
@MainActor
final class ContainerView: View {
    /// Called from ``layoutSubviews()``.
    var layoutHandler: (@MainActor (ContainerView) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutHandler?(self)
    }
}
