import Foundation
import Testing
import Vipera
import ViperaSpyable
import ViperaTesting

/// Layer protocols spied on in this file, so the generated spies are compiled and run here.
struct Receipt: Equatable, Sendable {
    let amount: Int
}

@Spyable
@MainActor
protocol PaymentsDisplayLogic: ErrorDisplaying {
    func displayReceipt(_ receipt: Receipt)
    func displayProgress(done: Int, of total: Int)
}

@Spyable
protocol PaymentsWorkingLogic: Sendable {
    func pay(_ amount: Int, memo: String) async throws -> Receipt
    func cancel(_ receipt: Receipt) async throws
}

@Spyable
@MainActor
protocol PaymentsRoutingLogic: AnyObject {
    func makeReceiptScene(for receipt: Receipt) -> any Scene
    func goBack() throws(NavigationError)
}

@MainActor
@Suite("Generated spies at run time")
struct SpyableRuntimeTests {
    @Test func displaySpy_recordsEveryCallInOrder_withArgumentLogsPerMethod() {
        let display = PaymentsDisplayLogicSpy()

        display.displayReceipt(Receipt(amount: 5))
        display.displayProgress(done: 1, of: 3)
        display.displayError(ErrorViewModel(message: "declined"))

        #expect(
            display.calls == [
                .displayReceipt(Receipt(amount: 5)), .displayProgress(done: 1, total: 3),
                .displayError(ErrorViewModel(message: "declined")),
            ])
        #expect(display.displayReceiptArguments == [Receipt(amount: 5)])
        #expect(display.displayProgressArguments.map(\.total) == [3])
    }

    @Test func workerSpy_answersWhatItIsGiven_andFailsLoudlyWhenNotConfigured() async throws {
        let worker = PaymentsWorkingLogicSpy()

        await #expect(
            throws: UnconfiguredSpyError(
                spy: "PaymentsWorkingLogicSpy", method: "pay(_:memo:)", setting: "payResult or payHandler")
        ) {
            try await worker.pay(5, memo: "rent")
        }
        worker.payResult = .success(Receipt(amount: 5))
        let receipt = try await worker.pay(5, memo: "rent")
        worker.payHandler = { amount, _ in Receipt(amount: amount * 2) }
        let doubled = try await worker.pay(7, memo: "")
        worker.cancelError = CocoaError(.userCancelled)
        await #expect(throws: CocoaError.self) { try await worker.cancel(receipt) }

        #expect(receipt == Receipt(amount: 5) && doubled == Receipt(amount: 14))
        #expect(worker.calls.count == 4)
        #expect(worker.payArguments.map(\.memo) == ["rent", "rent", ""])
    }

    @Test func workerSpy_recordsCallsFromManyTasksWithoutLosingAny() async {
        let worker = PaymentsWorkingLogicSpy()
        worker.payHandler = { amount, _ in Receipt(amount: amount) }

        await withTaskGroup(of: Void.self) { group in
            for amount in 1...100 {
                group.addTask { _ = try? await worker.pay(amount, memo: "") }
            }
        }

        #expect(Set(worker.payArguments.map(\.amount)) == Set(1...100))
    }

    @Test func routerSpy_answersScenesNamedAfterTheMethod_andThrowsTheToldError() {
        let router = PaymentsRoutingLogicSpy()
        router.goBackError = .detached

        let scene = router.makeReceiptScene(for: Receipt(amount: 1))

        #expect(scene.title == "makeReceiptScene")
        #expect(throws: NavigationError.detached) { try router.goBack() }
        #expect(router.calls == [.makeReceiptScene(Receipt(amount: 1)), .goBack])
    }

    @Test func identities_compareObjectsByIdentity_andValuesByDescription() {
        let scene = SpyScene(title: "A")

        #expect(SpyIdentity(scene) == SpyIdentity(scene))
        #expect(SpyIdentity(scene) != SpyIdentity(SpyScene(title: "A")))
        #expect(SpyIdentity(nil) == SpyIdentity(nil))
        #expect(SpyIdentity(3) == SpyIdentity(3) && SpyIdentity(3) != SpyIdentity(4))
        #expect(SpyIdentity(scene).description == "SpyScene")
    }

    @Test func unconfiguredErrors_sayWhatToSet() {
        let error = UnconfiguredSpyError(spy: "WorkerSpy", method: "fetch()", setting: "fetchResult")

        #expect(error.localizedDescription == "WorkerSpy.fetch() was called but the test did not set fetchResult")
    }
}
