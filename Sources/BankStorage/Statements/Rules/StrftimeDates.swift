package import BankDomain
import Foundation

/// Reads dates as hledger's `date-format` writes them, in `strftime` letters: `%Y` (four digits),
/// `%y` (two, 2000–2099), `%m`/`%-m`, `%d`/`%-d`/`%e`, `%b`/`%h` and `%B` (English month names,
/// any case), and `%H`, `%M`, `%S` and `%p` read and passed over, as a statement row is of a day.
/// Without a format, hledger's own forms: `2026-01-31`, `2026/01/31`, `2026.01.31`, with or without
/// leading zeros.
package struct StrftimeDates {
    // MARK: - Nested Types

    private enum Piece: Equatable {
        case literal(Character)
        case year(digits: Int)
        case month
        case monthName
        case day
        case ignoredNumber
        case meridiem
        /// One or more blanks.
        case blank
    }

    // MARK: - Constants

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    // MARK: - Properties

    private let pieces: [[Piece]]

    // MARK: - Initialization

    /// hledger's own forms, for rules without a `date-format`.
    package static let standard = StrftimeDates(
        forms: ["-", "/", "."].map { [.year(digits: 4), .literal($0), .month, .literal($0), .day] })

    private init(forms: [[Piece]]) {
        pieces = forms
    }

    /// Dates in `format`; nil for a format with a letter vbank does not read, or without a year,
    /// a month and a day.
    package init?(format: String) {
        var pieces: [Piece] = []
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                pieces.append(character == " " ? .blank : .literal(character))
                continue
            }
            var letter = characters.next()
            if letter == "-" {
                letter = characters.next()
            }
            switch letter {
            case "Y": pieces.append(.year(digits: 4))
            case "y": pieces.append(.year(digits: 2))
            case "m": pieces.append(.month)
            case "d", "e": pieces.append(.day)
            case "b", "h", "B": pieces.append(.monthName)
            case "H", "M", "S", "I": pieces.append(.ignoredNumber)
            case "p": pieces.append(.meridiem)
            case "%": pieces.append(.literal("%"))
            default: return nil
            }
        }
        let hasYear = pieces.contains { if case .year = $0 { true } else { false } }
        let hasMonth = pieces.contains(.month) || pieces.contains(.monthName)
        guard hasYear, hasMonth, pieces.contains(.day) else { return nil }
        self.pieces = [pieces]
    }

    // MARK: - Reading

    /// The day `text` names, or nil when it is not a date of this format, or no day of the calendar.
    package func day(from text: String) -> CalendarDay? {
        for form in pieces {
            if let day = Self.day(from: Array(text.trimmingBlanks), form: form) {
                return day
            }
        }
        return nil
    }

    // MARK: - Private

    private static func day(from text: [Character], form: [Piece]) -> CalendarDay? {
        var index = 0
        var (year, month, day) = (0, 0, 0)
        for piece in form {
            switch piece {
            case .literal(let character):
                guard index < text.count, text[index] == character else { return nil }
                index += 1
            case .blank:
                guard index < text.count, text[index] == " " else { return nil }
                while index < text.count, text[index] == " " { index += 1 }
            case .year(let digits):
                guard let value = number(text, &index, digits: digits...digits) else { return nil }
                year = digits == 2 ? 2000 + value : value
            case .month:
                guard let value = number(text, &index, digits: 1...2) else { return nil }
                month = value
            case .day:
                while index < text.count, text[index] == " " { index += 1 }
                guard let value = number(text, &index, digits: 1...2) else { return nil }
                day = value
            case .monthName:
                guard let value = monthName(text, &index) else { return nil }
                month = value
            case .ignoredNumber:
                guard number(text, &index, digits: 1...2) != nil else { return nil }
            case .meridiem:
                guard index + 1 < text.count, "AaPp".contains(text[index]), "Mm".contains(text[index + 1]) else {
                    return nil
                }
                index += 2
            }
        }
        guard index == text.count, (1...12).contains(month), day >= 1 else { return nil }
        let candidate = CalendarDay(year: year, month: month, day: day)
        return CalendarDay(daysSince1970: candidate.daysSince1970) == candidate ? candidate : nil
    }

    private static func number(_ text: [Character], _ index: inout Int, digits: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while index < text.count, count < digits.upperBound, let digit = text[index].wholeNumberValue,
            text[index].isASCII
        {
            value = value * 10 + digit
            count += 1
            index += 1
        }
        return digits.contains(count) ? value : nil
    }

    private static func monthName(_ text: [Character], _ index: inout Int) -> Int? {
        var end = index
        while end < text.count, text[end].isLetter { end += 1 }
        let word = String(text[index..<end]).lowercased()
        guard word.count >= 3,
            let month = months.firstIndex(where: { $0.hasPrefix(word) && (word.count == 3 || $0 == word) })
        else { return nil }
        index = end
        return month + 1
    }
}
