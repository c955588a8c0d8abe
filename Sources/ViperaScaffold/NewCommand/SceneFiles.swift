import Foundation

/// The files of one scene that a new command edits, read from disk and written back all at once.
struct SceneFiles {
    // MARK: - Nested Types

    /// The part of the scene a file holds.
    enum Role {
        case models, viewController, interactor, presenter, strings
        /// The test target's written spies, when the scene has them rather than `@Spyable`'s.
        case spies
    }

    /// The scene's files, loaded for editing, one editor per path.
    struct Editors {
        fileprivate var byPath: [String: SwiftSourceEditor]
        fileprivate let paths: [Role: String]
        /// The declaration the scene's strings are in.
        let stringsBlock: String

        subscript(role: Role) -> SwiftSourceEditor {
            get { byPath[paths[role] ?? ""] ?? SwiftSourceEditor(text: "", path: "") }
            set { byPath[paths[role] ?? ""] = newValue }
        }

        var models: SwiftSourceEditor {
            get { self[.models] }
            set { self[.models] = newValue }
        }
        var viewController: SwiftSourceEditor {
            get { self[.viewController] }
            set { self[.viewController] = newValue }
        }
        var interactor: SwiftSourceEditor {
            get { self[.interactor] }
            set { self[.interactor] = newValue }
        }
        var presenter: SwiftSourceEditor {
            get { self[.presenter] }
            set { self[.presenter] = newValue }
        }
        var strings: SwiftSourceEditor {
            get { self[.strings] }
            set { self[.strings] = newValue }
        }
        /// Whether the scene's spies are written in its test folder.
        var hasWrittenSpies: Bool { paths[.spies] != nil }
        var spies: SwiftSourceEditor {
            get { self[.spies] }
            set { self[.spies] = newValue }
        }
    }

    // MARK: - Properties

    let root: URL
    let sceneName: String
    private(set) var paths: [Role: String]
    let testFolder: String
    /// How code names the scene's strings: `Strings.Books` beside vbank's `Strings`, or the
    /// scaffold's `Books.Strings`.
    let stringsReference: String
    private let stringsBlock: String

    // MARK: - Initialization

    init(scene: SceneName, target: String, testTarget: String, root: URL) throws(ScaffoldError) {
        let name = scene.value
        let folder = "Sources/\(target)/\(name)"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appending(path: folder).path, isDirectory: &isFolder),
            isFolder.boolValue
        else { throw .missingScene(name, folder: folder) }
        let sharedStrings = "Sources/\(target)/Strings+\(name).swift"
        let hasSharedStrings = FileManager.default.fileExists(atPath: root.appending(path: sharedStrings).path)
        let spies = "Tests/\(testTarget)/\(name)/\(name)Spies.swift"
        let hasWrittenSpies = FileManager.default.fileExists(atPath: root.appending(path: spies).path)
        self.root = root
        sceneName = name
        paths = [
            .models: "\(folder)/\(name)Models.swift", .viewController: "\(folder)/\(name)ViewController.swift",
            .interactor: "\(folder)/\(name)Interactor.swift", .presenter: "\(folder)/\(name)Presenter.swift",
            .strings: hasSharedStrings ? sharedStrings : "\(folder)/\(name)Models.swift",
        ]
        if hasWrittenSpies {
            paths[.spies] = spies
        }
        testFolder = "Tests/\(testTarget)/\(name)"
        stringsReference = hasSharedStrings ? "Strings.\(name)" : "\(name).Strings"
        stringsBlock = hasSharedStrings ? "enum \(name) {" : "enum Strings {"
    }

    // MARK: - Reading and Writing

    /// Every file, loaded.
    func editors() throws(ScaffoldError) -> Editors {
        var byPath: [String: SwiftSourceEditor] = [:]
        for path in Set(paths.values) {
            guard let data = FileManager.default.contents(atPath: root.appending(path: path).path) else {
                throw .writeFailed(path: path, reason: ScaffoldStrings.unreadable)
            }
            byPath[path] = SwiftSourceEditor(text: String(decoding: data, as: UTF8.self), path: path)
        }
        return Editors(byPath: byPath, paths: paths, stringsBlock: stringsBlock)
    }

    /// The text of the scene's existing test of `part`, if it has one.
    func existingTest(of part: String) -> String? {
        let url = root.appending(path: "\(testFolder)/\(sceneName)\(part)Tests.swift")
        return FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes every edited file and the new test: each to a temporary file first, then moved over
    /// the old one; on any failure the files already replaced are put back.
    func save(_ editors: Editors, test: String, named testName: String, _ fileManager: FileManager)
        throws(ScaffoldError) -> (updated: [String], created: [String])
    {
        let testPath = "\(testFolder)/\(testName)"
        guard !fileManager.fileExists(atPath: root.appending(path: testPath).path) else {
            throw .fileExists(testPath)
        }
        let changes = editors.byPath.sorted { $0.key < $1.key }.map { ($0.key, $0.value.text) } + [(testPath, test)]
        var replaced: [(url: URL, original: Data?)] = []
        do {
            for (path, text) in changes {
                let url = root.appending(path: path)
                replaced.append((url, fileManager.contents(atPath: url.path)))
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            }
        } catch {
            for (url, original) in replaced.reversed() {
                if let original {
                    try? original.write(to: url, options: .atomic)
                } else {
                    try? fileManager.removeItem(at: url)
                }
            }
            throw .writeFailed(path: replaced.last?.url.path ?? testPath, reason: error.localizedDescription)
        }
        return (editors.byPath.keys.sorted(), [testPath])
    }
}
