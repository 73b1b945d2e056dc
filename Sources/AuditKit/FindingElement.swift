import AccessibilityTree

/// The element a finding is about, described so a person can find it in a dump or an app.
public struct FindingElement: Sendable, Hashable, Codable {
    /// The element's identity in its screen (a child-index path such as "0.2.1" for imported dumps).
    public var id: ElementID
    /// The developer's identifier (`accessibilityIdentifier`, Android `resource-id`), when set.
    public var identifier: String?
    /// The class (or role) and the label, such as `XCUIElementTypeButton "Back"`.
    public var description: String
    /// A readable path to the element, such as `RecyclerView#related_list > CardView[3]` (see
    /// `ElementPath`): kinds with identifiers or sibling positions, from the innermost identified
    /// ancestor.
    public var path: String?
    /// Where the element is in a form that stays the same across runs and across screens of one
    /// app: `id:` and its identifier, or `path:`, the class names from the root down and its label.
    public var locator: String?
    /// The element's frame in the screen's unit (points on iOS, pixels in an Android dump), so it
    /// can be found on a screenshot or matched with a dump's bounds.
    public var frame: ScreenRect?

    /// Creates an element reference.
    public init(
        id: ElementID, identifier: String? = nil, description: String, path: String? = nil, locator: String? = nil,
        frame: ScreenRect? = nil
    ) {
        self.id = id
        self.identifier = identifier
        self.description = description
        self.path = path
        self.locator = locator
        self.frame = frame
    }

    /// A short description of an element: its class name as the dump gives it (or its role, or
    /// "element"), then its label in quotes when it has one.
    public static func describe(_ element: AccessibilityElement) -> String {
        let kind = element.className ?? element.role?.rawValue ?? "element"
        guard let label = element.label, !label.isEmpty else { return kind }
        return "\(kind) \"\(label)\""
    }
}
