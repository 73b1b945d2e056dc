import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// A node's error as TalkBack 15.1 speaks it on focus, read from newer Appium UiAutomator2 page
/// sources (appium/appium-uiautomator2-server@5412fdb389363e3d94ccb36d3b72ee61adfb2b1e
/// `app/src/main/java/io/appium/uiautomator2/model/UiElementSnapshot.java:211-214`: `content-invalid`
/// is `isContentInvalid()` on every node, `error` is `getError()` when it is not null).
///
/// talkback@26a27dc009d5b3605e744222541f045a3c24e038
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/AccessibilityNodeFeedbackUtils.java:578-587`:
/// "Error: " and the error (`template_node_error_with_error_message`) only while the content is
/// invalid and the error is not empty; `compositor/roledescription/TreeNodesDescription.java:179-195`:
/// after the node's words and before its hint text and tooltip, for each child whose words are
/// gathered too (lines 296-299).
@Suite("TalkBack: error text of invalid content (Appium's content-invalid and error)")
struct TalkBackErrorTextTests {
    private static func dump(_ nodes: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.FrameLayout index="0" package="com.example.shop" class="android.widget.FrameLayout" content-invalid="false" bounds="[0,0][1080,2400]" displayed="true">
        \(nodes)
          </android.widget.FrameLayout>
        </hierarchy>
        """
    }

    private static func walk(_ xml: String, language: String = "en") throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "appium.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    /// A field that failed validation says its error after its words and before its hint text
    /// and tooltip; the same field with valid content, or invalid without an error, says none.
    @Test func anInvalidFieldSaysItsErrorBeforeItsHint() throws {
        let xml = Self.dump(
            """
            <android.widget.EditText index="0" class="android.widget.EditText" text="ada@" hint="Email" content-invalid="true" error="Enter a valid email" tooltip-text="Your sign-in address" focusable="true" clickable="true" bounds="[0,100][1080,250]" displayed="true" />
            <android.widget.EditText index="1" class="android.widget.EditText" text="Ada" hint="Name" content-invalid="false" error="Stale message" focusable="true" clickable="true" bounds="[0,300][1080,450]" displayed="true" />
            <android.widget.EditText index="2" class="android.widget.EditText" text="12" hint="Age" content-invalid="true" focusable="true" clickable="true" bounds="[0,500][1080,650]" displayed="true" />
            """)
        #expect(
            try Self.walk(xml) == [
                "ada@, Edit box, Error: Enter a valid email, Email, Your sign-in address",
                "Ada, Edit box, Name",
                "12, Edit box, Age",
            ])
    }

    /// The error is no edit box's alone: any node's error is spoken, a child's too when its words
    /// are gathered into its focusable parent's.
    @Test func aChildsErrorIsGatheredWithItsWords() throws {
        let xml = Self.dump(
            """
            <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,100][1080,300]" displayed="true">
              <android.widget.TextView index="0" class="android.widget.TextView" text="Card ending 4242" content-invalid="true" error="Card expired" bounds="[0,100][1080,200]" displayed="true" />
              <android.widget.TextView index="1" class="android.widget.TextView" text="Change" bounds="[0,200][1080,300]" displayed="true" />
            </android.widget.LinearLayout>
            """)
        #expect(try Self.walk(xml) == ["Card ending 4242, Error: Card expired, Change"])
    }

    /// TalkBack 15.1 has not translated `template_node_error_with_error_message`: every
    /// language's resources say "Error: %1$s" (`talkback/src/main/res/values-fr/strings_compositor.xml:39`,
    /// `values-ja/strings_compositor.xml:39`), so the word files carry the English words, read
    /// from each language's file (`talkBack.nodeError`), while the rest is the language's own.
    @Test(arguments: [
        ("fr", "ada@, Zone d'édition, Error: Adresse non valide"),
        ("de", "ada@, Bearbeitungsfeld, Error: Adresse non valide"),
        ("ja", "ada@, 編集ボックス, Error: Adresse non valide"),
    ])
    func theErrorTemplateIsTheLanguagesOwn(language: String, expected: String) throws {
        let xml = Self.dump(
            """
            <android.widget.EditText index="0" class="android.widget.EditText" text="ada@" content-invalid="true" error="Adresse non valide" focusable="true" clickable="true" bounds="[0,100][1080,250]" displayed="true" />
            """)
        #expect(try Self.walk(xml, language: language) == [expected])
        #expect(SpeechStrings.table(forLanguage: language).talkBack.nodeError == "Error: {1}")
    }

    /// A screen document states the facts directly; they survive its JSON.
    @Test func theErrorSurvivesAScreenDocument() throws {
        var field = AccessibilityElement(id: "f", label: "Email", className: "android.widget.EditText")
        field.isContentInvalid = true
        field.errorText = "Required"
        let screen = AccessibilityScreen(platform: .android, roots: [field])
        let decoded = try JSONDecoder().decode(AccessibilityScreen.self, from: JSONEncoder().encode(screen))
        let element = try #require(decoded.roots.first)
        #expect(element.isContentInvalid && element.errorText == "Required")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: decoded)
        #expect(talkBack.walkToEnd().steps.first?.speech == "Email, Edit box, Error: Required")
    }
}
