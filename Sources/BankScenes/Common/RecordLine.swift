import BankDomain
import Vipera

/// The one-line form of a record, for people who type fast:
/// `spend 4.50 at Coffee Corner from Everyday category dining on 2026-01-14 memo Flat white` and
/// `receive 2500 from Acme into Everyday category salary`. Every piece is optional and comes after
/// its word; a piece runs to the next word that starts one, and the memo to the end of the line.
enum RecordLine {
    // MARK: - Constants

    /// The words that start a piece, for money spent.
    private static let spendWords = ["at": Piece.payee, "from": .account]
    /// The words that start a piece, for money received.
    private static let receiveWords = ["from": Piece.payee, "into": .account]
    /// The words that start a piece either way.
    private static let sharedWords = ["category": Piece.category, "on": .day, "memo": .memo]

    private enum Piece {
        case amount, payee, account, category, day, memo
    }

    // MARK: - Commands

    /// `spend` or `receive`, with its one-line form checked as it is typed, for the scenes that
    /// start a record.
    static func spec<Command: Sendable>(_ kind: RecordKind, _ build: @escaping @Sendable (String?) -> Command)
        -> CommandSpec<Command>
    {
        CommandSpec(
            kind.rawValue, summary: kind == .spend ? Strings.Record.spendSummary : Strings.Record.receiveSummary,
            TypedParameter.optionalWords("PIECES", Strings.Record.lineArgument)
        ) { line in
            _ = try changes(kind, line)
            return build(line)
        }
    }

    // MARK: - Reading

    /// The pieces `text` gives, in the order typed.
    /// - Throws: ``CommandValidationError`` for a word given twice or a piece without a value, an
    ///   amount, category or day that cannot be read.
    static func changes(_ kind: RecordKind, _ text: String?) throws -> [Record.UpdateDraft.Change] {
        let words = (text ?? "").split(separator: " ").map(String.init)
        let starts = (kind == .spend ? spendWords : receiveWords).merging(sharedWords) { own, _ in own }
        var pieces: [(Piece, [String])] = []
        for word in words {
            if let piece = starts[word.lowercased()], pieces.last?.0 != .memo {
                guard !pieces.contains(where: { $0.0 == piece }) else {
                    throw CommandValidationError(Strings.Record.givenTwice(word), hint: Strings.Record.lineHint(kind))
                }
                pieces.append((piece, []))
            } else if pieces.isEmpty {
                pieces.append((.amount, [word]))
            } else {
                pieces[pieces.count - 1].1.append(word)
            }
        }
        return try pieces.map { piece, words in try change(piece, words.joined(separator: " "), kind: kind) }
    }

    /// The category `text` names: whether a row may be given it is the scene's to say, and
    /// whether the bank has it the bank's.
    static func category(_ text: String) throws -> TransactionCategory {
        do {
            return try CategoryRules.category(named: text)
        } catch {
            throw CommandValidationError(error.errorDescription ?? text, hint: error.recoverySuggestion)
        }
    }

    // MARK: - Private

    private static func change(_ piece: Piece, _ value: String, kind: RecordKind) throws -> Record.UpdateDraft.Change {
        guard !value.isEmpty else {
            throw CommandValidationError(Strings.Record.pieceWithoutValue, hint: Strings.Record.lineHint(kind))
        }
        switch piece {
        case .amount:
            do {
                return .amount(try WrittenAmount(reading: value))
            } catch {
                throw CommandValidationError(error.errorDescription ?? value, hint: error.recoverySuggestion)
            }
        case .payee: return .payee(value)
        case .account: return .accountNamed(value)
        case .category: return .category(try category(value))
        case .day: return .day(try TypedDay.day(value, hint: Strings.Record.onArgument))
        case .memo: return .memo(value)
        }
    }
}
