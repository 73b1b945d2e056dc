import AccessibilityTree

/// A cell whose visible texts are hidden from the screen reader and replaced by one element whose
/// label is a sentence built from the data (seed 002).
///
/// The sentence comes from a ``WordTemplate`` with `{field}` placeholders; `{field|lowercase}` lowercases
/// the value. Decision: the seed's data says "Small Forward" (title case, as shown on screen) but
/// VoiceOver's quoted speech says "small forward"; a position is a common noun inside a sentence,
/// so the template lowercases it (`{position|lowercase}`) and the data keeps its display form.
///
/// JSON shape: `{"id":"player.0","template":"{name} is a player for {team}.",
/// "fields":{"name":"Kawhi Leonard","team":"Toronto Raptors"},"visibleTexts":["Kawhi Leonard"],
/// "hint":"Double tap to get more details","isActionable":true}` (`visibleTexts`, `hint` and
/// `isActionable` optional).
public struct GroupedCell: AccessibilityComponent, Hashable {
    /// The identity of the cell's element.
    public let id: ElementID
    /// The sentence template.
    public let template: String
    /// The data the template reads.
    public let fields: [String: String]
    /// The texts the cell shows, hidden from screen readers in favour of ``label``.
    public var visibleTexts: [String]
    /// An optional hint ("Double tap to get more details").
    public var hint: String?
    /// Whether double tap performs the app's action for the cell.
    public var isActionable: Bool
    /// The sentence spoken for the cell.
    public let label: String

    /// Creates a grouped cell and builds its sentence.
    ///
    /// - Throws: ``CarouselKitError/missingField(_:template:)`` when the template names a field the
    ///   data lacks; ``CarouselKitError/malformedTemplate(_:reason:)`` for an unclosed placeholder or
    ///   an unknown modifier.
    /// - Complexity: O(n) in the template's length.
    public init(
        id: ElementID, template: String, fields: [String: String], visibleTexts: [String] = [],
        hint: String? = nil, isActionable: Bool = false
    ) throws {
        self.id = id
        self.template = template
        self.fields = fields
        self.visibleTexts = visibleTexts
        self.hint = hint
        self.isActionable = isActionable
        self.label = try Self.sentence(template: template, fields: fields)
    }

    static func sentence(template: String, fields: [String: String]) throws -> String {
        do {
            return try WordTemplate.fillStrictly(template, with: { fields[$0.name] })
        } catch {
            switch error {
            case .missingValue(let name): throw CarouselKitError.missingField(name, template: template)
            case .unclosedBrace, .unknownModifier:
                throw CarouselKitError.malformedTemplate(template, reason: error.description)
            }
        }
    }

    /// One element with the sentence as its label; the visible texts are children that are not
    /// accessibility elements, so only the sentence is spoken.
    public func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        let children = visibleTexts.enumerated().map { index, text in
            AccessibilityElement(
                id: ElementID(id.rawValue + ".text." + String(index)), label: text, role: .text, frame: frame,
                isAccessibilityElement: false)
        }
        return AccessibilityElement(
            id: id, label: label, hint: hint, frame: frame, isAccessibilityElement: true,
            isClickable: isActionable, isFocusable: true, isScreenReaderFocusable: true, children: children)
    }

    /// Double tap on an actionable cell performs its action; everything else does nothing.
    public mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        guard case .activate(let element) = event, element == id, isActionable else { return [] }
        return [.performed(action: "activate", element: id)]
    }
}

extension GroupedCell: Codable {
    private enum CodingKeys: String, CodingKey { case id, template, fields, visibleTexts, hint, isActionable }

    /// Decodes a grouped cell and builds its sentence, rejecting templates that do not match the data.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                id: container.decode(ElementID.self, forKey: .id),
                template: container.decode(String.self, forKey: .template),
                fields: container.decode([String: String].self, forKey: .fields),
                visibleTexts: container.decodeIfPresent([String].self, forKey: .visibleTexts) ?? [],
                hint: container.decodeIfPresent(String.self, forKey: .hint),
                isActionable: container.decodeIfPresent(Bool.self, forKey: .isActionable) ?? false)
        } catch let error as CarouselKitError {
            throw DecodingError.dataCorruptedError(
                forKey: .template, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the shape ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(template, forKey: .template)
        try container.encode(fields, forKey: .fields)
        try container.encode(visibleTexts, forKey: .visibleTexts)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encode(isActionable, forKey: .isActionable)
    }
}
