package import BankDomain

/// Card numbers that pass the Luhn check.
package enum LuhnNumber {
    package static func make(prefix: String, length: Int, random: inout SeededGenerator) -> String {
        var digits = prefix.compactMap { $0.wholeNumberValue }
        while digits.count < length - 1 {
            digits.append(Int.random(in: 0...9, using: &random))
        }
        digits.append(checkDigit(for: digits))
        return digits.map(String.init).joined()
    }

    /// The digit that makes `digits` followed by it pass the Luhn check.
    package static func checkDigit(for digits: [Int]) -> Int {
        var sum = 0
        for (index, digit) in digits.reversed().enumerated() {
            let doubled = index % 2 == 0 ? digit * 2 : digit
            sum += doubled > 9 ? doubled - 9 : doubled
        }
        return (10 - sum % 10) % 10
    }
}
