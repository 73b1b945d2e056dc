/// An element a finding on a container concerns besides the container itself: one of the cards
/// of a carousel that lack a role, one of the tabs of a strip announced as buttons. SARIF lists
/// them as `relatedLocations`; the text and JSON reports list them under the finding.
public struct RelatedElement: Sendable, Hashable, Codable {
    /// The element.
    public var element: FindingElement
    /// The 1-based line of the element in the finding's file, when the importer recorded it.
    public var line: Int?
    /// The 1-based column of the element's start, when recorded.
    public var column: Int?
    /// What is wrong with this element, in a few words ("no button or link role").
    public var note: String?

    /// Creates a related element.
    public init(element: FindingElement, line: Int? = nil, column: Int? = nil, note: String? = nil) {
        self.element = element
        self.line = line
        self.column = column
        self.note = note
    }
}
