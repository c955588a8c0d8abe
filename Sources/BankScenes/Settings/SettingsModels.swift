import BankDomain
import Vipera

/// The use cases of the settings scene.
enum Settings {
    // MARK: - Show Settings

    /// Show the current settings.
    enum ShowSettings {
        struct Request: Sendable, Equatable {}

        struct Response: Sendable, Equatable {
            let settings: UserSettings
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Field: Sendable, Equatable, Encodable {
                let label: String
                let value: String
            }

            let fields: [Field]
            let usesColour: Bool
        }
    }

    // MARK: - Change Setting

    /// Change one setting, then show them all.
    enum ChangeSetting {
        struct Request: Sendable, Equatable {
            let change: SettingChange
        }

        struct Response: Sendable, Equatable {
            let change: SettingChange
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }
}

/// One setting and its new value.
public enum SettingChange: Sendable, Equatable {
    /// How many transactions a page shows.
    case pageSize(Int)
    /// Whether balances are shown.
    case showsBalances(Bool)
    /// Whether colour is used.
    case usesColour(Bool)
}

/// The commands of the settings scene.
public enum SettingsCommand: Sendable, Equatable {
    /// Change one setting.
    case set(SettingChange)
}
