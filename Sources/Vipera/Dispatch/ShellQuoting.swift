/// Text written so a POSIX shell reads it back as one word.
enum ShellQuoting {
    /// `text` in single quotes, each `'` inside written `'\''`.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
