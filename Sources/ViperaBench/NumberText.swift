/// Numbers as the report writes them.
public enum NumberText {
    /// `value` with `digits` decimals: `12.50`.
    public static func decimal(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let whole = grouped(Double(scaled / scale))
        guard digits > 0 else { return whole }
        let fraction = String(abs(scaled % scale))
        return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `value` rounded, with thousands grouped: `140,000`.
    public static func grouped(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let digits = String(Int(value.rounded()).magnitude)
        var text = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index).isMultiple(of: 3) { text += "," }
            text.append(digit)
        }
        return text
    }
}
