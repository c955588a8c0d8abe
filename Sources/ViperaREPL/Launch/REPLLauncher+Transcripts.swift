@_spi(Dispatch) import Vipera

// MARK: - Transcripts

extension REPLLauncher {
    /// Checks each transcript against a fresh app: `ok` lines for those that pass; for the others,
    /// an error per differing block at its command's line, then the unified diff.
    func checkTranscripts(
        _ paths: [String],
        on console: StandardConsole,
        globals: [CommandSpec<GlobalCommand>],
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async -> ExitStatus {
        var failed = 0
        for path in paths {
            let passed = await checkTranscript(at: path, on: console, globals: globals, makeRoot: makeRoot)
            failed += passed ? 0 : 1
            console.flush()
        }
        let total = paths.count
        writeLines([Strings.Transcripts.summary(passed: total - failed, failed: failed)], on: console)
        console.flush()
        return failed == 0 ? .success : .commandFailed
    }

    /// Writes the recorded transcript; nil when it was written, the failing status otherwise.
    func save(_ recorder: TranscriptRecorder, to path: String, on console: StandardConsole) -> ExitStatus? {
        do {
            try recorder.write(to: path)
        } catch {
            return fail(with: error, on: console)
        }
        console.render(Notice(.info, Strings.Transcripts.recorded(path, commands: recorder.steps.count)), to: .error)
        console.flush()
        return nil
    }

    /// Reports `error` and returns the status of a failed run.
    func fail(with error: any Error, on console: StandardConsole) -> ExitStatus {
        console.reportError(ErrorViewModel(error))
        console.flush()
        return .commandFailed
    }

    // MARK: - Private

    private func checkTranscript(
        at path: String,
        on console: StandardConsole,
        globals: [CommandSpec<GlobalCommand>],
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async -> Bool {
        do {
            let transcript = try TranscriptParser.read(path: path)
            let app = try await HeadlessSession(
                appName: appName, globals: globals, directory: directory, makeRoot: makeRoot)
            let check = await app.check(transcript)
            report(check, on: console)
            return check.passed
        } catch let error as TranscriptError {
            console.diagnosticLocation = error.location
            console.reportError(ErrorViewModel(error))
            console.diagnosticLocation = nil
        } catch {
            console.reportError(ErrorViewModel(error))
        }
        return false
    }

    private func report(_ check: TranscriptCheck, on console: StandardConsole) {
        guard !check.passed else {
            writeLines(
                [Strings.Transcripts.passed(check.transcript.name, commands: check.transcript.steps.count)], on: console
            )
            return
        }
        for mismatch in check.mismatches {
            console.diagnosticLocation = mismatch.location
            console.reportError(ErrorViewModel(message: mismatch.message))
        }
        console.diagnosticLocation = nil
        console.flush()
        writeLines(check.diff, on: console)
    }

    /// Writes `lines` as they are: paths and diff lines must not be wrapped.
    private func writeLines(_ lines: [String], on console: StandardConsole) {
        console.write(to: .output) { buffer, _ in
            for line in lines {
                buffer.append(line)
                buffer.appendNewline()
            }
        }
    }
}
