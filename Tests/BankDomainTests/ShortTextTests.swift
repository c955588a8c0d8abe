import BankDomain
import Testing

@Suite("Short text")
struct ShortTextTests {
    @Test(arguments: [
        (UInt64(0), "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (1_234_567, "1,234,567"),
        (UInt64.max, "18,446,744,073,709,551,615"),
    ])
    func groupedNumbers_haveACommaEveryThreeDigits(number: UInt64, expected: String) {
        #expect(ShortText.make(capacity: 32) { $0.append(number: number, groupingThousands: true) } == expected)
    }

    @Test func numbers_takeLeadingZerosAndSigns() {
        #expect(ShortText.make(capacity: 8) { $0.append(number: 5, minimumDigits: 2) } == "05")
        #expect(ShortText.make(capacity: 8) { $0.append(number: -42) } == "-42")
        #expect(ShortText.make(capacity: 8) { $0.append(number: 0, minimumDigits: 3) } == "000")
    }

    @Test func textAndBytes_areWrittenInOrder() {
        let text = ShortText.make(capacity: 16) { text in
            text.append("Nov")
            text.append(byte: UInt8(ascii: " "))
            text.append(number: 15)
            text.append(", €")
        }

        #expect(text == "Nov 15, €")
    }

    @Test func writingPastTheCapacity_keepsWhatFits() {
        #expect(ShortText.make(capacity: 3) { $0.append("abcdef") } == "abc")
        #expect(ShortText.make(capacity: 3) { $0.append(number: 12_345) } == "")
    }
}
