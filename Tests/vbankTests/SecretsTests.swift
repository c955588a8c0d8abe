import BankData
import BankDomain
import Foundation
import Testing

/// Full card and account numbers never reach the screen, the debug log or the history file of a
/// session that visits every scene; only IBANs, which are public, are shown whole.
@Suite("vbank secrets", .serialized)
struct SecretsTests {
    private static let session = [
        "accounts", "open 1", "transactions", "open 1", "back", "back", "back", "open 4", "home", "cards", "freeze 1",
        "unfreeze 1", "limit 1 500", "home", "transfer", "from 1", "to 2", "amount 5", "memo rent", "review",
        "confirm", "settings", "set show-balances off", "set show-balances on", "help", "where", "quit",
    ]
    private static let script = "/usr/bin/script"

    private struct Secrets {
        let numbers: [String]
        let ibans: [String]
    }

    /// The demo bank's full account and card numbers, and its IBANs, at the tests' fixed clock.
    private func secrets() async throws -> Secrets {
        let moment = try #require(ISO8601DateFormatter().date(from: VBankExecutable.now))
        let stores = SQLiteBank.stores(
            for: try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: moment)))
        let accounts = try await stores.accounts.allAccounts()
        let cards = try await stores.cards.allCards()
        return Secrets(numbers: accounts.map(\.number) + cards.map(\.number), ibans: accounts.compactMap(\.iban))
    }

    /// The full numbers in `text` once the IBANs, which contain account numbers, are taken out.
    private func leaks(in text: String, of secrets: Secrets) -> [String] {
        let withoutIBANs = secrets.ibans.reduce(text) { $0.replacingOccurrences(of: $1, with: "<iban>") }
        return secrets.numbers.filter { withoutIBANs.contains($0) }
    }

    @Test func aPipedSessionWithADebugLog_showsNoFullNumber() async throws {
        // Given the demo bank's full numbers
        let secrets = try await secrets()
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }

        // When a session visits every scene with the debug log on
        let run = try VBankExecutable.inMemory(
            Self.session.joined(separator: "\n") + "\n", home: home, extra: ["--log-level", "debug"])

        // Then every command ran, the log is there, and neither it nor the output holds a full number
        #expect(run.status == 0, "\(run.errors.split(separator: "\n").filter { $0.contains("error") }.prefix(3))")
        #expect(run.errors.contains("debug"))
        #expect(run.output.contains("**** **** **** "))
        #expect(leaks(in: run.output + run.errors, of: secrets).isEmpty)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: script), "needs script(1) for a terminal"))
    func aTerminalSession_keepsNoFullNumberInItsHistory_whichOnlyItsOwnerReads() async throws {
        // Given the demo bank's full numbers and a terminal made by script(1)
        let secrets = try await secrets()
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.script)
        let command = "\(VBankExecutable.path) --db :memory: --now \(VBankExecutable.now) --log-level debug"
        process.arguments = ["-q", "-c", command, "/dev/null"]
        process.environment = [
            "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": "xterm", "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin",
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output

        // When the session is typed at it
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data((Self.session.joined(separator: "\n") + "\n").utf8))
        let screen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // Then the history holds the commands and no full number, and only its owner can read it
        let historyPath = home + "/state/vbank/history"
        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        #expect(history.contains("limit 1 500"))
        #expect(leaks(in: history + screen, of: secrets).isEmpty)
        let fileMode = try FileManager.default.attributesOfItem(atPath: historyPath)[.posixPermissions] as? Int
        let folderMode =
            try FileManager.default.attributesOfItem(atPath: home + "/state/vbank")[.posixPermissions] as? Int
        #expect(fileMode.map { $0 & 0o777 } == 0o600)
        #expect(folderMode.map { $0 & 0o777 } == 0o700)
    }
}
