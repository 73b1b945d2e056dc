/// A hash that is the same on every run and machine (Swift's `Hasher` is seeded per process),
/// for finding fingerprints.
enum StableHash {
    /// 64-bit FNV-1a of the text's UTF-8 bytes, as 16 lowercase hex digits.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
