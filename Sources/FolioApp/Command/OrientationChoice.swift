import ArgumentParser

/// `UIPageViewController.NavigationOrientation`.
enum OrientationChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case horizontal, vertical
}
