import BankDomain
import Vipera

extension TypedParameter where Value == WrittenAmount {
    /// An amount of money as people write it and vbank prints it (``WrittenAmount``): `25`,
    /// `12.50`, `1,250.00`, `$25`, `-$12.00`. A form that could be read two ways (`12,50`) is
    /// refused with the forms that are accepted.
    static func amount(_ name: String, _ summary: String) -> Self {
        Self(.argument(name, .formatted(description: Strings.Common.amountDescription), summary)) {
            arguments, name throws(CommandLineError) in
            let text = try arguments.text(name)
            do throws(AmountTextError) {
                return try WrittenAmount(reading: text)
            } catch {
                throw CommandLineError(.invalidValue, error.errorDescription ?? "", hint: error.recoverySuggestion)
            }
        }
    }
}
