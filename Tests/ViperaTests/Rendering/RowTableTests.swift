import Testing

@testable import Vipera

/// A row of a view model, as a scene would declare it.
private struct AccountRow: TableRow {
    enum Column: Sendable {
        case number, name, balance
    }

    let number: String
    let name: String
    let balance: String

    func cell(_ column: Column) -> String {
        switch column {
        case .number: number
        case .name: name
        case .balance: balance
        }
    }
}

@Suite("Row table")
struct RowTableTests {
    private let rows = [
        AccountRow(number: "1", name: "Everyday", balance: "$5,432.50"),
        AccountRow(number: "2", name: "Rainy day savings for the long winter", balance: "$12,000.00"),
        AccountRow(number: "3", name: "Café 東京", balance: "$3.00"),
    ]
    private let columns: [RowTable.Column<AccountRow.Column>] = [
        .init("#", alignment: .right, .number), .init("Name", .name), .init("Balance", alignment: .right, .balance),
    ]

    /// The same rows as a grid of strings.
    private var grid: Table {
        Table(
            columns: [.init("#", alignment: .right), .init("Name"), .init("Balance", alignment: .right)],
            rows: rows.map { [$0.number, $0.name, $0.balance] })
    }

    @Test(arguments: [80, 40, 24, 12])
    func readingTheRows_rendersAsTheGridOfTheirCellsDoes(width: Int) {
        let table = RowTable(columns: columns, rows: rows)

        #expect(table.plain(width: width) == grid.plain(width: width))
    }

    @Test func columnsShowTheirOwnCell_inTheOrderGiven() {
        let table = RowTable(columns: [.init("Balance", alignment: .right, .balance), .init("#", .number)], rows: rows)

        #expect(
            table.plain(width: 80)
                == lines(
                    "   Balance  #",
                    "----------  -",
                    " $5,432.50  1",
                    "$12,000.00  2",
                    "     $3.00  3"
                ))
    }

    @Test func cellsFromData_areSanitised_andWideCharactersMeasured() {
        let hostile = [AccountRow(number: "1", name: "pay\u{1B}[2J\rme\u{202E}", balance: "東京")]

        let text = RowTable(columns: columns, rows: hostile).plain(width: 80)

        #expect(text == lines("#  Name    Balance", "-  ------  -------", "1  pay me     東京"))
    }

    @Test func wrappingColumns_continueOnTheirRow() {
        let wrapping: [RowTable.Column<AccountRow.Column>] = [
            .init("#", alignment: .right, .number), .init("Name", overflow: .wrap, .name),
        ]

        let text = RowTable(columns: wrapping, rows: [rows[1]]).plain(width: 20)

        #expect(
            text
                == lines("#  Name", "-  -----------------", "2  Rainy day savings", "   for the long", "   winter"))
    }

    @Test func noRows_isTheHeaderAlone_andNoColumnsIsNothing() {
        #expect(
            RowTable(columns: columns, rows: [AccountRow]()).plain(width: 80)
                == lines("#  Name  Balance", "-  ----  -------"))
        #expect(RowTable(columns: [RowTable.Column<AccountRow.Column>](), rows: rows).plain(width: 80).isEmpty)
    }
}
