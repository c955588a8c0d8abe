import Testing
import Vipera

@testable import ViperaREPL

@Suite("Launch plan")
struct LaunchPlanTests {
    private func plan(_ arguments: [String], isTerminal: Bool) throws -> LaunchPlan {
        LaunchPlan(options: try REPLOptions.parse(arguments), isTerminal: isTerminal)
    }

    @Test func aTerminal_runsASessionInColour_withTheStartupFile_andNoticesAbovePrompt() throws {
        // Given / When
        let plan = try plan([], isTerminal: true)

        // Then
        #expect(plan.mode == .session)
        #expect(plan.input == .terminal)
        #expect(plan.colorPreference == .automatic)
        #expect(plan.runsStartupFile && plan.showsOpeningScene)
        #expect(plan.noticeStream == .output)
    }

    @Test func aPipe_runsWithoutColour_startupFileOrNotices() throws {
        // Given / When
        let plan = try plan([], isTerminal: false)

        // Then
        #expect(plan.input == .standardInput)
        #expect(plan.colorPreference == .never)
        #expect(!plan.runsStartupFile)
        #expect(plan.noticeStream == nil)
    }

    @Test func scriptedInput_atATerminal_isStillAScript_withoutColour() throws {
        // Given / When
        let script = try plan(["--script", "s.txt", "--notices"], isTerminal: true)
        let commands = try plan(["-c", "accounts; open 1"], isTerminal: true)

        // Then
        #expect(script.input == .script(path: "s.txt"))
        #expect(script.colorPreference == .never && !script.runsStartupFile)
        #expect(script.noticeStream == .error)
        #expect(commands.input == .commands(["accounts", "open 1"]))
        #expect(!commands.showsOpeningScene)
    }

    @Test func noColorOrNoInit_atATerminal_areHonoured() throws {
        // Given / When
        let plan = try plan(["--no-color", "--no-init"], isTerminal: true)

        // Then
        #expect(plan.colorPreference == .never)
        #expect(!plan.runsStartupFile)
    }

    @Test func check_ofAScript_isADryRun_thatShowsNoOpeningScene() throws {
        // Given / When
        let plan = try plan(["--check", "--at", "accounts"], isTerminal: false)

        // Then
        #expect(plan.mode == .dryRun)
        #expect(plan.link == "accounts")
        #expect(!plan.showsOpeningScene)
    }

    @Test func check_atATerminal_isRefused_withWhatToGive() throws {
        // Given / When
        let plan = try plan(["--check"], isTerminal: true)

        // Then
        guard case .refused(let error) = plan.mode else {
            Issue.record("expected a refusal, got \(plan.mode)")
            return
        }
        #expect(error.message.contains("--script FILE or -c COMMANDS"))
    }

    @Test func transcripts_areCheckedOrRecorded_withoutColour() throws {
        // Given / When
        let check = try plan(["--check-transcript", "a.transcript", "b.transcript"], isTerminal: true)
        let record = try plan(["--record", "r.transcript"], isTerminal: true)

        // Then
        #expect(check.mode == .checkTranscripts(["a.transcript", "b.transcript"]))
        #expect(record.mode == .record(to: "r.transcript") && record.isRecording)
        #expect(record.colorPreference == .never && check.colorPreference == .never)
        #expect(record.input == .terminal && record.runsStartupFile)
    }

    @Test func outputFormat_isTheOneAskedFor() throws {
        // Given / When
        let plan = try plan(["--output", "json", "-c", "accounts"], isTerminal: false)

        // Then
        #expect(plan.outputFormat == .json)
    }
}
