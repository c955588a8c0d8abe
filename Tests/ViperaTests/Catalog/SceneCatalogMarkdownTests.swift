import Testing

@testable import Vipera

@Suite("Scenes catalogue as Markdown")
struct SceneCatalogMarkdownTests {
    private enum Receipt {}

    private func markdown(_ entries: [SceneCatalogEntry]) -> String {
        SceneCatalogMarkdown.render(
            title: "Scenes", introduction: "Generated.", sourceFolder: "Sources/App", globalCommands: [],
            entries: entries)
    }

    @Test func routes_areListedAsTheirDestinationsDeclareThem() {
        // Given a scene with two destinations, one with an input
        let entry = SceneCatalogEntry(
            name: "Ledger", purpose: "The ledger.", commands: [],
            routes: [
                SceneRoute(name: "entry", sceneName: "Entry", input: "number: Int"),
                SceneRoute(name: "summary", sceneName: "Summary"),
            ])

        // When the catalogue is written
        let text = markdown([entry])

        // Then each route shows its case with its input, and the scene it opens
        #expect(text.contains("Routes:\n- `entry(number: Int)` → Entry\n- `summary` → Summary\n"))
    }

    @Test func aFlowThatReportsAResult_saysSo_andASceneWithoutDestinations_goesNowhereOfItsOwn() {
        // Given a flow with a result type and no destinations
        let entry = SceneCatalogEntry(name: "Pay", purpose: "Paying.", commands: [], result: Receipt.self)

        // When the catalogue is written
        let text = markdown([entry])

        // Then it names the result's type, and no routes
        #expect(entry.result == "Receipt")
        #expect(
            text.contains("Ends by reporting a `Receipt` to the scene that started it.\n\nRoutes: none of its own."))
    }
}
