import BankDomain
import Foundation

/// A bank file's notes and ledger changes as another bank holds them once its rows are copied
/// there under new identifiers (`vbank copy`): every reference to a row still in the ledger names
/// its new identifier, and a row taken out (deleted, split or undone) one no row will ever have,
/// so that an undo there puts it back with its history.
package struct CopiedHistory: Sendable {
    // MARK: - Nested Types

    /// A note, of the row `rowID` in `accountID`.
    package struct Note: Sendable, Equatable {
        package let rowID: Int64
        package let accountID: Int64
        package let note: String
    }

    /// A change, its rows renamed; its account is that of its row, or of the rows it took out.
    package struct Change: Sendable, Equatable {
        package let row: BankContents.CorrectionRow
        package let accountID: Int64
    }

    // MARK: - Properties

    package let notes: [Note]
    package let changes: [Change]

    // MARK: - Initialization

    /// `contents`' notes and changes once its ledger rows are `copiedIDs`, in order; rows taken
    /// out get identifiers from `freshIDs`, which hands out as many as asked that no row has.
    /// A change whose account cannot be known (of a row recorded and undone before undos kept
    /// the row) names a row no one can bring back, and is left out.
    package init(_ contents: BankContents, copiedIDs: [Int64], freshIDs: (Int) throws -> [Int64]) throws {
        var renamed = Dictionary(uniqueKeysWithValues: zip(contents.ledgerIDs, copiedIDs))
        var accounts = Dictionary(
            uniqueKeysWithValues: zip(copiedIDs, contents.ledger.map(\.accountID)))
        let gone = Self.removedIDs(contents.corrections).subtracting(renamed.keys).sorted()
        for (old, new) in zip(gone, try freshIDs(gone.count)) {
            renamed[old] = new
        }
        for change in contents.corrections {
            for row in try Self.removedRows(change) {
                if let new = renamed[row.id] { accounts[new] = row.accountID }
            }
        }
        notes = contents.notes.sorted { $0.key < $1.key }.compactMap { id, note in
            guard let new = renamed[id], let account = accounts[new] else { return nil }
            return Note(rowID: new, accountID: account, note: note)
        }
        changes = try contents.corrections.compactMap { change in
            try Self.copy(change, renamed: renamed, accounts: accounts)
        }
    }

    // MARK: - Private

    private static func copy(
        _ change: BankContents.CorrectionRow, renamed: [Int64: Int64], accounts: [Int64: Int64]
    ) throws -> Change? {
        guard let row = renamed[abs(change.entryID)] else { return nil }
        let entry = change.entryID < 0 ? -row : row
        let removedAccount = try removedRows(change).first?.accountID
        guard let account = accounts[row] ?? removedAccount else { return nil }
        let copied = BankContents.CorrectionRow(
            id: change.id, entryID: entry, partnerID: change.partnerID.flatMap { renamed[$0] }, kind: change.kind,
            before: change.before, after: change.after, removed: try renaming(change, renamed), session: change.session,
            date: change.date, undoneBy: change.undoneBy)
        return Change(row: copied, accountID: account)
    }

    /// What `change` keeps for an undo, its rows renamed.
    private static func renaming(_ change: BankContents.CorrectionRow, _ renamed: [Int64: Int64]) throws -> String? {
        guard let kept = change.removed else { return nil }
        if change.kind == .split {
            var split = try SplitRecord.decoded(kept)
            split.original.id = renamed[split.original.id] ?? split.original.id
            for index in split.parts.indices {
                split.parts[index].id = renamed[split.parts[index].id] ?? split.parts[index].id
            }
            return split.encoded
        }
        var rows = try RemovedRow.decoded(kept)
        for index in rows.indices {
            rows[index].id = renamed[rows[index].id] ?? rows[index].id
        }
        return RemovedRow.encoded(rows)
    }

    /// The rows `change` keeps as taken out: a delete's, a record's undone, a split's row.
    private static func removedRows(_ change: BankContents.CorrectionRow) throws -> [RemovedRow] {
        guard let kept = change.removed else { return [] }
        return change.kind == .split ? [try SplitRecord.decoded(kept).original] : try RemovedRow.decoded(kept)
    }

    /// Every row identifier the changes name.
    private static func removedIDs(_ changes: [BankContents.CorrectionRow]) -> Set<Int64> {
        var ids = Set<Int64>()
        for change in changes {
            ids.insert(abs(change.entryID))
            if let partner = change.partnerID { ids.insert(partner) }
            for row in (try? removedRows(change)) ?? [] { ids.insert(row.id) }
            if change.kind == .split, let kept = change.removed, let split = try? SplitRecord.decoded(kept) {
                ids.formUnion(split.parts.map(\.id))
            }
        }
        return ids
    }
}
