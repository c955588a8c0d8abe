import BankData
import BankDomain
import Foundation
import Testing
@_spi(Dispatch) import Vipera
import ViperaTesting

@testable import BankScenes

/// Hostile command lines against the whole app: nothing crashes or hangs, every rejected line
/// gets exactly one error, and a rejected line changes nothing. `VIPERA_FUZZ_LINES` raises the
/// number of lines; `VIPERA_FUZZ_SEED` replays another seed.
@MainActor
@Suite("Hostile input")
struct HostileInputTests {
    private static let environment = ProcessInfo.processInfo.environment
    private static let lineCount = environment["VIPERA_FUZZ_LINES"].flatMap { Int($0) } ?? 100_000
    private static let seed = environment["VIPERA_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0F_BA4C
    private static let moneyCheckEvery = 1_000

    @Test func generatedLines_neverCrash_andEachRejectedLineGetsOneErrorAndChangesNothing() async throws {
        // Given the whole app over a seeded bank whose backups are refused (they would write files
        // named by random words), and a seeded source of hostile lines
        let bank = try InMemoryBank()
        let console = CapturingConsole(width: 80)
        let navigator = Navigator()
        let factory = BankSceneFactory(
            stores: bank.stores.with(maintenance: RefusingMaintenance()), clock: fixedClock, timeZone: utc,
            console: console, navigator: navigator)
        _ = navigator.push(factory.makeHome())
        await navigator.completeTransitions()
        let dispatcher = CommandDispatcher(navigator: navigator, console: console)
        let globalNames = CommandDispatcher.builtinCommands.flatMap { [$0.name] + $0.aliases }
        var lines = HostileLines(seed: Self.seed)
        let money = try await totalMinorUnits(bank)
        var rejected = 0

        // When every line is dispatched
        for number in 1...Self.lineCount {
            let sceneNames = navigator.top?.scene.commandIndex.descriptors.flatMap { [$0.name] + $0.aliases } ?? []
            let line = lines.next(knownNames: sceneNames + globalNames)
            let before = navigator.breadcrumb
            console.clear()
            let result = await dispatcher.dispatch(line)

            // Then a rejected line has exactly one error and leaves the stack as it was
            if result.isFailure {
                rejected += 1
                guard console.reportedErrors.count == 1, navigator.breadcrumb == before else {
                    let shown = String(reflecting: String(line.prefix(200)))
                    let errors = console.reportedErrors.count
                    Issue.record("line \(number) \(shown): \(errors) errors, stack \(before) → \(navigator.breadcrumb)")
                    return
                }
            } else if !console.reportedErrors.isEmpty {
                Issue.record("line \(number) \(String(reflecting: String(line.prefix(200)))) succeeded with errors")
                return
            }
            if number.isMultiple(of: Self.moneyCheckEvery) {
                #expect(try await totalMinorUnits(bank) == money, "money changed by line \(number)")
            }
        }
        #expect(rejected > Self.lineCount / 2)
        #expect(try await totalMinorUnits(bank) == money)
    }

    private func totalMinorUnits(_ bank: InMemoryBank) async throws -> Int64 {
        try await bank.stores.accounts.allAccounts().reduce(0) { $0 + $1.balanceMinor }
    }
}
