import Testing

@testable import Vipera

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A row whose columns a table can lay out once.
private struct PaymentRow: TableRow, Equatable, Encodable {
    enum Column: Sendable, CaseIterable {
        case number, memo, amount, note
    }

    let number: String
    let memo: String
    let amount: String
    let note: String

    func cell(_ column: Column) -> String {
        switch column {
        case .number: number
        case .memo: memo
        case .amount: amount
        case .note: note
        }
    }
}

/// A view model holding its rows laid out, beside one holding them as an array.
private struct LaidOutViewModel: Encodable {
    let title: String
    let rows: LaidOutRows<PaymentRow>
}

private struct ArrayViewModel: Encodable {
    let title: String
    let rows: [PaymentRow]
}

@Suite("Rows laid out once")
struct LaidOutRowsTests {
    /// Pieces cells are made of: plain text, spaces, wide and combining characters, emoji,
    /// escape sequences, controls and bidi marks, each of which a table must measure or remove.
    private static let pieces = [
        "Blue Bottle", " ", "Coffee", "-$4.50", "+$2,100.00", "€12,00", "東京", "e\u{301}", "👍🏽", "\u{1B}[31m",
        "\u{1B}]8;;https://x\u{7}", "\t", "\r\n", "\u{202E}", "\u{7F}", "·", "✓", "", "a very long memo that wraps",
    ]

    private let columns: [RowTable.Column<PaymentRow.Column>] = [
        .init("#", alignment: .right, .number), .init("Memo", .memo), .init("Amount", alignment: .right, .amount),
    ]

    @Test(arguments: 0..<200)
    func drawnFromLaidOutCells_isWhatReadingTheRowsDraws(seed: Int) {
        // Given rows of generated cells, columns in a generated order and a generated width
        var random = SplitMix64(state: UInt64(seed))
        let rows = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.row(using: &random) }
        let shown = PaymentRow.Column.allCases.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))
        let columns = shown.map { key in
            RowTable.Column(
                "\(key)", alignment: Bool.random(using: &random) ? .right : .left,
                overflow: Bool.random(using: &random) ? .wrap : .truncate,
                shrinking: Bool.random(using: &random) ? .whole : .freeText, key)
        }
        let width = Int.random(in: 4...120, using: &random)
        let showsHeader = Bool.random(using: &random)

        // When the table is drawn from the laid-out rows and from the rows read as drawn
        let laidOut = RowTable(columns: columns, rows: LaidOutRows(rows), showsHeader: showsHeader)
        let read = RowTable(columns: columns, rows: rows, showsHeader: showsHeader)

        // Then both draw the same text, in plain and in colour
        #expect(laidOut.plain(width: width) == read.plain(width: width))
        #expect(laidOut.colored(width: width) == read.colored(width: width))
    }

    @Test func cellsFromData_areSanitisedWhenLaidOut() {
        let rows: LaidOutRows = [PaymentRow(number: "1", memo: "pay\u{1B}[2J\rme\u{202E}", amount: "東京", note: "")]

        let text = RowTable(columns: columns, rows: rows).plain(width: 80)

        #expect(text == lines("#  Memo    Amount", "-  ------  ------", "1  pay me    東京"))
    }

    @Test func aColumnNotLaidOut_isReadFromTheRows() {
        // Given rows whose presenter laid out only their memos
        let rows = [
            PaymentRow(number: "1", memo: "Rent", amount: "-$950.00", note: ""),
            PaymentRow(number: "2", memo: "Salary", amount: "+$2,100.00", note: ""),
        ]
        let memosOnly = LaidOutRows(rows, columns: [.memo])

        // When a table shows the numbers and amounts too
        let text = RowTable(columns: columns, rows: memosOnly).plain(width: 80)

        // Then every column is drawn, as from rows laid out whole
        #expect(text == RowTable(columns: columns, rows: LaidOutRows(rows)).plain(width: 80))
        #expect(
            text
                == lines(
                    "#  Memo        Amount", "-  ------  ----------", "1  Rent      -$950.00", "2  Salary  +$2,100.00"))
    }

    @Test func noRows_isTheHeaderAlone() {
        let rows: LaidOutRows<PaymentRow> = []

        #expect(RowTable(columns: columns, rows: rows).plain(width: 80) == lines("#  Memo  Amount", "-  ----  ------"))
        #expect(rows.isEmpty)
    }

    @Test func aViewModel_encodesAndComparesAsItsRows() throws {
        // Given the same rows laid out and as an array
        let rows = [
            PaymentRow(number: "1", memo: "Rent", amount: "-$950.00", note: "July"),
            PaymentRow(number: "2", memo: "Salary", amount: "+$2,100.00", note: ""),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]

        // When both view models are encoded
        let laidOut = try encoder.encode(LaidOutViewModel(title: "July", rows: LaidOutRows(rows)))
        let array = try encoder.encode(ArrayViewModel(title: "July", rows: rows))

        // Then the JSON is the same, and rows compare and read as the array does
        #expect(String(decoding: laidOut, as: UTF8.self) == String(decoding: array, as: UTF8.self))
        #expect(LaidOutRows(rows) == LaidOutRows(rows))
        #expect(LaidOutRows(rows) != LaidOutRows(Array(rows.reversed())))
        #expect(LaidOutRows(rows).map(\.memo) == ["Rent", "Salary"])
        #expect(LaidOutRows(rows)[1] == rows[1])
    }

    // MARK: - Private

    private static func row(using random: inout SplitMix64) -> PaymentRow {
        PaymentRow(
            number: String(Int.random(in: 1...999, using: &random)), memo: cell(using: &random),
            amount: cell(using: &random), note: cell(using: &random))
    }

    private static func cell(using random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }
}
