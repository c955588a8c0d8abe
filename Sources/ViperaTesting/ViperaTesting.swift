// Scene authors' tests import ViperaTesting alone: it brings the pieces spies use (a spy's
// boxes, `SpyScene`, `UnconfiguredSpyError`), the REPL's headless session and transcripts, the
// harness and the navigator spy. The macros are ViperaSpyable's, a product a target asks for.
@_exported public import ViperaREPL
@_exported public import ViperaSpies
