import Synchronization
import Testing

@testable import Vipera

/// An account as a display shows it.
private struct AccountShown: Sendable, Equatable, Encodable {
    let name: String
    let balance: String
    let latest: [String]
}

/// Another view model with the same fields' values, to be told apart by its type.
private struct CardShown: Sendable, Equatable, Encodable {
    let name: String
    let balance: String
    let latest: [String]
}

/// Draws an account as a scene's display would, from the view model alone.
private func drawing(_ account: AccountShown) -> any Renderable {
    RenderGroup(
        [
            Heading(account.name),
            KeyValueList([KeyValueList.Pair("Balance", account.balance)]),
            Table(columns: [Table.Column("Memo")], rows: account.latest.map { [$0] }),
        ], spacing: 0)
}

@Suite("Displays drawn again")
struct DrawnDisplaysTests {
    private static let account = AccountShown(name: "Everyday", balance: "$5,432.50", latest: ["Rent", "Coffee"])
    private static let plain = RenderContext(width: 80, colorEnabled: false)

    /// Draws `viewModel` as the display `kind` of `scene` through `displays`, writing `text` when
    /// it is drawn afresh; counts those draws.
    private func draw<ViewModel: Equatable & Sendable>(
        _ viewModel: ViewModel, in displays: DrawnDisplays, scene: String = "AccountDetail", kind: String = "account",
        context: RenderContext = plain, writing text: String = "drawn\n", counting draws: inout Int
    ) -> String {
        var buffer = TextBuffer()
        displays.draw(viewModel, scene: scene, kind: kind, context: context, into: &buffer) { buffer in
            draws += 1
            buffer.append(text)
        }
        return buffer.text
    }

    @Test func anEqualViewModelShownAgain_writesTheBytesItWrote_withoutDrawing() {
        // Given a display drawn once
        let displays = DrawnDisplays(capacity: 2)
        var draws = 0
        let first = draw(Self.account, in: displays, writing: "Everyday\n", counting: &draws)

        // When the same view model, and an equal one made afresh, are shown again
        let again = draw(Self.account, in: displays, writing: "never written\n", counting: &draws)
        let madeAfresh = AccountShown(name: "Every" + "day", balance: "$5,432.50", latest: ["Rent", "Coffee"])
        let equal = draw(madeAfresh, in: displays, writing: "never written\n", counting: &draws)

        // Then both write the bytes of the first drawing, and nothing is drawn
        #expect(first == "Everyday\n")
        #expect(again == first)
        #expect(equal == first)
        #expect(draws == 1)
    }

    @Test func anythingTheDrawingDependsOn_changed_drawsAgain() {
        // Given a display drawn once
        let displays = DrawnDisplays(capacity: 16)
        var draws = 0
        _ = draw(Self.account, in: displays, counting: &draws)

        // When another view model, another kind, another scene, another view model type with the
        // same values, and another width, colour, glyph set and mode are each drawn
        let moved = AccountShown(name: "Everyday", balance: "$5,400.00", latest: ["Rent", "Coffee"])
        _ = draw(moved, in: displays, counting: &draws)
        _ = draw(Self.account, in: displays, kind: "summary", counting: &draws)
        _ = draw(Self.account, in: displays, scene: "Accounts", counting: &draws)
        _ = draw(
            CardShown(name: "Everyday", balance: "$5,432.50", latest: ["Rent", "Coffee"]), in: displays,
            counting: &draws)
        for context in [
            RenderContext(width: 40, colorEnabled: false), RenderContext(width: 80, colorEnabled: true),
            RenderContext(width: 80, colorEnabled: false, glyphs: .ascii),
            RenderContext(width: 80, colorEnabled: false, isAccessible: true),
        ] {
            _ = draw(Self.account, in: displays, context: context, counting: &draws)
        }

        // Then each is drawn afresh
        #expect(draws == 9)
    }

    @Test func theDrawingUsedLongestAgo_isForgottenFirst() {
        // Given two displays kept, the first shown again since
        let displays = DrawnDisplays(capacity: 2)
        let others = ["Rainy day", "Travel"].map { AccountShown(name: $0, balance: "$1.00", latest: []) }
        var draws = 0
        _ = draw(Self.account, in: displays, counting: &draws)
        _ = draw(others[0], in: displays, counting: &draws)
        _ = draw(Self.account, in: displays, counting: &draws)

        // When a third is drawn
        _ = draw(others[1], in: displays, counting: &draws)

        // Then the one used longest ago is drawn again, and the other is still kept
        _ = draw(Self.account, in: displays, counting: &draws)
        #expect(draws == 3)
        _ = draw(others[0], in: displays, counting: &draws)
        #expect(draws == 4)
    }

