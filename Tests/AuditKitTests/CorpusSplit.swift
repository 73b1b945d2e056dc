/// Which part of the labelled real-dump corpus a dump belongs to: the frozen test third, which no
/// rule is ever tuned on, or the development part.
///
/// Decision: the split is by app, never by screen, so one app's screens are never on both sides.
/// An app goes to the test third when a seeded hash of its identifier (FNV-1a over its UTF-8
/// bytes, mixed with ``seed`` by SplitMix64's finalizer) is divisible by three. This is a seeded
/// shuffle whose assignment of an app never changes as the corpus grows: a new app joins one side
/// by its own hash, and no earlier app moves.
enum CorpusSplit: String, CaseIterable, Sendable {
    case development
    case test

    /// The seed of the shuffle, fixed on 2026-11-27 before any rule was tuned on the grown corpus.
    static let seed: UInt64 = 20_261_127

    /// The part an app's screens belong to.
    static func of(app: String) -> CorpusSplit {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in app.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        var mixed = hash ^ seed
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        mixed ^= mixed >> 31
        return mixed % 3 == 0 ? .test : .development
    }
}
