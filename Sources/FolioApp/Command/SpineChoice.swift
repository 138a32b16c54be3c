import ArgumentParser

/// `UIPageViewController.SpineLocation`, without `none` (which only scroll uses, implicitly).
enum SpineChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case min, mid, max
}
