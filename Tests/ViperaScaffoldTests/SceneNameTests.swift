import Testing
import ViperaScaffold

@Suite("Scene names")
struct SceneNameTests {
    @Test(arguments: [
        ("Greeting", "greeting", "Greeting"),
        ("AccountDetail", "account detail", "Account detail"),
        ("IBANList", "IBAN list", "IBAN list"),
        ("Step2Review", "step2 review", "Step2 review"),
    ])
    func aValidName_givesItsWordsAndTitle(typed: String, words: String, title: String) throws {
        // When
        let name = try SceneName(typed)

        // Then
        #expect(name.value == typed)
        #expect(name.words == words)
        #expect(name.title == title)
    }

    @Test(arguments: [
        ("", "it must be 1 to 40 characters long"),
        (String(repeating: "A", count: 41), "it must be 1 to 40 characters long"),
        ("greeting", "it must start with a capital letter (A–Z)"),
        ("2Fast", "it must start with a capital letter (A–Z)"),
        ("Account-Detail", "it may hold only letters A–Z, a–z and digits"),
        ("Émile", "it must start with a capital letter (A–Z)"),
        ("Café", "it may hold only letters A–Z, a–z and digits"),
        ("AccountsViewController", "it names a part, not a scene; leave out 'ViewController'"),
        ("HomeWorker", "it names a part, not a scene; leave out 'Worker'"),
        ("Table", "the generated code already uses a type of that name"),
    ])
    func anUnusableName_isRefusedWithTheReason(typed: String, reason: String) {
        #expect(throws: ScaffoldError.invalidName(typed, reason: reason)) { try SceneName(typed) }
    }

    @Test func aRefusal_readsAsAnErrorWithAHint() {
        // Given
        let error = ScaffoldError.invalidName("greeting", reason: "it must start with a capital letter (A–Z)")

        // Then
        #expect(error.errorDescription == "'greeting' cannot name a scene: it must start with a capital letter (A–Z)")
        #expect(error.recoverySuggestion == "Give an UpperCamelCase name for the scene, such as: AccountDetail")
    }
}
