import BankStorage
import Foundation
import GRDB
import Synchronization

/// Searched words checked by SQLite, in the function every connection registers.
extension SearchWords {
    /// The SQL function that checks a row against searched words, registered on every connection.
    /// The words of one query are the same for every row, so the last ones are kept parsed.
    static var matchFunction: DatabaseFunction {
        let lastWords = Mutex<SearchWords?>(nil)
        return DatabaseFunction(matchFunctionName, argumentCount: 3, pure: true) { values in
            guard let memo = String.fromDatabaseValue(values[0]),
                let counterparty = String.fromDatabaseValue(values[1]),
                let joined = String.fromDatabaseValue(values[2])
            else { return false }
            let words = lastWords.withLock { last in
                if let last, last.joined == joined { return last }
                let words = SearchWords(joined)
                last = words
                return words
            }
            return words.match(memo: memo, counterparty: counterparty)
        }
    }
}
