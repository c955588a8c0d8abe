import BankDomain
import PropertyBased
import Testing

@Suite("IBANs the user gives")
struct IBANTests {
    @Test(arguments: [
        ("DE89 3704 0044 0532 0130 00", "DE89370400440532013000"), ("gb82west12345698765432", "GB82WEST12345698765432"),
        ("NO93 8601 1117 947", "NO9386011117947"), ("FR14 2004 1010 0505 0001 3M02 606", "FR1420041010050500013M02606"),
    ])
    func anIBANAsBanksWriteIt_isKeptInCapitalsWithoutSpaces(text: String, iban: String) throws {
        #expect(try IBAN.accepted(text) == iban)
    }

    @Test(arguments: [
        "DE89 3704 0044 0532 0130 00", "NO93 8601 1117 947", "FR14 2004 1010 0505 0001 3M02 606",
    ])
    func anIBAN_isPrintedInGroupsOfFour_asBanksWriteIt(printed: String) throws {
        #expect(IBAN.printed(try IBAN.accepted(printed)) == printed)
    }

    @Test(arguments: [
        ("DE89 3704 0044 0532 0130 01", AccountError.IBANProblem.checkDigits),
        ("DE89 3704 0044 0532 0130", .length(22)), ("ZZ89 3704 0044 0532 0130 00", .country),
        ("DE89-3704-0044", .characters), ("", .characters), ("DE89 3704 0044 0532 0130 0Ä", .characters),
    ])
    func textThatIsNoIBAN_isRefusedSayingWhy(text: String, problem: AccountError.IBANProblem) {
        #expect(throws: AccountError.badIBAN(text, reason: problem)) { try IBAN.accepted(text) }
    }

    @Test func everyExampleIBANVbankMakes_isOneItAccepts() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...9_999_999_999)) { number in
            let digits = String(number)
            let account = String(repeating: "0", count: 10 - digits.count) + digits
            let iban = IBAN.german(bankCode: AccountNumber.bankCode, accountNumber: account)
            #expect((try? IBAN.accepted(iban)) == iban)
        }
    }

    @Test func oneMistypedDigit_isAlwaysFound() async {
        let valid = "DE89370400440532013000"
        await propertyCheck(count: 500, input: Gen.int(in: 4...21), Gen.int(in: 1...9)) { position, shift in
            var characters = Array(valid)
            let digit = characters[position].wholeNumberValue ?? 0
            characters[position] = Character(String((digit + shift) % 10))
            #expect(throws: AccountError.self) { try IBAN.accepted(String(characters)) }
        }
    }
}
