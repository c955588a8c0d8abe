import BankScenes
import Foundation
import Testing
import Vipera
import ViperaREPL

/// scenes.md is the catalogue of vbank's scenes; these tests keep it true.
@Suite("scenes.md")
struct ScenesCatalogTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @MainActor
    @Test func scenesMarkdown_isWhatTheCodeGenerates() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("scenes.md"), encoding: .utf8)

        let generated = BankSceneCatalog.markdown(globalCommands: Session.globalCommands)

        #expect(file == generated, "scenes.md is out of date: run `swift run vbank scenes --markdown > scenes.md`")
    }

    @Test func everySceneFolder_isCatalogued_withItsSixFiles() throws {
        let folder = Self.root.appendingPathComponent(BankSceneCatalog.sourceFolder)
        let sceneFolders = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
            return exists && isDirectory.boolValue && !["Common", "Formatting"].contains(name)
        }

        #expect(Set(sceneFolders) == Set(BankSceneCatalog.entries.map(\.name)))
        for entry in BankSceneCatalog.entries {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(entry.name).path)
            #expect(Set(files) == Set(entry.files), "\(entry.name) should hold exactly its six files")
        }
    }

    @Test func everyRoute_reachesACataloguedScene() {
        let names = Set(BankSceneCatalog.entries.map(\.name))

        for entry in BankSceneCatalog.entries {
            for route in entry.routes {
                #expect(names.contains(route.sceneName), "\(entry.name) routes to unknown \(route.sceneName)")
            }
        }
    }
}
