// The code `@Spyable` writes uses the spies' run-time pieces by name, in the module that holds
// the protocol: importing the macros brings them.
@_exported public import ViperaSpies
