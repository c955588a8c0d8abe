// swift-tools-version: 6.1

import CompilerPluginSupport
import PackageDescription

/// Settings every Swift target here shares: Swift 6 language mode (strict concurrency), the
/// upcoming features Docs/Design.md's conventions ask for, and nonisolated async functions that
/// run on their caller's actor, so a command's trip from the main actor through a worker and a
/// store makes no thread hop. An app needs none of them: a declaration's isolation is part of its
/// interface, so a module built with the compiler's defaults calls these modules' functions as
/// declared (the tutorial's app is built so by GuideWalkthroughTests); with the defaults, only the
/// app's own nonisolated async functions hop off the main actor for each call.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "Vipera",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Vipera", targets: ["Vipera"]),
        .library(name: "ViperaREPL", targets: ["ViperaREPL"]),
        .library(name: "ViperaSpyable", targets: ["ViperaSpyable"]),
        .library(name: "ViperaTesting", targets: ["ViperaTesting"]),
        .executable(name: "vipera-demo", targets: ["vipera-demo"]),
        .executable(name: "vbank", targets: ["vbank"]),
        .executable(name: "vipera", targets: ["vipera"]),
        .plugin(name: "NewScene", targets: ["NewScene"]),
        // vbank's layers below its executable, for the benchmark package in Benchmarks/, which
        // measures every scene's display: an app on Vipera has no use for it.
        .library(name: "VBankLayers", targets: ["BankDomain", "BankData", "BankScenes"]),
        .plugin(name: "NewCommand", targets: ["NewCommand"]),
    ],
    // An app that depends on the libraries with `traits: []` fetches and builds nothing of vbank
    // (GRDB, SWXMLHash, swift-property-based) and no swift-syntax; `traits: ["Macros"]` adds the
    // macros (ViperaSpyable). Built here, the package enables both, so `swift build`, `make run`
    // and `make test` build everything. Every product reference to those packages carries its
    // trait's condition: one without it would have every app fetch the package
    // (`ManifestTraitsTests` checks).
    traits: [
        .trait(
            name: "Macros", description: "The macros of ViperaSpyable (@Spyable, @MemberwiseInit, …), on swift-syntax."),
        .trait(name: "VBank", description: "vbank, the reference app, and its tests.", enabledTraits: ["Macros"]),
        .default(enabledTraits: ["VBank"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // OFX 2.x and CAMT.053 statements are XML.
        .package(url: "https://github.com/drmohundro/SWXMLHash", from: "8.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation`: the DocC catalogs of the four libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "Vipera",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .macro(
            name: "ViperaMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .macros),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .macros),
            ],
            swiftSettings: strictSettings
        ),
        // What a spy needs at run time, without the macros: ViperaTesting's spies and the ones
        // `@Spyable` writes share it, so a test target that asks for no macro compiles no
        // swift-syntax.
        .target(
            name: "ViperaSpies",
            dependencies: ["Vipera"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViperaSpyable",
            dependencies: ["Vipera", "ViperaSpies", "ViperaMacros"],
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "CEditLineShim",
            dependencies: ["CEditLine"]
        ),
        .target(
            name: "ViperaREPL",
            dependencies: [
                "Vipera",
                "CEditLine",
                "CEditLineShim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViperaTesting",
            dependencies: ["Vipera", "ViperaREPL", "ViperaSpies", "CEditLineShim"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViperaScaffold",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "vipera",
            dependencies: [
                "ViperaScaffold",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "NewScene",
            capability: .command(
                intent: .custom(verb: "new-scene", description: "Write a new scene's six files and its tests"),
                permissions: [.writeToPackageDirectory(reason: "The new scene's files go in Sources/ and Tests/")]
            ),
            dependencies: ["vipera"]
        ),
        .plugin(
            name: "NewCommand",
            capability: .command(
                intent: .custom(verb: "new-command", description: "Add a command and its use case to a scene"),
                permissions: [.writeToPackageDirectory(reason: "The command's code and test go in Sources/ and Tests/")]
            ),
            dependencies: ["vipera"]
        ),
        .target(
            name: "ViperaExample",
            dependencies: ["Vipera", "ViperaSpyable"],
            packageAccess: false,
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "vipera-demo",
            dependencies: [
                "Vipera",
                "ViperaREPL",
                "ViperaExample",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            packageAccess: false,
            swiftSettings: strictSettings
        ),
        .target(
            name: "BankDomain",
            swiftSettings: strictSettings
        ),
        // What both backends share and neither's library: statements read and written, the bank's
        // contents, tallies, search words, the read cache, decoding of the domain's enums.
        .target(
            name: "BankStorage",
            dependencies: [
                "BankDomain",
                "Vipera",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SWXMLHash", package: "SWXMLHash", condition: .vbank),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BankData",
            dependencies: [
                "BankDomain",
                "BankStorage",
                "Vipera",
                .product(name: "GRDB", package: "GRDB.swift", condition: .vbank),
                .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .vbank),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // libpq's declarations, and functions that load it on first use (CLibPQ.h): nothing is
        // linked, so a start of vbank on a bank file does not pay for libpq's twenty libraries.
        .target(name: "CLibPQ", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "BankPostgres",
            dependencies: [
                "BankDomain",
                "BankStorage",
                "CLibPQ",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BankTesting",
            dependencies: ["BankDomain", "BankData", "BankPostgres"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BankScenes",
            dependencies: ["Vipera", "ViperaSpyable", "BankDomain"],
            packageAccess: false,
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "vbank",
            dependencies: [
                "Vipera",
                "ViperaREPL",
                "BankDomain",
                "BankStorage",
                "BankData",
                "BankPostgres",
                "BankScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViperaBench",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "vipera-bench",
            dependencies: [
                "ViperaBench",
                "Vipera",
                "CEditLineShim",
                "BankDomain",
                "BankStorage",
                "BankData",
                "BankPostgres",
                "BankTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "vipera-fuzz",
            dependencies: ["Vipera"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperaTests",
            dependencies: ["Vipera"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperaMacrosTests",
            dependencies: [
                "ViperaMacros",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: .macros),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax", condition: .macros),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperaREPLTests",
            dependencies: ["Vipera", "ViperaREPL", "ViperaTesting", "CEditLineShim", "ViperaExample"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperaTestingTests",
            dependencies: ["Vipera", "ViperaTesting", "ViperaSpyable", "ViperaExample"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperaExampleTests",
            dependencies: ["Vipera", "ViperaTesting", "ViperaExample"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BankDomainTests",
            dependencies: [
                "BankDomain", .product(name: "PropertyBased", package: "swift-property-based", condition: .vbank),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BankStorageTests",
            dependencies: [
                "BankDomain", "BankStorage",
                .product(name: "PropertyBased", package: "swift-property-based", condition: .vbank),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BankDataTests",
            dependencies: [
                "BankDomain", "BankStorage", "BankData", "BankPostgres", "BankTesting", "Vipera",
                .product(name: "GRDB", package: "GRDB.swift", condition: .vbank),
                .product(name: "PropertyBased", package: "swift-property-based", condition: .vbank),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BankScenesTests",
            dependencies: [
                "Vipera", "ViperaREPL", "ViperaTesting", "BankDomain", "BankData", "BankScenes", "BankTesting",
                .product(name: "GRDB", package: "GRDB.swift", condition: .vbank),
                .product(name: "PropertyBased", package: "swift-property-based", condition: .vbank),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperaScaffoldTests",
            dependencies: ["ViperaScaffold"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperaBenchTests",
            dependencies: ["ViperaBench"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "vbankTests",
            dependencies: [
                "vbank", "BankDomain", "BankData", "BankPostgres", "BankTesting", "BankScenes", "Vipera", "ViperaREPL",
                "ViperaTesting", .product(name: "GRDB", package: "GRDB.swift", condition: .vbank),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "PropertyBased", package: "swift-property-based", condition: .vbank),
            ],
            swiftSettings: strictSettings
        ),
    ]
)

extension TargetDependencyCondition {
    /// Only where vbank is built: its storage libraries and its tests' property testing.
    static var vbank: Self? { .when(traits: ["VBank"]) }
    /// Only where the macros are built.
    static var macros: Self? { .when(traits: ["Macros"]) }
}
