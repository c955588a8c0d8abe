import Vipera
import ViperaREPL

/// What a transcript runs against, beside the root scene the app builds: its name, its own
/// global commands and its command directory, as its launcher is given them.
struct TranscriptApp {
    let name: String
    let globals: [CommandSpec<GlobalCommand>]
    let directory: CommandDirectory
}

/// Runs a transcript against a fresh app and describes any difference as a test failure message:
/// the shared core of ``expectTranscript(at:appName:globals:directory:sourceLocation:makeRoot:)`` and
/// ``XCTAssertTranscript(at:appName:globals:directory:file:line:makeRoot:)``.
@MainActor
enum TranscriptExpectation {
    /// The failure message for the transcript at `path`, or nil when the app wrote what it says.
    static func failure(
        at path: String,
        app: TranscriptApp,
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async -> String? {
        do {
            return await failure(
                of: try TranscriptParser.read(path: path), app: app, makeRoot: makeRoot)
        } catch {
            return describe(error)
        }
    }

    /// The failure message for an inline transcript, or nil when the app wrote what it says.
    static func failure(
        of text: String,
        named name: String,
        app: TranscriptApp,
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async -> String? {
        do {
            let transcript = try TranscriptParser(name: name).parse(text)
            return await failure(of: transcript, app: app, makeRoot: makeRoot)
        } catch {
            return describe(error)
        }
    }

    // MARK: - Private

    private static func failure(
        of transcript: Transcript,
        app: TranscriptApp,
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async -> String? {
        let session: HeadlessSession
        do {
            session = try await HeadlessSession(
                appName: app.name, globals: app.globals, directory: app.directory, makeRoot: makeRoot)
        } catch {
            return "\(transcript.name): the app could not be built: \(ErrorViewModel(error).message)"
        }
        let check = await session.check(transcript)
        guard !check.passed else { return nil }
        let problems = check.mismatches.map { "\($0.location): \($0.message)" }
        return (problems + check.diff).joined(separator: "\n")
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? TranscriptError else { return ErrorViewModel(error).message }
        let lead = error.location.map { "\($0): " } ?? ""
        return lead + error.message + (error.hint.map { " (\($0))" } ?? "")
    }
}
