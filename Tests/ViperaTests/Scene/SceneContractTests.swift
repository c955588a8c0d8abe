import Foundation
import Testing

@testable import Vipera

@MainActor
@Suite("Scene contracts")
struct SceneContractTests {
    private struct PlainError: Error {}

    private enum DomainError: LocalizedError {
        case insufficientFunds

        var errorDescription: String? { "insufficient funds" }
        var recoverySuggestion: String? { "Choose a smaller amount." }
    }

    @MainActor
    private final class AccountsViewController: Scene {
        nonisolated static let sceneName = "Accounts"
        var title: String { "Accounts" }
    }

    @MainActor
    private final class ErrorView: ErrorDisplaying, ConsoleDisplaying {
        let console: any Console

        init(console: any Console) {
            self.console = console
        }
    }

    @Test func errorViewModel_usesLocalizedDescriptionAndRecoverySuggestion() {
        #expect(
            ErrorViewModel(DomainError.insufficientFunds)
                == ErrorViewModel(message: "insufficient funds", hint: "Choose a smaller amount."))
    }

    @Test func errorViewModel_forCancellationAndPlainErrors() {
        #expect(ErrorViewModel(CancellationError()) == ErrorViewModel(message: "the command was cancelled"))
        #expect(ErrorViewModel(PlainError()).message == "PlainError()")
        #expect(ErrorViewModel(PlainError()).hint == nil)
    }

    @Test func aScenesName_isTheDeclaredOne_whatItsNavigationEntryAndStackShow() {
        // Given a scene whose type name is not its declared name
        let navigator = Navigator()

        // When it is pushed
        navigator.push(AccountsViewController())

        // Then the entry names it by the declaration
        #expect(navigator.entries.map(\.sceneName) == ["Accounts"])
    }

    @Test func sceneWithoutCommands_hasAnEmptyTableAndDefaultLifecycle() async {
        let scene = PlainScene("Receipt")

        await scene.sceneDidLoad()
        await scene.sceneWillAppear()
        scene.sceneWillBeRemoved()

        #expect(scene.commands.specs.isEmpty)
        #expect(scene.choices(for: "anything").isEmpty)
    }

    @Test func consoleDisplaying_displaysErrorsOnTheConsole() {
        let console = CapturingConsole()
        let view = ErrorView(console: console)

        view.displayError(ErrorViewModel(message: "bad", hint: "hint"))

        #expect(console.reportedErrors == [ErrorViewModel(message: "bad", hint: "hint")])
        #expect(console.errorOutput == "error: bad\n  hint\n")
    }

    @Test func recordingSceneTable_isSound() {
        #expect(RecordingScene.table.declarationProblems().isEmpty)
    }
}
