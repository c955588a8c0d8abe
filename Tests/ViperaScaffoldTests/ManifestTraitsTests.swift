import Foundation
import Testing

/// An app that depends on Vipera with `traits: []` fetches nothing of vbank and no swift-syntax:
/// SwiftPM leaves a package out of resolution only when every reference to its products is
/// behind a trait that is off.
@Suite("Package traits")
struct ManifestTraitsTests {
    /// The packages only vbank uses, and the one only the macros use, with the condition each
    /// reference to them carries.
    private static let guarded = [
        "GRDB.swift": ".vbank", "SWXMLHash": ".vbank", "swift-property-based": ".vbank", "swift-syntax": ".macros",
    ]

    @Test func everyProductOfVBanksPackagesAndOfSwiftSyntax_isBehindItsTrait() throws {
        // Given every product reference in the manifest
        let lines = try Repository.text(of: "Package.swift").split(separator: "\n")
        let references = lines.filter { $0.contains(".product(name:") }

        // When those of the guarded packages are picked out
        var checked = 0
        for line in references {
            guard let (package, condition) = Self.guarded.first(where: { line.contains("package: \"\($0.key)\"") })
            else { continue }

            // Then each carries its trait's condition
            #expect(line.contains("condition: \(condition))"), "Package.swift: \(line) (\(package))")
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test func theDefault_buildsEverything_andVBankBringsTheMacros() throws {
        let manifest = try Repository.text(of: "Package.swift")
        #expect(manifest.contains(".default(enabledTraits: [\"VBank\"])"))
        #expect(manifest.contains("enabledTraits: [\"Macros\"]),"))
    }
}
