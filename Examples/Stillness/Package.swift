// swift-tools-version: 6.1

import PackageDescription

/// Stillness: a meditation timer in the terminal, built on Vipera's public API only. Its timer is
/// a pure reducer with explicit effects; its scenes follow Vipera's six-part pattern.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "Stillness",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "stillness", targets: ["stillness"])
    ],
    dependencies: [
        // The macros, and nothing of vbank: see Vipera's package traits.
        .package(name: "Vipera", path: "../..", traits: ["Macros"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "StillnessCore",
            swiftSettings: settings
        ),
        .target(
            name: "StillnessScenes",
            dependencies: [
                "StillnessCore",
                .product(name: "Vipera", package: "Vipera"),
                .product(name: "ViperaSpyable", package: "Vipera"),
            ],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "stillness",
            dependencies: [
                "StillnessCore",
                "StillnessScenes",
                .product(name: "ViperaREPL", package: "Vipera"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "StillnessCoreTests",
            dependencies: ["StillnessCore"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "StillnessScenesTests",
            dependencies: [
                "StillnessCore",
                "StillnessScenes",
                .product(name: "Vipera", package: "Vipera"),
                .product(name: "ViperaTesting", package: "Vipera"),
            ],
            swiftSettings: settings
        ),
    ]
)
