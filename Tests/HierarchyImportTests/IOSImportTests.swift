import AccessibilityTree
import Testing

@testable import HierarchyImport

@Suite("iOS dumps: WebDriverAgent / Appium XML")
struct IOSImportTests {
    /// A bar's button named BackButton away from the leading edge is a back button for its
    /// name; the inference sentence says so rather than claiming it sits at the leading edge.
    @Test func backButtonInferencesSayWhy() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="390" height="844">
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Bar" x="0" y="47" width="390" height="44">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Edit" label="Edit" x="8" y="47" width="60" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="BackButton" label="Done" x="300" y="47" width="80" height="44"/>
            </XCUIElementTypeNavigationBar></XCUIElementTypeApplication></AppiumAUT>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "bar.xml")
        let edit = try #require(screen.element(withID: "0.0.0"))
        let done = try #require(screen.element(withID: "0.0.1"))
        #expect(edit.traits == [.button, .backButton])
        #expect(
            edit.inferences.contains("Back button inferred: the first button at the leading edge of a navigation bar."))
        #expect(done.traits == [.button, .backButton])
        #expect(done.inferences.contains("Back button inferred: a navigation bar's button named BackButton."))
        #expect(!done.inferences.contains { $0.contains("leading edge") })
    }

    @Test func keyboardsScreenWithSwitchCells() throws {
        let bytes = try Fixture.bytes(Fixture.iosKeyboards)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "keyboards.xml") == .webDriverAgentXML)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "keyboards.xml")
        #expect(screen.platform == .iOS && screen.unit == .points)
        #expect(screen.name == "Settings")
        #expect(screen.size == ScreenSize(width: 390, height: 844))
        #expect(screen.roots.count == 1)
        #expect(screen.roots[0].className == "XCUIElementTypeApplication")

        let bar = try #require(screen.element(withID: "0.0.0.0.0.0.0"))
        #expect(bar.className == "XCUIElementTypeNavigationBar")
        #expect(bar.identifier == "Keyboards" && bar.label == nil && !bar.isAccessibilityElement)

        let back = try #require(screen.element(withID: "0.0.0.0.0.0.0.0"))
        #expect(back.label == "General")
        #expect(back.identifier == nil)  // name repeats the label
        #expect(back.traits == [.button, .backButton])
        #expect(back.isAccessibilityElement)
        #expect(back.frame == ScreenRect(x: 0, y: 47, width: 89, height: 44))
        #expect(back.source == DumpLocation(file: "keyboards.xml", line: 10, column: 17))

        let title = try #require(screen.element(withID: "0.0.0.0.0.0.0.1"))
        #expect(title.label == "Keyboards" && title.value == nil)
        #expect(title.traits == [.staticText, .header])
        #expect(title.role == .text)

        let cell = try #require(screen.element(withID: "0.0.0.0.0.0.1.0.0.0.0.0.0.5"))
        #expect(cell.className == "XCUIElementTypeCell")
        #expect(cell.label == "Smart Punctuation" && cell.value == "1")
        #expect(cell.isAccessibilityElement)
        #expect(cell.traits == .switchButton && cell.checkedState == .checked)
        #expect(cell.source?.line == 64)
        #expect(cell.inferences.contains { $0.hasPrefix("Switch button inferred") })

        let toggle = try #require(screen.element(withID: "0.0.0.0.0.0.1.0.0.0.0.0.0.5.1"))
        // A UISwitch carries the button trait as well as the switch trait (AccessibilitySnapshot@5b03db8
        // UIAccessibility+SnapshotAdditions.swift:99-105 says "Switch Button" only with both, and its
        // UISwitch reference images say it).
        #expect(
            toggle.role == .toggle && toggle.traits == [.button, .switchButton] && toggle.checkedState == .checked)
        #expect(toggle.frame == ScreenRect(x: 319, y: 399, width: 51, height: 31))
        #expect(toggle.source?.line == 67)
        let text = try #require(screen.element(withID: "0.0.0.0.0.0.1.0.0.0.0.0.0.5.0"))
        #expect(text.identifier == "SmartTyping" && text.label == "Smart Punctuation")

        // VoiceOver reads the cell as one element, so its switch is not visited separately.
        let order = ReadingOrder.voiceOver(screen).map(\.id)
        #expect(order.contains(cell.id) && !order.contains(toggle.id) && !order.contains(text.id))
        #expect(order.first == back.id)
    }

    @Test func settingsScreenCellsAreElementsWithValues() throws {
        let screen = try Fixture.screen(Fixture.iosSettings)
        let signIn = try #require(screen.element(withID: "0.0.0.0.0.0.1.0.0.0.0"))
        #expect(signIn.label == "Sign in to your iPhone")
        #expect(signIn.value == "Set up iCloud, the App Store, and more.")
        #expect(signIn.isAccessibilityElement && signIn.traits.isEmpty)
        #expect(signIn.frame == ScreenRect(x: 0, y: 143, width: 390, height: 71))
        #expect(signIn.source?.line == 17 && signIn.source?.column == 23)
        #expect(
            signIn.inferences.contains(
                "isAccessibilityElement inferred: a labelled Cell is one (the dump has no accessible attribute)."))
        let account = try #require(screen.element(withID: "0.0.0.0.0.0.1.0.0.0.0.3"))
        #expect(account.identifier == "APPLE_ACCOUNT")
        let general = try #require(screen.element(withID: "0.0.0.0.0.0.1.0.0.0.1"))
        #expect(general.label == "General" && general.value == nil)
    }

    @Test func newerDumpWithoutWrapperWithAccessibleIndexAndTraits() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="close" label="Close" enabled="false" visible="true" accessible="true" x="-20.5" y="-10" width="44" height="44" index="0" traits="Button, Header"/>
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="carousel" label="Featured" enabled="true" visible="true" accessible="true" x="0" y="100" width="393" height="200" index="1" traits="Adjustable,UpdatesFrequently,Bogus"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Hidden text" enabled="true" visible="false" accessible="false" x="0" y="900" width="100" height="20" index="2"/>
              <XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Volume" value="50%" enabled="true" visible="true" x="0" y="300" width="393" height="30" index="3"/>
              <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" x="0" y="769" width="393" height="83" index="4">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Home" selected="true" enabled="true" visible="true" x="0" y="769" width="98" height="49"/>
              </XCUIElementTypeTabBar>
            </XCUIElementTypeApplication>
            """
        let screen = try screen(xml, fileName: "new.xml")
        #expect(screen.name == "Demo" && screen.size == ScreenSize(width: 393, height: 852))
        let app = screen.roots[0]
        #expect(!app.isAccessibilityElement && app.identifier == nil)  // name repeats the label

        let close = try #require(screen.element(withID: "0.0"))
        #expect(close.traits == [.button, .header, .notEnabled])
        #expect(!close.isEnabled)
        #expect(close.frame == ScreenRect(x: -20.5, y: -10, width: 44, height: 44))
        #expect(close.identifier == "close" && close.label == "Close")
        #expect(close.isAccessibilityElement && close.inferences.isEmpty)
        #expect(close.source == DumpLocation(file: "new.xml", line: 3, column: 3))

        let carousel = try #require(screen.element(withID: "0.1"))
        #expect(carousel.traits == [.adjustable, .updatesFrequently])
        #expect(carousel.inferences == ["Unknown trait Bogus in the dump ignored."])

        let hidden = try #require(screen.element(withID: "0.2"))
        #expect(!hidden.isAccessibilityElement && !hidden.isVisible)
        #expect(hidden.value == "Hidden text" && hidden.label == nil)

        let slider = try #require(screen.element(withID: "0.3"))
        #expect(slider.traits == .adjustable && slider.role == .slider && slider.value == "50%")
        #expect(slider.isAccessibilityElement)
        #expect(slider.inferences.contains("Traits adjustable inferred from the type Slider (the dump has no traits)."))

        let tabBar = try #require(screen.element(withID: "0.4"))
        #expect(tabBar.containerType == .tabBar && tabBar.role == .tabBar && tabBar.traits == .tabBar)
        let home = try #require(screen.element(withID: "0.4.0"))
        #expect(home.traits == [.button, .selected, .tab])
    }

    @Test func alertsAreModal() throws {
        let screen = try screen(
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
            <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Delete?" x="20" y="300" width="350" height="200"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        let alert = try #require(screen.element(withID: "0.0"))
        #expect(alert.isModal && alert.identifier == "Delete?")
    }

    @Test func badNumbersNameTheAttribute() throws {
        let error = try #require(
            importError("<AppiumAUT>\n<XCUIElementTypeButton x=\"ten\"/></AppiumAUT>", fileName: "ios.xml"))
        #expect(error.kind == .invalidValue)
        #expect(
            error.description
                == #"ios.xml:2:1: attribute x="ten" of <XCUIElementTypeButton> is not valid; expected a number"#)
    }
}
