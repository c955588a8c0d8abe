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

let invocation = CommandLineInvocation<VBankCommand>.parse()
switch invocation {
case .run(let command as VBankCommand):
    exit(await CompositionRoot(command: command, environment: ProcessInfo.processInfo.environment).run())
case .run(let command as any AccountStepCommand):
    exit(await CompositionRoot(command: command.session, environment: ProcessInfo.processInfo.environment).run())
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
