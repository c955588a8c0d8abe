import BankDomain
import Vipera

extension TypedParameter where Value == WrittenAmount? {
    /// An option whose value is an amount of money, read as ``amount(_:_:)`` reads one; nil
    /// when the option is left out.
    static func amountOption(_ name: String, _ summary: String) -> Self {
        Self(.option(name, .formatted(description: Strings.Common.amountDescription), summary, valueName: "AMOUNT")) {
            arguments, name throws(CommandLineError) in
            guard let text = try arguments.optionalText(name) else { return nil }
            return try WrittenAmount.reading(argument: text)
        }
    }
}

extension TypedParameter where Value == WrittenAmount {
    /// An amount of money as people write it and vbank prints it (``WrittenAmount``): `25`,
    /// `12.50`, `1,250.00`, `$25`, `-$12.00`. A form that could be read two ways (`12,50`) is
    /// refused with the forms that are accepted.
    static func amount(_ name: String, _ summary: String) -> Self {
        Self(.argument(name, .formatted(description: Strings.Common.amountDescription), summary)) {
            arguments, name throws(CommandLineError) in
            try WrittenAmount.reading(argument: try arguments.text(name))
        }
    }
}

extension WrittenAmount {
    /// The amount `text` writes, or the command-line error that says why it is not one.
    fileprivate static func reading(argument text: String) throws(CommandLineError) -> WrittenAmount {
        do throws(AmountTextError) {
            return try WrittenAmount(reading: text)
        } catch {
            throw CommandLineError(.invalidValue, error.errorDescription ?? "", hint: error.recoverySuggestion)
        }
    }
}
