import Testing

@testable import Vipera

/// A row of a statement, as a table lays it out.
private struct StatementRow: TableRow, Equatable {
    enum Column: Sendable, CaseIterable {
        case day, memo, amount
    }

    let day: String
    let memo: String
    let amount: String

    func cell(_ column: Column) -> String {
        switch column {
        case .day: day
        case .memo: memo
        case .amount: amount
        }
    }
}

@Suite("Tables drawn again")
struct DrawnTablesTests {
    private static let rows = [
        StatementRow(day: "Jan 14", memo: "Blue Bottle Coffee", amount: "-$4.50"),
        StatementRow(day: "Jan 15", memo: "Salary", amount: "+$2,100.00"),
    ]
    private static let columns = [Table.Column("Day"), Table.Column("Memo"), Table.Column("Amount", alignment: .right)]

    /// The key of a table showing every column of `cells`, drawn for `context`.
    private func key(
        _ cells: TableCells, columns: [Table.Column] = columns, columnMap: [Int] = [0, 1, 2], showsHeader: Bool = true,
        context: RenderContext = RenderContext(width: 80, colorEnabled: false)
    ) -> DrawnTables.Key {
        DrawnTables.Key(
            cells: cells.block, columns: columns, columnMap: columnMap, showsHeader: showsHeader, context: context)
    }

    /// Draws `key` through `tables`, writing `text` when it is drawn afresh; counts those draws.
    private func draw(
        _ key: DrawnTables.Key, in tables: DrawnTables, writing text: String = "drawn\n", counting draws: inout Int
    ) -> String {
        var buffer = TextBuffer()
        tables.draw(key, into: &buffer) { buffer in
            draws += 1
            buffer.append(text)
        }
        return buffer.text
    }

    @Test func aTableDrawnAgainForTheSameContext_writesTheBytesItWrote_withoutDrawing() {
        // Given a table drawn once
        let tables = DrawnTables(capacity: 2)
        let cells = LaidOutRows(Self.rows).cells
        var draws = 0
        let first = draw(key(cells), in: tables, writing: "Day  Memo\n", counting: &draws)

        // When the same table is drawn again for the same context
        let second = draw(key(cells), in: tables, writing: "never written\n", counting: &draws)

        // Then the bytes of the first drawing are written, and nothing is drawn
        #expect(first == "Day  Memo\n")
        #expect(second == first)
        #expect(draws == 1)
    }

    @Test func anythingTheDrawingDependsOn_changed_drawsAgain() {
        // Given a table drawn once
        let tables = DrawnTables(capacity: 8)
        let cells = LaidOutRows(Self.rows).cells
        var draws = 0
        _ = draw(key(cells), in: tables, counting: &draws)

        // When it is drawn at another width, in colour, in ASCII, for a screen reader, without
        // its header, with another title and with its columns in another order
        let others = [
            key(cells, context: RenderContext(width: 40, colorEnabled: false)),
            key(cells, context: RenderContext(width: 80, colorEnabled: true)),
            key(cells, context: RenderContext(width: 80, colorEnabled: false, glyphs: .ascii)),
            key(cells, context: RenderContext(width: 80, colorEnabled: false, isAccessible: true)),
            key(cells, showsHeader: false),
            key(cells, columns: [Table.Column("When")] + Self.columns.dropFirst()),
            key(cells, columnMap: [1, 0, 2]),
        ]
        for other in others {
            _ = draw(other, in: tables, counting: &draws)
        }

        // Then each is drawn afresh
        #expect(draws == 1 + others.count)
    }

    @Test func theSameRowsLaidOutAgain_areDrawnAgain() {
        // Given a table drawn once
        let tables = DrawnTables(capacity: 2)
        var draws = 0
        _ = draw(key(LaidOutRows(Self.rows).cells), in: tables, counting: &draws)

        // When the same rows, laid out again into a block of their own, are drawn
        _ = draw(key(LaidOutRows(Self.rows).cells), in: tables, counting: &draws)

        // Then they are drawn: a block is known by its identity, not by comparing every cell
        #expect(draws == 2)
    }

