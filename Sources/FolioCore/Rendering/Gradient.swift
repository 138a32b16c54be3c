/// A gradient's colour stops, positions in 0…1.
public struct Gradient: Hashable, Sendable {
    /// One stop.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// Creates a gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient with colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(n)) }
    }
}
