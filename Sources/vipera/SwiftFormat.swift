import Foundation

/// Lays out files the way the package's `.swift-format` says, with the toolchain's `swift format`,
/// when the package has that configuration: generated lines that grew long (many arguments, long
/// names) are wrapped as the rest of its code is. Without one the files stay as written: the
/// tool's defaults would re-indent a whole file.
enum SwiftFormat {
    /// Formats `paths` (relative to `packagePath`) in place; returns whether it ran.
    @discardableResult
    static func format(_ paths: [String], in packagePath: String) -> Bool {
        let configuration = URL(fileURLWithPath: packagePath).appending(path: ".swift-format")
        guard FileManager.default.fileExists(atPath: configuration.path) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "--in-place"] + paths
        process.currentDirectoryURL = URL(fileURLWithPath: packagePath)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
