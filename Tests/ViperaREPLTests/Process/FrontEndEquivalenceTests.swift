import Foundation
import Testing
import Vipera
import ViperaExample
import ViperaTesting

/// One script through the three front ends a Vipera app has: a pseudo-terminal (libedit), a
/// pipe, and in-process through `SceneHarness`. After every line they must be at the same stack
/// and have written the same text, less the prompt, the colour, and where an error says it came
/// from (`<stdin>:3:6:` in a pipe, a caret under the typed line at a terminal).
@Suite("Front ends agree", .serialized)
struct FrontEndEquivalenceTests {
    // MARK: - Constants

    private static let width = 200
    /// Each command, then `where`, so the stack is part of the text compared after every line.
    private static let script = [
        "list --all", "open 2", "rename Fly to Lisbon", "priority low", "back", "done 1", "add Call mum -p high",
        "open 9", "open call", "toggle", "back to todos", "ls", "open ?",
    ].flatMap { [$0, "where"] }

    private let directory: String

    init() throws {
        directory = try DemoExecutable.temporaryDirectory()
    }

    // MARK: - Tests

    @Test func aScript_leavesTheSameStackAndText_atATerminal_inAPipe_andInProcess() async throws {
        // Given the script run in process, which says where each line leaves the stack
        let (inProcess, stacks) = await runInProcess()

        // When it runs through a pipe and at a terminal
        let piped = try runPiped()
        let typed = try runAtATerminal(expecting: stacks)

        // Then after every line the three wrote the same text
        #expect(piped.count == Self.script.count && typed.count == Self.script.count)
        for (index, line) in Self.script.enumerated() {
            #expect(piped[safe: index] == inProcess[index], "piped, after '\(line)'")
            #expect(typed[safe: index] == inProcess[index], "at a terminal, after '\(line)'")
        }
        #expect(inProcess.contains { $0.contains("error: TODO must be a number from 1 to 5") })
        #expect(stacks.last == ["Todos"])
    }

    // MARK: - Front Ends

    @MainActor
    private func runInProcess() async -> (texts: [String], stacks: [[String]]) {
        let harness = await SceneHarness(appName: "vipera-demo", width: Self.width) { console, navigator in
            TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
                .makeTodoList()
        }
        var texts: [String] = []
        var stacks: [[String]] = []
        for line in Self.script {
            let output = await harness.run(line)
            texts.append(Self.normalized(output.lines.map(\.text), command: line))
            stacks.append(harness.breadcrumb)
        }
        return (texts, stacks)
    }

    private func runPiped() throws -> [String] {
        let run = try DemoExecutable.run(
            ["--echo"], input: Self.script.joined(separator: "\n") + "\n", stateDirectory: directory,
            columns: Self.width, mergingErrors: true)
        var texts: [String] = []
        var current: [String]?
        var next = 0
        for line in run.output.components(separatedBy: "\n").dropLast() {
            if next < Self.script.count, line == "> " + Self.script[next] {
                if let current { texts.append(Self.normalized(current, command: Self.script[next - 1])) }
                current = []
                next += 1
            } else {
                current?.append(line)
            }
        }
        if let current, next > 0 { texts.append(Self.normalized(current, command: Self.script[next - 1])) }
        return texts
    }

    private func runAtATerminal(expecting stacks: [[String]]) throws -> [String] {
        var environment = DemoExecutable.environment(stateDirectory: directory)
        environment["TERM"] = "xterm"
        let terminal = try PseudoTerminal(
            path: DemoExecutable.path, arguments: ["--history-size", "0"], environment: environment,
            columns: UInt16(Self.width))
        try terminal.waitFor("vipera-demo › Todos > ")
        var texts: [String] = []
        for (line, stack) in zip(Self.script, stacks) {
            let prompt = "vipera-demo › " + stack.joined(separator: " › ") + " > "
            var screen: String
            if line.hasSuffix(" ?") {
                // At a terminal `?` is a key: it lists, and the line stays to be finished or dropped.
                terminal.type(line)
                screen = try terminal.waitFor(prompt + line.dropLast())
                terminal.type("\u{15}\r")
                screen += try terminal.waitFor(prompt)
            } else {
                terminal.type(line + "\r")
                screen = try terminal.waitFor(prompt)
            }
            let shown = TerminalScreen.lines(of: screen).dropFirst().filter { !$0.hasPrefix("vipera-demo › ") }
            texts.append(Self.normalized(shown, command: line))
        }
        terminal.type("\u{04}")
        _ = try terminal.waitForExit()
        return texts
    }

    // MARK: - Normalizing

    /// The lines a command wrote, less what only tells where an error came from: the caret, the
    /// line repeated above it, and a location before `error:`.
    private static func normalized(_ lines: [String], command: String) -> String {
        lines.filter { line in
            line != command && !line.isEmpty && line.contains(where: { $0 != " " && $0 != "^" && $0 != "~" })
        }
        .map { line in
            guard let range = line.range(of: "error: "), line.hasSuffix(line[range.lowerBound...]) else { return line }
            return String(line[range.lowerBound...])
        }
        .joined(separator: "\n")
    }
}

/// What a terminal shows of what a program wrote: lines without escape sequences or carriage
/// returns.
private enum TerminalScreen {
    static func lines(of written: String) -> [String] {
        // "\r\n" is one Character: carriage returns go as scalars.
        let plain = String(String.UnicodeScalarView(written.unicodeScalars.filter { $0 != "\r" }))
        return plain.replacing(/\x1B\[[0-9;?]*[A-Za-z]/, with: "").components(separatedBy: "\n")
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
