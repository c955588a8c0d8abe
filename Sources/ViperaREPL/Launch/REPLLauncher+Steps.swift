@_spi(Dispatch) import Vipera

/// The ways a launch runs commands before, or instead of, a session's own: the startup file, a
/// deep link (`--at`) and a dry run (`--check`).
extension REPLLauncher {
    /// Shows the session's first scene, runs the startup file and follows the deep link, as the
    /// plan says; nil when the session is ready for its lines, the status to exit with otherwise.
    func open(_ plan: LaunchPlan, session: Session, console: SessionConsole) async -> ExitStatus? {
        console.isOutputMuted = plan.link != nil || !plan.showsOpeningScene
        await session.dispatcher.navigator.completeTransitions()
        if plan.runsStartupFile, await runStartupFile(in: session, console: console) == .quit {
            return .success
        }
        if let link = plan.link,
            let failure = await follow(link, showingLast: plan.showsOpeningScene, session: session, console: console)
        {
            return failure
        }
        console.isOutputMuted = plan.mode == .dryRun
        console.flush()
        return nil
    }

    /// The status a session ends with: a dry run's summary, a recording written, or the
    /// session's own.
    func finish(
        _ plan: LaunchPlan, session: Session, status: ExitStatus, recorder: TranscriptRecorder?,
        on console: StandardConsole
    ) -> ExitStatus {
        switch plan.mode {
        case .dryRun:
            reportCheck(of: session, on: console)
        case .record(let path):
            recorder.flatMap { save($0, to: path, on: console) } ?? status
        case .refused, .checkTranscripts, .session:
            status
        }
    }

    /// Reports why the command line cannot be carried out, and returns the usage status.
    func refuse(_ error: ErrorViewModel, on console: StandardConsole) -> ExitStatus {
        console.reportError(error)
        console.flush()
        return .usage
    }

    /// Runs the startup file, if there is one and it is safe to; its errors name it and their
    /// line. Returns how it ended: `.quit` when it quit.
    func runStartupFile(in session: Session, console: SessionConsole) async -> CommandOutcome {
        guard let path = StartupFile.path(appName: appName, environment: environment) else { return .succeeded }
        do {
            guard try StartupFile.isPresent(at: path) else { return .succeeded }
        } catch {
            return console.refuse(ErrorViewModel(error))
        }
        let outcome = await session.runScript(at: path)
        console.flush()
        return outcome
    }

    /// Follows the deep link `link`: each step through the real scenes with standard output
    /// muted, but for the last, so only the scene it ends at shows (when `showingLast`). A link
    /// only navigates: a step
    /// with ``CommandEffects`` (or a redirection) is refused before it runs. Returns nil when
    /// every step worked, or the status to exit with when one failed, reported as `--at:STEP:COL:`.
    func follow(_ link: String, showingLast: Bool, session: Session, console: SessionConsole) async -> ExitStatus? {
        let steps = CommandSeparator.split(link)
        session.dispatcher.isNavigationOnly = true
        defer {
            session.dispatcher.isNavigationOnly = false
            console.diagnosticLocation = nil
        }
        for (index, step) in steps.enumerated() {
            console.diagnosticLocation = InputLocation(file: Strings.CommandLine.atLocation, line: index + 1)
            console.isOutputMuted = !showingLast || index < steps.count - 1
            switch await session.run(command: step) {
            case .failed, .refused:
                console.flush()
                return .usage
            case .quit:
                console.flush()
                return .success
            case .succeeded, .empty:
                continue
            }
        }
        return nil
    }

    /// The end of a dry run: how many commands were checked and how many were refused, and the
    /// status that says whether any was.
    func reportCheck(of session: Session, on console: StandardConsole) -> ExitStatus {
        let summary = SessionViewModels.CheckSummary(commands: session.commandCount, errors: session.failureCount)
        let scene = SessionViewModels.sceneName(in: session.dispatcher.navigator)
        console.display(summary, scene: scene, kind: "check") {
            Paragraph(Strings.CommandLine.checkSummary(commands: summary.commands, errors: summary.errors))
        }
        console.flush()
        return session.failureCount > 0 ? .commandFailed : .success
    }
}
