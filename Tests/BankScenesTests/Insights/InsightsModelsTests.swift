import BankDomain
import Foundation
import Testing

@testable import BankScenes

@Suite("Insights models")
struct InsightsModelsTests {
    @Test func insightsErrors_sayWhatIsWrongAndWhatToType() {
        let outside = InsightsError.outsideTheLedger(CalendarMonth(year: 2100, month: 1))

        #expect(outside.errorDescription == "2100-01 is outside the months the bank can hold")
        #expect(
            outside.recoverySuggestion
                == "Type 'month YYYY-MM' for a month from 1900-01 to 2099-12, like 'month 2025-12'.")
    }
}
