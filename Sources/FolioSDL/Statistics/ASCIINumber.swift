/// Writes numbers as ASCII digits, one byte at a time, for the frame log and the overlay:
/// both format numbers every frame, and neither may make a `String` to do it.
enum ASCIINumber {
    /// `value` in decimal, with a leading `-` when it is negative.
    static func write(_ value: Int, to emit: (UInt8) -> Void) {
        if value < 0 { emit(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var unit: UInt = 1
        while magnitude / unit >= 10 { unit *= 10 }
        while unit > 0 {
            emit(UInt8(ascii: "0") + UInt8(magnitude / unit))
            magnitude %= unit
            unit /= 10
        }
    }

    /// A non-negative `value` rounded to `decimals` digits after the point (0 to 6); a
    /// value that is negative, not finite or 10⁹ or more is written as `-`.
    static func write(_ value: Double, decimals: Int, to emit: (UInt8) -> Void) {
        let decimals = min(max(decimals, 0), 6)
        guard value.isFinite, value >= 0, value < 1e9 else {
            emit(UInt8(ascii: "-"))
            return
        }
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        let scaled = Int((value * Double(unit)).rounded())
        write(scaled / unit, to: emit)
        guard decimals > 0 else { return }
        emit(UInt8(ascii: "."))
        var fraction = scaled % unit
        var place = unit / 10
        while place > 0 {
            emit(UInt8(ascii: "0") + UInt8(fraction / place))
            fraction %= place
            place /= 10
        }
    }
}
