import Testing

@testable import Vipera

@Suite("Table")
struct TableTests {
    private let accounts = Table(
        columns: [
            .init("#", alignment: .right), .init("Name"), .init("Type"), .init("Number"),
            .init("Balance", alignment: .right),
        ],
        rows: [
            ["1", "Everyday", "checking", "****7890", "$5,432.50"],
            ["2", "Rainy day", "savings", "****1234", "$12,000.00"],
            ["3", "Travel fund", "savings", "****5555", "$300.00"],
        ]
    )

    @Test func wideEnough_alignsColumnsAndRightAlignsNumbers() {
        #expect(
            accounts.plain(width: 80)
                == lines(
                    "#  Name         Type      Number       Balance",
                    "-  -----------  --------  --------  ----------",
                    "1  Everyday     checking  ****7890   $5,432.50",
                    "2  Rainy day    savings   ****1234  $12,000.00",
                    "3  Travel fund  savings   ****5555     $300.00"
                ))
    }

    @Test func narrow_shrinksTextColumnsBeforeNumbers() {
        #expect(
            accounts.plain(width: 40)
                == lines(
                    "#  Name     Type     Number      Balance",
                    "-  -------  -------  -------  ----------",
                    "1  Everyd…  checki…  ****78…   $5,432.50",
                    "2  Rainy…   savings  ****12…  $12,000.00",
                    "3  Travel…  savings  ****55…     $300.00"
                ))
    }

    @Test func narrow_shrinksFreeTextBeforeTextReadWhole_andThatBeforeNumbers() {
        // Given a statement whose dates are read whole
        let statement = Table(
            columns: [
                .init("Date", shrinking: .whole), .init("Memo"), .init("Category"),
                .init("Amount", alignment: .right),
            ],
            rows: [
                ["Nov 11, 2026", "Fresh Market groceries", "groceries", "-$139.39"],
                ["Yesterday", "Salary", "salary", "+$2,481.35"],
            ])

        // When it is laid out at 40 columns, then at 32
        let forty = statement.rendered(in: RenderContext(width: 40, colorEnabled: false))
        let thirtyTwo = statement.rendered(in: RenderContext(width: 32, colorEnabled: false))

        // Then the memo and category give way first, and the dates stay whole while they can
        #expect(
            forty
                == lines(
                    "Date          Memo    Categ…      Amount",
                    "------------  ------  ------  ----------",
                    "Nov 11, 2026  Fresh…  groce…    -$139.39",
                    "Yesterday     Salary  salary  +$2,481.35"
                ))
        // And only with free text at its narrowest is a date cut, and never an amount
        #expect(
            thirtyTwo
                == lines(
                    "Date      Memo  Cat…      Amount",
                    "--------  ----  ----  ----------",
                    "Nov 11,…  Fre…  gro…    -$139.39",
                    "Yesterd…  Sal…  sal…  +$2,481.35"
                ))
    }

    @Test func thirtyColumns_shrinksNumbersOnlyWhenTextIsAtItsMinimum() {
        #expect(
            accounts.plain(width: 30)
                == lines(
                    "#  Name  Type  Num…    Balance",
                    "-  ----  ----  ----  ---------",
                    "1  Eve…  che…  ***…  $5,432.50",
                    "2  Rai…  sav…  ***…  $12,000.…",
                    "3  Tra…  sav…  ***…    $300.00"
                ))
    }

    @Test func twentyColumns_cutsLinesAtTheWidth() {
        let text = accounts.plain(width: 20)

        #expect(
            text
                == lines(
                    "#  Name  Type  Num…",
                    "-  ----  ----  ----",
                    "1  Eve…  che…  ***…",
                    "2  Rai…  sav…  ***…",
                    "3  Tra…  sav…  ***…"
                ))
    }

    @Test(arguments: [10, 20, 33, 47, 60, 80, 120])
    func anyWidth_noLineIsWiderAndNoneEndsInSpace(width: Int) {
        let text = accounts.plain(width: width)

        #expect(lineWidths(text).allSatisfy { $0 <= width })
        #expect(!text.contains(" \n"))
    }

    @Test func wideCharacters_alignByDisplayWidth() {
        let table = Table(
            columns: [.init("Name"), .init("City"), .init("Amount", alignment: .right)],
            rows: [
                ["東京タワー", "Tōkyō", "¥3,000"], ["Café", "Paris", "€12.50"], ["e\u{301}te\u{301}", "Nice", "€1.00"],
            ]
        )

        #expect(
            table.plain(width: 80)
                == lines(
                    "Name        City   Amount",
                    "----------  -----  ------",
                    "東京タワー  Tōkyō  ¥3,000",
                    "Café        Paris  €12.50",
                    "e\u{301}te\u{301}         Nice    €1.00"
                ))
    }

    @Test func wrapColumn_continuesCellsOnFollowingLines() {
        let table = Table(
            columns: [.init("Name"), .init("City", overflow: .wrap), .init("Amount", alignment: .right)],
            rows: [["Tower", "Tokyo Minato-ku Shibakoen", "¥3,000"]]
        )

        #expect(
            table.plain(width: 30)
                == lines(
                    "Name   City             Amount",
                    "-----  ---------------  ------",
                    "Tower  Tokyo Minato-ku  ¥3,000",
                    "       Shibakoen"
                ))
    }

    @Test func cells_areSanitisedBeforeLayout() {
        let table = Table(columns: [.init("Memo"), .init("Amount")], rows: [["pay\u{1B}[2J\rme\u{202E}", "$1"]])

        #expect(
            table.plain(width: 80)
                == lines(
                    "Memo    Amount",
                    "------  ------",
                    "pay me  $1"
                ))
    }

    @Test func missingAndExtraCells_areTolerated() {
        let table = Table(columns: [.init("A"), .init("B")], rows: [["1"], ["2", "x", "ignored"]])

        #expect(table.plain(width: 80) == lines("A  B", "-  -", "1", "2  x"))
    }

    @Test func withoutHeader_rendersRowsOnly() {
        let table = Table(columns: [.init(""), .init("")], rows: [["help", "Show help"]], showsHeader: false)

        #expect(table.plain(width: 80) == "help  Show help\n")
    }

    @Test func colour_boldsTheHeaderOnlyWhenAllowed() {
        let table = Table(columns: [.init("A")], rows: [["1"]])

        #expect(table.colored(width: 80) == "\u{1B}[1mA\u{1B}[0m\n-\n1\n")
        #expect(table.plain(width: 80) == "A\n-\n1\n")
    }

    @Test func tenThousandRows_renderEveryRow() {
        let rows = (1...10_000).map { ["\($0)", "Transaction \($0)", "$\($0).00"] }
        let table = Table(
            columns: [.init("#", alignment: .right), .init("Memo"), .init("Amount", alignment: .right)], rows: rows)

        let text = table.plain(width: 120)

        #expect(text.split(separator: "\n").count == 10_002)
        #expect(text.hasSuffix("10000  Transaction 10000  $10000.00\n"))
    }
}
