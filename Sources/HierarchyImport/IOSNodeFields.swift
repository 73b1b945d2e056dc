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
}
