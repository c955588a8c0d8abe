import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-command SCENE NAME --summary TEXT
/// --target TARGET [--argument NAME:KIND]…`: runs `vipera new-command` on the package the command
/// is run in.
@main
struct NewCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "vipera")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["new-command"] + arguments + ["--package-path", context.package.directoryURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("vipera new-command failed (exit status \(process.terminationStatus))")
            return
        }
    }
}
