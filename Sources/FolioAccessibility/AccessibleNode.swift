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
    /// Where each character of ``text`` is drawn, when the view says.
    var characterFrames: CharacterFrames?
    /// Whether reading the text to its end turns the page (`AccessibilityTraits.causesPageTurn`).
    var turnsPageAtEnd = false

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
