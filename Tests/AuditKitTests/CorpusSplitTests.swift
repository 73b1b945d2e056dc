import Testing

@Suite struct CorpusSplitTests {
    /// An app's side never depends on which other apps are in the corpus, and about a third of
    /// apps are held out.
    @Test func aboutAThirdOfAppsAreHeldOutAndTheAssignmentIsStable() {
        let apps = (0..<600).map { "com.example.app\($0)" }
        let held = apps.filter { CorpusSplit.of(app: $0) == .test }
        #expect((170...230).contains(held.count), "held out \(held.count) of 600")
        #expect(apps.map { CorpusSplit.of(app: $0) } == apps.map { CorpusSplit.of(app: $0) })
        #expect(Set(apps.map { CorpusSplit.of(app: $0) }) == Set(CorpusSplit.allCases))
    }
}
