import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the settings scene.
@Spyable
protocol SettingsDisplayLogic: ErrorDisplaying {
    func displaySettings(_ viewModel: Settings.ShowSettings.ViewModel)
    func displayChange(_ viewModel: Settings.ChangeSetting.ViewModel)
}

/// The current settings, changed with `set KEY VALUE`. Applies the colour setting to the console.
@MemberwiseInit
public final class SettingsViewController: Scene, ConsoleDisplaying {
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

    /// `set`.
    public var commands: CommandTable<SettingsCommand> { Self.commandTable }

    /// Shows the settings.
    public func sceneDidLoad() async {
        await interactor.showSettings(Settings.ShowSettings.Request())
    }

    /// Turns a command into a request.
    public func handle(_ command: SettingsCommand) async {
        switch command {
        case .set(let change): await interactor.changeSetting(Settings.ChangeSetting.Request(change: change))
        }
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
        show(viewModel, kind: "change") { Notice(.success, viewModel.message) }
    }
}

// MARK: - Commands

extension SettingsViewController {
    nonisolated static let key = TypedParameter.choice(
        "KEY", ["page-size", "show-balances", "colour", "color"], Strings.Settings.keyArgument)
    nonisolated static let value = TypedParameter.text("VALUE", Strings.Settings.valueArgument)

    nonisolated static let commandTable = CommandTable<SettingsCommand>([
        CommandSpec("set", summary: Strings.Settings.setSummary, key, value) {
            .set(try SettingParsing.change(key: $0, value: $1))
        }
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
