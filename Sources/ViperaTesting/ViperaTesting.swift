// Scene authors import ViperaTesting alone: it brings the `@Spyable` macro and the pieces its
// spies use along with the harness, the navigator spy and transcripts.
@_exported public import ViperaSpyable
