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
    public static func isInputMethod(package: some StringProtocol) -> Bool {
        let name = package.lowercased()
        return name.split(separator: ".").contains("inputmethod") || knownPackages.contains(name)
    }
}
