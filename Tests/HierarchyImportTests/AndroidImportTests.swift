import AccessibilityTree
import Testing

@testable import HierarchyImport

@Suite("Android dumps: uiautomator and Appium UiAutomator2")
struct AndroidImportTests {
    @Test func oldUiautomatorDumpWithWrappedAttributesAndNoResourceID() throws {
        let screen = try Fixture.screen(Fixture.uiautomatorOld)
        #expect(screen.platform == .android)
        #expect(screen.size == ScreenSize(width: 480, height: 800))
        #expect(screen.unit == .pixels(density: 1.5))
        #expect(screen.name == "com.android.launcher")
        #expect(screen.roots.count == 1)
        #expect(screen.roots[0].inferences.contains { $0.hasPrefix("Density 1.5 (240 dpi) inferred") })

        let apps = try #require(screen.element(withID: "0.0.0.0.0.0.0.0.0"))
        #expect(apps.label == "Apps")
        #expect(apps.className == "android.widget.TextView")
        #expect(apps.role == .text)
        #expect(apps.identifier == nil)
        #expect(apps.traits == .selected)
        #expect(apps.isClickable && apps.isFocusable && !apps.isLongClickable && !apps.isScrollable)
        #expect(apps.frame == ScreenRect(left: 1, top: 38, right: 105, bottom: 116))
        // The tag starts on line 43 after 36 spaces; its attributes wrap over five lines.
        #expect(apps.source?.line == 43)
        #expect(apps.source?.column == 37)
        #expect(apps.source?.file.hasSuffix("mocks_UIAUTOMATOR_DUMP.xml") == true)

        let tabs = try #require(screen.element(withID: "0.0.0.0.0.0.0.0"))
        #expect(tabs.className == "android.widget.TabWidget")
        #expect(tabs.role == .tabBar)
    }

