import BankData
import BankDomain
import BankPostgres
import Foundation
import Logging
import Vipera

/// vbank's bank on a PostgreSQL server: opened for a session, or a fresh schema for each
/// transcript.
@MainActor
struct ServerBank {
    // MARK: - Properties

    let address: PostgresAddress
    let environment: [String: String]

    // MARK: - Opening

    /// Opens the bank on the server for a session; a dry run is refused, as it would need a copy
    /// of a bank the server keeps for many people.
    func openForSession(isDryRun: Bool, clock: any BankClock, logger: Logger) async throws -> SessionBank {
        if isDryRun {
            throw BankLocation.Failure(message: Strings.dryRunOnServer, hint: Strings.dryRunOnServerHint)
        }
        let bank = try PostgresBank.open(address, clock: clock, environment: environment, logger: logger)
        let usesColour = (try? await bank.stores.settings.settings().usesColour) ?? true
        return SessionBank(
            session: bank.bankSession,
            usesColour: usesColour,
            openingNotices: bank.wasCreated ? [Notice(.info, Strings.createdServerBank(address.text))] : []
        )
    }

    /// Each transcript on a fresh demo bank in a schema of its own on the server, dropped when the
    /// run ends: the user's bank in the same database is not touched.
    func transcriptBanks(clock: any BankClock, timeZone: TimeZone) -> any TranscriptBanks {
        ServerTranscriptBanks(address: address, environment: environment, clock: clock, timeZone: timeZone)
    }
}

/// A schema of its own on the server for each transcript's demo bank, every one dropped at the end.
@MainActor
private final class ServerTranscriptBanks: TranscriptBanks {
    // MARK: - Properties

    private let address: PostgresAddress
    private let environment: [String: String]
    private let clock: any BankClock
    private let timeZone: TimeZone
    private var banks: [PostgresBank] = []

    // MARK: - Initialization

    init(address: PostgresAddress, environment: [String: String], clock: any BankClock, timeZone: TimeZone) {
        self.address = address
        self.environment = environment
        self.clock = clock
        self.timeZone = timeZone
    }

    // MARK: - TranscriptBanks

    func makeStores() throws -> BankStores {
        let schema = "vbank_transcript_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let bank = try PostgresBank.open(
            address, clock: clock, timeZone: timeZone, environment: environment, schema: schema)
        banks.append(bank)
        return bank.stores
    }

    func discardAll() {
        banks.forEach { $0.discardSchema() }
        banks.removeAll()
    }
}
