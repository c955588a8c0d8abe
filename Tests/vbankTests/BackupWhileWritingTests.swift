import BankData
import BankDomain
import Foundation
import GRDB
import Testing

/// A backup taken while four vbank processes make transfers on the bank: the copy passes its
/// check, and its total is the bank's total at one instant, with every transfer in it whole.
@Suite("vbank backup while others write", .serialized)
struct BackupWhileWritingTests {
    private static let writers = 4
    private static let transfersPerWriter = 400
    private static let backups = 3

    private func script(writer: Int) -> String {
        (0..<Self.transfersPerWriter).map { number in
            let accounts = [1, 2, 3, 5]
            let from = accounts[(number + writer) % accounts.count]
            let to = accounts[(number + writer + 1) % accounts.count]
            return "transfer\nfrom \(from)\nto \(to)\namount 0.0\(number % 9 + 1)\nmemo w\(writer)t\(number)\nconfirm\n"
        }
        .joined()
    }

    private func state(of path: String) throws -> (total: Int64, halves: Int, transfers: Int) {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            let rows = try Int.fetchAll(
                db, sql: "SELECT COUNT(*) FROM ledgerEntry WHERE memo GLOB 'w*t*' GROUP BY memo")
            return (
                try Int64.fetchOne(db, sql: "SELECT SUM(balanceMinor) FROM account") ?? 0,
                rows.filter { $0 != 2 }.count, rows.count
            )
        }
    }

    @Test func backupsTakenWhileFourProcessesTransfer_checkOut_withTheTotalOfAnInstant() throws {
        // Given a bank file, its total, and four processes starting their transfers on it
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bank = try StorageFaultSessionTests.makeBank(in: home)
        let total = try state(of: bank).total
        let writers = try (0..<Self.writers).map { writer in
            let input = home + "/writer-\(writer).txt"
            try script(writer: writer).write(toFile: input, atomically: true, encoding: .utf8)
            let process = try VBankExecutable.process(database: bank, inputFile: input, home: home)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        // When backups are taken while they run
        var backups: [(run: VBankExecutable.Run, file: String)] = []
        for number in 0..<Self.backups {
            usleep(150_000)
            let file = home + "/backup-\(number).sqlite"
            backups.append((try VBankExecutable.run(["backup", file, "--db", bank], home: home), file))
        }
        writers.forEach { $0.waitUntilExit() }

        // Then every backup passed its check, holds the total the bank always had, and only
        // whole transfers; and the writers wrote them all
        for (run, file) in backups {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("the copy passes its check"))
            let copy = try state(of: file)
            #expect(copy.total == total && copy.halves == 0, "\(file)")
            let verified = try VBankExecutable.run(["verify", "--db", file], home: home)
            #expect(verified.status == 0, "\(verified.errors)")
        }
        // And at least one was taken in the middle of the writing, not before or after it
        let all = Self.writers * Self.transfersPerWriter
        let inBackups = try backups.map { try state(of: $0.file).transfers }
        #expect(inBackups.contains { 0 < $0 && $0 < all }, "transfers in the backups: \(inBackups)")
        #expect(writers.allSatisfy { $0.terminationStatus == 0 })
        let after = try state(of: bank)
        #expect(after.total == total && after.transfers == all)
    }
}
