import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

#if canImport(Glibc)
    import Glibc
#endif

@MainActor
@Suite("Consoles")
struct ConsoleTests {
    // MARK: - Colour Policy

    @Test func automaticColour_needsATerminalWithoutNoColorOrDumbTerm() {
        #expect(ColorPreference.automatic.allowsColor(isTerminal: true, environment: [:]))
        #expect(!ColorPreference.automatic.allowsColor(isTerminal: false, environment: [:]))
        #expect(!ColorPreference.automatic.allowsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(ColorPreference.automatic.allowsColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorPreference.automatic.allowsColor(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test func explicitColourChoices_ignoreTheSurroundings() {
        #expect(ColorPreference.always.allowsColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorPreference.never.allowsColor(isTerminal: true, environment: [:]))
    }

    @Test func renderContext_raisesTinyWidthsToTheMinimum() {
        #expect(RenderContext(width: 3, colorEnabled: false).width == RenderContext.minimumWidth)
    }

    // MARK: - Capturing Console

    @Test func capturingConsole_keepsStreamsApartAndInOrder() {
        let console = CapturingConsole(width: 40)

        console.render(Paragraph("one"))
        console.reportError(ErrorViewModel(message: "bad", hint: "fix it"))
        console.render(Paragraph("two"))

        #expect(console.output == "one\ntwo\n")
        #expect(console.errorOutput == "error: bad\n  fix it\n")
        #expect(console.chunks.map(\.stream) == [.output, .error, .output])
        #expect(console.reportedErrors == [ErrorViewModel(message: "bad", hint: "fix it")])
    }

    @Test func capturingConsole_prefixesErrorsWithTheDiagnosticLocation() {
        let console = CapturingConsole()
        console.diagnosticLocation = InputLocation(file: "script.txt", line: 12)

        console.reportError(ErrorViewModel(message: "bad"))

        #expect(console.errorOutput == "script.txt:12: error: bad\n")
    }

    // MARK: - Standard Console

    @Test func standardConsole_buffersUntilFlushAndKeepsStreamOrder() throws {
        // Given a console writing to two pipes
        let output = try DescriptorPipe()
        let errors = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: false, isErrorTerminal: false, width: 40),
            environment: [:],
            outputDescriptor: output.writeEnd,
            errorDescriptor: errors.writeEnd
        )

        // When output is written, nothing reaches the pipe yet
        console.render(Paragraph("first"))
        #expect(output.readAvailable() == "")

        // When an error follows, the pending output is written first
        console.reportError(ErrorViewModel(message: "bad"))
        #expect(output.readAvailable() == "first\n")
        #expect(errors.readAvailable() == "")

        // When flushed, the error is written
        console.flush()
        #expect(errors.readAvailable() == "error: bad\n")
        #expect(!console.hasWriteFailed)
    }

    @Test func standardConsole_largeOutput_isWrittenBeforeTheFlush() throws {
        let output = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: false, isErrorTerminal: false, width: 80),
            environment: [:],
            outputDescriptor: output.writeEnd,
            errorDescriptor: output.writeEnd
        )

        console.render(Paragraph(String(repeating: "x", count: 70_000)))

        #expect(output.readAvailable().count > 60_000)
    }

    @Test func standardConsole_closedPipe_isRecordedNotFatal() throws {
        let output = try DescriptorPipe()
        output.closeReadEnd()
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: false, isErrorTerminal: false, width: 80),
            environment: [:],
            outputDescriptor: output.writeEnd
        )

        console.render(Paragraph("lost"))
        console.flush()

        #expect(console.hasWriteFailed)
    }

    @Test func standardConsole_coloursEachStreamByItsOwnTerminal() {
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: false, width: 100),
            environment: [:]
        )

        // No locale variable means the C locale: ASCII drawings.
        #expect(console.renderContext(for: .output) == RenderContext(width: 100, colorEnabled: true, glyphs: .ascii))
        #expect(console.renderContext(for: .error).colorEnabled == false)
    }

    @Test func capturingConsole_followsTheColourPreferenceUnlessMadeNotTo() {
        let following = CapturingConsole()
        let fixed = CapturingConsole(followsColorPreference: false)

        following.colorPreference = .always
        fixed.colorPreference = .always

        #expect(following.colorEnabled)
        #expect(!fixed.colorEnabled)
    }

    @Test func colourPreference_canChangeWhileRunningButNotPastNoColor() {
        let probe = TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 80)
        let console = StandardConsole(probe: probe, environment: [:])
        let forbidden = StandardConsole(probe: probe, colorPreference: .never, environment: [:])

        console.colorPreference = .never
        let turnedOff = console.renderContext(for: .output).colorEnabled
        console.colorPreference = .automatic
        forbidden.colorPreference = .automatic

        #expect(!turnedOff)
        #expect(console.renderContext(for: .output).colorEnabled)
        #expect(!forbidden.renderContext(for: .output).colorEnabled)
    }

    @Test func capturingConsole_colourPreferenceSwitchesColour() {
        let console = CapturingConsole(colorEnabled: true)

        console.colorPreference = .never
        let off = console.colorEnabled
        console.colorPreference = .automatic

        #expect(!off)
        #expect(console.colorEnabled)
    }

    @Test func standardConsole_wrapsErrorsOnlyAtATerminal() {
        let piped = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: false, isErrorTerminal: false, width: 40), environment: [:])
        let terminal = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 40), environment: [:])

        #expect(piped.renderContext(for: .error).width > 10_000)
        #expect(piped.renderContext(for: .output).width == 40)
        #expect(terminal.renderContext(for: .error).width == 40)
    }
}
