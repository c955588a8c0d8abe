/// Writes a short piece of text byte by byte into one new string: the one allocation a table
/// cell's formatting needs, without the intermediate strings of concatenation or interpolation.
///
/// ```swift
/// let text = ShortText.make(capacity: 12) { $0.append("Nov "); $0.append(number: 15) }
/// ```
public struct ShortText: ~Copyable {
    // MARK: - Constants

    private static let zero = UInt8(ascii: "0")
    private static let comma = UInt8(ascii: ",")
    private static let groupSize = 3
    /// The digits of `UInt64.max`.
    private static let maximumDigits = 20

    // MARK: - Properties

    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    // MARK: - Making

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The text `write` writes; `capacity` must cover every byte it appends. The bytes are
    /// written on the stack, so text of up to 15 bytes, most amounts and dates, is a small
    /// string with no allocation at all.
    public static func make(capacity: Int, _ write: (inout ShortText) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var text = ShortText(buffer: buffer)
            write(&text)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<text.count]), as: UTF8.self)
        }
    }

    // MARK: - Appending

    /// Appends `text`'s UTF-8 bytes.
    public mutating func append(_ text: String) {
        for byte in text.utf8 {
            append(byte: byte)
        }
    }

    /// Appends one byte.
    public mutating func append(byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// Appends `number` in decimal, with leading zeros up to `minimumDigits` and, when
    /// `groupingThousands`, a comma before every group of three digits.
    public mutating func append(number: UInt64, minimumDigits: Int = 1, groupingThousands: Bool = false) {
        var length = 1
        var probe = number / 10
        while probe > 0 {
            length += 1
            probe /= 10
        }
        length = min(max(length, minimumDigits), Self.maximumDigits)
        let commas = groupingThousands ? (length - 1) / Self.groupSize : 0
        guard count + length + commas <= buffer.count else { return }
        var rest = number
        var position = count + length + commas - 1
        for written in 0..<length {
            if groupingThousands, written > 0, written.isMultiple(of: Self.groupSize) {
                buffer[position] = Self.comma
                position -= 1
            }
            buffer[position] = Self.zero + UInt8(rest % 10)
            rest /= 10
            position -= 1
        }
        count += length + commas
    }

    /// Appends `number` in decimal, signed when negative.
    public mutating func append(number: Int, minimumDigits: Int = 1) {
        if number < 0 {
            append(byte: UInt8(ascii: "-"))
        }
        append(number: UInt64(number.magnitude), minimumDigits: minimumDigits)
    }
}
