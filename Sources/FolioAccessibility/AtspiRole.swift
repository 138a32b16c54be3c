/// The roles Folio's elements take, with AT-SPI's numbers (`AtspiRole` in at-spi2-core's
/// `atspi-constants.h`; the numbers are the protocol, so they never change).
enum AtspiRole: UInt32, Sendable {
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case pushButton = 43
    case scrollPane = 49
    case slider = 51
    case application = 75
    case heading = 83
    /// A page of a book: Orca speaks a focused document's name and role, and reads it.
    case documentText = 94

    /// The name AT-SPI gives the role (`GetRoleName`), as `atspi_role_get_name` spells it.
    var name: String {
        switch self {
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .pushButton: "push button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .application: "application"
        case .heading: "heading"
        case .documentText: "document text"
        }
    }
}
