import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the settings scene.
@Spyable
protocol SettingsDisplayLogic: ErrorDisplaying {
    func displaySettings(_ viewModel: Settings.ShowSettings.ViewModel)
    func displayChange(_ viewModel: Settings.ChangeSetting.ViewModel)
    func displayVerify(_ viewModel: Settings.Verify.ViewModel)
    func displayBackUp(_ viewModel: Settings.BackUp.ViewModel)
    func displayRestore(_ viewModel: Settings.Restore.ViewModel)
    func displayRestoreReview(_ viewModel: Settings.ReviewRestore.ViewModel)
    func displayRestoreCancelled(_ viewModel: Settings.FinishRestore.ViewModel)
}

/// The current settings, changed with `set KEY VALUE`. Applies the colour setting to the console.
/// `backup FILE`, `restore FILE` and `verify` keep the bank safe; `vbank backup`, `restore` and
/// `verify` run the same commands from the command line. `restore FILE` waits for `confirm`
/// unless given `--yes`.
@MemberwiseInit
public final class SettingsViewController: CollectingScene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the settings are written, and whose colour they control.
    public let console: any Console
    let interactor: any SettingsBusinessLogic
    let router: any SettingsRoutingLogic

    // MARK: - Scene

    /// `Settings`, in `where` and JSON output.
    public nonisolated static let sceneName = "Settings"

    /// "Settings".
    public var title: String { Strings.Settings.title }

    /// `set`, `backup`, `restore` and `verify`.
    public var commands: CommandTable<SettingsCommand> { Self.commandTable }

    /// Shows the settings.
    public func sceneDidLoad() async {
        await interactor.showSettings()
    }

    /// Turns a command into a request.
    public func handle(_ command: SettingsCommand) async {
        switch command {
        case .set(let change): await interactor.changeSetting(Settings.ChangeSetting.Request(change: change))
        case .backup(let path, let replacing):
            await interactor.backUp(Settings.BackUp.Request(path: path, replacing: replacing))
        case .restore(let path, let isConfirmed):
            await interactor.restore(Settings.Restore.Request(path: path, isConfirmed: isConfirmed))
        case .confirm: await interactor.confirmRestore()
        case .cancel: await interactor.cancelRestore()
        case .verify: await interactor.verify()
        }
    }

    /// Drops the restore waiting for `confirm` when a `restore` line is refused, and shows the
    /// refusal saying so.
    public func refuse(_ refusal: ErrorViewModel, collecting piece: String) async {
        guard piece == Self.restorePiece else {
            displayError(refusal)
            return
        }
        await interactor.forget(Settings.Forget.Request(refusal: refusal))
    }
}

// MARK: - SettingsDisplayLogic

extension SettingsViewController: SettingsDisplayLogic {
    func displaySettings(_ viewModel: Settings.ShowSettings.ViewModel) {
        console.colorPreference = viewModel.usesColour ? .automatic : .never
        show(viewModel, kind: "settings") {
            RenderGroup([
                Heading(Strings.Settings.title),
                KeyValueList(viewModel.fields.map { KeyValueList.Pair($0.label, $0.value) }),
            ])
        }
    }

    func displayChange(_ viewModel: Settings.ChangeSetting.ViewModel) {
        show(viewModel, kind: "change") { Notice(viewModel.isSaved ? .success : .warning, viewModel.message) }
    }

    func displayVerify(_ viewModel: Settings.Verify.ViewModel) {
        show(viewModel, kind: "verify") {
            var parts: [any Renderable] = [Heading(viewModel.title), Self.lines(of: viewModel.check)]
            if let verdict = viewModel.verdict {
                parts.append(Notice(.success, verdict))
            }
            return RenderGroup(parts)
        }
    }

    func displayBackUp(_ viewModel: Settings.BackUp.ViewModel) {
        show(viewModel, kind: "backup") {
            guard viewModel.check.problemCount > 0 else { return Notice(.success, viewModel.message) }
            return RenderGroup([Self.lines(of: viewModel.check), Notice(.info, viewModel.message)])
        }
    }

