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
    /// `12.50`, `1,250.00`, `$25`, `-$12.00`, `CHF 7.25` (a currency code and the number, two
    /// words). A form that could be read two ways (`12,50`) is refused with the forms that are
    /// accepted.
    static func amount(_ name: String, _ summary: String) -> Self {
        let description = ArgumentKind.formatted(description: Strings.Common.amountDescription)
        return Self(.argument(name, description, summary, prefixWords: Self.currencyCodes)) {
            arguments, name throws(CommandLineError) in
            try WrittenAmount.reading(argument: try arguments.text(name))
        }
    }
}

extension TypedParameter {
    /// The words an amount may start with: the ISO 4217 codes, as vbank prints `CHF 7.25`.
    fileprivate static var currencyCodes: Set<String> { Set(Currency.isoCodes) }
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
