/// One dump as audited, handed to ``DumpAuditor``'s `summarize` closure while the screen is
/// still in memory, so a caller keeps only what it reports (a crawl holds findings, not screens).
public struct AuditedDump: Sendable {
    /// The dump's name.
    public var file: String
    /// The screen, as read.
    public var screen: LoadedScreen
    /// The audit's view of the screen: the simulator, carousels and containers it found.
    public var context: AuditContext
    /// The findings, in the auditor's order.
    public var findings: [Finding]
}