    @Test func api27LauncherDump() throws {
        let bytes = try Fixture.bytes(Fixture.uiautomatorAPI27)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "api27.xml") == .uiautomator)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "api27.xml")
        #expect(screen.size == ScreenSize(width: 1080, height: 1794))
        #expect(screen.unit == .pixels(density: 2.625))
        let phone = try #require(screen.element(withID: "0.0.0.0.0.3.0.1.0"))
        #expect(phone.label == "Phone")
        #expect(phone.isClickable && phone.isLongClickable && phone.isFocusable)
        #expect(phone.frame == ScreenRect(left: 35, top: 1479, right: 237, bottom: 1663))
        let start = try #require(offset(of: #"<node index="0" text="Phone""#, in: bytes))
        let expected = lineAndColumn(of: start, in: bytes)
        #expect(phone.source == DumpLocation(file: "api27.xml", line: expected.line, column: expected.column))
        #expect(phone.source?.line == 33)
    }

    @Test func newerUiautomatorDumpWithSystemWindowFirst() throws {
        let screen = try Fixture.screen(Fixture.uiautomatorNew)
        #expect(screen.roots.count == 2)
        #expect(screen.roots[0].frame == ScreenRect(left: 0, top: 0, right: 1080, bottom: 132))
        #expect(screen.roots[0].source?.line == 3)
        #expect(screen.roots[1].source?.line == 50)
        // The app window is the larger one and names the screen.
        #expect(screen.name == "de.vorwerk.homee.homee")
        #expect(screen.size == ScreenSize(width: 1080, height: 2400))

        let logIn = try #require(screen.element(withID: "1.0.0.0.0.0.0.0.0.1.0.4"))
        #expect(logIn.label == "Log In")
        #expect(logIn.role == .button)
        #expect(logIn.className == "android.widget.Button")
        #expect(logIn.isClickable && logIn.isFocusable && logIn.isVisible && logIn.isEnabled)
        #expect(logIn.hint == nil)  // hint="" is absent
        #expect(logIn.frame == ScreenRect(left: 42, top: 1584, right: 1038, bottom: 1710))
        #expect(logIn.source?.line == 66)
        #expect(logIn.source?.column == 25)
    }

    @Test func oneLineComposeDumpWithEscapesAndMultibyteText() throws {
        let bytes = try Fixture.bytes(Fixture.uiautomatorChat)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "chat.xml")
        let field = try #require(screen.element(withID: "0.0.0.0.0.0.0.0.2.0"))
        #expect(field.role == .editText)
        #expect(field.label == nil && field.value == nil)
        #expect(field.isClickable && field.isLongClickable)
        #expect(field.frame == ScreenRect(left: 32, top: 2211, right: 901, bottom: 2358))
        // One line: the column counts Unicode scalars, and Chinese text precedes the field.
        let start = try #require(
            offset(of: #"<node index="0" text="" resource-id="" class="android.widget.EditText""#, in: bytes))
        let expected = lineAndColumn(of: start, in: bytes)
        #expect(expected.line == 1 && expected.column < start + 1)
        #expect(field.source?.line == 1)
        #expect(field.source?.column == expected.column)

        let send = try #require(screen.element(withID: "0.0.0.0.0.0.0.0.2.1.0"))
        #expect(send.label == "Send")
        let sendButton = try #require(screen.element(withID: "0.0.0.0.0.0.0.0.2.1"))
        #expect(sendButton.isClickable && !sendButton.isEnabled)

        // &#10; is a newline, &apos; an apostrophe, &lt; &gt; angle brackets.
        let reply = try #require(
            screen.allElements.first { $0.label?.hasPrefix("<|im_start|>system\nYou are a helpful assistant.") == true }
        )
        #expect(reply.label?.contains("Since it's just a greeting") == true)
        #expect(screen.allElements.contains { $0.label == "你能做什么" })
    }

    @Test func appiumLauncherPageSourceUsesClassNameTags() throws {
        let bytes = try Fixture.bytes(Fixture.appiumLauncher)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "launcher.xml") == .appiumUiAutomator2)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "launcher.xml")
        #expect(screen.size == ScreenSize(width: 1080, height: 2424))
        #expect(screen.unit == .pixels(density: 2.625))

        let lens = try #require(screen.element(withID: "0.0.0.0.0.4.1.1.1"))
        #expect(lens.label == "Google Lens")
        #expect(lens.className == "android.widget.ImageButton")
        #expect(lens.role == .button)
        #expect(lens.identifier == "com.google.android.apps.nexuslauncher:id/lens_icon")
        #expect(lens.isClickable && lens.isVisible)
        #expect(lens.frame == ScreenRect(left: 853, top: 2149, right: 979, bottom: 2314))
        #expect(lens.source == DumpLocation(file: "launcher.xml", line: 43, column: 19))

        let gmail = try #require(screen.element(withID: "0.0.0.0.0.1.0.0.2"))
        #expect(gmail.label == "Gmail" && gmail.role == .text && gmail.isClickable)
        #expect(gmail.source?.line == 24)

        // The smart-space pager: its page keeps the role its class gives (TalkBack calls the page
        // a pager shows alone "Page" from the structure, not from a role).
        let pager = try #require(screen.element(withID: "0.0.0.0.0.1.0.0.0.0.0"))
        #expect(pager.label == "At a glance" && pager.role == .pager)
        let page = try #require(pager.children.first)
        #expect(page.role == nil)

        // a11y-important="false": TalkBack's service does not ask for unimportant views
        // (talkback@26a27dc talkback/src/main/res/xml-v33/accessibilityservice.xml:5 has no
        // flagIncludeNotImportantViews), so the view is left out and its children take its place,
        // each recording why.
        #expect(screen.element(withID: "0.0") == nil)
        let root = try #require(screen.roots.first)
        #expect(root.children.allSatisfy { $0.inferences.contains { $0.contains("a11y-important=false") } })
    }

    @Test func olderAppiumSettingsPageSource() throws {
        let screen = try Fixture.screen(Fixture.appiumSettings)
        #expect(screen.size == ScreenSize(width: 1080, height: 2088))
        let scroll = try #require(screen.element(withID: "0.0.0.0.1"))
        #expect(scroll.className == "android.widget.ScrollView")
        #expect(scroll.role == .scrollView && scroll.isScrollable)
        #expect(scroll.identifier == "com.android.settings:id/main_content_scrollable_container")
        #expect(scroll.source?.line == 18)
        let network = try #require(screen.element(withID: "0.0.0.0.1.0.1.0.0.0.0.1.0"))
        #expect(network.label == "Network & internet")
        #expect(network.identifier == "android:id/title")
        #expect(network.frame == ScreenRect(left: 198, top: 441, right: 573, bottom: 500))
        #expect(network.source?.line == 45)
    }

    @Test(arguments: [(480.0, 1.5), (720, 2.0), (1080, 2.625), (1440, 3.5), (1000, 2.625), (320, 1.0)])
    func densityIsInferredFromTheScreenWidth(width: Double, density: Double) throws {
        let xml = """
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][\(Int(width)),3200]"/></hierarchy>
            """
        // A phone's proportions (3200 px tall); a tablet's take the tablet rows (below).
        let screen = try screen(xml)
        #expect(screen.unit == .pixels(density: density))
        #expect(screen.roots[0].inferences.contains { $0.hasPrefix("Density \(density)") })
    }

    /// A tablet is not a wide phone (issue 21): 1200 x 1920 and a landscape 2000 x 1128 window
    /// (its navigation bar left out) are hdpi tablets, 1600 x 2560 an xhdpi one.
    @Test(arguments: [(1200.0, 1920.0, 1.5), (2000, 1128, 1.5), (1600, 2560, 2.0), (1080, 1794, 2.625)])
    func aTabletsDensityIsInferredFromItsProportions(width: Double, height: Double, density: Double) throws {
        let xml = """
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][\(Int(width)),\(Int(height))]"/></hierarchy>
            """
        #expect(try screen(xml).unit == .pixels(density: density))
    }

    // A dumper that writes `hint` but not `showing-hint`: an empty EditText's node text is its
    // hint (android.widget.TextView.getTextForAccessibility), so text equal to the hint is shown.
    @Test func anEditTextWhoseTextIsItsHintShowsItWhenTheDumpSaysNothing() throws {
        let screen = try screen(
            """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" bounds="[0,0][720,1280]">
                <node index="0" text="Search" class="android.widget.EditText" hint="Search" bounds="[0,0][720,100]" />
                <node index="1" text="Search" class="android.widget.EditText" hint="Search" showing-hint="false" bounds="[0,100][720,200]" />
                <node index="2" text="Ada" class="android.widget.EditText" hint="Search" bounds="[0,200][720,300]" />
              </node>
            </hierarchy>
            """)
        let inferred = try #require(screen.element(withID: "0.0"))
        #expect(inferred.value == nil && inferred.hint == "Search")
        #expect(inferred.inferences.contains { $0.hasPrefix("Showing its hint inferred") })
        let typed = try #require(screen.element(withID: "0.1"))
        #expect(typed.value == "Search" && typed.hint == "Search" && typed.inferences.isEmpty)
        let other = try #require(screen.element(withID: "0.2"))
        #expect(other.value == "Ada" && other.hint == "Search")
    }

    @Test func checkablePasswordHintAndHeadingAttributes() throws {
        let screen = try screen(
            """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" bounds="[0,0][720,1280]">
                <node index="0" text="Wi-Fi" class="android.widget.Switch" checkable="true" checked="true" clickable="true" bounds="[0,0][720,100]" />
                <node index="1" text="Password" class="android.widget.EditText" password="true" hint="Password" showing-hint="true" bounds="[0,100][720,200]" />
                <node index="2" text="Settings" class="android.widget.TextView" heading="true" bounds="[0,200][720,300]" visible-to-user="false" NAF="true" />
              </node>
            </hierarchy>
            """)
        let toggle = try #require(screen.element(withID: "0.0"))
        #expect(toggle.role == .toggle && toggle.isCheckable && toggle.checkedState == .checked)
        #expect(toggle.label == "Wi-Fi")
        #expect(toggle.stateDescription == nil)
        // A platform switch: marked, its state description left to the screen reader
        // (AndroidFrameworkWordsImportTests).
        #expect(toggle.carriesFrameworkWords)
        #expect(
            toggle.inferences.contains {
                $0.hasPrefix(AccessibilityElement.frameworkWordInference + "No stateDescription in the dump")
            })
        #expect(toggle.source == DumpLocation(file: "inline.xml", line: 4, column: 5))
        let password = try #require(screen.element(withID: "0.1"))
        #expect(password.traits.contains(.secureTextEntry))
        #expect(password.hint == "Password")
        #expect(password.value == nil && password.label == nil)  // the text is the hint being shown
        let heading = try #require(screen.element(withID: "0.2"))
        #expect(heading.traits == .header)
        #expect(!heading.isVisible)
        #expect(heading.checkedState == nil)
    }

    @Test func listsAndGridsGetCollectionInfoFromTheirChildren() throws {
        let screen = try screen(
            """
            <hierarchy rotation="0">
            <node class="androidx.recyclerview.widget.RecyclerView" bounds="[0,0][1080,900]" scrollable="true">
              <node text="A" class="android.widget.TextView" bounds="[0,0][1080,300]"/>
              <node text="B" class="android.widget.TextView" bounds="[0,300][1080,600]"/>
              <node text="C" class="android.widget.TextView" bounds="[0,600][1080,900]"/>
            </node>
            <node class="androidx.recyclerview.widget.RecyclerView" bounds="[0,900][1080,1200]">
              <node text="Card 1" class="android.widget.FrameLayout" bounds="[0,900][400,1200]"/>
              <node text="Card 2" class="android.widget.FrameLayout" bounds="[400,900][800,1200]"/>
            </node>
            <node class="android.widget.GridView" bounds="[0,1200][1080,1800]">
              <node bounds="[0,1200][540,1500]"/><node bounds="[540,1200][1080,1500]"/><node bounds="[0,1500][540,1800]"/>
            </node>
            </hierarchy>
            """)
        // The dump shows only the items on screen: the length in the scrolling direction is
        // Android's "unknown" (-1), so TalkBack speaks neither a count nor a position for it.
        let vertical = screen.roots[0]
        #expect(vertical.collectionInfo == CollectionInfo(rowCount: -1, columnCount: 1, isInferred: true))
        #expect(vertical.inferences.contains { $0.contains("a vertical list of unknown length (-1)") })
        #expect(
            vertical.children.map(\.collectionItemInfo) == [
                CollectionItemInfo(rowIndex: 0, columnIndex: 0), CollectionItemInfo(rowIndex: 1, columnIndex: 0),
                CollectionItemInfo(rowIndex: 2, columnIndex: 0),
            ])
        // A list that cannot scroll shows every item: exact counts.
        let horizontal = screen.roots[1]
        #expect(horizontal.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 2, isInferred: true))
        #expect(horizontal.children[1].collectionItemInfo == CollectionItemInfo(rowIndex: 0, columnIndex: 1))
        let grid = screen.roots[2]
        #expect(grid.role == .grid)
        #expect(grid.collectionInfo == CollectionInfo(rowCount: 2, columnCount: 2, isInferred: true))
        #expect(grid.children[2].collectionItemInfo == CollectionItemInfo(rowIndex: 1, columnIndex: 0))
        #expect(grid.children[2].inferences.contains { $0.contains("row 1, column 0") })
        // No width/height on the root: the size is the windows' extent.
        #expect(screen.size == ScreenSize(width: 1080, height: 1800))
    }

    /// A RecyclerView laid out by a StaggeredGridLayoutManager reports that class name
    /// (talkback@26a27dc0 `Role.java:130-132, 414-420`) and, like any RecyclerView, collection
    /// info: spans across the scroll, -1 along it; its items get no position.
    @Test func aStaggeredGridGetsSpansAcrossItsScrollAndNoItemPositions() throws {
        let screen = try screen(
            """
            <hierarchy rotation="0">
            <node class="androidx.recyclerview.widget.StaggeredGridLayoutManager" scrollable="true" bounds="[0,0][1080,1500]">
              <node text="Header" class="android.widget.TextView" bounds="[0,0][1080,200]"/>
              <node text="A" class="android.widget.FrameLayout" bounds="[0,200][540,700]"/>
              <node text="B" class="android.widget.FrameLayout" bounds="[540,200][1080,500]"/>
              <node text="C" class="android.widget.FrameLayout" bounds="[540,500][1080,1100]"/>
            </node>
            <node class="androidx.recyclerview.widget.StaggeredGridLayoutManager" scrollable="true" bounds="[0,1500][1080,1800]">
              <node text="D" class="android.widget.FrameLayout" bounds="[0,1500][400,1800]"/>
              <node text="E" class="android.widget.FrameLayout" bounds="[400,1500][800,1800]"/>
            </node>
            </hierarchy>
            """)
        let vertical = screen.roots[0]
        #expect(vertical.collectionInfo == CollectionInfo(rowCount: -1, columnCount: 2, isInferred: true))
        #expect(vertical.role == .grid)
        #expect(vertical.children.allSatisfy { $0.collectionItemInfo == nil })
        #expect(vertical.inferences.contains { $0.contains("staggered grid") && $0.contains("2 columns") })
        // Every child on one top edge: a row scrolling sideways, its spans its rows.
        let sideways = screen.roots[1]
        #expect(sideways.collectionInfo == CollectionInfo(rowCount: 1, columnCount: -1, isInferred: true))
    }

    /// Appium's page source writes a node's range info as its text, `Float.toString` of the
    /// current value (appium-uiautomator2-server `AxNodeInfoHelper.getText`): a seek or progress
    /// bar's such text is its value, not its label. uiautomator's own dump writes the node's text.
    @Test func appiumRangeTextIsTheValueOfASeekOrProgressBar() throws {
        let appium = try screen(
            """
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.SeekBar index="0" class="android.widget.SeekBar" text="70.0" content-desc="" bounds="[0,0][1080,100]" />
              <android.widget.ProgressBar index="1" class="android.widget.ProgressBar" text="1.0E7" content-desc="Upload" bounds="[0,100][1080,200]" />
              <android.widget.ProgressBar index="4" class="android.widget.ProgressBar" text="0.904" bounds="[0,400][1080,500]" />
              <android.widget.RatingBar index="5" class="android.widget.RatingBar" text="8.0" content-desc="Rating" bounds="[0,500][1080,600]" />
              <android.widget.ProgressBar index="2" class="android.widget.ProgressBar" text="Loading" bounds="[0,200][1080,300]" />
              <android.widget.TextView index="3" class="android.widget.TextView" text="12.0" bounds="[0,300][1080,400]" />
            </hierarchy>
            """)
        // The range is not in the dump: the platform's defaults give the percent (0-100 for a
        // whole number, Compose's 0-1 for a fraction); outside them, no value.
        #expect(appium.roots.map(\.label) == [nil, "Upload", nil, "Rating", "Loading", "12.0"])
        #expect(appium.roots.map(\.value) == ["70%", nil, "90%", nil, nil, nil])
        #expect(appium.roots[0].inferences.contains { $0.contains("current value 70.0") })
        #expect(appium.roots[1].inferences.contains { $0.contains("not in a default range") })
        let uiautomator = try screen(
            """
            <hierarchy rotation="0">
            <node class="android.widget.SeekBar" text="70.0" bounds="[0,0][1080,100]"/>
            </hierarchy>
            """)
        #expect(uiautomator.roots[0].label == "70.0" && uiautomator.roots[0].value == nil)
    }

    @Test(arguments: [
        ("0.0", 0), ("100.0", 100), ("0.004", 1), ("0.999", 99), ("0.5", 50), ("101.0", nil), ("-1.0", nil),
    ])
    func defaultRangePercent(current: String, percent: Int?) {
        #expect(AndroidDumpReader.defaultRangePercent(current) == percent)
    }

    @Test(arguments: [
        ("70.0", true), ("-0.5", true), ("1.0E7", true), ("2.5E-4", true), ("NaN", true), ("Infinity", true),
        ("70", false), ("70.", false), (".5", false), ("1.0E", false), ("70.0 %", false), ("", false),
    ])
    func javaFloatText(text: String, isFloat: Bool) {
        #expect(AndroidDumpReader.isJavaFloat(text) == isFloat)
    }

    /// ViewPager2 reports `androidx.viewpager.widget.ViewPager` and makes its only child, a
    /// RecyclerView, not important for accessibility (androidx `ViewPager2.java`,
    /// `PageAwareAccessibilityProvider.onInitialize`): the pages are the pager's children. A
    /// ViewPager holding several pages (ViewPager1), or a RecyclerView of another frame, stays.
    @Test func aViewPager2sRecyclerViewIsLeftOut() throws {
        let screen = try screen(
            """
            <hierarchy rotation="0">
            <node class="androidx.viewpager.widget.ViewPager" bounds="[0,0][1080,1000]">
              <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,0][1080,1000]">
                <node class="android.widget.FrameLayout" bounds="[0,0][1080,1000]">
                  <node text="Welcome" class="android.widget.TextView" bounds="[0,0][1080,200]"/>
                </node>
              </node>
            </node>
            <node class="androidx.viewpager.widget.ViewPager" bounds="[0,1000][1080,2000]">
              <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,1000][1080,1500]">
                <node text="A" class="android.widget.TextView" bounds="[0,1000][1080,1200]"/>
              </node>
            </node>
            </hierarchy>
            """)
        let pager = screen.roots[0]
        #expect(pager.children.map(\.className) == ["android.widget.FrameLayout"])
        #expect(pager.children[0].collectionItemInfo == nil)
        #expect(pager.children[0].inferences.contains { $0.contains("ViewPager2's own RecyclerView") })
        #expect(pager.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 1, isInferred: true))
        #expect(screen.roots[1].children.map(\.className) == ["androidx.recyclerview.widget.RecyclerView"])
    }

    /// A Material sheet dialog's scrim is not important for accessibility, so TalkBack never sees
    /// it (material-components-android at ac7e18efe, design_bottom_sheet_dialog.xml lines 32-39
    /// and m3_side_sheet_dialog.xml lines 32-39; google/talkback at 26a27dc0,
    /// accessibilityservice.xml line 5: no flagIncludeNotImportantViews). A `touch_outside` view
    /// of another parent, or one holding children, is the app's own and stays.
    @Test func aSheetDialogsScrimIsLeftOut() throws {
        let screen = try screen(
            """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" resource-id="com.example:id/container" bounds="[0,0][1080,2400]">
              <node class="android.view.ViewGroup" resource-id="com.example:id/coordinator" bounds="[0,0][1080,2400]">
                <node class="android.view.View" resource-id="com.example:id/touch_outside" clickable="true" bounds="[0,75][1080,2400]"/>
                <node class="android.widget.FrameLayout" resource-id="com.example:id/design_bottom_sheet" bounds="[0,1400][1080,2400]">
                  <node text="Choose a date" class="android.widget.TextView" bounds="[40,1440][1040,1520]"/>
                </node>
              </node>
            </node>
            <node class="android.widget.FrameLayout" resource-id="com.example:id/panel" bounds="[0,0][1080,400]">
              <node class="android.view.View" resource-id="com.example:id/touch_outside" clickable="true" bounds="[0,0][1080,400]"/>
            </node>
            </hierarchy>
            """)
        let coordinator = screen.roots[0].children[0]
        #expect(coordinator.children.map(\.identifier) == ["com.example:id/design_bottom_sheet"])
        #expect(screen.roots[1].children.map(\.identifier) == ["com.example:id/touch_outside"])
    }

    @Test func radioGroupsAndTabRowsAreSingleSelectionCollections() throws {
        let screen = try screen(
            """
            <hierarchy rotation="0">
            <node class="android.widget.RadioGroup" bounds="[0,0][1080,400]">
              <node class="android.widget.RadioButton" text="Small" checkable="true" checked="true" bounds="[0,0][1080,200]"/>
              <node class="android.widget.RadioButton" text="Large" checkable="true" bounds="[0,200][1080,400]"/>
            </node>
            <node class="com.google.android.material.tabs.TabLayout" scrollable="true" bounds="[0,400][1080,550]">
              <node class="android.widget.LinearLayout" bounds="[0,400][1080,550]">
                <node class="androidx.appcompat.app.ActionBar$Tab" content-desc="News" bounds="[0,400][540,550]"/>
                <node class="androidx.appcompat.app.ActionBar$Tab" content-desc="Sport" bounds="[540,400][1080,550]"/>
              </node>
            </node>
            </hierarchy>
            """)
        let group = screen.roots[0]
        #expect(
            group.collectionInfo
                == CollectionInfo(rowCount: 2, columnCount: 1, selectionMode: .single, isInferred: true))
        #expect(group.children[1].collectionItemInfo == CollectionItemInfo(rowIndex: 1, columnIndex: 0))
        #expect(group.children.map(\.stateDescription) == ["selected", "not selected"])
        #expect(
            group.children[0].inferences.contains {
                $0.hasPrefix(AccessibilityElement.frameworkWordInference + "stateDescription \"selected\" inferred")
            })
        let tabs = screen.roots[1]
        #expect(
            tabs.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 2, selectionMode: .single, isInferred: true)
        )
        // The strip is left out: the tabs are the layout's children.
        #expect(tabs.children.map(\.label) == ["News", "Sport"])
        #expect(tabs.children.map(\.roleDescription) == ["Tab", "Tab"])
        #expect(tabs.children[1].collectionItemInfo == CollectionItemInfo(rowIndex: 0, columnIndex: 1))
    }

    @Test func switchesKeepTheirTextAsValueAndEditBoxesTheirShownHintAsHint() throws {
        let screen = try screen(
            """
            <hierarchy rotation="0">
            <node class="android.widget.Switch" text="Wi-Fi" checkable="true" bounds="[0,0][1080,200]"/>
            <node class="android.widget.EditText" text="Email" showing-hint="true" bounds="[0,200][1080,400]"/>
            </hierarchy>
            """)
        #expect(screen.roots[0].label == "Wi-Fi" && screen.roots[0].value == "Wi-Fi")
        #expect(screen.roots[1].value == nil && screen.roots[1].hint == "Email")
    }

    @Test func invalidBoundsNameTheAttributeAndLine() throws {
        let error = try #require(
            importError("<hierarchy>\n  <node bounds=\"[0,0][10]\"/>\n</hierarchy>", fileName: "bad.xml"))
        #expect(error.kind == .invalidValue)
        #expect(
            error.description
                == #"bad.xml:2:3: attribute bounds="[0,0][10]" of <node> is not valid; expected [left,top][right,bottom]"#
        )
        let flag = try #require(importError(#"<hierarchy><node clickable="yes"/></hierarchy>"#))
        #expect(flag.kind == .invalidValue && flag.problem.contains("expected true or false"))
    }
}

