import BankData
import BankDomain
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Database location")
struct DatabaseLocationTests {
    private let directory: String

    init() throws {
        directory = try temporaryDirectory()
    }

    private func open(_ path: String) throws {
        _ = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
    }

    private func mode(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }

    private func fault(_ cause: StorageFault.Cause, _ path: String) -> BankError {
        .storage(StorageFault(cause, during: .opening, file: path))
    }

    @Test func aFolder_isRefusedAsAFolder() {
        #expect(throws: fault(.isFolder, directory)) { try open(directory) }
    }

    @Test func aFileInAMissingFolder_isRefusedNamingTheFolder() {
        let folder = directory + "/not/there"

        #expect(throws: fault(.missingFolder(folder), folder + "/bank.sqlite")) { try open(folder + "/bank.sqlite") }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func errors_sayWhatIsWrongAndWhatToDo() {
        let error = fault(.missingFolder("/srv/bank"), "/srv/bank/bank.sqlite")

        #expect(error.localizedDescription == "the folder '/srv/bank' does not exist: vbank changed nothing")
        #expect(error.recoverySuggestion == "Create the folder first, or give a path in a folder that exists.")
    }

    @Test(.disabled(if: getuid() == 0, "root may write any file"))
    func aReadOnlyFile_isRefusedAndLeftAsItWas() throws {
        let path = directory + "/bank.sqlite"
        try open(path)
        chmod(path, 0o400)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: fault(.readOnlyFile, path)) { try open(path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aNewDatabase_andItsJournal_areReadableByTheOwnerOnly() async throws {
        // Given a new database file that has been written to
        let path = directory + "/bank.sqlite"
        let stores = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))
        try await stores.settings.save(.defaults)

        // Then it and its write-ahead log have mode 0600
        #expect(try mode(of: path) == 0o600)
        #expect(try mode(of: path + "-wal") == 0o600)
    }
}
