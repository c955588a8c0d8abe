/// When a command's output at a terminal goes through a pager: `set pager auto|on|off`.
@_spi(Dispatch)
public enum PagerMode: String, CaseIterable, Sendable {
    /// Output taller than the screen is paged.
    case auto
    /// Every command's output is paged; the pager shows what fits at once and returns.
    case on
    /// Output is never paged.
    case off
}
