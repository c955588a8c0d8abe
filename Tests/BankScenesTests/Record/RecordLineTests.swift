import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@Suite("Record one-line form")
struct RecordLineTests {
    @Test func aSpend_readsEachPieceAfterItsWord_inTheOrderTyped() throws {
        let changes = try RecordLine.changes(
            .spend, "4.50 at Coffee Corner from Everyday category Dining on 2026-01-14 memo flat white at the bar")

        #expect(
            changes == [
                .amount(WrittenAmount(significand: 450, decimals: 2)), .payee("Coffee Corner"),
                .accountNamed("Everyday"), .category(.dining), .day(CalendarDay(year: 2026, month: 1, day: 14)),
                .memo("flat white at the bar"),
            ])
    }

    @Test func aReceipt_takesItsPayerAfterFrom_andItsAccountAfterInto() throws {
        #expect(
            try RecordLine.changes(.receive, "2500 from Acme Inc into Everyday")
                == [.amount(WrittenAmount(significand: 2_500)), .payee("Acme Inc"), .accountNamed("Everyday")])
        #expect(try RecordLine.changes(.receive, nil).isEmpty)
        #expect(try RecordLine.changes(.spend, "at Bakery") == [.payee("Bakery")])
    }

    @Test(arguments: [
        "4.50 at A at B", "4.50 at", "4.50 category", "4.50 category 12", "4.50 on tomorrow", "4,50 at A",
        "4.50 on 2026-02-30",
    ])
    func aLineThatCannotBeRead_isRefusedWithWhy(line: String) {
        #expect(throws: CommandValidationError.self) { try RecordLine.changes(.spend, line) }
    }
}
