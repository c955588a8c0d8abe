@_spi(Dispatch) import Vipera

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records a live session as a transcript: what the app showed at start and each command the
/// session read with what it wrote, taken from the copy of the output a `TeeConsole` keeps.
/// Comments in a recorded script stay in the transcript, before the command they precede.
@MainActor
final class TranscriptRecorder: SessionObserver {
    // MARK: - Properties

    /// The console that keeps the copy of the output.
    let capture: CapturingConsole

    private var startupChunkCount: Int?
    private var commandStart = 0
    private var comments: [String] = []
    private(set) var steps: [RecordedStep] = []

    // MARK: - Initialization

    /// Creates a recorder whose copy is laid out `width` columns wide, without colour.
    init(width: Int) {
        capture = CapturingConsole(width: width, colorEnabled: false, followsColorPreference: false)
        capture.typedPromptWidth = 0
    }

    // MARK: - SessionObserver

    func sessionWillRun(_ line: String) {
        capture.flush()
        if startupChunkCount == nil {
            startupChunkCount = capture.chunks.count
        }
        commandStart = capture.chunks.count
    }

    func sessionDidRun(_ line: String, result: CommandOutcome) {
        let command = line.trimmingBlanks()
        steps.append(
            RecordedStep(
                comments: comments, command: command, lines: CapturedLine.lines(of: capture.chunks[commandStart...])))
        comments = []
    }

    func sessionDidSkipComment(_ line: String) {
        comments.append(line)
    }

    // MARK: - Writing

    /// Writes the transcript to `path`.
    func write(to path: String) throws(ScriptError) {
        let startupEnd = startupChunkCount ?? capture.chunks.count
        let text = TranscriptWriter.transcript(
            startup: CapturedLine.lines(of: capture.chunks[..<startupEnd]),
            steps: steps
        )
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ScriptError.cannotWriteTranscript(
                path: path, reason: (error as? any LocalizedError)?.errorDescription ?? String(describing: error))
        }
    }
}
