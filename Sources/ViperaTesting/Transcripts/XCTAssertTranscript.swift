public import Vipera
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Checks that the app `makeRoot` builds writes what the transcript at `path` says, failing the
/// XCTest test with each differing command and a unified diff when it does not.
///
/// ```swift
/// func testAccountsTranscript() async {
///     await XCTAssertTranscript(at: "Tests/Transcripts/accounts.transcript", appName: "vbank") { console, navigator in
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
///   - file: The file the failure is reported in; the caller's.
///   - line: The line the failure is reported at; the caller's.
///   - makeRoot: Builds the app's root scene with the session's console and navigator.
@MainActor
public func XCTAssertTranscript(
    at path: String,
    appName: String,
    globals: [CommandSpec<GlobalCommand>] = [],
    directory: CommandDirectory = .empty,
    file: StaticString = #filePath,
    line: UInt = #line,
    makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
) async {
    let failure = await TranscriptExpectation.failure(
        at: path, app: TranscriptApp(name: appName, globals: globals, directory: directory), makeRoot: makeRoot)
    if let failure {
        XCTFail(failure, file: file, line: line)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Checks that the app `makeRoot` builds writes what the inline `transcript` says, failing the
/// XCTest test with a unified diff when it does not.
/// - Parameters:
///   - transcript: The transcript itself: commands after `> `, what they write below them.
///   - appName: The app's name, first in its breadcrumb.
///   - globals: The app's own global commands, beside Vipera's.
///   - directory: Which scenes have which commands, as the app's launcher is given it, so a
///     command typed in the wrong scene says where it works, as it does when the app runs.
///   - file: The file the failure is reported in; the caller's.
///   - line: The line the failure is reported at; the caller's.
///   - makeRoot: Builds the app's root scene with the session's console and navigator.
@MainActor
public func XCTAssertTranscript(
    _ transcript: String,
    appName: String,
    globals: [CommandSpec<GlobalCommand>] = [],
    directory: CommandDirectory = .empty,
    file: StaticString = #filePath,
    line: UInt = #line,
    makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
) async {
    let failure = await TranscriptExpectation.failure(
        of: transcript, named: "<transcript>",
        app: TranscriptApp(name: appName, globals: globals, directory: directory),
        makeRoot: makeRoot)
    if let failure {
        XCTFail(failure, file: file, line: line)
    }
}
