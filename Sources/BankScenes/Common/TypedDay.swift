import BankDomain
import Vipera

/// A calendar day as a user types one in a command: `2026-01-31`.
enum TypedDay {
    /// The day `text` names; refused saying whether it is no day of the calendar (`2026-02-30`) or
    /// not written as one, with `hint`.
    static func day(_ text: String, hint: String) throws -> CalendarDay {
        guard let day = CalendarDay(iso: text) else {
            throw CommandValidationError(
                CalendarDay.isWrittenAsDay(text)
                    ? Strings.Transactions.noSuchDay(text) : Strings.Accounts.notADay(text),
                hint: hint)
        }
        return day
    }
}