    @Test func aDisplayLongerThanTheLargestKept_isDrawnEachTime() {
        // Given a display longer than the largest kept
        let displays = DrawnDisplays(capacity: 2)
        let long = String(repeating: "x", count: KeptDrawings<DrawnDisplays.Key>.largestKept) + "\n"
        var draws = 0

        // When it is drawn twice
        let first = draw(Self.account, in: displays, writing: long, counting: &draws)
        let second = draw(Self.account, in: displays, writing: long, counting: &draws)

        // Then it is drawn both times
        #expect(first == long && second == long)
        #expect(draws == 2)
    }

    @Test(arguments: 0..<100)
    func displaysShownAgainAndAgain_alwaysReadAsTheirViewModelsDrawnAfresh(seed: Int) {
        // Given a few generated view models, some equal to others, and one memo for them all
        var random = SplitMix64(state: UInt64(seed))
        let memos = ["Rent", "Blue Bottle Coffee", "東京 Ramen", "e\u{301}clair", "Pay\u{1B}[2J"]
        let viewModels = (0..<4).map { _ in
            AccountShown(
                name: ["Everyday", "Travel", "Joint"].randomElement(using: &random) ?? "",
                balance: "$\(Int.random(in: 0...2, using: &random)).00",
                latest: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    memos.randomElement(using: &random) ?? ""
                })
        }
        let displays = DrawnDisplays(capacity: 3)

        for _ in 0..<16 {
            // When one of them is shown through the memo, at a generated context and kind
            let viewModel = viewModels[Int.random(in: 0..<viewModels.count, using: &random)]
            let context = RenderContext(
                width: [12, 30, 80].randomElement(using: &random) ?? 80, colorEnabled: Bool.random(using: &random),
                glyphs: Bool.random(using: &random) ? .unicode : .ascii, isAccessible: Bool.random(using: &random))
            let kind = Bool.random(using: &random) ? "account" : "summary"
            var buffer = TextBuffer()
            displays.draw(viewModel, scene: "AccountDetail", kind: kind, context: context, into: &buffer) { buffer in
                drawing(viewModel).render(into: &buffer, context: context)
            }

            // Then it reads as its view model drawn afresh
            #expect(buffer.text == drawing(viewModel).rendered(in: context))
        }
    }
}

// MARK: - Through a scene

/// A scene whose account display keeps its drawing.
@MainActor
private final class KeptAccountScene: Scene, ConsoleDisplaying {
    nonisolated static let sceneName = "KeptAccountScene"
    nonisolated static let drawings = Mutex(0)

    let title = "Account"
    let console: any Console

    init(console: any Console) {
        self.console = console
    }

    var commands: CommandTable<Int> { CommandTable([]) }

    func handle(_ command: Int) async {}

    func displayAccount(_ viewModel: AccountShown) {
        show(
            viewModel, kind: "account",
            keptDrawing: { viewModel in
                KeptAccountScene.drawings.withLock { $0 += 1 }
                return drawing(viewModel)
            })
    }
}

@MainActor
@Suite("A display that keeps its drawing")
struct KeptDrawingDisplayTests {
    @Test func shownTwice_drawsOnce_andWritesTheSameText_andJSONWritesTheViewModel() {
        // Given a scene showing an account it has not shown before in this process
        let console = CapturingConsole(width: 80)
        let scene = KeptAccountScene(console: console)
        let account = AccountShown(name: "Kept \(UInt64.random(in: 0...UInt64.max))", balance: "$7.00", latest: ["Tea"])
        let drawnBefore = KeptAccountScene.drawings.withLock { $0 }

        // When it is shown twice as text, then once as JSON
        scene.displayAccount(account)
        scene.displayAccount(account)
        console.outputFormat = .json
        scene.displayAccount(account)

        // Then it is drawn once, both texts read as the drawing, and JSON writes the view model
        let text = drawing(account).rendered(in: console.renderContext(for: .output))
        let json =
            #"{"kind":"account","scene":"KeptAccountScene","viewModel":{"balance":"$7.00","latest":["Tea"],"name":""#
            + account.name + #""}}"# + "\n"
        #expect(KeptAccountScene.drawings.withLock { $0 } - drawnBefore == 1)
        #expect(console.output == text + text + json)
        #expect(console.displays == [json, json, json])
    }
}
