/// How line ends are drawn.
public enum LineCap: Hashable, Sendable {
    case butt, round, square
}
