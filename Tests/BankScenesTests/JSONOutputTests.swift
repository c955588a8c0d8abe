import Foundation
import Testing
@_spi(Dispatch) import Vipera
import ViperaTesting

@testable import BankScenes

/// The same session in text and in JSON output: every display call writes, as JSON, exactly the
/// view model the text renderer was given, and every error the fields of the text error.
@MainActor
@Suite("JSON output")
struct JSONOutputTests {
    /// The commands of vbank's user stories, which visit every scene.
    private static let storyFiles = [
        "story-navigation", "story-transfer-from-home", "story-transfer-from-account", "story-freeze-card",
        "story-search-and-page", "story-settings-effect", "insights",
    ]

    /// Each story's commands, which run on a bank of their own as its transcript does.
    private static func stories() throws -> [[String]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Transcripts")
        return try storyFiles.map { name in
            try String(contentsOf: folder.appending(path: name + ".transcript"), encoding: .utf8)
                .split(separator: "\n").filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        }
    }

    private func run(_ lines: [String], format: OutputFormat) async throws -> CapturingConsole {
        try await run(stories: [lines], format: format)
    }

    /// Runs each story from Home on a fresh bank with a transcript's keys, into one console.
    private func run(stories: [[String]], format: OutputFormat) async throws -> CapturingConsole {
        let console = CapturingConsole(width: 80)
        console.outputFormat = format
        for lines in stories {
            let bank = try InMemoryBank()
            let navigator = Navigator()
            let factory = BankSceneFactory(
                stores: bank.stores, clock: fixedClock, timeZone: utc, console: console, navigator: navigator,
                requestKeys: .transcript())
            navigator.push(factory.makeHome())
            await navigator.completeTransitions()
            let dispatcher = CommandDispatcher(navigator: navigator, console: console)
            for line in lines {
                _ = await dispatcher.dispatch(line)
            }
        }
        return console
    }

    @Test func everyDisplay_writesInJSONTheViewModelTheTextRendererWasGiven() async throws {
        // Given the stories' commands
        let stories = try Self.stories()
        let lines = stories.joined()

        // When they run in text output and in JSON output
        let text = try await run(stories: stories, format: .text)
        let json = try await run(stories: stories, format: .json)

        // Then the JSON lines are the records of what the text renderer showed, one per display
        let written = json.output.split(separator: "\n").map { String($0) + "\n" }
        #expect(text.displays.count > lines.count / 2)
        #expect(written == text.displays)
        #expect(json.displays == text.displays)
        #expect(json.reportedErrors == text.reportedErrors)
    }

    @Test func everyLine_isAnObjectNamingItsSceneAndKind_withNoTerminalControl() async throws {
        // Given
        let json = try await run(stories: try Self.stories() + [["open 99", "frobnicate"]], format: .json)

        // Then every output line is a display record
        let scenes = Set([
            "Home", "Accounts", "AccountDetail", "Transactions", "TransactionDetail", "Transfer", "Cards", "Settings",
            "Insights",
        ])
        var seen: Set<String> = []
        for line in json.output.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let scene = object?["scene"] as? String ?? ""
            #expect(scenes.contains(scene), "\(line.prefix(80))")
            #expect(object?["kind"] is String && object?["viewModel"] is [String: Any])
            seen.insert(scene)
        }
        #expect(seen == scenes)
        #expect(!json.output.contains("\u{1B}") && !json.errorOutput.contains("\u{1B}"))

