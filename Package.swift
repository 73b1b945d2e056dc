// swift-tools-version: 6.1
import PackageDescription

/// Swift 6 language mode everywhere; complete concurrency checking is the default in Swift 6 mode.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "AccessibleCarousel",
    // Words are data: each speaking target ships `Resources/Words/<bcp47>.json` (docs/localization.md,
    // "Word files"), copied as a folder and found by WordCatalog without Bundle.module's trap.
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "AccessibilityTree", targets: ["AccessibilityTree"]),
        .library(name: "CarouselKit", targets: ["CarouselKit"]),
        .library(name: "ScreenReaderKit", targets: ["ScreenReaderKit"]),
        .library(name: "HierarchyImport", targets: ["HierarchyImport"]),
        .library(name: "AuditKit", targets: ["AuditKit"]),
        .library(name: "CarouselTesting", targets: ["CarouselTesting"]),
        .library(name: "CarouselUIKit", targets: ["CarouselUIKit"]),
        .library(name: "CarouselSwiftUI", targets: ["CarouselSwiftUI"]),
        .executable(name: "carousel-a11y", targets: ["carousel-a11y"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Tests only: property-based tests of the state machines and the simulator.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "AccessibilityTree", swiftSettings: strict),
        .target(
            name: "CarouselKit", dependencies: ["AccessibilityTree"], resources: [.copy("Resources/Words")],
            swiftSettings: strict),
        .target(
            name: "ScreenReaderKit", dependencies: ["AccessibilityTree", "CarouselKit"],
            resources: [.copy("Resources/Words")], swiftSettings: strict),
        .target(name: "HierarchyImport", dependencies: ["AccessibilityTree", "CarouselKit"], swiftSettings: strict),
        .target(
            name: "AuditKit",
            dependencies: [
                "AccessibilityTree", "CarouselKit", "ScreenReaderKit", .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Resources/Words")], swiftSettings: strict),
        .target(
            name: "CarouselTesting", dependencies: ["AccessibilityTree", "CarouselKit", "ScreenReaderKit"],
            swiftSettings: strict),
        .target(name: "CarouselUIKit", dependencies: ["CarouselKit"], swiftSettings: strict),
        .target(name: "CarouselSwiftUI", dependencies: ["CarouselKit"], swiftSettings: strict),
        .target(
            name: "CarouselA11yCommand",
            dependencies: [
                "AccessibilityTree", "CarouselKit", "ScreenReaderKit", "HierarchyImport", "AuditKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "carousel-a11y", dependencies: ["CarouselA11yCommand"], swiftSettings: strict),

        .testTarget(name: "AccessibilityTreeTests", dependencies: ["AccessibilityTree"], swiftSettings: strict),
        .testTarget(
            name: "CarouselKitTests",
            dependencies: ["CarouselKit", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict),
        .testTarget(
            name: "ScreenReaderKitTests",
            dependencies: [
                "ScreenReaderKit", "CarouselKit", "HierarchyImport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "HierarchyImportTests", dependencies: ["HierarchyImport"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(name: "AuditKitTests", dependencies: ["AuditKit", "HierarchyImport"], swiftSettings: strict),
        .testTarget(
            name: "CarouselTestingTests",
            // CarouselUIKit: its platform-neutral adapter model drives the live-session carousel double.
            dependencies: ["CarouselTesting", "CarouselUIKit"], swiftSettings: strict),
        .testTarget(
            name: "CarouselAdapterTests",
            dependencies: [
                "CarouselKit", "CarouselUIKit", "CarouselSwiftUI", "ScreenReaderKit",
                // Reads Examples/related-stories.json and its view capture (CaptureAgreementTests).
                "HierarchyImport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(name: "CarouselA11yCommandTests", dependencies: ["CarouselA11yCommand"], swiftSettings: strict),
        // Imports every library beside Swift Testing and uses both sides' names unqualified.
        .testTarget(
            name: "PublicNameTests",
            dependencies: [
                "AccessibilityTree", "CarouselKit", "ScreenReaderKit", "HierarchyImport", "AuditKit", "CarouselTesting",
            ],
            exclude: ["FrameworkTypeNames.txt"], swiftSettings: strict),
    ]
)
