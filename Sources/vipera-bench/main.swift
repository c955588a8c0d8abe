import Foundation
import Vipera
import ViperaBench

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `make bench`: every figure of BENCHMARKS.md, measured on this machine, with its target.
if CommandLine.arguments.dropFirst().first == StartupBenchmarks.baselineFlag {
    // The floor of start-up figures: a static Swift process, started and ended.
    exit(0)
}
let options = BenchOptions.parseOrExit().effective
let vbank =
    options.vbank
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vbank").path
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vipera-bench-\(getpid())").path
let output = FileDescriptorWriter.standardOutput

do {
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    output.write(
        "vipera-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(options.runs) runs per figure\n")
    let run = BenchmarkRun(options: options, vbank: vbank, scratch: scratch) { output.write($0 + "\n") }
    let allMet = try await run.run()
    exit(allMet ? 0 : 1)
} catch {
    FileDescriptorWriter.standardError.write("vipera-bench: error: \(error)\n")
    exit(2)
}
