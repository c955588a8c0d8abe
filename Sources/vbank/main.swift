import ArgumentParser
import BankScenes
import Foundation
import Vipera
import ViperaREPL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a session of `command` and exits with its status.
@MainActor
func runSession(_ command: VBankCommand) async -> Never {
    exit(await CompositionRoot(command: command, environment: ProcessInfo.processInfo.environment).run())
}

let arguments = Array(CommandLine.arguments.dropFirst())
// Straight to the session: wrapping the command in the generic invocation first would look up
// its conformance at run time, which scans every conformance record of the binary.
if let command = QuickCommandLine.command(from: arguments) {
    await runSession(command)
}
let invocation = CommandLineInvocation<VBankCommand>.parse(arguments)
switch invocation {
case .run(let command as VBankCommand):
    await runSession(command)
case .run(let command as any AccountStepCommand):
    await runSession(command.session)
case .run(let command as any BankFileCommand):
    exit(await BankFileRun(command: command, environment: ProcessInfo.processInfo.environment).run())
case .run(let command as CopyCommand):
    exit(await BankCopyRun(command: command, environment: ProcessInfo.processInfo.environment).run())
case .run(let command as InitCommand):
    exit(BankInitRun(command: command, environment: ProcessInfo.processInfo.environment).run())
case .run(_ as ScenesCommand):
    FileDescriptorWriter.standardOutput.write(BankSceneCatalog.markdown(globalCommands: Session.globalCommands))
    exit(ExitStatus.success.rawValue)
case .run:
    exit(ExitStatus.usage.rawValue)
case .exit(let status, _, _):
    invocation.writeMessage()
    exit(status.rawValue)
}
