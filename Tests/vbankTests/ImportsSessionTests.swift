import Foundation
import Testing

/// A month's statements in a session, as a person keeps them: imported, listed, taken back and
/// imported again another way, with `confirm` before anything is taken out.
@Suite("Imports in a session")
struct ImportsSessionTests {
    @Test func anImportReadTheWrongWay_isTakenBack_andReadAgainTheRightWay() throws {
        // Given a bank of one's own and a QIF statement whose dates are day first
        let home = try VBankExecutable.temporaryDirectory()
        let bank = home + "/mine.sqlite"
        let statement = home + "/november.qif"
        try "!Type:Bank\nD02/11/2026\nT-4.50\nPBakery\n^\nD12/11/2026\nT1,000.00\nPSalary\n^\n".write(
            toFile: statement, atomically: true, encoding: .utf8)
        #expect(try VBankExecutable.run(["init", "--db", bank], home: home).status == 0)

        // When it is imported month first, listed, taken back, and imported day first
        let run = try VBankExecutable.run(
            ["--db", bank],
            input: """
                accounts
                new-account Everyday checking --opened 2026-01-01
                open Everyday
                import \(statement)
                import \(statement) --format dd/MM/yyyy
                imports
                undo-import 1
                confirm
                import \(statement) --format dd/MM/yyyy
                imports

                """, home: home)

        // Then the second way is refused while the first import stands, the review names what
        // goes, and once it is out the file comes in the right way
        #expect(run.errors.contains("'november.qif' was imported on"))
        #expect(run.errors.contains("into Everyday (import 1), and is not imported twice; nothing was imported"))
        #expect(run.output.contains("undo-import 1 takes out the 2 rows 'november.qif' added on"))
        #expect(run.output.contains("Took out import 1: the 2 rows of 'november.qif'. Everyday's balance is $0.00"))
        #expect(run.output.contains("Imported 2 transactions into Everyday"))
        let lists = run.output.components(separatedBy: "Imports into Everyday")
        #expect(lists.count == 3)
        #expect(lists[2].contains("2  ") && lists[2].contains("november.qif  QIF") && lists[2].contains("taken out"))
        let rows = try VBankExecutable.run(
            ["--db", bank, "-c", "accounts; open Everyday; transactions"], home: home)
        #expect(rows.output.contains("Nov 2, 2026") && rows.output.contains("Nov 12, 2026"))
    }
}
