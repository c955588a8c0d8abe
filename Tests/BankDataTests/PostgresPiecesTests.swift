import BankDomain
import Foundation
import Testing

@testable import BankPostgres

/// The pieces of the PostgreSQL backend that need no server: addresses and text as the server
/// reads it.
@Suite("PostgreSQL addresses and text")
struct PostgresPiecesTests {
    // MARK: - Addresses

    @Test(arguments: [
        "postgresql://", "postgres://teller@db/bank", "postgresql:///bank?host=/tmp",
        "postgresql://a:5432,b:5433/bank?target_session_attrs=read-write", "postgresql:///?service=bank",
    ])
    func addressesAsPsqlTakesThem_areAccepted(text: String) throws {
        let address = try PostgresAddress(text)

        #expect(address.text == text)
        #expect(PostgresAddress.isServerAddress(text))
    }

    @Test func anAddressWithAPassword_isRefused_withoutRepeatingIt() {
        #expect(throws: BankError.storage(StorageFault(.passwordInAddress, during: .opening))) {
            try PostgresAddress("postgresql://teller:s3cret@db/bank")
        }
        #expect(throws: BankError.storage(StorageFault(.passwordInAddress, during: .opening))) {
            try PostgresAddress("postgresql:///bank?password=s3cret")
        }
    }

    @Test func anAddressLibpqCannotRead_saysWhy() throws {
        let error = #expect(throws: BankError.self) { try PostgresAddress("postgresql://[::1/bank") }

        guard case .storage(let fault)? = error, case .badAddress(let reason) = fault.cause else {
            Issue.record("not a bad address: \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func filesAndMemory_areNotServerAddresses() {
        #expect(!PostgresAddress.isServerAddress(":memory:"))
        #expect(!PostgresAddress.isServerAddress("/home/alex/postgresql/bank.sqlite"))
        #expect(PostgresAddress.isServerAddress("PostgreSQL://db/bank"))
    }

    @Test(arguments: [
        ("FATAL:  password authentication failed for user \"teller\"", StorageFault.Cause.loginRefused(user: "teller")),
        ("FATAL:  role \"teller\" does not exist", .loginRefused(user: "teller")),
        ("FATAL:  database \"bank\" does not exist", .noDatabase("bank")),
        (
            "connection to server on socket \"/tmp/.s.PGSQL.5432\" failed: No such file or directory",
            .serverUnreachable("postgresql://teller@db/bank")
        ),
    ])
    func aFailureToConnect_isNamedFromLibpqsWords(detail: String, cause: StorageFault.Cause) throws {
        let address = try PostgresAddress("postgresql://teller@db/bank")

        #expect(address.openingFault(for: detail, environment: [:]) == cause)
    }

    @Test func theConnectTimeout_isTenSeconds_unlessTheEnvironmentSays() throws {
        let address = try PostgresAddress("postgresql://db/bank")

        let plain = address.connectionParameters(environment: [:])
        let told = address.connectionParameters(environment: ["PGCONNECT_TIMEOUT": "3"])

        #expect(plain.keywords == ["fallback_application_name", "connect_timeout", "dbname"])
        #expect(plain.values == ["vbank", "10", "postgresql://db/bank"])
        #expect(told.keywords == ["fallback_application_name", "dbname"])
    }

    // MARK: - Text

    @Test func arrayLiterals_quoteEveryValue_andEscapeQuotesAndBackslashes() {
        #expect(PostgresText.array(["a", "b\"c", "d\\e", nil, "", "x,y"]) == #"{"a","b\"c","d\\e",NULL,"","x,y"}"#)
        #expect(PostgresText.array([]) == "{}")
    }

    @Test func copyRows_escapeTabsNewlinesAndBackslashes_andWriteNullAsBackslashN() {
        var bytes: [UInt8] = []

        PostgresText.appendCopyRow(["a\tb", "c\nd\re", "f\\g", nil, "é"], to: &bytes)

        #expect(String(decoding: bytes, as: UTF8.self) == "a\\tb\tc\\nd\\re\tf\\\\g\t\\N\té\n")
    }

    @Test func tsvectorLiterals_quoteEachWord_andDoubleQuotesAndBackslashes() {
        #expect(PostgresText.tsvector(["coffee", "42", "café"]) == "'coffee' '42' 'café'")
        #expect(PostgresText.tsvector(["it's", "a\\b"]) == #"'it''s' 'a\\b'"#)
        #expect(PostgresText.tsvector([]).isEmpty)
    }

    @Test func dates_readBackAsTheSameDouble() {
        for seconds in [0, 1_768_471_200.25, -2_208_988_800, 4_102_444_799.999, 0.1 + 0.2] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(Double(PostgresText.date(date)) == date.timeIntervalSince1970)
        }
    }

    @Test func everyFaultTheServerReports_hasTheUsersWords() {
        let faults = PostgresFaults(logger: .init(label: "test"))
        let cases: [(PostgresError, StorageFault.Cause)] = [
            (
                PostgresError(sqlState: nil, detail: "server closed the connection", connectionLost: true),
                .connectionLost
            ),
            (PostgresError(sqlState: "40001", detail: "", connectionLost: false), .serverBusy),
            (PostgresError(sqlState: "40P01", detail: "", connectionLost: false), .serverBusy),
            (PostgresError(sqlState: "53100", detail: "", connectionLost: false), .serverDiskFull),
            (PostgresError(sqlState: "25006", detail: "", connectionLost: false), .serverReadOnly),
            (PostgresError(sqlState: "XX001", detail: "", connectionLost: false), .damaged),
            (PostgresError(sqlState: "42P01", detail: "", connectionLost: false), .unexpected),
        ]
        for (failure, cause) in cases {
            #expect(faults.cause(of: failure) == cause)
        }
        #expect(
            faults.domainError(
                for: PostgresError(sqlState: "57014", detail: "", connectionLost: false),
                during: .importStatement) as? StatementError == .cancelled)
        #expect(
            faults.domainError(
                for: PostgresError(sqlState: "22003", detail: "", connectionLost: false),
                during: .reading) as? BankError == .sumTooLarge)
    }
}
