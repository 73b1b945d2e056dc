import Testing

@testable import AccessibilityTree

/// An on-screen keyboard's package: an `inputmethod` part in any case, or a known keyboard's.
@Suite struct AndroidInputMethodTests {
    /// The reading by lowercased parts that the byte reading of ASCII names stands in for.
    private static func reference(_ package: String) -> Bool {
        let name = package.lowercased()
        return name.split(separator: ".").contains("inputmethod") || AndroidInputMethod.knownPackages.contains(name)
    }

    @Test func keyboardsAreKnownByTheirPackage() {
        let keyboards = [
            "com.google.android.inputmethod.latin", "com.android.inputmethod.latin", "com.sohu.inputmethod.sogou",
            "COM.Google.Android.InputMethod.Latin", "inputmethod", ".inputmethod.", "com.touchtype.swiftkey",
            "Com.TouchType.SwiftKey", "com.sec.android.inputmethod", "com.baidu.input",
        ]
        let apps = [
            "com.google.android.youtube", "com.example.inputmethods", "com.example.myinputmethod", "inputmethod2",
            "com.touchtype.swiftkey.beta", "com.baidu.inputs", "", ".", "com..app", "com.baidu.ınput",
            "com.example.İnputmethod", "com.exämple.inputmethod",
        ]
        for package in keyboards {
            #expect(AndroidInputMethod.isInputMethod(package: package), "\(package)")
        }
        for package in keyboards + apps {
            #expect(AndroidInputMethod.isInputMethod(package: package) == Self.reference(package), "\(package)")
            let sliced = ("x:" + package).dropFirst(2)
            #expect(AndroidInputMethod.isInputMethod(package: sliced) == Self.reference(package), "\(package)")
        }
        #expect(!AndroidInputMethod.isInputMethod(package: "com.google.android.youtube"))
        #expect(AndroidInputMethod.isInputMethod(package: "com.exämple.inputmethod"))
    }
}
