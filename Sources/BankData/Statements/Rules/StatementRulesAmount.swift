/// A rules file's amounts as vbank reads amounts: one field, or money in and out as two, with the
/// rules' decimal mark; a sign written twice (`-%amount` of `-5.00`) and parentheses
/// (`(5.00)`) read as accountants write them.
enum StatementRulesAmount {
    /// The amount of a record from `amount`, or from `in` and `out` when it has none: what comes
    /// in is positive, what goes out negative.
    static func amount(_ amount: String?, in incoming: String?, out outgoing: String?, decimalComma: Bool)
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
    static func normalised(_ text: String, decimalComma: Bool) -> String? {
        var body = text.filter { !$0.isWhitespace && $0 != "'" }
        var negative = false
        if body.hasPrefix("("), body.hasSuffix(")") {
            body = String(body.dropFirst().dropLast())
            negative = true
        }
        while let first = body.first, first == "-" || first == "+" {
            negative = negative != (first == "-")
            body.removeFirst()
        }
        body =
            decimalComma
            ? body.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
            : body.replacingOccurrences(of: ",", with: "")
        guard body.contains(where: { $0.isASCII && $0.isNumber }), !body.contains(where: { $0 == "-" || $0 == "+" })
        else { return nil }
        return negative ? "-" + body : body
    }

    // MARK: - Private

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
