internal import FolioCore

/// One object of the accessible tree as the bus sees it: a copy taken on the main thread,
/// read on the bridge's thread (``AccessibleSnapshot``).
struct AccessibleNode: Equatable, Sendable {
    /// The application is 0, the window 1; elements count up from 2, one number per object
    /// for as long as it lives.
    var id: Int
    /// Nil for the application, whose parent is the desktop.
    var parent: Int?
    var children: [Int] = []
    var role: AtspiRole
    var name: String
    var description: String = ""
    var states = AtspiStateSet()
    /// Where it is in the window, in points.
    var frame: Rect = .zero
    /// The names of its actions, in the order `DoAction` numbers them.
    var actions: [AccessibleAction] = []
    /// For `.adjustable` elements and paged content.
    var value: AccessibleValue?
    /// The page's text, for elements with reading content.
    var text: String?

    /// The D-Bus interfaces the object implements, as `GetInterfaces` lists them.
    var interfaces: [String] {
        var names = ["org.a11y.atspi.Accessible"]
        if id == AccessibleSnapshot.applicationID {
            names.append("org.a11y.atspi.Application")
            return names
        }
        names.append("org.a11y.atspi.Component")
        if !actions.isEmpty { names.append("org.a11y.atspi.Action") }
        if value != nil { names.append("org.a11y.atspi.Value") }
        if text != nil { names.append("org.a11y.atspi.Text") }
        return names
    }
}

/// What an element does when an assistive technology asks, by AT-SPI's action names.
enum AccessibleAction: String, Sendable {
    case click
    case increment
    case decrement
    case scrollForward = "scroll forward"
    case scrollBackward = "scroll backward"
}

/// A value as AT-SPI's Value interface gives it: numbers read from the element's
/// `accessibilityValue` ("Page 3 of 10": 3, from 1 to 10) and the text itself.
struct AccessibleValue: Equatable, Sendable {
    var current: Double
    var minimum: Double
    var maximum: Double
    var text: String

    /// The numbers in `text`: the first is the current value, the last (when there are two
    /// or more) the maximum; the minimum is 1 when there is a maximum ("3 of 10"), else 0.
    init(text: String) {
        self.text = text
        let numbers = text.split { !$0.isNumber }.compactMap { Double(String($0)) }
        current = numbers.first ?? 0
        if numbers.count >= 2, let last = numbers.last {
            minimum = 1
            maximum = last
        } else {
            minimum = 0
            maximum = current
        }
    }
}
