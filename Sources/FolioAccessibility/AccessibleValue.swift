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
