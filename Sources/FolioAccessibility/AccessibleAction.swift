/// What an element does when an assistive technology asks, by AT-SPI's action names.
enum AccessibleAction: String, Sendable {
    case click
    case increment
    case decrement
    case scrollForward = "scroll forward"
    case scrollBackward = "scroll backward"
}
