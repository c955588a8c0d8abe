/// The peers' figures beside vbank's: the ratios the targets are stated in.
public struct PeerComparison {
    // MARK: - Properties

    /// Every peer measured.
    public let peers: [PeerProgram.Figures]

    /// The comparison with `peers`.
    public init(peers: [PeerProgram.Figures]) {
        self.peers = peers
    }

    /// The standard library `cmd` peer.
    public var cmd: PeerProgram.Figures? { peers.first { $0.name == "cmd_bank.py" } }
    /// The cmd2 peer.
    public var cmd2: PeerProgram.Figures? { peers.first { $0.name == "cmd2_bank.py" } }
    /// The `cmd` peer over SQLite on a file, which reads every command's data from the database.
    public var sqlite: PeerProgram.Figures? { peers.first { $0.name == Self.sqlitePeerName } }

    /// The file name of the SQLite peer, in the project's `Benchmarks` folder.
    public static let sqlitePeerName = "cmd_sqlite_bank.py"

    // MARK: - Judging

    /// Whether `rate` commands/s is ≥ 5× `cmd` and ≥ 50× cmd2; nil without peers.
    public func meetsNavigationTargets(_ rate: Double) -> Bool? {
        guard cmd != nil || cmd2 != nil else { return nil }
        let fastEnoughForCmd = cmd.map { rate / $0.commandsPerSecond.median >= 5 } ?? true
        let fastEnoughForCmd2 = cmd2.map { rate / $0.commandsPerSecond.median >= 50 } ?? true
        return fastEnoughForCmd && fastEnoughForCmd2
    }

    /// Whether `rate` commands/s on a file database is ≥ 5× the SQLite peer's; nil without it.
    public func meetsFileNavigationTarget(_ rate: Double) -> Bool? {
        sqlite.map { rate / $0.commandsPerSecond.median >= 5 }
    }

    /// One line per peer: its figures and vbank's ratios where vbank was measured.
    /// `fileThroughput` is compared with the SQLite peer, `throughput` with the others.
    public func lines(startup: Samples?, throughput: Samples?, fileThroughput: Samples? = nil) -> [String] {
        peers.map { peer in
            let throughput = peer.name == Self.sqlitePeerName ? fileThroughput : throughput
            var line =
                "  \(peer.name): \(Figure.Unit.perSecond.text(peer.commandsPerSecond.median)), "
                + "start-up \(Figure.Unit.milliseconds.text(peer.startupMilliseconds.median)), "
                + "peak RSS \(Figure.Unit.mebibytes.text(peer.peakMebibytes.median))"
            if let throughput {
                let ratio = throughput.median / peer.commandsPerSecond.median
                line += "; vbank navigates \(NumberText.decimal(ratio, digits: 1))× as fast"
            }
            if let startup {
                let ratio = peer.startupMilliseconds.median / startup.median
                line += ", starts \(NumberText.decimal(ratio, digits: 1))× as fast"
            }
            return line
        }
    }
}
