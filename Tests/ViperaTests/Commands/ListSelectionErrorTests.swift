import Foundation
import Testing

@testable import Vipera

@Suite("List selection")
struct ListSelectionErrorTests {
    @Test func aPositionOnTheList_picksItsEntry_countingFromOne() throws {
        #expect(try ListSelectionError.entry(2, of: ["Rent", "Rates", "Fees"]) == "Rates")
    }

    @Test func aPositionOffTheList_saysHowLongTheListIs_andHowToPick() {
        #expect(throws: ListSelectionError(position: 4, count: 3)) { try ListSelectionError.entry(4, of: [1, 2, 3]) }
        #expect(
            ErrorViewModel(ListSelectionError(position: 4, count: 3))
                == ErrorViewModel(
                    message: "there is no entry 4; the list has 3",
                    hint: "Type a number from the list, or the start of a name."))
        #expect(ErrorViewModel(ListSelectionError(position: 1, count: 0)).message == "the list is empty")
    }
}
