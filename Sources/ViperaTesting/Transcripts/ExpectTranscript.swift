public import Testing
public import Vipera

/// Checks that the app `makeRoot` builds writes what the transcript at `path` says, recording a
/// Swift Testing issue with each differing command and a unified diff when it does not.
///
/// `makeRoot` is called once, for a fresh app: give it fresh data and a fixed clock.
///
/// ```swift
/// @Test(arguments: ["accounts.transcript", "transfer.transcript"])
/// func transcript(_ name: String) async {
///     await expectTranscript(at: "Tests/Transcripts/" + name, appName: "vbank") { console, navigator in
///         try makeBank(console: console, navigator: navigator)
///     }
/// }
/// ```
/// - Parameters:
///   - path: The transcript file, from the package's root folder.
///   - appName: The app's name, first in its breadcrumb.
///   - globals: The app's own global commands, beside Vipera's.
///   - directory: Which scenes have which commands, as the app's launcher is given it, so a
///     command typed in the wrong scene says where it works, as it does when the app runs.
///   - sourceLocation: Where an issue is recorded; the caller's line.
///   - makeRoot: Builds the app's root scene with the session's console and navigator.
@MainActor
public func expectTranscript(
    at path: String,
    appName: String,
    globals: [CommandSpec<GlobalCommand>] = [],
    directory: CommandDirectory = .empty,
    sourceLocation: SourceLocation = #_sourceLocation,
    makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
) async {
    let failure = await TranscriptExpectation.failure(
        at: path, app: TranscriptApp(name: appName, globals: globals, directory: directory), makeRoot: makeRoot)
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Checks that the app `makeRoot` builds writes what the inline `transcript` says, recording a
/// Swift Testing issue with a unified diff when it does not: a user story that reads like the story.
///
/// ```swift
/// await expectTranscript(
///     """
///     > add "Call mum"
///     Added "Call mum".
///     /.*3 open, 1 done/
///     """,
///     appName: "todo"
/// ) { console, navigator in
///     TodoSceneFactory(store: InMemoryTodoStore(), console: console, navigator: navigator).makeTodoList()
/// }
/// ```
/// - Parameters:
///   - transcript: The transcript itself: commands after `> `, what they write below them.
///   - appName: The app's name, first in its breadcrumb.
///   - globals: The app's own global commands, beside Vipera's.
///   - directory: Which scenes have which commands, as the app's launcher is given it, so a
///     command typed in the wrong scene says where it works, as it does when the app runs.
///   - sourceLocation: Where an issue is recorded; the caller's line.
///   - makeRoot: Builds the app's root scene with the session's console and navigator.
@MainActor
public func expectTranscript(
    _ transcript: String,
    appName: String,
    globals: [CommandSpec<GlobalCommand>] = [],
    directory: CommandDirectory = .empty,
    sourceLocation: SourceLocation = #_sourceLocation,
    makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
) async {
    let failure = await TranscriptExpectation.failure(
        of: transcript, named: "<transcript>",
        app: TranscriptApp(name: appName, globals: globals, directory: directory),
        makeRoot: makeRoot)
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
