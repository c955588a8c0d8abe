#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows text through a pager program: the user's `PAGER`, or `less -FRX` as git runs it (quit
/// at once when the text fits, keep colour, leave the text on the screen).
@MainActor
package protocol OutputPaging {
    /// Shows `text` through the pager and waits until it is closed; false when the pager could
    /// not be started, so the caller writes the text itself.
    func page(_ text: String) -> Bool
}

/// Runs the pager command through `/bin/sh -c`, its standard input a pipe the text is written
/// to, as git and psql do.
package struct ExternalPager: OutputPaging {
    // MARK: - Constants

    /// The pager when `PAGER` is unset: quit if one screen, pass colour, do not clear.
    package static let defaultCommand = "less -FRX"

    // MARK: - Properties

    /// The command line given to the shell.
    package let command: String

    // MARK: - Initialization

    /// The pager `environment` names in `PAGER`, or `less -FRX`.
    package init(environment: [String: String]) {
        let named = environment["PAGER"]?.trimmingBlanks() ?? ""
        command = named.isEmpty ? Self.defaultCommand : named
    }

    // MARK: - OutputPaging

    package func page(_ text: String) -> Bool {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return false }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        guard let pid = spawn(readingFrom: readEnd, closing: writeEnd) else {
            close(readEnd)
            close(writeEnd)
            return false
        }
        close(readEnd)
        feed(text, to: writeEnd)
        close(writeEnd)
        wait(for: pid)
        return true
    }

    // MARK: - Private

    private func spawn(readingFrom readEnd: Int32, closing writeEnd: Int32) -> pid_t? {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments = words.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, arguments, environ) == 0 else { return nil }
        return pid
    }

    /// Writes all of `text`, or as much as the pager reads before it is quit: a pager closed
    /// early is a broken pipe, which must not end the session.
    private func feed(_ text: String, to descriptor: Int32) {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    private func wait(for pid: pid_t) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
}
