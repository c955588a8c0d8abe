import Foundation
import Testing
import Vipera

@Suite("A file written only where and as the user said")
struct FileDestinationTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "vipera-destination-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder + "/" + name }

    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    private func make(_ name: String, _ text: String) {
        #expect(FileManager.default.createFile(atPath: path(name), contents: Data(text.utf8)))
    }

    private func kind(_ name: String) -> mode_t {
        var status = stat()
        return lstat(path(name), &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    // MARK: - New files

    @Test func aNewFile_isWrittenWhole_readableByItsOwnerAlone_withNoTemporaryFileLeft() throws {
        // When a new file is written
        let sut = try FileDestination(path: path("out.csv"), mode: .create)
        try sut.write(Array("a,b\n".utf8))

        // Then it holds the bytes, is 0600, and is the folder's only file
        #expect(sut.target == .newFile)
        #expect(try contents("out.csv") == "a,b\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path("out.csv"))
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.csv"])
    }

    @Test func anExistingFile_isRefusedUnlessToldToReplaceIt_andKeepsItsBytes() throws {
        // Given a file already there
        make("out.csv", "old\n")

        // When it is named for a new file, Then it is refused, naming --replace
        #expect(throws: FileDestinationError.exists(path("out.csv"))) {
            try FileDestination(path: path("out.csv"), mode: .create)
        }
        #expect(
            FileDestinationError.exists("x").recoverySuggestion
                == "Give another name, or add --replace to write over it.")
        #expect(try contents("out.csv") == "old\n")

        // And told to replace it, it is replaced whole
        try FileDestination(path: path("out.csv"), mode: .replace).write(Array("new\n".utf8))
        #expect(try contents("out.csv") == "new\n")
    }

    @Test func aFileThatAppearsWhileANewOneIsWritten_isKept_andTheWriteIsRefused() throws {
        // Given a new file checked and written, and another program's file at the path meanwhile
        let sut = try FileDestination(path: path("out.csv"), mode: .create)
        let writer = try sut.open()
        try writer.write(Array("mine\n".utf8))
        make("out.csv", "theirs\n")

        // When it is put in place, Then it is refused and the other file is untouched
        #expect(throws: FileDestinationError.exists(path("out.csv"))) { try writer.commit() }
        writer.discard()
        #expect(try contents("out.csv") == "theirs\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.csv"])
    }

    @Test func aWriterDiscarded_leavesThePathAsItWas() throws {
        make("out.csv", "old\n")
        let writer = try FileDestination(path: path("out.csv"), mode: .replace).open()
        try writer.write(Array("half".utf8))

        writer.discard()

        #expect(try contents("out.csv") == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.csv"])
    }

    @Test func anAppendThatIsDiscarded_isCutBackToWhereItStarted() throws {
        make("log.txt", "one\n")
        let writer = try FileDestination(path: path("log.txt"), mode: .append).open()
        try writer.write(Array("two\n".utf8))

        writer.discard()

        #expect(try contents("log.txt") == "one\n")
    }

    // MARK: - Refusals

    @Test(arguments: [FileDestination.Mode.create, .replace, .append])
    func aSymbolicLink_isRefused_andItsTargetKeepsItsBytes(mode: FileDestination.Mode) throws {
        make("target.csv", "keep\n")
        try FileManager.default.createSymbolicLink(atPath: path("latest.csv"), withDestinationPath: path("target.csv"))

        #expect(throws: FileDestinationError.symbolicLink(path("latest.csv"))) {
            try FileDestination(path: path("latest.csv"), mode: mode)
        }
        #expect(try contents("target.csv") == "keep\n")
        #expect(kind("latest.csv") == S_IFLNK)
    }

    @Test(arguments: [FileDestination.Mode.create, .replace, .append])
    func aPipe_isRefused_andStaysAPipe(mode: FileDestination.Mode) {
        #expect(mkfifo(path("p"), 0o600) == 0)

        #expect(throws: FileDestinationError.notRegularFile(path("p"))) {
            try FileDestination(path: path("p"), mode: mode)
        }
        #expect(kind("p") == S_IFIFO)
    }

    @Test func aFolderAndAMissingFolder_areRefused_namingThem() throws {
        try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: false)

        #expect(throws: FileDestinationError.folder(path("sub"))) {
            try FileDestination(path: path("sub"), mode: .replace)
        }
        #expect(throws: FileDestinationError.noFolder(path("none/x.csv"), folder: path("none"))) {
            try FileDestination(path: path("none/x.csv"), mode: .create)
        }
    }

    @Test func theMessages_nameThePathAsTyped() {
        let sut = FileDestinationError.symbolicLink("latest.csv")

        #expect(sut.errorDescription == "cannot write to 'latest.csv': it is a symbolic link")
        #expect(FileDestinationError.exists("t.csv").errorDescription == "'t.csv' already exists: nothing was written")
        #expect(sut.path == "latest.csv")
    }

    // MARK: - Devices

    @Test(arguments: [FileDestination.Mode.create, .replace])
    func aDevice_isWrittenThrough_andStaysADevice(mode: FileDestination.Mode) throws {
        let sut = try FileDestination(path: "/dev/null", mode: mode)

        try sut.write(Array("gone\n".utf8))

        var status = stat()
        #expect(sut.target == .device)
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aDevice_isRefused_whereAFileMustBeOpenedByName() {
        #expect(throws: FileDestinationError.notRegularFile("/dev/null")) {
            try FileDestination(path: "/dev/null", mode: .replace, acceptsDevices: false)
        }
    }

    @Test func aLinkSwappedInAfterTheCheck_isReplacedItself_neverWrittenThrough() throws {
        // Given a file checked for replacing, then swapped for a link to another file
        make("out.csv", "old\n")
        make("target.csv", "keep\n")
        let sut = try FileDestination(path: path("out.csv"), mode: .replace)
        try FileManager.default.removeItem(atPath: path("out.csv"))
        try FileManager.default.createSymbolicLink(atPath: path("out.csv"), withDestinationPath: path("target.csv"))

        // When it is written
        try sut.write(Array("new\n".utf8))

        // Then the link's target kept its bytes
        #expect(try contents("target.csv") == "keep\n")
        #expect(kind("out.csv") == S_IFREG)
    }
}