    func displayRestore(_ viewModel: Settings.Restore.ViewModel) {
        show(viewModel, kind: "restore") {
            var parts: [any Renderable] = [Heading(viewModel.title), Self.lines(of: viewModel.check)]
            if let kept = viewModel.kept {
                parts.append(Notice(.info, kept))
            }
            parts.append(Notice(viewModel.check.problemCount == 0 ? .success : .info, viewModel.message))
            return RenderGroup(parts)
        }
    }

    func displayRestoreReview(_ viewModel: Settings.ReviewRestore.ViewModel) {
        show(viewModel, kind: "restoreReview") {
            RenderGroup([Heading(viewModel.title), Self.lines(of: viewModel.check), Notice(.info, viewModel.message)])
        }
    }

    func displayRestoreCancelled(_ viewModel: Settings.FinishRestore.ViewModel) {
        show(viewModel, kind: "restoreCancelled") { Notice(.info, viewModel.message) }
    }

    private static func lines(of check: Settings.CheckViewModel) -> KeyValueList {
        KeyValueList(check.lines.map { KeyValueList.Pair($0.label, $0.value) })
    }
}

// MARK: - Commands

extension SettingsViewController {
    nonisolated static let key = TypedParameter.choice(
        "KEY", ["page-size", "show-balances", "colour", "color", "notices"], Strings.Settings.keyArgument)
    nonisolated static let value = TypedParameter.text("VALUE", Strings.Settings.valueArgument)

    nonisolated static let backupFile = TypedParameter.filePath("FILE", Strings.Settings.backupFileArgument)
    nonisolated static let replace = TypedParameter.replaceFlag(Strings.Settings.replaceFlag)
    nonisolated static let restoreFile = TypedParameter.filePath("FILE", Strings.Settings.restoreFileArgument)
    nonisolated static let yes = TypedParameter.flag("yes", Strings.Settings.yesFlag)
    /// The piece `restore` collects: the backup that waits for `confirm`.
    nonisolated static let restorePiece = "restore"

    nonisolated static let commandTable = CommandTable<SettingsCommand>([
        CommandSpec("set", summary: Strings.Settings.setSummary, effects: .changesData, key, value) {
            .set(try SettingParsing.change(key: $0, value: $1))
        },
        CommandSpec("backup", summary: Strings.Settings.backupSummary, effects: .writesFiles, backupFile, replace) {
            .backup(path: $0, replacing: $1)
        },
        CommandSpec(
            "restore", summary: Strings.Settings.restoreSummary, effects: [.changesData, .writesFiles],
            collects: restorePiece, restoreFile, yes
        ) { .restore(path: $0, isConfirmed: $1) },
        CommandSpec(
            "confirm", summary: Strings.Settings.confirmSummary, effects: [.changesData, .writesFiles],
            command: .confirm),
        CommandSpec("cancel", summary: Strings.Settings.cancelSummary, command: .cancel),
        CommandSpec("verify", summary: Strings.Settings.verifySummary, command: .verify),
    ])
}

// MARK: - Setting Parsing

/// Reads the value of `set KEY VALUE` for its key.
private enum SettingParsing {
    static func change(key: String, value: String) throws -> SettingChange {
        switch key {
        case "page-size":
            guard let size = Int(value), UserSettings.pageSizes.contains(size) else {
                throw CommandValidationError(
                    Strings.Settings.badPageSize(
                        value, UserSettings.pageSizes.lowerBound, UserSettings.pageSizes.upperBound)
                )
            }
            return .pageSize(size)
        case "show-balances":
            return .showsBalances(try onOff(value, key: key))
        case "notices":
            return .showsNotices(try onOff(value, key: key))
        default:
            return .usesColour(try onOff(value, key: key))
        }
    }

    private static func onOff(_ value: String, key: String) throws -> Bool {
        switch value.lowercased() {
        case Strings.Common.on: return true
        case Strings.Common.off: return false
        default: throw CommandValidationError(Strings.Settings.badOnOff(key, value))
        }
    }
}
