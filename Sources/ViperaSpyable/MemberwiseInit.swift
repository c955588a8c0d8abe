/// Writes a class's initializer from its stored properties, as Swift does for a struct: one
/// parameter per stored property without a value, in the order declared, each assigned to its
/// property. An optional `var` (a `weak` link back, say) defaults to `nil`; a stored closure is
/// `@escaping`. Pass an access level for a wider initializer: `@MemberwiseInit(.public)`.
///
/// A scene's layers are built by their factory through these initializers:
///
/// ```swift
/// @MemberwiseInit
/// final class AccountsInteractor: AccountsBusinessLogic, AccountsDataStore {
///     private(set) var selectedAccount: Account?
///     let presenter: any AccountsPresentationLogic
///     private let worker: any AccountsWorkingLogic
/// }
///
/// // Written: init(selectedAccount: Account? = nil, presenter: …, worker: …)
/// let interactor = AccountsInteractor(presenter: presenter, worker: worker)
/// ```
@attached(member, names: named(init))
public macro MemberwiseInit(_ accessLevel: MemberwiseAccessLevel = .internal) =
    #externalMacro(module: "ViperaMacros", type: "MemberwiseInitMacro")

/// The access level of an initializer written by ``MemberwiseInit(_:)``.
public enum MemberwiseAccessLevel {
    /// Visible to other modules.
    case `public`
    /// Visible to the package.
    case package
    /// Visible to the module.
    case `internal`
    /// Visible to the file.
    case `fileprivate`
    /// Visible to the type.
    case `private`
}
