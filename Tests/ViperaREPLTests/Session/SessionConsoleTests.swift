import Testing
import Vipera

@testable import ViperaREPL

@MainActor
@Suite("The session's console: muting and capturing")
struct SessionConsoleTests {
    private let base = CapturingConsole(width: 40)

    @Test func capturedOutput_staysOffTheScreen_whileErrorsPassAtOnce() {
        let sut = SessionConsole(base: base)

        sut.beginCapture()
        sut.render(Paragraph("kept back"))
        sut.reportError(ErrorViewModel(message: "shown now"))

        #expect(base.output.isEmpty)
        #expect(base.errorOutput == "error: shown now\n")
        #expect(sut.endCapture() == "kept back\n")
    }

    @Test func nestedCaptures_emitIntoTheOneAroundThem() {
        let sut = SessionConsole(base: base)

        sut.beginCapture()
        sut.render(Paragraph("outer"))
        sut.beginCapture()
        sut.render(Paragraph("inner"))
        sut.emit(sut.endCapture().uppercased())
        let outer = sut.endCapture()
        sut.emit(outer)

        #expect(outer == "outer\nINNER\n")
        #expect(base.output == "outer\nINNER\n")
    }

    @Test func displays_areRenderedIntoTheCapture_inTheConsolesFormat() {
        let sut = SessionConsole(base: base)
        sut.outputFormat = .json

        sut.beginCapture()
        sut.display(["n": 1], scene: "Home", kind: "count") { Paragraph("1") }

        #expect(sut.endCapture() == #"{"kind":"count","scene":"Home","viewModel":{"n":1}}"# + "\n")
        #expect(base.output.isEmpty)
    }

    @Test func mutedOutput_isDropped_evenWhenEmitted() {
        let sut = SessionConsole(base: base)
        sut.isOutputMuted = true

        sut.render(Paragraph("hidden"))
        sut.emit("hidden too\n")

        #expect(base.output.isEmpty)
    }

    @Test func errorsWhileAnAliasRuns_nameTheAlias() {
        let sut = SessionConsole(base: base)
        sut.runningAlias = "fz"

        sut.reportError(ErrorViewModel(message: "no such card", hint: "Type 'cards'."))

        #expect(
            base.reportedErrors == [
                ErrorViewModel(message: "in alias fz: no such card", hint: "Type 'cards'.", repeatsLine: true)
            ])
    }
}