        // And every error line an error object with the text error's fields
        let errors = json.errorOutput.split(separator: "\n")
        #expect(errors.count == json.reportedErrors.count && !errors.isEmpty)
        for line in errors {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["kind"] as? String == "error")
            #expect(object?["message"] is String)
            #expect(Set(object?.keys.map { $0 } ?? []) == ["kind", "message", "hint", "file", "line", "column"])
        }
    }

    /// The wire format scripts parse: every scene, kind and set of view-model keys the stories
    /// write. A renamed display method or view-model field fails here before it reaches a script.
    /// Optional fields are left out when they have no value: a hidden balance has no `balanceMinor`.
    private static let wireFormat: Set<String> = [
        "AccountDetail account: balanceHistory balanceHistoryCaption balanceHistoryLabel balanceMinor currency fields latest title",
        "AccountDetail account: availableMinor balanceHistory balanceHistoryCaption balanceHistoryLabel balanceMinor currency fields latest title",
        "AccountDetail account: balanceHistory balanceHistoryCaption balanceHistoryLabel currency fields latest title",
        "AccountDetail transferOutcome: amount isSuccess message", "AccountDetail where: entries",
        "Accounts accounts: rows", "Accounts selectedAccount: name", "Accounts toggledBalances: message",
        "Cards cards: rows", "Cards updatedCard: message", "Home helpCommand: aliases name parameters summary usage",
        "Home home: accounts recent total", "Home home: accounts recent total totals",
        "Home transferOutcome: amount isSuccess message",
        "Home where: entries",
        "Insights help: aliases globalCommands sceneCommands",
        "Insights insights: accountNames categories currency from history historyHeading month scope spendingHeading title totalSpent totalSpentMinor until",
        "Insights insights: accountNames categories currency emptyMessage from history historyHeading month scope spendingHeading title totalSpent totalSpentMinor until",
        "Insights insights: accountNames categories currency from history historyHeading month scope spendingHeading title totalSpent until",
        "Settings change: isSaved message", "Settings settings: fields usesColour",
        "TransactionDetail transaction: amountMinor currency fields history timestamp",
        "TransactionDetail where: entries",
        "Transactions page: heading rows subtitle", "Transactions selectedTransaction: memo",
        "Transactions where: entries", "Transfer draft: accounts amount fields nextStep",
        "Transfer draft: accounts fields nextStep", "Transfer finished: ",
        "Transfer review: amount message",
    ]

    @Test func theStories_writeThePinnedSceneNamesKindsAndFields() async throws {
        // Given the stories' commands, run in JSON output
        let json = try await run(stories: try Self.stories(), format: .json)

        // When each line is reduced to its scene, kind and view-model keys
        let written = try Set(
            json.output.split(separator: "\n").map { line -> String in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
                let keys = (object["viewModel"] as? [String: Any] ?? [:]).keys.sorted().joined(separator: " ")
                return "\(object["scene"] as? String ?? "?") \(object["kind"] as? String ?? "?"): \(keys)"
            })

        // Then they are exactly the pinned wire format
        #expect(written.subtracting(Self.wireFormat).isEmpty, "new or renamed: \(written.subtracting(Self.wireFormat))")
        #expect(Self.wireFormat.subtracting(written).isEmpty, "gone: \(Self.wireFormat.subtracting(written))")
    }

    @Test func setOutput_switchesTheFormatMidSession_andSettingsKeepsItsOwnSet() async throws {
        // Given the app in text output
        let console = try await run(
            ["set output json", "settings", "set page-size 5", "set output text", "where"], format: .text)

        // Then
        let lines = console.output.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"{"kind":"output","scene":"Home","viewModel":{"format":"json"}}"#))
        #expect(lines.contains { $0.hasPrefix(#"{"kind":"settings","scene":"Settings""#) })
        #expect(
            lines.contains(
                #"{"kind":"change","scene":"Settings","viewModel":{"isSaved":true,"message":"Transaction pages now show 5 rows."}}"#
            ))
        #expect(lines.contains("Output is now text."))
        #expect(lines.last == "2  Settings  Settings")
        #expect(console.reportedErrors.isEmpty)
    }

    @Test func moneyAndDates_comeAsMinorUnitsAndISOText_besideTheFormattedStrings() async throws {
        // Given the insights and an account, in JSON output
        let json = try await run(["insights", "home", "accounts", "open 1", "transactions"], format: .json)
        let objects = try json.output.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
        func viewModel(_ kind: String) -> [String: Any] {
            objects.first { $0["kind"] as? String == kind }?["viewModel"] as? [String: Any] ?? [:]
        }

        // Then every amount has its minor units and every period its ISO dates
        let insights = viewModel("insights")
        let categories = insights["categories"] as? [[String: Any]] ?? []
        let spent = categories.compactMap { $0["amountMinor"] as? Int64 }
        #expect(!spent.isEmpty && spent.count == categories.count)
        #expect(insights["totalSpentMinor"] as? Int64 == spent.reduce(0, +))
        #expect(insights["from"] as? String == "2026-01-01")
        #expect(insights["until"] as? String == "2026-01-31")
        #expect((insights["history"] as? [[String: Any]])?.last?["month"] as? String == "2026-01")
        let accounts = viewModel("accounts")["rows"] as? [[String: Any]] ?? []
        #expect(accounts.first?["balanceMinor"] as? Int64 == 543_250)
        let account = viewModel("account")
        #expect(account["balanceMinor"] as? Int64 == 543_250)
        let history = account["balanceHistory"] as? [[String: Any]] ?? []
        #expect(history.count == 30)
        #expect(history.first?["day"] as? String == "2025-12-17" && history.last?["day"] as? String == "2026-01-15")
        let row = (viewModel("page")["rows"] as? [[String: Any]])?.first ?? [:]
        #expect(row["amountMinor"] is Int64)
        #expect((row["timestamp"] as? String)?.hasSuffix("Z") == true)
    }
}
