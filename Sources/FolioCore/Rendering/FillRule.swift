/// How overlapping sub-paths decide what is inside.
public enum FillRule: Hashable, Sendable {
    case winding
    case evenOdd
}
