import Foundation
import Testing
import Vipera

@testable import ViperaREPL

@Suite("Writing a command's output to a file")
struct OutputFileTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "vipera-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func file(_ name: String, _ mode: Redirection.Mode = Redirection.Mode.replace) throws(FileDestinationError)
        -> OutputFile
    {
        try OutputFile(Redirection(path: folder + "/" + name, mode: mode, pathSpan: 0..<1), home: folder)
    }

    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    private func permissions(_ name: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.posixPermissions] as? Int
    }

    // MARK: - Writing

    @Test func replacing_createsTheFileReadableByItsOwnerAlone_andLeavesNoTemporaryFile() throws {
        // When output is written to a new file
        try file("out.txt").write("one\ntwo\n")

        // Then it holds the text, is 0600, and is the folder's only file
        #expect(try contents("out.txt") == "one\ntwo\n")
        #expect(try permissions("out.txt") == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
    }

    @Test func replacing_anExistingFile_replacesAllOfIt_andMakesItPrivate() throws {
        // Given a longer file that anyone may read
        #expect(
            FileManager.default.createFile(
                atPath: folder + "/out.txt", contents: Data("old old old\n".utf8),
                attributes: [.posixPermissions: 0o644]))

        // When output replaces it
        try file("out.txt").write("new\n")

        // Then only the new text is left, and only its owner may read it
        #expect(try contents("out.txt") == "new\n")
        #expect(try permissions("out.txt") == 0o600)
    }

    @Test func appending_addsToTheEnd_andCreatesAMissingFilePrivately() throws {
        try file("log.txt", .append).write("one\n")
        try file("log.txt", .append).write("two\n")

        #expect(try contents("log.txt") == "one\ntwo\n")
        #expect(try permissions("log.txt") == 0o600)
    }

    @Test func tildeSlash_isTheHomeFolder() throws {
        let sut = try OutputFile(Redirection(path: "~/home.txt", mode: .replace, pathSpan: 0..<1), home: folder)

        try sut.write("here\n")

        #expect(try contents("home.txt") == "here\n")
    }

    @Test func aCharacterDevice_isWrittenInPlace() throws {
        let sut = try OutputFile(Redirection(path: "/dev/null", mode: .replace, pathSpan: 0..<1), home: nil)

        try sut.write("gone\n")

        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    // MARK: - Refusals

    @Test func aFolder_isRefused() throws {
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)

        #expect(throws: FileDestinationError.folder(folder + "/sub")) { try file("sub") }
    }

    @Test(arguments: [Redirection.Mode.replace, .append])
    func aSymbolicLink_isRefused_andWhatItPointsAtIsUntouched(mode: Redirection.Mode) throws {
        // Given a link to a file
        #expect(FileManager.default.createFile(atPath: folder + "/target.txt", contents: Data("keep\n".utf8)))
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/link", withDestinationPath: folder + "/target.txt")

        // When output is sent to the link / Then it is refused and the target keeps its text
        #expect(throws: FileDestinationError.symbolicLink(folder + "/link")) { try file("link", mode) }
        #expect(try contents("target.txt") == "keep\n")
    }

    @Test func aMissingFolder_isRefused_namingIt() {
        #expect(throws: FileDestinationError.noFolder(folder + "/none/out.txt", folder: folder + "/none")) {
            try file("none/out.txt")
        }
    }

    @Test func aPipe_isRefused() throws {
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)

        #expect(throws: FileDestinationError.notRegularFile(folder + "/fifo")) { try file("fifo") }
    }

    @Test func aLinkCreatedAfterTheCheck_isReplaced_notFollowed() throws {
        // Given a file checked while it did not exist, then swapped for a link
        #expect(FileManager.default.createFile(atPath: folder + "/target.txt", contents: Data("keep\n".utf8)))
        let sut = try file("out.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/out.txt", withDestinationPath: folder + "/target.txt")

        // When the output is written
        try sut.write("new\n")

        // Then the link itself was replaced and its target kept its text
        #expect(try contents("target.txt") == "keep\n")
        var status = stat()
        #expect(lstat(folder + "/out.txt", &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
        #expect(try contents("out.txt") == "new\n")
    }
}