    @Test func theDrawingUsedLongestAgo_isForgottenFirst() {
        // Given a memo of two drawings, A and B drawn, and A drawn again since
        let tables = DrawnTables(capacity: 2)
        let (a, b, c) = (LaidOutRows(Self.rows).cells, LaidOutRows(Self.rows).cells, LaidOutRows(Self.rows).cells)
        var draws = 0
        for cells in [a, b, a] {
            _ = draw(key(cells), in: tables, counting: &draws)
        }
        #expect(draws == 2)

        // When a third table is drawn, then A and B again
        _ = draw(key(c), in: tables, counting: &draws)
        _ = draw(key(a), in: tables, counting: &draws)
        let afterA = draws
        _ = draw(key(b), in: tables, counting: &draws)

        // Then A was kept, and B, used longest ago, was forgotten for C
        #expect(afterA == 3)
        #expect(draws == 4)
    }

    @Test func aDrawingLongerThanTheLargestKept_isDrawnEachTime() {
        // Given a table whose drawing is one byte longer than the memo keeps
        let tables = DrawnTables(capacity: 2)
        let cells = LaidOutRows(Self.rows).cells
        let long = String(repeating: "x", count: DrawnTables.largestKept + 1)
        var draws = 0

        // When it is drawn twice
        let first = draw(key(cells), in: tables, writing: long, counting: &draws)
        let second = draw(key(cells), in: tables, writing: long, counting: &draws)

        // Then it is drawn both times, whole
        #expect(draws == 2)
        #expect(first == long && second == long)
    }

    @Test func aDrawingKept_isWrittenAfterWhatTheBufferHeld() {
        // Given a table drawn once
        let tables = DrawnTables(capacity: 2)
        let cells = LaidOutRows(Self.rows).cells
        var draws = 0
        _ = draw(key(cells), in: tables, writing: "table\n", counting: &draws)

        // When it is drawn again into a buffer that holds a heading
        var buffer = TextBuffer()
        buffer.append("Heading\n")
        tables.draw(key(cells), into: &buffer) { _ in draws += 1 }

        // Then the heading stays, followed by the table's bytes alone
        #expect(buffer.text == "Heading\ntable\n")
        #expect(draws == 1)
    }

    @Test(arguments: 0..<100)
    func tablesDrawnAgainAndAgain_alwaysReadAsTheirRowsDrawnAfresh(seed: Int) {
        // Given a few tables of generated rows, and a sequence of generated contexts and headers
        var random = SplitMix64(state: UInt64(seed))
        let tables = (0..<3).map { _ in
            (0..<Int.random(in: 0...6, using: &random)).map { _ in
                StatementRow(
                    day: "Jan \(Int.random(in: 1...31, using: &random))",
                    memo: ["Rent", "Blue Bottle Coffee", "東京 Ramen", "e\u{301}clair", "Pay\u{1B}[2J"].randomElement(
                        using: &random) ?? "",
                    amount: "-$\(Int.random(in: 1...99_999, using: &random))")
            }
        }
        let laidOut = tables.map { LaidOutRows($0) }
        let columns: [RowTable.Column<StatementRow.Column>] = [
            .init("Day", .day), .init("Memo", .memo), .init("Amount", alignment: .right, .amount),
        ]

        for _ in 0..<12 {
            // When one of them is drawn from its laid-out cells, through the memo every table shares
            let table = Int.random(in: 0..<tables.count, using: &random)
            let context = RenderContext(
                width: [12, 30, 80].randomElement(using: &random) ?? 80, colorEnabled: Bool.random(using: &random),
                glyphs: Bool.random(using: &random) ? .unicode : .ascii)
            let showsHeader = Bool.random(using: &random)
            let drawn = RowTable(columns: columns, rows: laidOut[table], showsHeader: showsHeader).rendered(in: context)

            // Then it reads as its rows drawn afresh, as they are read
            let fresh = RowTable(columns: columns, rows: tables[table], showsHeader: showsHeader).rendered(in: context)
            #expect(drawn == fresh)
        }
    }
}
