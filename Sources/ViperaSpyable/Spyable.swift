/// Makes a spy for the protocol it is attached to: in debug builds, a peer class named
/// `{Protocol}Spy` that conforms to the protocol, records every call in an ordered `calls` log of
/// a generated `Call` enum, and answers as the test configures it.
///
/// ```swift
/// @Spyable
/// @MainActor
/// protocol AccountsPresentationLogic: AnyObject {
///     func presentAccounts(_ response: Accounts.FetchAccounts.Response)
///     func presentError(_ error: any Error)
/// }
///
/// // In a test:
/// let presenter = AccountsPresentationLogicSpy()
/// await interactor.fetchAccounts()
/// #expect(presenter.calls == [.presentAccounts(expected)])
/// ```
///
/// - `{name}Arguments` lists the arguments of one method's calls, for a test that checks a field
///   of the last view model rather than every call.
/// - A method that returns and throws answers `{name}Result` (`Result<Value, any Error>`), and
///   throws `UnconfiguredSpyError` when the test set none.
/// - A method that only throws throws `{name}Error` when set.
/// - A method that returns an optional answers `{name}ReturnValue` (nil unless set); one that
///   returns `any Scene` answers a `SpyScene` named after the method unless told otherwise.
/// - A method that returns a value also has `{name}Handler`, a closure that answers in place of
///   every other setting: the way to give a spy behaviour, such as paging through a list.
/// - Errors are recorded as `ErrorViewModel`, existentials and closures by `SpyIdentity`.
/// - A property requirement becomes a stored property; non-optional ones are initializer
///   parameters.
/// - The spy is internal and exists only in debug builds, so it never changes a module's public
///   interface; a test target reaches it with `@testable import`.
@attached(peer, names: suffixed(Spy))
public macro Spyable() = #externalMacro(module: "ViperaMacros", type: "SpyableMacro")
