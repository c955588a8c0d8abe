#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value written as one line of JSON (JSON Lines): keys sorted, no colour, no layout. The
/// encoder escapes control characters, so data cannot reach the terminal as escape sequences.
package struct JSONLine<Value: Encodable & Sendable>: Renderable {
    // MARK: - Properties

    /// The value to write.
    package let value: Value

    // MARK: - Initialization

    /// A line holding `value`.
    /// - Parameter value: What to encode.
    package init(_ value: Value) {
        self.value = value
    }

    // MARK: - Renderable

    /// Appends the JSON and a newline. A value that cannot be encoded (such as a `Double.nan`)
    /// gives an error object naming the problem instead, so the output stays valid JSON Lines.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    package func render(into buffer: inout TextBuffer, context: RenderContext) {
        let data: Data
        do {
            data = try JSONLineEncoder.shared.encode(value)
        } catch {
            data = JSONLineEncoder.failure(error)
        }
        buffer.append(String(decoding: data, as: UTF8.self))
        buffer.appendNewline()
    }
}

/// The one encoder every JSON line is written with.
enum JSONLineEncoder {
    static let shared: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// An object saying why a value could not be written.
    static func failure(_ error: any Error) -> Data {
        let message = Strings.Output.unencodable(String(describing: error))
        let record = ErrorRecord(ErrorViewModel(message: message), location: nil)
        return (try? shared.encode(record)) ?? Data(#"{"kind":"error"}"#.utf8)
    }
}
