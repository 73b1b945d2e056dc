/// Android's on-screen keyboards, known by their package: an input method draws the keyboard in
/// a window of its own, never in the app's.
///
/// ATF's TouchTargetSizeCheck recognizes that window by its type, `TYPE_INPUT_METHOD`
/// (google/Accessibility-Test-Framework-for-Android at c65cab0, TouchTargetSizeCheck.java lines
/// 149-153 and 534-538). Decision: uiautomator dumps record no window types, only each node's
/// `package`, so a package is an input method's when its name has an `inputmethod` part (Gboard's
/// `com.google.android.inputmethod.latin`, AOSP's `com.android.inputmethod.latin`, Sogou's
/// `com.sohu.inputmethod.sogou`) or is one of the well-known keyboards in ``knownPackages``.
public enum AndroidInputMethod {
    /// Input methods whose package names do not say so.
    public static let knownPackages: Set<String> = [
        "com.touchtype.swiftkey", "com.samsung.android.honeyboard", "com.baidu.input", "com.iflytek.inputmethod",
        "com.tencent.wetype", "jp.co.omronsoft.openwnn", "com.adamrocker.android.input.simeji",
        "com.sec.android.inputmethod",
    ]

    /// Whether the package is an input method's.
    ///
    /// - Complexity: O(length of the name).
    public static func isInputMethod(package: some StringProtocol) -> Bool {
        // Asked of every node's package when a dump is read, and of every ancestor of a small
        // target: an ASCII name (every real package) is read from its bytes, without the
        // lowercased copy and the array of its parts.
        if let answer = package.utf8.withContiguousStorageIfAvailable(asciiIsInputMethod) ?? nil { return answer }
        let name = package.lowercased()
        return name.split(separator: ".").contains("inputmethod") || knownPackages.contains(name)
    }

    /// The part of a package name that says "input method", as bytes.
    private static let inputMethodPart = Array("inputmethod".utf8)
    /// The lengths of ``knownPackages``' names, in bytes.
    private static let knownLengths = Set(knownPackages.map(\.utf8.count))

    /// ``isInputMethod(package:)`` of an ASCII name's bytes; `nil` when a byte is not ASCII.
    private static func asciiIsInputMethod(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let part = inputMethodPart
        var start = 0
        var hasCapital = false
        var holdsPart = false
        for offset in 0...bytes.count {
            let byte = offset < bytes.count ? bytes[offset] : UInt8(ascii: ".")
            guard byte < 0x80 else { return nil }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { hasCapital = true }
            guard byte == UInt8(ascii: ".") else { continue }
            if !holdsPart, offset - start == part.count {
                holdsPart = zip(bytes[start..<offset], part).allSatisfy { $0 | 0x20 == $1 }
            }
            start = offset + 1
        }
        if holdsPart { return true }
        // Lowercasing keeps an ASCII name's length, so a name of a length no known package has is none.
        guard knownLengths.contains(bytes.count) else { return false }
        let name = String(decoding: bytes, as: UTF8.self)
        return knownPackages.contains(hasCapital ? name.lowercased() : name)
    }
}
