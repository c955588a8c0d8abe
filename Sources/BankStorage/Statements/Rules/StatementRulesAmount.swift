/// A rules file's amounts as vbank reads amounts: one field, or money in and out as two, with the
/// rules' decimal mark; a sign written twice (`-%amount` of `-5.00`) and parentheses
/// (`(5.00)`) read as accountants write them.
package enum StatementRulesAmount {
    /// The amount of a record from `amount`, or from `in` and `out` when it has none: what comes
    /// in is positive, what goes out negative.
    package static func amount(_ amount: String?, in incoming: String?, out outgoing: String?, decimalComma: Bool)
        -> Result<String, StatementRowProblem>
    {
        if let amount, !isBlank(amount) {
            guard let text = normalised(amount, decimalComma: decimalComma) else {
                return .failure(StatementRowProblem(Strings.Rules.badAmount(amount)))
            }
            return .success(text)
        }
        let readIn = incoming.flatMap { isBlank($0) ? nil : $0 }
        let readOut = outgoing.flatMap { isBlank($0) ? nil : $0 }
        let normalisedIn = readIn.flatMap { normalised($0, decimalComma: decimalComma) }
        let normalisedOut = readOut.flatMap { normalised($0, decimalComma: decimalComma) }
        if let readIn, normalisedIn == nil {
            return .failure(StatementRowProblem(Strings.Rules.badAmount(readIn)))
        }
        if let readOut, normalisedOut == nil {
            return .failure(StatementRowProblem(Strings.Rules.badAmount(readOut)))
        }
        let moneyIn = normalisedIn.flatMap { isZero($0) ? nil : $0 }
        let moneyOut = normalisedOut.flatMap { isZero($0) ? nil : $0 }
        switch (moneyIn, moneyOut) {
        case (let moneyIn?, nil): return .success(moneyIn)
        case (nil, let moneyOut?): return .success(negated(moneyOut))
        case (_?, _?): return .failure(StatementRowProblem(Strings.Rules.bothAmounts))
        case (nil, nil): return .failure(StatementRowProblem(Strings.Rules.noAmount))
        }
    }

    /// `text` as an amount vbank reads: blanks and the thousands' marks taken out, a decimal
    /// comma made a point, a sign written twice or parentheses made one sign. Nil when no digit
    /// is left, or what is left holds something an amount never does.
    package static func normalised(_ text: String, decimalComma: Bool) -> String? {
        var body = kept(text, decimalComma: decimalComma)
        var negative = false
        if body.first == ASCII.openParenthesis, body.last == ASCII.closeParenthesis {
            body = Array(body.dropFirst().dropLast())
            negative = true
        }
        let signs = body.prefix { $0 == ASCII.minus || $0 == ASCII.plus }
        negative = signs.reduce(negative) { $1 == ASCII.minus ? !$0 : $0 }
        body.removeFirst(signs.count)
        guard body.contains(where: { (ASCII.zero...ASCII.nine).contains($0) }),
            !body.contains(where: { $0 == ASCII.minus || $0 == ASCII.plus })
        else { return nil }
        return (negative ? "-" : "") + String(decoding: body, as: UTF8.self)
    }

    // MARK: - Private

    private enum ASCII {
        static let minus = UInt8(ascii: "-")
        static let plus = UInt8(ascii: "+")
        static let point = UInt8(ascii: ".")
        static let comma = UInt8(ascii: ",")
        static let zero = UInt8(ascii: "0")
        static let nine = UInt8(ascii: "9")
        static let space = UInt8(ascii: " ")
        static let tab = UInt8(ascii: "\t")
        static let openParenthesis = UInt8(ascii: "(")
        static let closeParenthesis = UInt8(ascii: ")")
        static let apostrophe = UInt8(ascii: "'")
    }

    /// The bytes of `text` without blanks (a space between thousands too: `1 234,56`) and
    /// apostrophes (`1'234.56`), with thousands' marks taken out and the decimal mark a point.
    private static func kept(_ text: String, decimalComma: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard scalar.isASCII else {
                if !scalar.properties.isWhitespace {
                    bytes.append(contentsOf: String(scalar).utf8)
                }
                continue
            }
            let byte = UInt8(scalar.value)
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.apostrophe: continue
            case ASCII.point where decimalComma: continue
            case ASCII.comma where decimalComma: bytes.append(ASCII.point)
            case ASCII.comma: continue
            default: bytes.append(byte)
            }
        }
        return bytes
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }

    private static func isZero(_ text: String) -> Bool {
        !text.contains { $0.isASCII && $0.isNumber && $0 != "0" }
    }

    private static func negated(_ text: String) -> String {
        text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text
    }
}
