import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// The formats test tools print (issue 12): Maestro, Espresso, XCUITest, Compose. Real samples
/// where a permissively licensed one could be found (Fixtures/SOURCES.md); otherwise small
/// inputs written here in each tool's documented shape, named as such.
@Suite("Maestro, Espresso, XCUITest and Compose dumps")
struct TextFormatImportTests {
    // Maestro Studio's element list: mobile-dev-inc/maestro@2a28b83 maestro-studio/web/src/fixtures..ts.
    @Test func maestroStudioElementListFromMaestrosRepository() throws {
        let bytes = try Fixture.bytes(Fixture.maestroElements)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "list.json") == .maestroElementList)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "list.json")
        #expect(screen.platform == .android)
        // 180 entries, 109 of them only an id.
        #expect(screen.roots.count == 71)
        #expect(screen.roots.allSatisfy { $0.children.isEmpty })
        let clock = screen.roots[0]
        #expect(clock.identifier == "com.android.systemui:id/clock" && clock.label == "11:45")
        #expect(clock.frame == .zero)
        #expect(
            clock.inferences.contains { $0.hasPrefix("Frame not imported: Maestro Studio gives bounds as fractions") })
        #expect(clock.inferences.contains { $0.contains("109 entries with only an id were skipped") })
        #expect(clock.source == DumpLocation(file: "list.json", line: 23, column: 3))
        let labels = screen.roots.compactMap(\.label)
        #expect(labels.contains("Calendar") && labels.contains("YT Music") && labels.contains("Voice search"))
        #expect(screen.roots.first { $0.label == "Back" }?.identifier == "com.android.systemui:id/back")
    }

    // Maestro Studio's device screen: pixel bounds, a platform (maestro@dcd2f20
    // maestro-studio/server/src/main/java/maestro/studio/DeviceService.kt, getDeviceScreen, TreeNode.bounds()). Written here.
    @Test func maestroStudioDeviceScreen() throws {
        let text = """
            {"platform": "IOS", "screenshot": "/screenshot/1.png", "width": 390, "height": 844, "elements": [
              {"id": "login", "bounds": {"x": 20, "y": 700, "width": 350, "height": 50}, "resourceId": "login", "text": "Log in"}
            ]}
            """
        let bytes = Array(text.utf8)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "s.json") == .maestroElementList)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "s.json")
        #expect(screen.platform == .iOS && screen.size == ScreenSize(width: 390, height: 844))
        #expect(screen.roots[0].frame == ScreenRect(x: 20, y: 700, width: 350, height: 50))
        #expect(screen.roots[0].label == "Log in" && screen.roots[0].identifier == "login")
    }

    // Attributes as maestro@dcd2f20 maestro-client/src/main/java/maestro/drivers/AndroidDriver.kt:944-1023
    // writes them; the "Running on" line as `maestro hierarchy` prints it first. Written here.
    @Test func maestroHierarchyAndroidAfterARunningOnLine() throws {
        let text = """
            Running on emulator-5554
            {
              "attributes" : { },
              "children" : [ {
                "attributes" : {
                  "text" : "Wi-Fi",
                  "resource-id" : "android:id/switch_widget",
                  "clickable" : "true",
                  "bounds" : "[900,300][1040,400]",
                  "enabled" : "true",
                  "checked" : "true",
                  "class" : "android.widget.Switch"
                },
                "children" : [ ]
              } ],
              "clickable" : false
            }
            """
        let bytes = Array(text.utf8)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "h.txt") == .maestroHierarchy)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "h.txt")
        #expect(screen.platform == .android)
        let toggle = try #require(screen.element(withID: "0.0"))
        #expect(toggle.label == "Wi-Fi" && toggle.role == .toggle && toggle.className == "android.widget.Switch")
        #expect(toggle.isCheckable && toggle.checkedState == .checked && toggle.isClickable)
        #expect(toggle.frame == ScreenRect(x: 900, y: 300, width: 140, height: 100))
        #expect(toggle.inferences.contains { $0.hasPrefix("Checkable inferred") })
        #expect(toggle.source == DumpLocation(file: "h.txt", line: 4, column: 18))
        #expect(screen.roots[0].inferences.contains { $0.contains("keeps no focusable") })
    }

    // `maestro hierarchy` on an Android device writes its root and the node under it with empty
    // attributes (a real capture of a Samsung phone, wild set L, read only): the screen is as big
    // as the windows below them, not zero, so the density is inferred and nothing on the status
    // bar lies past the screen's edge. Written here.
    @Test func maestroAndroidScreenSizeComesFromTheWindowsUnderEmptyRoots() throws {
        let text = """
            Running on R000000000
            {
              "attributes" : { },
              "children" : [ {
                "attributes" : { "ignoreBoundsFiltering" : "false" },
                "children" : [ {
                  "attributes" : { "class" : "android.widget.FrameLayout", "bounds" : "[0,0][1080,2340]", "enabled" : "true" },
                  "children" : [ {
                    "attributes" : { "class" : "android.widget.TextView", "text" : "Inbox", "bounds" : "[40,200][400,260]", "enabled" : "true" },
                    "children" : [ ]
                  }, {
                    "attributes" : { "class" : "android.widget.TextView", "text" : "Past the edge", "bounds" : "[1000,300][1500,360]", "enabled" : "true" },
                    "children" : [ ]
                  } ]
                }, {
                  "attributes" : { "class" : "android.widget.FrameLayout", "resource-id" : "com.android.systemui:id/status_bar", "bounds" : "[0,0][1080,80]", "enabled" : "true" },
                  "children" : [ ]
                } ]
              } ]
            }
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: "h.txt")
        #expect(screen.platform == .android)
        #expect(screen.size == ScreenSize(width: 1080, height: 2340))
        #expect(screen.unit == .pixels(density: 2.625))
    }

    // The iOS captures of wild set L write the root's bounds as "[0,0][0,0]": the screen is the
    // size of the application's frame below it. Written here.
    @Test func maestroIOSScreenSizeComesFromTheFramesUnderAnEmptyRoot() throws {
        let text = """
            {"attributes": {"accessibilityText": "", "title": "", "value": "", "resource-id": "", "bounds": "[0,0][0,0]", "enabled": "false"},
             "children": [
              {"attributes": {"accessibilityText": "Wallet", "title": "", "value": "", "resource-id": "", "bounds": "[0,0][393,852]", "enabled": "true"},
               "children": [
                {"attributes": {"accessibilityText": "Send", "title": "", "value": "", "resource-id": "send", "bounds": "[300,700][420,760]", "enabled": "true"}, "children": []}
               ]}
             ]}
            """
        let screen = try screen(text, fileName: "ios.json")
        #expect(screen.platform == .iOS)
        #expect(screen.size == ScreenSize(width: 393, height: 852))
        #expect(screen.roots[0].inferences.contains { $0.hasPrefix("Screen size from the outermost elements") })
    }

    // Real captures of `maestro hierarchy` on iOS 17.2 and iOS 26.1 simulators (wild set L, read
    // only) carry a status line, "None: ", between the "Running on" line and the JSON; the JSON
    // is read from its first line, and its places stay the file's. Written here.
    @Test func maestroHierarchyAfterStatusLines() throws {
        let text = """
            Running on iPhone 15 Pro - iOS 17.2 - 00000000-0000-0000-0000-000000000000
            None: 

            {
              "attributes" : { "accessibilityText" : "Sign in", "title" : "", "value" : "", "resource-id" : "login", "bounds" : "[16,700][374,750]", "enabled" : "true", "selected" : "false" },
              "children" : [ ]
            }
            """
        let bytes = Array(text.utf8)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "h.txt") == .maestroHierarchy)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "h.txt")
        #expect(screen.platform == .iOS)
        #expect(screen.roots[0].label == "Sign in" && screen.roots[0].identifier == "login")
        #expect(screen.roots[0].source?.line == 4)
        // Still no JSON at all: the error names the "Running on" line.
        let noJSON = importError(Array("Running on emulator-5554\nNone: \nbye\n".utf8), fileName: "h.txt")
        #expect(
            noJSON?.description.contains("no Maestro hierarchy JSON after it") == true, "\(String(describing: noJSON))")
    }

    // Attributes as maestro@dcd2f20 maestro-client/src/main/java/maestro/drivers/IOSDriver.kt:179-207
    // writes them (title, value, checked only for switches). Written here.
    @Test func maestroHierarchyIOS() throws {
        let text = """
            {"attributes": {"accessibilityText": "Settings", "title": "", "value": "", "resource-id": "", "bounds": "[0,0][390,844]", "enabled": "true", "selected": "false", "checked": "false"},
             "children": [
              {"attributes": {"accessibilityText": "Airplane Mode", "title": "", "value": "1", "resource-id": "airplane", "bounds": "[16,100][374,144]", "enabled": "true", "selected": "false", "checked": "true"}, "children": []}
             ]}
            """
        let screen = try screen(text, fileName: "ios.json")
        #expect(screen.platform == .iOS && screen.unit == .points)
        let toggle = try #require(screen.element(withID: "0.0"))
        #expect(toggle.label == "Airplane Mode" && toggle.identifier == "airplane")
        #expect(toggle.traits.contains(.switchButton) && toggle.checkedState == .checked)
        #expect(toggle.inferences.contains { $0.hasPrefix("Type Switch inferred") })
        #expect(screen.roots[0].inferences.contains { $0.hasPrefix("Type Other assumed") })
    }

    // IOSDriver.kt:185 writes XCUITest's placeholderValue as hintText; only text inputs have one
    // (Apple's XCUIElementAttributes: "the value displayed when the element has no value"). The
    // shape of DD's Maestro login screens (`Ati-35/codeks`, `Higgs-Boson-Consultancy/
    // SolidiMobileApp4-test`): an empty e-mail field, and a field whose placeholder is one space.
    @Test func maestroIOSNodesWithAPlaceholderAreTextFields() throws {
        let text = """
            {"attributes": {"accessibilityText": "", "title": "", "value": "", "hintText": "", "resource-id": "", "bounds": "[0,0][393,852]", "enabled": "true", "selected": "false", "checked": "false"},
             "children": [
              {"attributes": {"accessibilityText": "", "title": "", "value": "", "hintText": "sen@example.com", "resource-id": "", "bounds": "[92,379][340,401]", "enabled": "true", "selected": "false", "checked": "false"}, "children": []},
              {"attributes": {"accessibilityText": "", "title": "", "value": "", "hintText": " ", "resource-id": "text-input-outlined", "bounds": "[104,325][345,373]", "enabled": "true", "selected": "false", "checked": "false"}, "children": []},
              {"attributes": {"accessibilityText": "Sign In", "title": "", "value": "", "hintText": "", "resource-id": "button", "bounds": "[48,465][345,505]", "enabled": "true", "selected": "false", "checked": "false"}, "children": []}
             ]}
            """
        let screen = try screen(text, fileName: "ios.json")
        let email = try #require(screen.element(withID: "0.0"))
        #expect(email.className == "TextField" && email.traits.contains(.textEntry) && email.role == .editText)
        // The empty field shows its placeholder, which XCUITest gives as its value.
        #expect(email.value == "sen@example.com")
        #expect(email.inferences.contains { $0.hasPrefix("Type TextField inferred") })
        let blank = try #require(screen.element(withID: "0.1"))
        #expect(blank.className == "TextField" && blank.value == nil)
        // No placeholder, no type: still Other.
        #expect(screen.element(withID: "0.2")?.className == "Other")
    }

    // wix/Detox@bce5d26 detox/android/detox/src/testFull/java/com/wix/detox/espresso/errors/DetoxExceptionUtilsTest.kt:14-24
    @Test func espressoHierarchyFromADetoxFailureMessage() throws {
        let bytes = try Fixture.bytes(Fixture.espressoDecorView)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "e.txt") == .espressoHierarchy)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "e.txt")
        #expect(screen.platform == .android && screen.size == ScreenSize(width: 1080, height: 2400))
        #expect(screen.unit == .pixels(density: 2.625))
        // The layout-params braces span seven lines; they stay inside the one view.
        #expect(screen.allElements.count == 1)
        let decor = screen.roots[0]
        #expect(decor.className == "DecorView" && decor.role == nil && decor.isVisible && !decor.isClickable)
        #expect(decor.frame == ScreenRect(x: 0, y: 0, width: 1080, height: 2400))
        #expect(decor.source == DumpLocation(file: "e.txt", line: 4, column: 1))
        #expect(decor.inferences.contains { $0.hasPrefix("Density 2.625") })
    }

    // Espresso's entry shape (`+`, one `-` per level, `>`, Class{…}) as the Detox sample shows it;
    // x and y are View.getX()/getY(), relative to the parent: android-test@75240e8
    // espresso/core/java/androidx/test/espresso/util/HumanReadables.java:258; is-checked only for
    // Checkable views, :302-304. Written here.
    @Test func espressoNestingRelativeOriginsAndCommasInText() throws {
        let text = """
            View Hierarchy:
            +>DecorView{id=-1, visibility=VISIBLE, width=1080, height=2400, x=0.0, y=0.0, child-count=1}
            |
            +->LinearLayout{id=-1, visibility=VISIBLE, width=1080, height=2000, x=0.0, y=400.0, child-count=2}
            |
            +-->AppCompatTextView{id=2131230900, res-name=title, visibility=VISIBLE, width=1000, height=100, x=40.0, y=20.0, text=Hello, world, child-count=0}
            |
            +-->MaterialCheckBox{id=2131230901, res-name=terms, desc=Accept terms, visibility=VISIBLE, width=200, height=150, x=40.0, y=200.0, is-clickable=true, is-focusable=true, is-checked=false, child-count=0}
            """
        let screen = try screen(text, fileName: "v.txt")
        let title = try #require(screen.element(withID: "0.0.0"))
        #expect(title.label == "Hello, world" && title.identifier == "title" && title.role == .text)
        #expect(title.frame == ScreenRect(x: 40, y: 420, width: 1000, height: 100))
        #expect(title.inferences.contains { $0.hasPrefix("Frame origin inferred") })
        let terms = try #require(screen.element(withID: "0.0.1"))
        #expect(terms.label == "Accept terms" && terms.role == .checkBox && terms.isCheckable)
        #expect(terms.checkedState == .unchecked && terms.isClickable && terms.isFocusable)
        #expect(terms.source == DumpLocation(file: "v.txt", line: 8, column: 1))
    }

    // The problem marker after an entry and the | separators, as
    // android-test@75240e8 espresso/core/java/androidx/test/espresso/util/HumanReadables.java:108-124 writes them;
    // hint from describe(TextView), :284-292. Written here.
    @Test func espressoProblemMarkersAndHints() throws {
        let text = """
            androidx.test.espresso.AmbiguousViewMatcherException: 'an instance of android.widget.EditText' matches 2 views in the hierarchy:
            Problem views are marked with '****MATCHES****' below.

            View Hierarchy:
            +>LinearLayout{id=-1, visibility=VISIBLE, width=1080, height=600, x=0.0, y=0.0, child-count=2}
            |
            +->AppCompatEditText{id=7, res-name=email, visibility=VISIBLE, width=1000, height=150, x=40.0, y=0.0, text=, hint=Email, is-focusable=true, is-clickable=true} ****MATCHES****
            |
            +->AppCompatEditText{id=8, res-name=password, visibility=INVISIBLE, width=1000, height=150, x=40.0, y=200.0, text=, hint=Password} ****MATCHES****
            """
        let screen = try screen(text, fileName: "m.txt")
        #expect(screen.allElements.count == 3)
        let email = try #require(screen.element(withID: "0.0"))
        #expect(email.role == .editText && email.hint == "Email" && email.label == nil && email.value == nil)
        #expect(email.identifier == "email" && email.isFocusable)
        let password = try #require(screen.element(withID: "0.1"))
        #expect(!password.isVisible && password.frame == ScreenRect(x: 40, y: 200, width: 1000, height: 150))
    }

    // Espresso prints a view's own size; Android's View.isVisibleToUser is false for a view without
    // width or height (getGlobalVisibleRect), and TalkBack asks only that
    // (talkback@26a27dc0 utils/.../AccessibilityNodeInfoUtils.java:2109-2116). Written here.
    @Test func espressoViewsOfNoSizeAreNotVisible() throws {
        let text = """
            View Hierarchy:
            +>LinearLayout{id=-1, visibility=VISIBLE, width=1080, height=600, x=0.0, y=0.0, child-count=2}
            |
            +->AppCompatButton{id=7, visibility=VISIBLE, width=0, height=150, x=40.0, y=0.0, text=Hidden, is-clickable=true}
            |
            +->AppCompatButton{id=8, visibility=VISIBLE, width=300, height=150, x=40.0, y=200.0, text=Shown, is-clickable=true}
            """
        let screen = try screen(text, fileName: "z.txt")
        let hidden = try #require(screen.element(withID: "0.0"))
        #expect(!hidden.isVisible && hidden.inferences.contains { $0.contains("no size") })
        #expect(try #require(screen.element(withID: "0.1")).isVisible)
    }

    @Test func espressoCutOffIsAnError() throws {
        let error = try #require(importError("View Hierarchy:\n+>DecorView{id=-1, width=10", fileName: "cut.txt"))
        #expect(error.kind == .truncated)
        #expect(
            error.description
                == "cut.txt:2:1: the view DecorView's properties are not closed with }; the text is cut off")
    }

    // The line shape of XCUITest's debugDescription (Element subtree:, →, {{x, y}, {w, h}}, key: 'value', flags). Written here.
    @Test func xcuitestDebugDescription() throws {
        let text = """
            Attributes: Application, 0x600000c1c000, pid: 4242, label: 'Shop'
            Element subtree:
             →Application, 0x600000c1c000, pid: 4242, label: 'Shop'
                Window (Main), 0x600000c1c1c0, {{0.0, 0.0}, {390.0, 844.0}}
                  NavigationBar, 0x600000c1c2a0, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Deals'
                    StaticText, 0x600000c1c380, {{160.0, 58.0}, {70.0, 22.0}}, label: 'Deals'
                  Button, 0x600000c1c460, {{16.0, 120.0}, {358.0, 44.0}}, identifier: 'buy', label: 'Buy now, pay later', Selected
                  Switch, 0x600000c1c540, {{300.0, 180.0}, {51.0, 31.0}}, label: 'Alerts', value: 1, Disabled
            Path to element:
             →Application, 0x600000c1c000, pid: 4242, label: 'Shop'
            Query chain:
             →Find: Target Application 'com.example.shop'
            """
        let bytes = Array(text.utf8)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "d.txt") == .xcuitestDebugDescription)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "d.txt")
        #expect(screen.platform == .iOS && screen.name == "Shop")
        #expect(screen.allElements.count == 6)
        let window = try #require(screen.element(withID: "0.0"))
        #expect(window.className == "Window" && window.frame == ScreenRect(x: 0, y: 0, width: 390, height: 844))
        let title = try #require(screen.element(withID: "0.0.0.0"))
        #expect(title.label == "Deals" && title.traits.contains(.header))
        let buy = try #require(screen.element(withID: "0.0.1"))
        #expect(buy.label == "Buy now, pay later" && buy.identifier == "buy")
        #expect(buy.traits == [.button, .selected] && buy.isAccessibilityElement)
        #expect(buy.source == DumpLocation(file: "d.txt", line: 7, column: 7))
        let alerts = try #require(screen.element(withID: "0.0.2"))
        #expect(alerts.traits.contains(.notEnabled) && alerts.checkedState == .checked)
    }

    // An empty text input's placeholder is its value, as WebDriverAgent writes it (appium/WebDriverAgent @ c279b4c7,
    // XCUIElement+FBWebDriverAttributes.m:95-116, FBElementHelpers.m:11-16) and as VoiceOver reads it
    // (cashapp/AccessibilitySnapshot @ 5b03db81, testUIKitTextField.402x874-26-2-3x.png: "Some placeholder text.
    // Text Field."). The lines' shape is NN's iOS 26 benchmark app (grandbig/ios-accessibility-agent-benchmark,
    // docs/trees, read only): XCUITest prints placeholderValue and no value for an empty field.
    @Test func xcuitestDebugDescriptionEmptyFieldsShowTheirPlaceholder() throws {
        let text = """
            Element subtree:
             →Application, 0x10b40e3f0, pid: 22614, label: 'A11y UIKit'
                Window (Main), 0x10b40cf30, {{0.0, 0.0}, {375.0, 667.0}}
                  TextField, 0x10b4188e0, {{16.0, 100.0}, {311.0, 22.0}}, identifier: 'basics.textField', placeholderValue: 'テキストを入力'
                  SecureTextField, 0x10b418e80, {{16.0, 150.0}, {311.0, 22.0}}, identifier: 'basics.secureField', placeholderValue: 'パスワードを入力'
                  TextField, 0x10b418e81, {{16.0, 200.0}, {311.0, 22.0}}, label: 'Username', placeholderValue: 'Name', value: Ada
                  SearchField, 0x10b418e82, {{16.0, 250.0}, {311.0, 36.0}}, placeholderValue: '  '
                  Button, 0x10b418e83, {{16.0, 300.0}, {311.0, 44.0}}, label: 'Go', placeholderValue: 'Later'
                  TextView, 0x10b418e84, {{16.0, 350.0}, {311.0, 88.0}}, placeholderValue: 'Notes'
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: "d.txt")
        let field = try #require(screen.element(withID: "0.0.0"))
        #expect(field.value == "テキストを入力" && field.label == nil)
        #expect(field.inferences.contains { $0.hasPrefix("Value \"テキストを入力\" taken from the placeholder") })
        #expect(screen.element(withID: "0.0.1")?.value == "パスワードを入力")
        // A value the field has is kept; a blank placeholder says nothing; only text inputs have one.
        #expect(screen.element(withID: "0.0.2")?.value == "Ada")
        #expect(screen.element(withID: "0.0.3")?.value == nil)
        #expect(screen.element(withID: "0.0.4")?.value == nil)
        #expect(screen.element(withID: "0.0.5")?.value == "Notes")
    }

    // The shape of Compose's printToLog output: "|-" three columns a level, Key = 'value', Actions,
    // MergeDescendants (androidx@221a95f compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt,
    // printToStringInner and appendConfigInfo), behind a logcat prefix. Written here; the row
    // scrolls (horizontalScroll prints its axis and ScrollBy, both of which Compose needs).
    @Test func composeSemanticsTreeWithALogcatPrefix() throws {
        let text = """
            D/Shop: printToLog:
            D/Shop: Printing with useUnmergedTree = 'false'
            D/Shop: Node #1 at (l=0.0, t=0.0, r=1080.0, b=2200.0)px
            D/Shop:  |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=600.0)px, Tag: 'deals'
            D/Shop:    HorizontalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=900.0, reverseScrolling=false)'
            D/Shop:    Actions = [ScrollBy]
            D/Shop:     |-Node #5 at (l=40.0, t=120.0, r=540.0, b=580.0)px
            D/Shop:     | Role = 'Button'
            D/Shop:     | Text = '[Lamp, 20 euros]'
            D/Shop:     | Actions = [OnClick, OnLongClick]
            D/Shop:     | MergeDescendants = 'true'
            D/Shop:     |-Node #8 at (l=560.0, t=120.0, r=1060.0, b=580.0)px
            D/Shop:       ToggleableState = 'On'
            D/Shop:       Role = 'Switch'
            D/Shop:       ContentDescription = '[Gift wrap]'
            """
        let bytes = Array(text.utf8)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "c.txt") == .composeSemantics)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "c.txt")
        #expect(screen.platform == .android && screen.unit == .pixels(density: 2.625))
        let row = try #require(screen.element(withID: "0.0"))
        #expect(row.identifier == "deals" && row.role == .horizontalScrollView && row.isScrollable)
        let lamp = try #require(screen.element(withID: "0.0.0"))
        #expect(lamp.label == "Lamp, 20 euros" && lamp.role == .button && lamp.isClickable && lamp.isLongClickable)
        #expect(lamp.isScreenReaderFocusable && lamp.frame == ScreenRect(x: 40, y: 120, width: 500, height: 460))
        #expect(lamp.source == DumpLocation(file: "c.txt", line: 7, column: 15))
        let wrap = try #require(screen.element(withID: "0.0.1"))
        #expect(wrap.label == "Gift wrap" && wrap.role == .toggle && wrap.checkedState == .checked)
        #expect(screen.roots[0].inferences.contains { $0.hasPrefix("Merged tree") })
    }

    @Test func deepTextDumpsHitTheDepthLimit() throws {
        var lines = ["Element subtree:"]
        for depth in 0..<300 {
            lines.append(String(repeating: "  ", count: depth) + " →Other, 0x\(depth), {{0, 0}, {1, 1}}")
        }
        let xcuitest = try #require(importError(lines.joined(separator: "\n"), fileName: "deep.txt"))
        #expect(xcuitest.kind == .limitExceeded && xcuitest.line == 252)
        let compose = (0..<300).map { depth in
            depth == 0
                ? "Node #1 at (l=0, t=0, r=1, b=1)px"
                : String(repeating: " ", count: depth * 3 - 2) + "|-Node #\(depth + 1) at (l=0, t=0, r=1, b=1)px"
        }
        let error = try #require(importError(compose.joined(separator: "\n"), fileName: "deep.txt"))
        #expect(error.kind == .limitExceeded && error.line == 251)
    }

    // Unit-valued properties share one bracket line; a collection's nodes are numbered:
    // androidx@221a95f compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt
    // (appendConfigInfo's units, Collection<SemanticsNode>.printToString). Written here.
    @Test func composeUnitPropertiesAndNumberedNodes() throws {
        let text = """
            Printing with useUnmergedTree = 'true'
            1) Node #7 at (l=0.0, t=0.0, r=300.0, b=60.0)px
            Text = '[Sold out]'
            [Disabled, Heading]
            Actions = [GetTextLayoutResult]
            2) Node #9 at (l=0.0, t=80.0, r=300.0, b=140.0)px, Tag: 'buy'
            Role = 'Button'
            Text = '[Buy]'
            [Disabled]
            Actions = [OnClick]
            """
        let screen = try screen(text, fileName: "n.txt")
        #expect(screen.roots.count == 2)
        #expect(screen.roots[0].label == "Sold out" && screen.roots[0].traits == [.notEnabled, .header])
        #expect(
            screen.roots[1].identifier == "buy" && screen.roots[1].traits == .notEnabled && screen.roots[1].isClickable)
        #expect(screen.roots[0].inferences.contains { $0.hasPrefix("Unmerged tree") })
    }

    /// Cut and corrupted copies of each new format either import or throw an ImportError; none traps.
    @Test func cutAndCorruptedTextDumpsNeverTrap() throws {
        let samples = [
            try Fixture.bytes(Fixture.espressoDecorView), try Fixture.bytes(Fixture.maestroElements),
            Array(
                "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n    Button, 0x2, {{1, 2}, {3, 4}}, label: 'B'\n"
                    .utf8),
            Array(
                "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n |-Node #2 at (l=0.0, t=0.0, r=5.0, b=5.0)px\n   Text = '[x]'\n"
                    .utf8),
            Array(
                "Running on emulator\n{\"attributes\": {\"bounds\": \"[0,0][10,10]\", \"class\": \"a.B\"}, \"children\": []}"
                    .utf8),
        ]
        var generator = SeededGenerator(seed: 12)
        var imported = 0
        for sample in samples {
            for _ in 0..<60 {
                var bytes = Array(sample.prefix(Int.random(in: 1...sample.count, using: &generator)))
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
                        in: 32...126, using: &generator)
                }
                if importError(bytes, fileName: "fuzz.txt") == nil { imported += 1 }
            }
        }
        // Some survive (a cut after a complete element), most do not; the point is that none traps.
        #expect(imported > 0 && imported < samples.count * 60)
    }

    @Test func textThatIsNoKnownDumpIsNamed() throws {
        let error = try #require(importError("hello\nworld\n", fileName: "t.txt"))
        #expect(error.kind == .notADump)
        #expect(error.description.hasPrefix("t.txt:1:1: not an accessibility dump: expected XML, JSON, or a text dump"))
    }
}
