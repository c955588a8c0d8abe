import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

/// A scene with a `set` command of its own, beside the global `set output`.
@MainActor
private final class SettingScene: Scene, ConsoleDisplaying {
    nonisolated static let sceneName = "SettingScene"
    struct Shown: Sendable, Equatable, Encodable {
        let size: Int
    }

    let title = "Settings"
    let console: any Console
    private(set) var sizes: [Int] = []

    init(console: any Console) {
        self.console = console
    }

    var commands: CommandTable<Int> {
        CommandTable([
            CommandSpec(
                "set", summary: "Change the size",
                parameters: [
                    .argument("KEY", .choice(["size"]), "What"), .argument("VALUE", .integer(range: 1...9), "How much"),
                ]
            ) { try $0.integer("VALUE") }
        ])
    }

    func handle(_ command: Int) async {
        sizes.append(command)
        displaySize(Shown(size: command))
    }

    func displaySize(_ viewModel: Shown) {
        show(viewModel, kind: "size") { Notice(.info, "Size \(viewModel.size)") }
    }
}

@MainActor
@Suite("JSON output")
struct JSONOutputTests {
    private let console = CapturingConsole(width: 80)

    @Test func aJSONLine_hasSortedKeysAndEscapesTerminalControl() {
        // Given data with an escape sequence and a line break
        let record = DisplayRecord(scene: "Home", kind: "memo", viewModel: ["memo": "\u{1B}[2Jhi\nthere/"])

        // When
        let line = JSONLine(record).rendered(in: RenderContext(width: 80, colorEnabled: false))

        // Then
        #expect(line == #"{"kind":"memo","scene":"Home","viewModel":{"memo":"\u001b[2Jhi\nthere/"}}"# + "\n")
    }

    @Test func aValueJSONCannotHold_becomesAnErrorObject_notBrokenOutput() throws {
        let line = JSONLine(["ratio": Double.nan]).rendered(in: RenderContext(width: 80, colorEnabled: false))

        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        let kind = object?["kind"] as? String
        let message = object?["message"] as? String ?? ""
        #expect(kind == "error")
        #expect(message.hasPrefix("this output could not be written as JSON"))
    }

    @Test func errors_inJSON_haveEveryFieldOfTheTextError_withNullForWhatIsMissing() {
        // Given
        console.outputFormat = .json
        console.diagnosticLocation = InputLocation(file: "setup.txt", line: 7)

        // When
        console.reportError(ErrorViewModel(message: "no account 9", hint: "Type 'accounts'."))
        console.diagnosticLocation = nil
        console.reportError(ErrorViewModel(message: "bad"))
        console.reportError(
            ErrorViewModel(message: "unknown command", caret: SourceCaret(line: "oppen 1", span: 0..<5)))

        // Then
        #expect(
            console.errorOutput == """
                {"column":null,"file":"setup.txt","hint":"Type 'accounts'.","kind":"error","line":7,"message":"no account 9"}
                {"column":null,"file":null,"hint":null,"kind":"error","line":null,"message":"bad"}
                {"column":1,"file":null,"hint":null,"kind":"error","line":null,"message":"unknown command"}

                """)
        #expect(console.reportedErrors.count == 3)
    }

    @Test func aDisplay_isTextOrJSON_andIsRecordedEitherWay() {
        // Given
        let record = DisplayRecord(scene: "Home", kind: "total", viewModel: ["total": "$5.00"])

        // When
        console.display(record) { Notice(.info, "Total $5.00") }
        console.outputFormat = .json
        console.display(record) { Notice(.info, "Total $5.00") }

        // Then
        let json = #"{"kind":"total","scene":"Home","viewModel":{"total":"$5.00"}}"# + "\n"
        #expect(console.output == "Total $5.00\n" + json)
        #expect(console.displays == [json, json])
    }

    @Test func aDisplayThatOnlyRoutes_writesNoTextButAJSONLine() {
        let record = DisplayRecord(scene: "Accounts", kind: "selectedAccount", viewModel: ["name": "Travel"])

        console.display(record, text: nil)
        #expect(console.chunks.isEmpty)
        console.outputFormat = .json
        console.display(record, text: nil)
        #expect(
            console.output == #"{"kind":"selectedAccount","scene":"Accounts","viewModel":{"name":"Travel"}}"# + "\n")
    }

    @Test func setOutput_switchesTheFormat_andAScenesOwnSetKeepsTheLinesItRefuses() async throws {
        // Given a scene with its own `set`
        let navigator = Navigator()
        let scene = SettingScene(console: console)
        navigator.push(scene)
        await navigator.completeTransitions()
        let dispatcher = CommandDispatcher(navigator: navigator, console: console)

        // When
        let switched = await dispatcher.dispatch("set output json")
        let own = await dispatcher.dispatch("set size 4")
        let stack = await dispatcher.dispatch("where")
        let wrong = await dispatcher.dispatch("set colour 4")

        // Then
        #expect([switched, own, stack] == [.succeeded, .succeeded, .succeeded])
        #expect(wrong == .refused(try #require(console.reportedErrors.last)))
        #expect(scene.sizes == [4])
        #expect(
            console.output == """
                {"kind":"output","scene":"SettingScene","viewModel":{"format":"json"}}
                {"kind":"size","scene":"SettingScene","viewModel":{"size":4}}
                {"kind":"where","scene":"SettingScene","viewModel":{"entries":[{"id":"#0","position":1,"scene":"SettingScene","title":"Settings"}]}}

                """)
        #expect(console.errorOutput.hasPrefix(#"{"column":5,"file":null,"hint":"usage: set KEY VALUE","kind":"error""#))
    }

    @Test func help_inJSON_listsTheScenesAndTheGlobalCommands() async throws {
        // Given
        let navigator = Navigator()
        navigator.push(SettingScene(console: console))
        await navigator.completeTransitions()
        let dispatcher = CommandDispatcher(navigator: navigator, console: console)
        console.outputFormat = .json

        // When
        _ = await dispatcher.dispatch("help")
        _ = await dispatcher.dispatch("help set")

        // Then
        let lines = console.output.split(separator: "\n").map { Data($0.utf8) }
        let help = try JSONSerialization.jsonObject(with: lines[0]) as? [String: Any]
        let model = help?["viewModel"] as? [String: Any]
        #expect(help?["kind"] as? String == "help")
        #expect((model?["sceneCommands"] as? [[String: Any]])?.map { $0["usage"] as? String } == ["set KEY VALUE"])
        #expect(
            (model?["globalCommands"] as? [[String: Any]])?.compactMap { $0["name"] as? String }.contains("set") == true
        )
        let details = try JSONSerialization.jsonObject(with: lines[1]) as? [String: Any]
        #expect(details?["kind"] as? String == "helpCommand")
    }
}
