import Foundation
import Vipera

/// What the fuzzer does with one input: read it as a line, tokenize it, parse it against a table
/// with every kind of parameter, and lay out the error a user would see. Any crash, hang or
/// sanitizer report is a bug.
enum FuzzTarget {
    private static let context = RenderContext(width: 80, colorEnabled: true)

    /// Runs one input.
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let line = String(decoding: bytes, as: UTF8.self)
        _ = try? Tokenizer.tokenize(line)
        do {
            _ = try FuzzedTable.table.command(for: line) { _ in FuzzedTable.names }
        } catch {
            var buffer = TextBuffer()
            ErrorMessage(error.message, hint: error.hint).render(into: &buffer, context: context)
        }
    }
}

#if FUZZING
    /// libFuzzer's driver, which runs the inputs (from `-sanitize=fuzzer`).
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ run: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The program's entry point when built by `make fuzz`: SwiftPM links an executable's main to
    /// this symbol, and it hands the command line to libFuzzer.
    @_cdecl("vipera_fuzz_main")
    func fuzzMain(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { data, size in
            FuzzTarget.run(UnsafeBufferPointer(start: data, count: size))
            return 0
        }
    }
#else
    /// Without the fuzzer, runs each file named on the command line, or each line of standard
    /// input, through the same code: a crash the fuzzer found can be replayed in a debugger.
    @main
    enum CorpusRunner {
        static func main() {
            let files = CommandLine.arguments.dropFirst()
            for path in files {
                guard let contents = FileManager.default.contents(atPath: path) else { continue }
                Array(contents).withUnsafeBufferPointer(FuzzTarget.run)
            }
            guard files.isEmpty else { return }
            while let line = readLine(strippingNewline: true) {
                Array(line.utf8).withUnsafeBufferPointer(FuzzTarget.run)
            }
        }
    }
#endif
