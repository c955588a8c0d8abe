import ArgumentParser
import ViperaBench

/// A group of figures `--only` can pick. Dispatch, rendering, push/pop and every scene's display
/// are measured in-process by the package in Benchmarks/ (`make benchmarks`), not here.
enum BenchmarkPart: String, CaseIterable, ExpressibleByArgument {
    /// The Python peers, for the ratios.
    case peers
    /// Start-up, piped and at a terminal.
    case startup
    /// Navigation throughput and peak memory of the workload.
    case navigation
    /// Bulk insert of transactions.
    case bulk
    /// Importing a CSV statement, in memory and into a file.
    case statement
    /// Page and search costs at several ledger sizes.
    case ledger
    /// A bank on PostgreSQL: navigation against the psycopg peer, COPY import, and pages,
    /// searches and insights at a million rows, on a server started for the run.
    case server
}
