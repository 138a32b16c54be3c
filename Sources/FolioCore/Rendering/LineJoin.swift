/// How line corners are drawn.
public enum LineJoin: Hashable, Sendable {
    case miter, round, bevel
}
