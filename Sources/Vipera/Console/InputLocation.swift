/// Where a line of input came from: a script's name and the line's number, counted from 1.
@_spi(Dispatch)
public struct InputLocation: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// The script's name as the user gave it, or `<stdin>` for a pipe.
    package let file: String
    /// The line number, counted from 1.
    package let line: Int

    /// `file:line`, as compilers write it.
    public var description: String { "\(file):\(line)" }

    // MARK: - Initialization

    /// Creates a location.
    /// - Parameters:
    ///   - file: The script's name, such as `<stdin>` or its path.
    ///   - line: The line's number, counted from 1.
    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}
