extension ScreenRect {
    private enum CodingKeys: String, CodingKey {
        case x, y, width, height, origin, size
    }

    /// Decodes `{"x", "y", "width", "height"}` (the form written) or
    /// `{"origin": {"x", "y"}, "size": {"width", "height"}}` (`CGRect`'s shape).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.origin) || container.contains(.size) {
            self.init(
                origin: try container.decode(ScreenPoint.self, forKey: .origin),
                size: try container.decode(ScreenSize.self, forKey: .size))
        } else {
            self.init(
                x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
                width: try container.decode(Double.self, forKey: .width),
                height: try container.decode(Double.self, forKey: .height))
        }
    }

    /// Encodes the flat form, `{"x", "y", "width", "height"}`, which is shorter to read and write.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(origin.x, forKey: .x)
        try container.encode(origin.y, forKey: .y)
        try container.encode(size.width, forKey: .width)
        try container.encode(size.height, forKey: .height)
    }
}
