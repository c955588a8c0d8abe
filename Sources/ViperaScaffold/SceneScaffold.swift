public import Foundation

/// A new scene for a target of a Swift package: its six source files, its five per-layer test
/// files and the spies they use, its method in the module's scene factory, and what to add by hand
/// to reach it. Everything is plain Swift: an app builds it without Vipera's macros.
///
/// ```swift
/// let scaffold = try SceneScaffold(name: SceneName("Greeting"), target: "HelloScenes", kind: .detail)
/// let written = try scaffold.write(into: packageDirectory)
/// ```
public struct SceneScaffold: Sendable {
    // MARK: - Nested Types

    /// One file to write, relative to the package's root.
    public struct File: Sendable, Equatable {
        /// Where it goes, such as `Sources/HelloScenes/Greeting/GreetingModels.swift`.
        public let path: String
        /// What it holds.
        public let contents: String
    }

    // MARK: - Properties

    /// The scene.
    public let name: SceneName
    /// The target the scene goes in, such as `HelloScenes`.
    public let target: String
    /// The test target its tests go in, such as `HelloScenesTests`.
    public let testTarget: String
    /// What the scene is for.
    public let kind: SceneKind

    /// The source folder the scene's folder goes in.
    public var sourceFolder: String { "Sources/\(target)" }

    /// The test folder the scene's tests go in.
    public var testFolder: String { "Tests/\(testTarget)" }

    /// Every file, sources first, then the tests and the spies they use.
    public var files: [File] {
        let sources = templates.sourceFiles.map { part, contents in
            File(path: "\(sourceFolder)/\(name)/\(name)\(part).swift", contents: contents)
        }
        let tests = templates.testFiles.map { part, contents in
            File(path: "\(testFolder)/\(name)/\(name)\(part)Tests.swift", contents: contents)
        }
        let spies = File(path: "\(testFolder)/\(name)/\(name)Spies.swift", contents: templates.spiesFile)
        return sources + [File(path: stringsPath, contents: templates.stringsFile)] + tests + [spies]
    }

    /// Where the scene's strings go: beside the module's `Strings`.
    public var stringsPath: String { "\(sourceFolder)/Strings+\(name).swift" }

    /// Where the module's scene factory is, which `write` creates or adds the scene to.
    public var factoryPath: String { FactoryWiring(target: target).path }

    /// What to add by hand: the factory method, the route that reaches the scene and its
    /// catalogue entry, with the next scaffolding command typed as this one was.
    public func instructions(for invocation: ScaffoldInvocation) -> String {
        ScaffoldInstructions(name: name, target: target, kind: kind, invocation: invocation).text
    }

    // MARK: - Initialization

    /// A scene named `name` for `target`, tested in `testTarget` (`{target}Tests` unless given).
    public init(name: SceneName, target: String, testTarget: String? = nil, kind: SceneKind = .list)
        throws(ScaffoldError)
    {
        guard Self.isTargetName(target) else { throw .missingTarget(name: target, folder: "Sources/\(target)") }
        let testTarget = testTarget ?? target + "Tests"
        guard Self.isTargetName(testTarget) else {
            throw .missingTarget(name: testTarget, folder: "Tests/\(testTarget)")
        }
        self.name = name
        self.target = target
        self.testTarget = testTarget
        self.kind = kind
    }

    // MARK: - Writing

    /// Writes every file under `packageDirectory` and returns their paths. Checks first that the
    /// target's source folder is there and that none of the files is, so it writes all or nothing.
    @discardableResult
    public func write(into packageDirectory: URL, fileManager: FileManager = .default) throws(ScaffoldError) -> [String]
    {
        var isFolder: ObjCBool = false
        let sources = packageDirectory.appending(path: sourceFolder).path
        guard fileManager.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue else {
            throw .missingTarget(name: target, folder: sourceFolder)
        }
        let files = self.files
        if let existing = files.first(where: {
            fileManager.fileExists(atPath: packageDirectory.appending(path: $0.path).path)
        }) {
            throw .fileExists(existing.path)
        }
        let factoryURL = packageDirectory.appending(path: factoryPath)
        let existingFactory = fileManager.contents(atPath: factoryURL.path).map { String(decoding: $0, as: UTF8.self) }
        let factory = try FactoryWiring(target: target).factory(
            adding: templates.factoryMethod, of: name, to: existingFactory)
        let stringsRoot = "\(sourceFolder)/Strings.swift"
        let needsStrings = !fileManager.fileExists(atPath: packageDirectory.appending(path: stringsRoot).path)
        var written: [URL] = []
        do {
            for file in files {
                written.append(try write(file, into: packageDirectory, fileManager: fileManager))
            }
            if needsStrings {
                let root = File(path: stringsRoot, contents: ListSceneTemplates.stringsRoot)
                written.append(try write(root, into: packageDirectory, fileManager: fileManager))
            }
            try replace(factoryURL, with: factory, path: factoryPath)
        } catch {
            for url in written.reversed() {
                try? fileManager.removeItem(at: url)
            }
            throw error
        }
        return files.map(\.path) + (needsStrings ? [stringsRoot] : [])
    }

    // MARK: - Private

    private var templates: any SceneTemplates {
        switch kind {
        case .list: ListSceneTemplates(name: name, moduleName: target)
        case .detail: DetailSceneTemplates(name: name, moduleName: target)
        case .form: FormSceneTemplates(name: name, moduleName: target)
        }
    }

    private func replace(_ url: URL, with text: String, path: String) throws(ScaffoldError) {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    private func write(_ file: File, into packageDirectory: URL, fileManager: FileManager) throws(ScaffoldError) -> URL
    {
        let url = packageDirectory.appending(path: file.path)
        do {
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            return url
        } catch {
            throw .writeFailed(path: file.path, reason: error.localizedDescription)
        }
    }

    private static func isTargetName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
    }
}
