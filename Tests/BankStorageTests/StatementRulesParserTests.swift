import BankDomain
import Foundation
import Testing

@testable import BankStorage

@Suite("hledger rules read")
struct StatementRulesParserTests {
    private static func parse(
        _ text: String, files: [String: String] = [:]
    ) throws(StatementError) -> StatementRules {
        try StatementRulesParser.parse(text, path: "bank.rules") { name throws(StatementError) in
            guard let text = files[name] else { throw .unreadableRules(path: name, reason: "there is no such file") }
            return (name, text)
        }
    }

    @Test func aUSBanksRules_areReadAsHledgerWritesThem() throws {
        // Given rules an hledger user keeps for a US bank
        let rules = try Self.parse(
            """
            # Chase checking
            skip 1
            fields _, date, description, amount, type, balance, _
            date-format %m/%d/%Y
            newest-first
            account1 assets:bank:chase
            currency $
            status *

            if STARBUCKS
            DUNKIN
              account2 expenses:dining

            if %type ACH_CREDIT
            && PAYROLL
              account2 income:salary
              description Pay from %description
            """)

        // Then each directive, each assignment and each block is read, and what vbank has no use
        // for is noted with its line
        #expect(rules.skip == 1 && rules.isNewestFirst && rules.dateFormat == "%m/%d/%Y")
        #expect(rules.fieldNames == ["", "date", "description", "amount", "type", "balance", ""])
        #expect(
            rules.assignments == [
                .init(field: "account1", template: "assets:bank:chase"), .init(field: "currency", template: "$"),
            ])
        #expect(rules.notes == [.init(path: "bank.rules", line: 8, text: "status *")])
        #expect(rules.conditions.count == 2)
        #expect(rules.conditions[0].groups == [[.init(pattern: "STARBUCKS")], [.init(pattern: "DUNKIN")]])
        #expect(rules.conditions[0].assignments == [.init(field: "account2", template: "expenses:dining")])
        #expect(
            rules.conditions[1].groups == [[.init(field: "type", pattern: "ACH_CREDIT"), .init(pattern: "PAYROLL")]])
        #expect(rules.conditions[1].assignments.map(\.field) == ["account2", "description"])
    }

    @Test func aEuropeanBanksRules_readTheirSeparatorDecimalMarkAndEncoding() throws {
        let rules = try Self.parse(
            "skip\nseparator ;\ndecimal-mark ,\nencoding latin1\ndate-format %d.%m.%Y\nfields date,description,amount\n"
        )

        #expect(rules.skip == 1 && rules.separator == .semicolon && rules.decimalComma)
        #expect(rules.encoding == .latin1 && rules.dateFormat == "%d.%m.%Y")
    }

    @Test func anIfBlock_withSkipEndAndANegation_andOneOnTheIfLine() throws {
        let rules = try Self.parse("if ^Opening\n  skip\n\nif ! card\n  end\n")

        #expect(rules.conditions.map(\.skipsRecord) == [true, false])
        #expect(rules.conditions.map(\.endsFile) == [false, true])
        #expect(rules.conditions[1].groups == [[.init(pattern: "card", isNegated: true)]])
    }

    @Test func anInclude_readsTheOtherFileInPlace_andALoopIsRefused() throws {
        let rules = try Self.parse(
            "include common.rules\nif TESCO\n  account2 groceries\n",
            files: ["common.rules": "skip 1\nfields date, description, amount\ncomment x\n"])

        #expect(rules.skip == 1 && rules.fieldNames == ["date", "description", "amount"])
        #expect(rules.notes == [.init(path: "common.rules", line: 3, text: "comment x")])
        #expect(rules.conditions.count == 1)
        #expect(throws: StatementError.self) {
            try Self.parse("include self.rules\n", files: ["self.rules": "include self.rules\n"])
        }
    }

    @Test(arguments: [
        ("skip 1\nfeilds date\n", 2, 1, "'feilds' is not a rule vbank or hledger knows"),
        ("skip lots\n", 1, 6, "'skip lots' needs a number of records, from 0 to 1000"),
        ("separator |\n", 1, 11, "'|' is not a separator vbank reads: , ; or TAB"),
        ("decimal-mark ;\n", 1, 14, "';' is not a decimal mark: . or ,"),
        ("date-format %d/%m\n", 1, 13, "'%d/%m' is not a date format vbank reads: it needs %Y or %y, %m or %b, and %d"),
        ("encoding ebcdic\n", 1, 10, "'ebcdic' is not an encoding vbank reads: utf-8, utf-16, latin1 or windows-1252"),
        ("if (open\n  account2 x\n", 1, 4, "'(open' is not a regular expression"),
        ("if x\n  colour red\n", 2, 3, "'colour' is not a field an 'if' block can set"),
        ("fields _, _\n", 1, 1, "'fields' names no field"),
        (
            "if,account2\nTESCO,groceries\n", 1, 1,
            "vbank does not read hledger's conditional tables yet: write each row as an if block"
        ),
        ("include missing.rules\n", 1, 9, "cannot include 'missing.rules': there is no such file"),
    ])
    func aLineVbankCannotRead_isRefusedAtItsLineAndColumn(
        text: String, line: Int, column: Int, reason: String
    ) {
        #expect(throws: StatementError.badRules(path: "bank.rules", line: line, column: column, reason: reason)) {
            try Self.parse(text)
        }
    }

    @Test func aNameNoFieldHas_isNoted_whereItStands_andFieldsNamedLaterCount() throws {
        let rules = try Self.parse(
            "description %payee %memo %2\nif x\n  description %Memo\nfields date, memo, amount\n")

        #expect(
            rules.notes == [
                .init(path: "bank.rules", line: 1, text: "%payee names no field of 'fields', and is kept as written")
            ])
    }

    @Test func commentsBlankLinesAndCRLF_areReadAsHledgerReadsThem() throws {
        let rules = try Self.parse("; a comment\r\n* another\r\n\r\nskip 2\r\n# last\r\n")

        #expect(rules.skip == 2 && rules.conditions.isEmpty && rules.notes.isEmpty)
    }
}
