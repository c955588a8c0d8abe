import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// A command waits for nothing while the bank does not change: from the view controller through
/// the interactor, the kept read and the presenter to the display, every scene's reading
/// commands run in place, without a suspension, over generated walks through the app; in
/// memory, on a bank file and on a PostgreSQL server. A walk runs twice from Home: the first
/// reads the data, the second runs on data its scenes read already.
@MainActor
@Suite("Commands run in place", .serialized)
struct CommandsRunInPlaceTests {
    // MARK: - Nested Types

    /// Where the bank is kept.
    enum Place: String, CaseIterable, CustomStringConvertible {
        case memory, file, server

        var description: String { rawValue }
    }

    // MARK: - Generated Lines

    /// What a person types to look around: every scene's reading commands, the global ones and
    /// mistakes; nothing that changes the bank or writes a file.
    private static let readingLines = Gen.element(of: [
        "accounts", "accounts --closed", "open 1", "open 2", "open 3", "open 9", "transactions", "next", "prev",
        "back", "home", "cards", "insights", "settings", "categories", "rules", "search coffee", "recent 3",
        "refresh", "imports", "shares", "where", "help", "frobnicate",
    ]).map { $0 ?? "home" }

    private static let walks = readingLines.array(of: 1...30)

    // MARK: - Properties

    @Test(arguments: Place.allCases)
    func everyReadingCommand_runsInPlace_whileTheBankDoesNotChange(place: Place) async throws {
        let folder = NSTemporaryDirectory() + "vbank-in-place-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var walkNumber = 0
        await propertyCheck(count: place == .server ? 8 : 30, input: Self.walks) { walk in
            walkNumber += 1
            try await Self.check(walk, on: Self.bank(place, file: "\(folder)/bank-\(walkNumber).sqlite"))
        }
    }

    @Test func aScenesWorkerKeptInAnActor_wouldSuspend_soTheCheckCanFail() async throws {
        // Given Home over stores whose settings are read through an actor
        let stores = try InMemoryBank().stores
        let app = await InMemoryBank.app(over: stores.with(settings: SettingsBehindAnActor(base: stores.settings)))

        // When Home is shown again
        let suspending = await app.linesThatSuspend(["home", "where"])

        // Then the command that read the settings suspended, and the one that read nothing did not
        #expect(suspending == ["home"])
    }

    // MARK: - Checking One Walk

    private static func check(_ walk: [String], on bank: ContractBank) async throws {
        let app = await InMemoryBank.app(over: bank.stores)
        let before = try await (bank.totalMinor(), bank.ledgerCount())
        for pass in ["reading", "on data read already"] {
            for line in ["home"] + walk {
                bank.commandWillRun()
                let suspending = await app.linesThatSuspend([line])
                #expect(suspending.isEmpty, "'\(line)' suspended \(pass), in \(walk)")
            }
        }
        let after = try await (bank.totalMinor(), bank.ledgerCount())
        #expect(after == before, "the bank changed: \(walk)")
    }

    private static func bank(_ place: Place, file: String) throws -> ContractBank {
        switch place {
        case .memory: try ContractBank(.sqlite, now: fixedNow, timeZone: utc)
        case .file: try ContractBank(.sqlite, now: fixedNow, timeZone: utc, sharing: file)
        case .server: try ContractBank(.postgres, now: fixedNow, timeZone: utc)
        }
    }
}

// MARK: - SettingsBehindAnActor

/// The settings, read through an actor: what a worker that hops off the main actor does.
private actor SettingsBehindAnActor: SettingsStore {
    let base: any SettingsStore

    init(base: any SettingsStore) {
        self.base = base
    }

    func settings() async throws -> UserSettings { try await base.settings() }
    func save(_ settings: UserSettings) async throws { try await base.save(settings) }
}
