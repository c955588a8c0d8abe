/// Reads text as its UTF-8 bytes in one buffer: a loop over a buffer costs a few instructions a
/// byte, a loop over `String.UTF8View` dozens. Every byte scan on the rendering and dispatch
/// paths goes through here.
enum UTF8Bytes {
    /// `body`'s answer for the bytes of `text`; copies them only when they are not contiguous.
    static func read<Result>(_ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
