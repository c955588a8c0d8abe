import BankDomain
import Foundation

@testable import BankStorage

/// A fresh temporary directory.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "vbank-storage-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes `bytes` to a new file `name` in `folder`, and gives its path.
func writeFile(_ name: String, _ bytes: [UInt8], in folder: String) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

/// The reader an import makes for the statement at `path`: its separator found by the header.
func statementReader(
    _ path: String, separator: StatementSeparator? = nil, encoding: StatementEncoding? = nil
) throws -> StatementReader {
    try StatementReader(
        input: StatementInput(path: path, encoding: encoding), separator: separator,
        required: StatementRowParser.requiredColumns,
        shouldStop: { false })
}
