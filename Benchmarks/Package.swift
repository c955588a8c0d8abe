// swift-tools-version: 6.1

import PackageDescription

/// Vipera's and vbank's in-process benchmarks, on ordo-one's package-benchmark: a package of its
/// own, as swift-nio and swift-certificates keep theirs, so an app that depends on Vipera never
/// resolves the benchmark's dependencies. `swift package benchmark` runs them; `make test` checks
/// their allocation counts against `Thresholds/` (see the Makefile's `benchmark-check`).
///
/// The settings are the main package's (Package.swift there says why every module must share them).
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "ViperaBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Vipera", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Vipera", package: "Vipera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ViperaBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Vipera", package: "Vipera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ViperaBenchmarks",
            swiftSettings: strictSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "VBankBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Vipera", package: "Vipera"),
                .product(name: "VBankLayers", package: "Vipera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/VBankBenchmarks",
            swiftSettings: strictSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
