// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for the importers, the simulators, the auditor and the live components.
///
/// Build only with the fuzzer flags (the targets have no `main`; libFuzzer supplies it):
/// `swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`.
/// `Fuzz/run` does that and runs every target; see Fuzz/README.md.
let package = Package(
    name: "AccessibleCarouselFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency's identity is otherwise its folder's name.
        .package(name: "AccessibleCarousel", path: "..")
    ],
    targets: [
        .target(name: "FuzzDriver", swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "FuzzImport",
            dependencies: ["FuzzDriver", .product(name: "HierarchyImport", package: "AccessibleCarousel")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "FuzzReadAndAudit",
            dependencies: [
                "FuzzDriver",
                .product(name: "HierarchyImport", package: "AccessibleCarousel"),
                .product(name: "ScreenReaderKit", package: "AccessibleCarousel"),
                .product(name: "AuditKit", package: "AccessibleCarousel"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "FuzzLiveComponents",
            dependencies: [
                "FuzzDriver",
                .product(name: "HierarchyImport", package: "AccessibleCarousel"),
                .product(name: "ScreenReaderKit", package: "AccessibleCarousel"),
                .product(name: "CarouselKit", package: "AccessibleCarousel"),
                .product(name: "AccessibilityTree", package: "AccessibleCarousel"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
