import Testing

@Suite("Guide steps")
struct GuideStepsTests {
    @Test func markedBlocks_becomeStepsInOrder_andUnmarkedOnesAreProse() throws {
        // Given
        let markdown = """
            Intro.

            <!-- guide: run outside -->
            ```sh
            mkdir App
            ```

            ```swift
            let shown = "but not run"
            ```

            <!-- guide: file Sources/App/main.swift -->
            ```swift
            print("hi")
            ```
            <!-- guide: output -->
            ```text
            hi
            ```
            <!-- from: Examples/A.swift -->
            ```swift
            let a = 1
            ```
            <!-- guide: run fails -->
            ```sh
            swift build
            ```
            """

        // When
        let steps = try GuideStep.parse(markdown)

        // Then
        #expect(
            steps == [
                GuideStep(kind: .run(outside: true), body: "mkdir App\n", line: 4),
                GuideStep(kind: .file("Sources/App/main.swift"), body: "print(\"hi\")\n", line: 13),
                GuideStep(kind: .output, body: "hi\n", line: 17),
                GuideStep(kind: .sample(from: "Examples/A.swift"), body: "let a = 1\n", line: 21),
                GuideStep(kind: .failingRun, body: "swift build\n", line: 25),
            ])
    }

    @Test(arguments: [
        ("<!-- guide: runn -->\n```sh\nx\n```", GuideError.unknownMarker(line: 1, "<!-- guide: runn -->")),
        ("<!-- guide: run -->\ntext", .missingBlock(line: 1)),
        ("<!-- guide: run -->\n```sh\nx", .unclosedBlock(line: 2)),
    ])
    func aMarkerThatCannotBeFollowed_isAnError(markdown: String, error: GuideError) {
        #expect(throws: error) { try GuideStep.parse(markdown) }
    }
}
