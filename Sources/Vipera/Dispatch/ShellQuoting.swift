/// Text written so a POSIX shell reads it back as one word.
public enum ShellQuoting {
    /// `text` in single quotes, each `'` inside written `'\''`.
    public static func singleQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