@Suite("Appium UiAutomator2 attributes")
struct AppiumAttributeTests {
    @Test func newerDriverAttributesMapOntoTheElement() throws {
        let screen = try screen(
            """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1440" height="3120">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" bounds="[0,0][1440,3120]" displayed="true">
                <android.view.View index="0" class="android.view.View" text="" content-desc="Profile" tooltip-text="Your profile" screen-reader-focusable="true" heading="true" long-clickable="true" a11y-important="true" displayed="true" bounds="[0,0][1440,200]" />
                <android.widget.EditText index="1" class="android.widget.EditText" text="ada@example.com" hint="Email" content-desc="" displayed="false" bounds="[0,200][1440,400]" />
              </android.widget.FrameLayout>
            </hierarchy>
            """)
        #expect(screen.size == ScreenSize(width: 1440, height: 3120))
        #expect(screen.unit == .pixels(density: 3.5))
        let profile = try #require(screen.element(withID: "0.0"))
        #expect(profile.label == "Profile" && profile.className == "android.view.View")
        #expect(profile.isScreenReaderFocusable && profile.isLongClickable && profile.traits == .header)
        #expect(profile.inferences.isEmpty)
        #expect(profile.tooltip == "Your profile")
        let email = try #require(screen.element(withID: "0.1"))
        #expect(
            email.role == .editText && email.value == "ada@example.com" && email.hint == "Email" && email.label == nil)
        #expect(!email.isVisible)
        #expect(email.source == DumpLocation(file: "inline.xml", line: 5, column: 5))
    }

    @Test func benchmarkEntryPointCountsEveryElement() throws {
        let bytes = try Fixture.bytes(Fixture.appiumSettings)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "s.xml")
        let tags = bytes.indices.filter {
            bytes[$0] == UInt8(ascii: "<") && $0 + 1 < bytes.count && bytes[$0 + 1] != UInt8(ascii: "/")
                && bytes[$0 + 1] != UInt8(ascii: "?")
        }.count
        // Every start tag but <hierarchy> is an element.
        #expect(try ScreenImporter.importedElementCount(of: bytes) == tags - 1)
        #expect(screen.allElements.count == tags - 1)
    }

    /// uiautomator's `focused` names the view holding input focus; the importer keeps it as the
    /// screen's ``AccessibilityScreen/inputFocus`` (the first focused node TalkBack sees), so a rule
    /// can tell a D-pad's focus on a button from a text field being edited. A dump with no focused
    /// node has none.
    @Test func theFocusedNodeIsTheScreensInputFocus() throws {
        func dump(_ focused: Bool) -> String {
            """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.tv" \
            content-desc="" clickable="false" focusable="false" focused="false" bounds="[0,0][1920,1080]">\
            <node index="0" text="Play" resource-id="" class="android.widget.Button" package="com.example.tv" \
            content-desc="" clickable="true" focusable="true" focused="\(focused)" bounds="[100,100][300,180]" />\
            </node></hierarchy>
            """
        }
        let focused = try ScreenImporter.importScreen(bytes: Array(dump(true).utf8), fileName: "tv.xml")
        #expect(focused.inputFocus == "0.0")
        #expect(focused.inputFocus.flatMap(focused.element(withID:))?.label == "Play")
        let unfocused = try ScreenImporter.importScreen(bytes: Array(dump(false).utf8), fileName: "tv.xml")
        #expect(unfocused.inputFocus == nil)
        // A screen document keeps it (`inputFocus` in docs/screen-document.schema.json).
        let written = try ScreenDocument(screen: focused).jsonData()
        #expect(String(decoding: written, as: UTF8.self).contains("\"inputFocus\""))
        #expect(try ScreenImporter.importScreen(data: written, fileName: "tv.json").inputFocus == "0.0")
    }
}
