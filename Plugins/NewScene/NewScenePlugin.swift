import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-scene NAME --target TARGET`: runs
/// `vipera new-scene` on the package the command is run in.
@main
struct NewScenePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "vipera")
        let process = Process()
        process.executableURL = tool.url
        process.arguments =
            ["new-scene"] + arguments + ["--package-path", context.package.directoryURL.path, "--through-plugin"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("vipera new-scene failed (exit status \(process.terminationStatus))")
            return
        }
    }
}
