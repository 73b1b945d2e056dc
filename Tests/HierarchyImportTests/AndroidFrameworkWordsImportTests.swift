import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// The words Android's own compound buttons state on their nodes and a dump leaves out. Since
/// Android 11 `CompoundButton.setChecked` sets the state description from
/// `getButtonStateDescription` on every call, enabled or not (Ankits-lab/frameworks_base@150a9240e5a11cd5ebc9bb0832ce30e9c23f376a
/// core/java/android/widget/CompoundButton.java:161-169 `getButtonStateDescription`, 192-197
/// `setDefaultStateDescritption`, 204-232 `setChecked`); a radio button's is the framework's
/// `selected` / `not_selected` (aosp-mirror/platform_frameworks_base@e7449820a486c08dc487c96c7d961533566500bf
/// core/java/android/widget/RadioButton.java:107-116), in the device's language. The importer
/// writes a radio button's English and marks it; it marks a platform check box or switch, whose
/// words the screen reader settles; a Compose node of the same class is never marked.
@Suite("Android import: the framework's words")
struct AndroidFrameworkWordsImportTests {
    private func elements(_ body: String) throws -> (AccessibilityScreen, [String: AccessibilityElement]) {
        try importedDump(body, fileName: "widgets.xml")
    }

    static let platformWidgets = """
        <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
        <node class="android.widget.RadioButton" text="Small" checkable="true" checked="true" clickable="true" bounds="[0,0][1080,100]"/>
        <node class="android.widget.RadioButton" text="Large" checkable="true" checked="false" enabled="false" bounds="[0,100][1080,200]"/>
        <node class="android.widget.CheckBox" text="Remember me" checkable="true" checked="true" clickable="true" bounds="[0,200][1080,300]"/>
        <node class="android.widget.Switch" text="Wi-Fi" checkable="true" checked="false" clickable="true" bounds="[0,300][1080,400]"/>
        <node class="android.widget.CheckedTextView" text="Option" checkable="true" checked="true" clickable="true" bounds="[0,400][1080,500]"/>
        <node class="android.widget.CompoundButton" text="Chip" checkable="true" checked="true" clickable="true" bounds="[0,500][1080,600]"/>
        </node>
        """

    @Test func aPlatformRadioButtonStatesTheFrameworksEnglishMarked() throws {
        let (_, found) = try elements(Self.platformWidgets)
        let small = try #require(found["Small"])
        let large = try #require(found["Large"])
        #expect(small.stateDescription == "selected")
        // Disabled or not: setChecked sets it whatever the button's enabled state.
        #expect(large.stateDescription == "not selected")
        #expect(small.carriesFrameworkWords && large.carriesFrameworkWords)
        #expect(small.inferences.contains { $0.hasPrefix(AccessibilityElement.frameworkWordInference) })
    }

    @Test func aPlatformCheckBoxOrSwitchIsMarkedWithoutAStateDescription() throws {
        let (_, found) = try elements(Self.platformWidgets)
        for name in ["Remember me", "Wi-Fi"] {
            let element = try #require(found[name])
            #expect(element.carriesFrameworkWords, "\(name)")
            #expect(element.stateDescription == nil, "\(name)")
        }
        // A CheckedTextView is no compound button; a chip (CompoundButton) may be Material's Chip.
        for name in ["Option", "Chip"] {
            let element = try #require(found[name])
            #expect(!element.carriesFrameworkWords, "\(name)")
            #expect(element.stateDescription == nil, "\(name)")
        }
    }

    @Test func composeNodesOfTheSameClassesAreNeverMarked() throws {
        let (_, found) = try elements(
            """
            <node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,2400]">
            <node class="android.widget.RadioButton" content-desc="Radio" checkable="true" checked="false" clickable="true" bounds="[0,0][1080,100]"/>
            <node class="android.widget.CheckBox" content-desc="Box" checkable="true" checked="true" clickable="true" bounds="[0,100][1080,200]"/>
            <node class="android.widget.Switch" content-desc="Toggle" checkable="true" checked="true" clickable="true" bounds="[0,200][1080,300]"/>
            </node>
            """)
        for name in ["Radio", "Box", "Toggle"] {
            #expect(found[name]?.carriesFrameworkWords == false, "\(name)")
        }
        #expect(found["Radio"]?.carriesComposeWords == true)
    }

    /// A compound button is a TextView: a node of its class holding child views is another view
    /// reporting the class (CompoundButton.java:61), as Quick Settings tiles do (the real dump
    /// Leelajai-Krishna-N senior-shield `window_dump_quick_settings.xml`: `android.widget.Switch`
    /// rows of SystemUI holding their labels), and gets no default state description.
    @Test func aNodeOfACompoundButtonsClassWithChildrenIsNoCompoundButton() throws {
        let (_, found) = try elements(
            """
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.Switch" content-desc="Bluetooth" checkable="true" checked="true" clickable="true" bounds="[0,0][540,200]">
            <node class="android.widget.TextView" text="Bluetooth label" bounds="[20,20][520,100]"/>
            </node>
            <node class="android.widget.RadioButton" content-desc="Row" checkable="true" checked="true" clickable="true" bounds="[0,200][1080,400]">
            <node class="android.widget.TextView" text="Row label" bounds="[20,220][520,300]"/>
            </node>
            </node>
            """)
        for name in ["Bluetooth", "Row"] {
            let element = try #require(found[name])
            #expect(!element.carriesFrameworkWords, "\(name)")
            #expect(element.stateDescription == nil, "\(name)")
            #expect(!element.inferences.contains { $0.hasPrefix(AccessibilityElement.frameworkWordInference) })
            #expect(element.inferences.contains { $0.hasPrefix("No stateDescription: a node of a compound button") })
        }
    }

    /// The mark is model data that survives a screen document's JSON.
    @Test func theMarkSurvivesAScreenDocument() throws {
        let (screen, _) = try elements(Self.platformWidgets)
        let marked = screen.allElements.filter(\.carriesFrameworkWords).map(\.id)
        #expect(marked.count == 4)
        let decoded = try JSONDecoder().decode(AccessibilityScreen.self, from: JSONEncoder().encode(screen))
        #expect(decoded.allElements.filter(\.carriesFrameworkWords).map(\.id) == marked)
    }
}
