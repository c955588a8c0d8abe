import ArgumentParser
import Foundation
import ViperaScaffold

/// `vipera check-docs ARCHIVE…`: fails when a documentation archive has an undocumented symbol.
struct CheckDocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-docs",
        abstract: "Check that every public symbol of built documentation archives is documented.",
        discussion: """
            Reads each archive's documentation-coverage.json, which docc writes when the archive \
            is built with --experimental-documentation-coverage, and lists every symbol without \
            an abstract and every function or initializer with a parameter left undocumented. \
            Exits 1 when any archive has one.
            """
    )

    @Argument(help: "The .doccarchive folders or static sites to check.")
    var archives: [String]

    mutating func run() throws {
        let check = DocumentationCheck()
        try StandardStreams.checkEach(archives) { try check.check(archive: URL(fileURLWithPath: $0)) }
    }
}
