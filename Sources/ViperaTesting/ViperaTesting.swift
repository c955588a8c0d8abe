// Scene authors import ViperaTesting alone: it brings the `@Spyable` macro and the pieces its
// spies use, the REPL's headless session and transcripts, the harness and the navigator spy.
@_exported public import ViperaREPL
@_exported public import ViperaSpyable
