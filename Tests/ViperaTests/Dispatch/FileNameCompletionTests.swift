import Foundation
import Testing

@testable import Vipera

@Suite("File name completion")
struct FileNameCompletionTests {
    private let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("vipera-files-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/backups", withIntermediateDirectories: true)
        for file in ["bills.csv", "bank.sqlite", "Bonus.txt", ".secret", "backups/old.sqlite"] {
            FileManager.default.createFile(atPath: folder + "/" + file, contents: Data())
        }
    }

    @Test func theEntriesOfTheFolderTyped_startingWithTheName_folderslashed() {
        let files = FileNameCompletion(home: nil)

        #expect(
            files.candidates(completing: folder + "/b") == [
                folder + "/backups/", folder + "/bank.sqlite", folder + "/bills.csv",
            ])
        #expect(files.candidates(completing: folder + "/bi") == [folder + "/bills.csv"])
        #expect(files.candidates(completing: folder + "/backups/") == [folder + "/backups/old.sqlite"])
    }

    @Test func hiddenEntries_showOnlyWhenADotIsTyped() {
        let files = FileNameCompletion(home: nil)

        #expect(!files.candidates(completing: folder + "/").contains(folder + "/.secret"))
        #expect(files.candidates(completing: folder + "/.") == [folder + "/.secret"])
    }

    @Test func aTilde_isTheHomeFolder_andStaysInTheLine() {
        let files = FileNameCompletion(home: folder)

        #expect(files.candidates(completing: "~/ba") == ["~/backups/", "~/bank.sqlite"])
    }

    @Test func aFolderThatIsNotThere_completesNothing() {
        #expect(FileNameCompletion(home: nil).candidates(completing: folder + "/nowhere/x").isEmpty)
    }

    @Test func aFileArgument_completesPaths_inTheDispatcher() {
        let completer = Completer(
            globals: CommandIndex([]),
            scene: CommandIndex([
                CommandDescriptor(
                    name: "import", summary: "", parameters: [.argument("FILE", .filePath, "The statement.")])
            ]),
            choices: { _ in [] })

        let completion = completer.complete("import " + folder + "/bi")

        #expect(completion.candidates == [folder + "/bills.csv"])
        #expect(completion.typedWord == folder + "/bi")
    }
}
