import StillnessCore
import StillnessScenes
import Testing
import Vipera
import ViperaTesting

/// The whole app, driven by command lines as a user or a script would drive it.
@MainActor
@Suite("Stillness app")
struct StillnessAppTests {
    private static func makeApp(console: any Console, navigator: Navigator) -> any Scene {
        let settings = MeditationSettings(minutes: 2, preparationSeconds: 15)
        return StillnessSceneFactory(
            store: InMemorySessionStore(), settings: settings, console: console, navigator: navigator
        ).makeSitting()
    }

    @Test func theTranscript_holds() async {
        await expectTranscript(at: "Tests/Transcripts/stillness.transcript", appName: "stillness") {
            Self.makeApp(console: $0, navigator: $1)
        }
    }

    @Test func aSittingToTheEnd_isInTheLog_andLeavingTheLogReleasesIt() async {
        // Given
        let harness = await SceneHarness(appName: "stillness") { Self.makeApp(console: $0, navigator: $1) }

        // When
        await harness.run("start 1", "wait 75")
        let log = await harness.run("log")
        weak let logScene = harness.topScene
        await harness.run("done")

        // Then
        #expect(log.output.contains("1 sitting, 1 minute in all."))
        #expect(harness.breadcrumb == ["Timer"])
        #expect(logScene == nil)
    }
}
