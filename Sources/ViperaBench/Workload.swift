import Foundation

/// The navigation workload of the benchmark, line for line what `../shared/peers/workload.py N`
/// prints: N commands cycling through the scene stack from Home, then `quit`.
public enum Workload {
    /// The cycle, from Home back to Home.
    public static let cycle = ["accounts", "open 2", "transactions", "next", "prev", "back", "back", "home"]

    /// The script of `commands` commands.
    public static func script(commands: Int) -> String {
        var text = ""
        text.reserveCapacity(commands * 8)
        for index in 0..<commands {
            text += cycle[index % cycle.count]
            text += "\n"
        }
        return text + "quit\n"
    }

    /// Writes the script of `commands` commands into `directory` and returns its path.
    public static func write(commands: Int, into directory: String) throws -> String {
        let path = "\(directory)/workload-\(commands).txt"
        try script(commands: commands).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
