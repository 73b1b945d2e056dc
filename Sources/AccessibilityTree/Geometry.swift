/// A point in the coordinate space of an ``AccessibilityScreen`` (see ``LengthUnit``).
public struct ScreenPoint: Sendable, Hashable, Codable {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = ScreenPoint(x: 0, y: 0)
}

/// A width and height in the coordinate space of an ``AccessibilityScreen``.
public struct ScreenSize: Sendable, Hashable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = ScreenSize(width: 0, height: 0)
}

/// An axis-aligned rectangle: the model's own geometry type, so the core needs no CoreGraphics.
///
/// Frames come from dumps as they are: iOS frames may have negative origins or extend past the
/// screen (they are not clipped); Android bounds are clipped to the screen and may have no area.
public struct ScreenRect: Sendable, Hashable, Codable {
    /// The top-left corner.
    public var origin: ScreenPoint
    /// The extent from the origin.
    public var size: ScreenSize

    /// Creates a rectangle from its origin and size.
    public init(origin: ScreenPoint, size: ScreenSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: ScreenPoint(x: x, y: y), size: ScreenSize(width: width, height: height))
    }

    /// Creates a rectangle from two corners, as Android's `bounds="[left,top][right,bottom]"` gives them.
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// A rectangle at the origin with no extent.
    public static let zero = ScreenRect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The smallest y coordinate.
    public var minY: Double { origin.y }
    /// The largest x coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The largest y coordinate.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point: the default activation point of an iOS element.
    public var center: ScreenPoint { ScreenPoint(x: midX, y: midY) }
    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The smallest rectangle that contains both rectangles, where a rectangle with no area at the
    /// origin (``zero``, the frame of an element that has none) counts as no rectangle, so
    /// frameless members do not stretch a group's frame to the origin. A rectangle with no area
    /// elsewhere still counts as its point or line.
    public func union(_ other: ScreenRect) -> ScreenRect {
        if isEmpty && origin == .zero { return other }
        if other.isEmpty && other.origin == .zero { return self }
        return ScreenRect(
            left: Swift.min(minX, other.minX), top: Swift.min(minY, other.minY),
            right: Swift.max(maxX, other.maxX), bottom: Swift.max(maxY, other.maxY))
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: ScreenRect) -> ScreenRect? {
        let left = Swift.max(minX, other.minX)
        let top = Swift.max(minY, other.minY)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return ScreenRect(left: left, top: top, right: right, bottom: bottom)
    }

    /// Whether the point lies inside the rectangle (edges on the top and left count).
    public func contains(_ point: ScreenPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: ScreenRect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
