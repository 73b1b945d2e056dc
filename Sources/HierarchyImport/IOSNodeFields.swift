import AccessibilityTree

/// What an iOS dump says about one element, whatever its format.
struct IOSNodeFields {
    var type = "Other"
    var label: String?
    var name: String?
    var value: String?
    var hint: String?
    var isEnabled = true
    var isVisible = true
    var isSelected = false
    /// Whether the dump has a `selected` attribute, so ``isSelected`` is stated, not assumed.
    var isSelectionKnown = false
    /// Whether the format writes WebDriverAgent's value, which is "1" for a selected button
    /// without a value of its own (appium/WebDriverAgent@c279b4c
    /// `XCUIElement+FBWebDriverAttributes.m:102-104`).
    var valueMarksSelection = false
    /// Traits the format states some other way than by a list of names (AXe's subroles), added to
    /// what the type implies.
    var statedTraits: AccessibilityTraitSet = []
    /// Whether the element has the keyboard focus (XCUITest's `Keyboard Focused`, UI Automation's
    /// `hasKeyboardFocus`): a text field being edited.
    var hasKeyboardFocus = false
    /// The `accessible` attribute, when the dump has one.
    var isAccessible: Bool?
    /// The `traits` attribute's names, when the dump has one.
    var traitNames: [String]?
    var frame = ScreenRect.zero {
        didSet { hasFrame = true }
    }
    /// Whether the dump gave a frame (a zero-size frame then means a zero-size element).
    private(set) var hasFrame = false
    var customActions: [String] = []
    /// Inferences the format's reader made for this element, recorded on it.
    var notes: [String] = []

    /// WebDriverAgent's `customActions`: the actions' names joined with "," (appium/WebDriverAgent@c279b4c
    /// `XCUIElement+FBCustomActions.m:85-113`), empty names left out.
    static func customActionNames(_ joined: String) -> [String] {
        joined.split(separator: ",").map { String(String($0).trimmingSpaces) }.filter { !$0.isEmpty }
    }
}
