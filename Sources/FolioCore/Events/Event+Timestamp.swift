extension Event {
    /// When the input happened, in seconds on the host's clock, whatever its kind.
    public var timestamp: Double {
        switch self {
        case .pointer(let event): event.timestamp
        case .key(let event): event.timestamp
        case .scrollWheel(let event): event.timestamp
        case .hover(let event): event.timestamp
        case .textInput(let event): event.timestamp
        }
    }
}
