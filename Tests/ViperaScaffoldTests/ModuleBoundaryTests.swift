import Foundation
import Testing

/// Where the libraries a module reads its storage with may be seen: GRDB inside BankData only,
/// and never in a public interface, so that no other module (the composition root included)
/// learns which library keeps a bank; and what the two backends share lives in BankStorage,
/// which knows neither, so the server's backend does not link SQLite's.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    /// Every Swift file under `Sources`, by its path inside the repository.
    private static func sourceFiles() -> [String] {
        let sources = Repository.root.appending(path: "Sources").path
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// The modules each storage module must never import.
    private static let forbiddenImports: [String: Set<String>] = [
        "BankStorage": ["BankData", "BankPostgres", "CLibPQ", "GRDB", "GRDBSQLite"],
        "BankPostgres": ["BankData", "GRDB", "GRDBSQLite"],
        "BankData": ["BankPostgres", "CLibPQ"],
    ]

    /// The modules `file` imports, whatever the access or attributes of each import.
    private static func importedModules(of file: String) throws -> Set<String> {
        let lines = try Repository.text(of: file).split(separator: "\n")
        return Set(
            lines.compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
                return String(words[index + 1])
            })
    }

    @Test func eachBackend_importsTheSharedModule_andNeverTheOther() throws {
        // Given every storage module's source files
        let files = Self.sourceFiles()

        // When their imports are read
        var checked: [String: Int] = [:]
        for (module, forbidden) in Self.forbiddenImports {
            for file in files where file.hasPrefix("Sources/\(module)/") {
                let imported = try Self.importedModules(of: file)

                // Then none is a module the design keeps from it
                #expect(imported.isDisjoint(with: forbidden), "\(file) imports \(imported.intersection(forbidden))")
                checked[module, default: 0] += 1
            }
        }
        #expect(checked.count == Self.forbiddenImports.count && checked.values.allSatisfy { $0 > 10 })
    }

    @Test func theTestingKit_andTheSpiesRuntime_importNoMacro() throws {
        // Given the source files of what an app's tests use without asking for a macro
        let files = Self.sourceFiles().filter {
            $0.hasPrefix("Sources/ViperaTesting/") || $0.hasPrefix("Sources/ViperaSpies/")
        }

        // When their imports are read, then none brings the macros, which compile swift-syntax
        for file in files {
            let imported = try Self.importedModules(of: file)
            #expect(imported.isDisjoint(with: ["ViperaSpyable", "ViperaMacros"]), "\(file) imports a macro module")
        }
        #expect(files.count > 12)
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
