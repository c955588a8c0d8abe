import BankDomain
import PropertyBased
import Testing

@Suite("Memo text")
struct MemoTextTests {
    @Test(arguments: [
        ("Rent for March", "Rent for March"), ("  Rent  ", "Rent"), ("Rent\tMarch", "Rent March"),
        ("Rent\r\n\nMarch", "Rent March"), ("\u{1B}[31mRED\u{1B}[0m", "RED"),
        ("\u{1B}]0;pwned\u{07}Title", "Title"), ("bell\u{07}", "bell"), ("\u{202E}evil", "evil"),
        ("Caf\u{E9} Z\u{FC}rich", "Caf\u{E9} Z\u{FC}rich"), ("\u{9B}31mX", "X"), ("a\u{7F}b", "ab"),
    ])
    func controlsAndEscapeSequences_areTakenOut_andTheRestKept(text: String, memo: String) {
        #expect(MemoText.cleaned(text) == memo)
    }

    @Test func aMemo_isRefusedWhenEmptyOrLongerThanTheLimit() throws {
        #expect(try MemoText.accepted(String(repeating: "é", count: MemoText.maximumLength)).count == 200)
        #expect(throws: BankError.memoTooLong(length: 201, maximum: 200)) {
            try MemoText.accepted(String(repeating: "x", count: 201))
        }
        #expect(throws: BankError.emptyMemo) { try MemoText.accepted("\u{1B}[0m \t") }
        #expect(
            BankError.memoTooLong(length: 5_000, maximum: 200).errorDescription
                == "the memo has 5000 characters; a memo may have at most 200")
    }

    @Test func whateverComesIn_leavesNoControlCharacter_andCleaningTwiceChangesNothing() async {
        let scalars: [String] = [
            "a", "Z", " ", "é", "\u{1B}", "[", "]", "0", ";", "m", "\u{07}", "\t", "\n", "\r",
            "\u{9B}", "\u{9D}", "\u{7F}", "\u{202E}", "\u{200F}", "\\", "P", "\u{1F600}",
        ]
        let text = Gen.element(of: scalars).map { $0 ?? "" }.array(of: 0...60).map { $0.joined() }
        await propertyCheck(count: 2_000, input: text) { text in
            let memo = MemoText.cleaned(text)
            #expect(!memo.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!memo.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || $0.value == 0x200F })
            #expect(MemoText.cleaned(memo) == memo)
        }
    }
}
