import Testing
import Vipera

@Suite("Text buffer")
struct TextBufferTests {
    @Test func appendedPieces_readBackInOrder_pastTheFirstCapacity() {
        // Given an empty buffer with no room reserved
        var buffer = TextBuffer()

        // When more is appended than any first block holds
        for index in 0..<500 {
            buffer.append("row \(index)")
            buffer.appendSpaces(3)
            buffer.append(repeating: UInt8(ascii: "-"), count: 2)
            buffer.appendNewline()
        }

        // Then every piece is there, in order
        let lines = buffer.text.split(separator: "\n")
        #expect(lines.count == 500)
        #expect(lines.first == "row 0   --")
        #expect(lines.last == "row 499   --")
        #expect(buffer.byteCount == buffer.text.utf8.count)
    }

    @Test func aCopy_keepsItsTextWhenTheOriginalChanges() {
        // Given a buffer and a copy of it
        var original = TextBuffer(capacity: 8)
        original.append("Home")
        let copy = original

        // When the original is appended to and emptied
        original.append(" · Accounts")
        let grown = original.text
        original.removeAll()
        original.append("x")

        // Then the copy still reads as it did when it was made
        #expect(copy.text == "Home")
        #expect(grown == "Home · Accounts")
        #expect(original.text == "x")
    }

    @Test func emptied_isEmpty_andTakesNewText() {
        // Given a buffer with text
        var buffer = TextBuffer()
        buffer.append("first")

        // When it is emptied and used again
        buffer.removeAll()
        let wasEmpty = buffer.isEmpty
        buffer.append("second")

        // Then it held nothing in between, and only the new text after
        #expect(wasEmpty)
        #expect(buffer.text == "second")
    }

    @Test func bytes_nonASCIIText_andNothing_appendAsTheyAre() {
        // Given a buffer
        var buffer = TextBuffer()

        // When bytes, text with wide and accented characters, and empty pieces are appended
        let bytes: [UInt8] = Array("ab".utf8)
        bytes.withUnsafeBufferPointer { buffer.append(bytes: $0) }
        buffer.append("")
        buffer.appendSpaces(0)
        buffer.append("é漢")

        // Then the buffer holds exactly their UTF-8
        #expect(buffer.text == "abé漢")
        #expect(buffer.byteCount == 2 + 2 + 3)
    }
}
