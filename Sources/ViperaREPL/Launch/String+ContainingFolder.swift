extension String {
    /// The folder a file path is in: `.` for a bare name, `/` for a file at the root. Worked out
    /// on the bytes, without Foundation's `NSString`, which FoundationEssentials does not have.
    var containingFolder: String {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == utf8.startIndex ? "/" : String(self[..<slash])
    }
}
