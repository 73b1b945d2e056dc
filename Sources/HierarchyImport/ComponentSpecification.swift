import AccessibilityTree
import CarouselKit

/// A live component described in a screen document: a carousel, an adjustable value or a
/// grouped cell, in CarouselKit's own `Codable` form, wrapped in a one-key object naming its kind.
///
/// ```json
/// {"carousel": {"id": "related", "name": "Related stories", "strategy": "adjustable",
///               "cards": [{"id": "a1", "title": "How do the new rules affect me?"}]}}
/// {"adjustable": {"id": "rating", "label": "Rating", "lowerBound": 1, "upperBound": 5, "step": 1,
///                 "value": 2, "format": {"counted": {"unit": "star"}}}}
/// {"groupedCell": {"id": "player", "template": "{name} is a player for {team}.",
///                  "fields": {"name": "Kawhi Leonard", "team": "Toronto Raptors"}}}
/// ```
///
/// Each component takes the place of the element in `screen.roots` whose `id` equals the
/// component's `id` (its placeholder, which gives the component its frame on screen).
public enum ComponentSpecification: Sendable, Hashable, Codable {
    /// A carousel (``CarouselConfiguration``); its strategy defaults from the screen's platform.
    case carousel(CarouselConfiguration)
    /// An adjustable value: a slider, a star rating, an index.
    case adjustable(AdjustableValue)
    /// A cell whose children are read as one sentence.
    case groupedCell(GroupedCell)

    /// The identity of the placeholder element the component replaces.
    public var id: ElementID {
        switch self {
        case .carousel(let configuration): configuration.id
        case .adjustable(let value): value.id
        case .groupedCell(let cell): cell.id
        }
    }

    /// The kind's key in JSON ("carousel", "adjustable", "groupedCell").
    public var kind: String {
        switch self {
        case .carousel: "carousel"
        case .adjustable: "adjustable"
        case .groupedCell: "groupedCell"
        }
    }

    /// The live component for a screen of the platform.
    ///
    /// - Throws: ``CarouselKitError`` when the configuration cannot make a component (an unknown language).
    public func makeComponent(for platform: Platform) throws -> any AccessibilityComponent {
        switch self {
        case .carousel(let configuration): try Carousel(configuration: configuration, platform: platform)
        case .adjustable(let value): value
        case .groupedCell(let cell): cell
        }
    }

    private enum Kind: String, CodingKey, CaseIterable {
        case carousel, adjustable, groupedCell
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a component is an object with exactly one key naming its kind: "
                        + Kind.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        switch kind {
        case .carousel: self = .carousel(try container.decode(CarouselConfiguration.self, forKey: kind))
        case .adjustable: self = .adjustable(try container.decode(AdjustableValue.self, forKey: kind))
        case .groupedCell: self = .groupedCell(try container.decode(GroupedCell.self, forKey: kind))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .carousel(let configuration): try container.encode(configuration, forKey: .carousel)
        case .adjustable(let value): try container.encode(value, forKey: .adjustable)
        case .groupedCell(let cell): try container.encode(cell, forKey: .groupedCell)
        }
    }
}
