import Foundation
import Testing

@testable import ViperaREPL

@Suite("The startup file")
struct StartupFileTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "vipera-init-\(UUID().uuidString)"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    @Test func location_followsXDGConfigHome_elseTheHomeFolder() {
        #expect(
            StartupFile.path(appName: "vbank", environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/h"])
                == "/cfg/vbank/init")
        #expect(
            StartupFile.path(appName: "vbank", environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
                == "/h/.config/vbank/init")
        #expect(StartupFile.path(appName: "vbank", environment: [:]) == nil)
    }

    @Test func aMissingFile_isSimplyNotThere() throws {
        #expect(try StartupFile.isPresent(at: folder + "/init") == false)
    }

    @Test func aPrivateFile_isRun() throws {
        let path = folder + "/init"
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("alias x = where\n".utf8), attributes: [.posixPermissions: 0o600]))

        #expect(try StartupFile.isPresent(at: path))
    }

    @Test(arguments: [0o664, 0o646, 0o666])
    func aFileOthersMayWrite_isRefused_withItsModeAndTheFix(mode: Int) throws {
        let path = folder + "/init"
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("where\n".utf8), attributes: [.posixPermissions: mode]))

        #expect(throws: StartupFileError.writableByOthers(path, mode: String(mode, radix: 8))) {
            try StartupFile.isPresent(at: path)
        }
        let error = StartupFileError.writableByOthers(path, mode: "664")
        #expect(
            error.errorDescription
                == "ignoring '\(path)': others may write it (mode 664), so it could run their commands")
        #expect(error.recoverySuggestion == "Run: chmod go-w '\(path)'")
    }

    @Test func aFileInAFolderOthersMayWrite_isRefused() throws {
        let shared = folder + "/shared"
        try FileManager.default.createDirectory(
            atPath: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        #expect(
            FileManager.default.createFile(
                atPath: shared + "/init", contents: Data("where\n".utf8), attributes: [.posixPermissions: 0o600]))

        #expect(throws: StartupFileError.writableByOthers(shared, mode: "777")) {
            try StartupFile.isPresent(at: shared + "/init")
        }
    }

    @Test func aFolderInItsPlace_isRefused() throws {
        try FileManager.default.createDirectory(atPath: folder + "/init", withIntermediateDirectories: false)

        #expect(throws: StartupFileError.notRegularFile(folder + "/init")) {
            try StartupFile.isPresent(at: folder + "/init")
        }
    }
}
