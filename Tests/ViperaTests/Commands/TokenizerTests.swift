import Testing

@testable import Vipera

@Suite("Tokenizer")
struct TokenizerTests {
    private func words(_ line: String) throws -> [String] {
        try Tokenizer.tokenize(line).map(\.text)
    }

    @Test func tokenize_plainWords_splitsOnSpacesAndTabs() throws {
        // Given a line with runs of spaces and a tab
        let line = "  open \t 2   now "

        // When it is tokenized
        let result = try words(line)

        // Then the words come back without the separators
        #expect(result == ["open", "2", "now"])
    }

    @Test func tokenize_emptyOrBlankLine_givesNoWords() throws {
        #expect(try words("").isEmpty)
        #expect(try words("   \t ").isEmpty)
    }

    @Test func tokenize_doubleQuotes_keepSpacesAndUnescapeQuoteAndBackslash() throws {
        let result = try words(#"add "Buy \"oat\" milk \\ now" \n"#)

        #expect(result == [#"add"#, #"Buy "oat" milk \ now"#, "n"])
    }

    @Test func tokenize_doubleQuotes_keepOtherBackslashesLiterally() throws {
        #expect(try words(#""C:\temp""#) == [#"C:\temp"#])
    }

    @Test func tokenize_singleQuotes_keepEverythingLiterally() throws {
        #expect(try words(#"memo 'a\b'"#) == ["memo", #"a\b"#])
        #expect(try words(#"memo 'a "b" c'"#) == ["memo", #"a "b" c"#])
    }

    @Test func tokenize_backslashOutsideQuotes_escapesNextCharacter() throws {
        #expect(try words(#"two\ words and\"quote"#) == ["two words", #"and"quote"#])
    }

    @Test func tokenize_adjacentQuotedParts_joinIntoOneWord() throws {
        #expect(try words(#""a b"'c d'e"#) == ["a bc de"])
    }

    @Test func tokenize_aQuoteInsideAWord_isALetter_asPeopleWriteIt() throws {
        // Given words with apostrophes and a quote mark, as people type them
        let line = #"memo Dad's birthday, Joe's 5" frame"#

        // When it is tokenized
        let tokens = try Tokenizer.tokenize(line)

        // Then each quote is a letter of its word, and no word counts as quoted
        #expect(tokens.map(\.text) == ["memo", "Dad's", "birthday,", "Joe's", #"5""#, "frame"])
        #expect(tokens.allSatisfy { !$0.isQuoted })
    }

    @Test func tokenize_aQuoteAfterAnEquals_opens_soAnOptionsValueMayHoldSpaces() throws {
        #expect(try words(#"--memo="Dad's day" --tag='a b'"#) == ["--memo=Dad's day", "--tag=a b"])
    }

    @Test func tokenize_anApostropheInAPartlyTypedWord_leavesNoQuoteOpen() {
        let scan = Tokenizer.scanPartial("rename 1 Joe's")

        #expect(scan.tokens.map(\.text) == ["rename", "1", "Joe's"])
        #expect(!scan.endsBetweenWords)
    }

    @Test func tokenize_emptyQuotes_giveAnEmptyWord() throws {
        #expect(try words(#"search """#) == ["search", ""])
    }

    @Test func tokenize_quotedWord_isMarkedQuoted() throws {
        let tokens = try Tokenizer.tokenize(#"--all "--all" \--all"#)

        #expect(tokens.map(\.isQuoted) == [false, true, true])
        #expect(tokens.map(\.offset) == [0, 6, 14])
    }

    @Test func tokenize_unicode_keepsAccentsCJKAndEmojiWhole() throws {
        let result = try words(#"rename "Café ☕️" 東京 👨‍👩‍👧 e\́"#)

        #expect(result == ["rename", "Café ☕️", "東京", "👨‍👩‍👧", "é"])
    }

    @Test func tokenize_unterminatedDoubleQuote_reportsItsColumn() {
        // Given a quote opened after a multi-byte character and never closed
        let line = #"add é "Buy milk"#

        // When it is tokenized, Then the error names the character column of the quote
        #expect(
            throws: CommandLineError(
                .unterminatedQuote,
                "unterminated quote: the \" at column 7 is never closed",
                hint: "Close the quote, or write \\\" for a literal \".",
                column: 7,
                span: 7..<16
            )
        ) {
            try Tokenizer.tokenize(line)
        }
    }

    @Test func tokenize_singleQuoteCannotBeEscapedInside_soTheQuoteClosesThere() throws {
        // The quote closes at the escaped-looking quote; what follows is letters of the word
        #expect(try words(#"memo 'it\'s'"#) == ["memo", #"it\s'"#])
        #expect(try words(#"memo 'it's"#) == ["memo", "its"])
    }

    @Test func tokenize_unterminatedSingleQuote_isAnError() {
        #expect {
            try Tokenizer.tokenize("memo 'open")
        } throws: { error in
            (error as? CommandLineError)?.kind == .unterminatedQuote && (error as? CommandLineError)?.column == 6
        }
    }

    @Test func tokenize_trailingBackslash_isAnError() {
        #expect {
            try Tokenizer.tokenize(#"path C:\"#)
        } throws: { error in
            (error as? CommandLineError)?.kind == .danglingEscape
        }
    }

    @Test func tokenize_hundredKilobyteLine_keepsEveryWord() throws {
        // Given a 100 KB line of 20,000 five-byte words
        let line = Array(repeating: "word ", count: 20_000).joined()

        // When it is tokenized
        let tokens = try Tokenizer.tokenize(line)

        // Then every word is there
        #expect(line.utf8.count == 100_000)
        #expect(tokens.count == 20_000)
        #expect(tokens.allSatisfy { $0.text == "word" })
    }

    @Test func tokenize_hundredKilobyteQuotedWord_isOneWord() throws {
        let body = String(repeating: "x y ", count: 25_000)

        let tokens = try Tokenizer.tokenize("memo \"\(body)\"")

        #expect(tokens.count == 2)
        #expect(tokens[1].text == body)
    }

    @Test func scanPartial_openQuote_isAcceptedAsUnfinishedWord() {
        let scan = Tokenizer.scanPartial(#"open "Rainy d"#)

        #expect(scan.tokens.map(\.text) == ["open", "Rainy d"])
        #expect(!scan.endsBetweenWords)
    }

    @Test func scanPartial_trailingSpace_endsBetweenWords() {
        let scan = Tokenizer.scanPartial("open ")

        #expect(scan.tokens.map(\.text) == ["open"])
        #expect(scan.endsBetweenWords)
    }
}
