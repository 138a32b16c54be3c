import ArgumentParser

/// The page transitions the app offers.
enum TransitionChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case scroll, curl, fade, cube
    case coverFlow = "cover-flow"
    case stack
    case zoomOut = "zoom-out"
    case flip
}
