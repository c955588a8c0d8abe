import Foundation
import Testing

/// Where the libraries a module reads its storage with may be seen: GRDB inside BankData only,
/// and never in a public interface, so that no other module (the composition root included)
/// learns which library keeps a bank.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    /// Every Swift file under `Sources`, by its path inside the repository.
    private static func sourceFiles() -> [String] {
        let sources = Repository.root.appending(path: "Sources").path
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    @Test func grdb_isImportedOnlyInsideBankData_andNeverPublicly() throws {
        // Given every source file's imports of GRDB
        let files = Self.sourceFiles()
        var importers: [String: [String]] = [:]
        for file in files {
            let lines = try Repository.text(of: file).split(separator: "\n").map(String.init)
            let imports = lines.filter { line in
                let words = line.split(separator: " ")
                return words.contains("import") && words.last.map { $0 == "GRDB" || $0 == "GRDBSQLite" } == true
            }
            if !imports.isEmpty { importers[file] = imports }
        }

        // Then they are all BankData's, and none is public or re-exported
        #expect(files.count > 100 && !importers.isEmpty)
        for (file, imports) in importers {
            #expect(file.hasPrefix("Sources/BankData/"), "\(file) imports GRDB")
            for line in imports {
                #expect(!line.contains("public") && !line.contains("@_exported"), "\(file): \(line)")
            }
        }
    }
}
