import Testing

@testable import Vipera

@Suite("Bar charts and sparklines")
struct ChartTests {
    // MARK: - Bar Chart

    private let spending = BarChart([
        .init("Groceries", value: 41_250, valueText: "$412.50  64%"),
        .init("Entertainment", value: 20_100, valueText: "$201.00  31%"),
        .init("Transport", value: 2_575, valueText: "$25.75   4%"),
    ])

    @Test func barChart_atFortyColumns_cutsTheLongLabelAndScalesBarsToTheRoomLeft() {
        // Given values 41,250 / 20,100 / 2,575 on 12 cells of 8 steps: 96, 46.8 and 6.0 steps
        // When drawn at 40 columns
        let text = spending.plain(width: 40)

        // Then labels get half of what the values leave and bars end in the right eighth
        #expect(
            text
                == lines(
                    "Groceries     ████████████  $412.50  64%",
                    "Entertainme…  █████▉        $201.00  31%",
                    "Transport     ▊              $25.75   4%"
                ))
        #expect(lineWidths(text) == [40, 40, 40])
    }

    @Test func barChart_atTwoHundredColumns_keepsLabelsWholeAndStretchesTheBars() {
        // Given 171 cells of 8 steps: 1,368, 666.6 and 85.4 steps
        let text = spending.plain(width: 200)

        let bar = { (whole: Int, part: String) in String(repeating: "█", count: whole) + part }
        #expect(
            text
                == lines(
                    "Groceries      " + bar(171, "") + "  $412.50  64%",
                    "Entertainment  " + bar(83, "▍") + String(repeating: " ", count: 87) + "  $201.00  31%",
                    "Transport      " + bar(10, "▋") + String(repeating: " ", count: 160) + "   $25.75   4%"
                ))
        #expect(lineWidths(text) == [200, 200, 200])
    }

    @Test func barChart_eighths_drawThePartOfACellAtTheEnd() {
        // Given 13 cells: 8 → 104 steps, 3 → 39 (4 cells and 7/8), 1 → 13 (1 cell and 5/8)
        let chart = BarChart([
            .init("a", value: 8, valueText: "8"), .init("bb", value: 3, valueText: "3"),
            .init("c", value: 1, valueText: "1"),
        ])

        #expect(
            chart.plain(width: 20)
                == lines(
                    "a   █████████████  8",
                    "bb  ████▉          3",
                    "c   █▋             1"
                ))
    }

    @Test func barChart_withoutUnicode_drawsHashesAndAnEqualsForHalfACell() {
        let chart = BarChart([
            .init("a", value: 8, valueText: "8"), .init("bb", value: 3, valueText: "3"),
            .init("c", value: 1, valueText: "1"),
        ])

        let text = chart.rendered(in: RenderContext(width: 20, colorEnabled: false, glyphs: .ascii))

        #expect(
            text
                == lines(
                    "a   #############  8",
                    "bb  #####          3",
                    "c   #=             1"
                ))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func barChart_negativeValues_growLeftFromTheZeroLine() {
        // Given 12 cells split 5 : 7 by the largest value on each side (3 and 4)
        let chart = BarChart([
            .init("up", value: 4, valueText: "4"), .init("dn", value: -3, valueText: "-3"),
            .init("lo", value: -1, valueText: "-1"),
        ])

        #expect(
            chart.plain(width: 20)
                == lines(
                    "up       ███████   4",
                    "dn  █████         -3",
                    "lo     ▐█         -1"
                ))
    }

    @Test func barChart_zeroAndTinyValues_drawNothingAndAtLeastAnEighth() {
        let chart = BarChart([
            .init("big", value: 1_000_000, valueText: "a"), .init("tiny", value: 1, valueText: "b"),
            .init("none", value: 0, valueText: "c"), .init("nan", value: .nan, valueText: "d"),
        ])

        #expect(
            chart.plain(width: 20)
                == lines(
                    "big   ███████████  a",
                    "tiny  ▏            b",
                    "none               c",
                    "nan                d"
                ))
    }

    @Test func barChart_allZero_drawsNoBarsAndEmpty_drawsNothing() {
        let zeros = BarChart([.init("a", value: 0, valueText: "$0.00")])

        #expect(zeros.plain(width: 20) == "a              $0.00\n")
        #expect(BarChart([]).plain(width: 40) == "")
    }

    @Test func barChart_sanitisesLabelsAndColoursOnlyTheBars() {
        let chart = BarChart([.init("\u{1B}]0;owned\u{7}Rent\u{1B}[2J", value: 1, valueText: "\u{1B}[31m$9")])

        let plain = chart.plain(width: 20)
        let colored = chart.colored(width: 20)

        #expect(plain == "Rent  " + String(repeating: "█", count: 10) + "  $9\n")
        #expect(!plain.contains("\u{1B}"))
        #expect(colored == "Rent  \u{1B}[36m" + String(repeating: "█", count: 10) + "\u{1B}[0m  $9\n")
    }

    @Test func barChart_widthsFromFortyToTwoHundred_neverOverflow() {
        let chart = BarChart([
            .init("名前のとても長いカテゴリー", value: -7, valueText: "−$7.00"),
            .init("Groceries", value: 123_456, valueText: "$1,234.56  99%"),
        ])

        for width in 40...200 {
            #expect(lineWidths(chart.plain(width: width)).allSatisfy { $0 <= width }, "width \(width)")
        }
    }

    // MARK: - Sparkline

    @Test func sparkline_drawsEachValueAtItsLevel() {
        #expect(Sparkline([1, 2, 3, 4, 5, 6, 7, 8]).plain(width: 40) == "▁▂▃▄▅▆▇█\n")
        #expect(Sparkline([3, -5, 10]).plain(width: 40) == "▅▁█\n")
    }

    @Test func sparkline_labelAndCaption_surroundTheLine() {
        let line = Sparkline([1, 8, 1], label: "30 days", caption: "$1 → $8")

        #expect(line.plain(width: 40) == "30 days  ▁█▁  $1 → $8\n")
    }

    @Test func sparkline_flatZeroAndOneValue_drawFlatLines() {
        #expect(Sparkline([0, 0, 0]).plain(width: 40) == "▁▁▁\n")
        #expect(Sparkline([5, 5]).plain(width: 40) == "▄▄\n")
        #expect(Sparkline([7]).plain(width: 40) == "▄\n")
    }

    @Test func sparkline_empty_writesItsLabelOrNothing() {
        #expect(Sparkline([], label: "Balance", caption: "no data").plain(width: 40) == "Balance  no data\n")
        #expect(Sparkline([.nan, .infinity]).plain(width: 40) == "")
    }

    @Test func sparkline_longerThanTheRoom_isAveragedIntoWhatFits() {
        // Given 0…99 at 20 columns: runs of five whose means are 2, 7, …, 97
        let ramp = Sparkline((0..<100).map(Double.init))

        #expect(ramp.plain(width: 20) == "▁▁▂▂▂▃▃▄▄▄▅▅▅▆▆▇▇▇██\n")
    }

    @Test func sparkline_atFortyAndTwoHundredColumns_cutsTheLabelAndCaptionToFit() {
        let line = Sparkline(
            Array(repeating: 1, count: 30) + [2], label: "The balance over thirty days",
            caption: "$1,000.00 → $2,000.00")

        let narrow = line.plain(width: 40)
        let wide = line.plain(width: 200)

        // Then at 40 the label is cut to a third, 31 points are averaged into 26 and the caption
        // has no room left
        #expect(narrow == "The balance…  " + String(repeating: "▁", count: 25) + "█\n")
        #expect(lineWidths(narrow) == [40])
        #expect(
            wide == "The balance over thirty days  " + String(repeating: "▁", count: 30) + "█  $1,000.00 → $2,000.00\n")
    }

    @Test func charts_withoutUnicode_cutLabelsWithThreeDots() {
        let ascii = RenderContext(width: 40, colorEnabled: false, glyphs: .ascii)

        let bars = spending.rendered(in: ascii)
        let line = Sparkline([1, 2], label: "The balance over thirty days").rendered(in: ascii)

        #expect(bars.split(separator: "\n")[1].hasPrefix("Entertain...  "))
        #expect(line == "The balanc...  _#\n")
        #expect((bars + line).unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func sparkline_withoutUnicode_usesASCIILevels() {
        let line = Sparkline([1, 2, 3, 4, 5], label: "x")

        let text = line.rendered(in: RenderContext(width: 40, colorEnabled: false, glyphs: .ascii))

        #expect(text == "x  _.-=#\n")
        #expect(
            Sparkline([4, 4]).rendered(in: RenderContext(width: 40, colorEnabled: false, glyphs: .ascii)) == "--\n")
    }

    @Test func sparkline_coloursOnlyTheLineAndSanitisesTheLabel() {
        let line = Sparkline([1, 2], label: "\u{1B}[2Jbal")

        #expect(line.colored(width: 40) == "bal  \u{1B}[36m▁█\u{1B}[0m\n")
        #expect(line.plain(width: 40) == "bal  ▁█\n")
    }

    // MARK: - Glyph Set

    @Test(
        arguments: [
            ([:], GlyphSet.ascii),
            (["LANG": "C"], .ascii),
            (["LANG": "en_US.UTF-8"], .unicode),
            (["LANG": "de_DE.utf8@euro"], .unicode),
            (["LANG": "en_US.ISO-8859-1"], .ascii),
            (["LANG": "en_US.UTF-8", "LC_ALL": "C"], .ascii),
            (["LANG": "C", "LC_ALL": "", "LC_CTYPE": "C.UTF-8"], .unicode),
            (["LC_CTYPE": "UTF-8"], .unicode),
        ] as [([String: String], GlyphSet)])
    func glyphSet_followsTheFirstLocaleVariableThatIsSet(environment: [String: String], expected: GlyphSet) {
        #expect(GlyphSet.preferred(environment: environment) == expected)
    }

    @MainActor
    @Test func standardConsole_underLANGC_laysOutWithASCII() {
        let probe = TerminalProbe(isOutputTerminal: false, isErrorTerminal: false, width: 40)

        let ascii = StandardConsole(probe: probe, environment: ["LANG": "C"])
        let unicode = StandardConsole(probe: probe, environment: ["LANG": "C.UTF-8"])

        #expect(ascii.renderContext(for: .output).glyphs == .ascii)
        #expect(ascii.renderContext(for: .error).glyphs == .ascii)
        #expect(unicode.renderContext(for: .output).glyphs == .unicode)
    }
}
