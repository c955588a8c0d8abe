import BankDomain
import Testing

/// A change whose answer was lost is sent again with the key it was first given, and only it.
@Suite("A change whose answer was lost")
struct UnansweredChangeTests {
    private let lostAnswer = BankError.storage(StorageFault(.answerLost(key: .random()), during: .saving))

    @Test func theSameChangeAskedAgain_carriesTheKeyItWasSentWith() {
        // Given a change of 7 sent with a key, whose answer was lost
        let keys = RequestKeys.seeded(1)
        var unanswered = UnansweredChange<Int>()
        let first = unanswered.key(drawingFrom: keys) { $0 == 7 }
        unanswered.failed(7, key: first, with: lostAnswer)

        // When the same change and another are asked for
        let again = unanswered.key(drawingFrom: keys) { $0 == 7 }
        let other = unanswered.key(drawingFrom: keys) { $0 == 8 }

        // Then only the same change carries the first key
        #expect(again == first)
        #expect(other != first)
    }

    @Test func aChangeAnswered_orRefused_isNotSentWithTheLostKeyAgain() {
        // Given a change whose answer was lost
        let keys = RequestKeys.seeded(2)
        var unanswered = UnansweredChange<Int>()
        let lostKey = unanswered.key(drawingFrom: keys) { $0 == 7 }
        unanswered.failed(7, key: lostKey, with: lostAnswer)

        // When another change is refused, then a change is answered
        unanswered.failed(8, key: keys.next(), with: BankError.invalidAmount)
        let afterRefusal = unanswered.key(drawingFrom: keys) { $0 == 7 }
        unanswered.answered()
        let afterAnswer = unanswered.key(drawingFrom: keys) { $0 == 7 }

        // Then a refusal leaves the lost change remembered, and an answer forgets it
        #expect(afterRefusal == lostKey)
        #expect(afterAnswer != lostKey)
    }
}
