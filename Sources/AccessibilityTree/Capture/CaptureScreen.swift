/// The device and settings a ``ViewCapture`` was taken with: what `UIScreen`, `UIDevice` and the
/// trait collection said at the time.
public struct CaptureScreen: Sendable, Hashable, Codable {
    /// The kind of device (`UIUserInterfaceIdiom`), which sets VoiceOver's row tolerance.
    public enum Idiom: String, Sendable, Hashable, Codable, CaseIterable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
        /// Another idiom (tv, car, mac, vision); read as a phone.
        case other
    }

    /// The screen's size in points (`UIScreen.bounds.size`).
    public var size: ScreenSize
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double
    /// The operating system's version (`UIDevice.systemVersion`, "18.6").
    public var systemVersion: String?
    /// The device idiom (`UIDevice.userInterfaceIdiom`).
    public var idiom: Idiom
    /// The Dynamic Type size (`UIContentSizeCategory` raw value, "UICTContentSizeCategoryL").
    public var contentSizeCategory: String?
    /// The app's layout direction (`UIApplication.userInterfaceLayoutDirection`).
    public var layoutDirection: ScreenLayoutDirection
    /// The app's language as a BCP 47 tag ("en"), which VoiceOver speaks unless an object says otherwise.
    public var language: String?

    /// Creates a description of the screen.
    public init(
        size: ScreenSize, scale: Double = 3, systemVersion: String? = nil, idiom: Idiom = .phone,
        contentSizeCategory: String? = nil, layoutDirection: ScreenLayoutDirection = .leftToRight,
        language: String? = nil
    ) {
        self.size = size
        self.scale = scale
        self.systemVersion = systemVersion
        self.idiom = idiom
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.language = language
    }

    private enum CodingKeys: String, CodingKey {
        case size, scale, systemVersion, idiom, contentSizeCategory, layoutDirection, language
    }

    /// Decodes a screen; only `size` is required (scale 3, phone, left to right otherwise).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = try container.decode(ScreenSize.self, forKey: .size)
        scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 3
        systemVersion = try container.decodeIfPresent(String.self, forKey: .systemVersion)
        idiom = try container.decodeIfPresent(Idiom.self, forKey: .idiom) ?? .phone
        contentSizeCategory = try container.decodeIfPresent(String.self, forKey: .contentSizeCategory)
        layoutDirection =
            try container.decodeIfPresent(ScreenLayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight
        language = try container.decodeIfPresent(String.self, forKey: .language)
    }
}
