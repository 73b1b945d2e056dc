// swift-tools-version: 6.1
import PackageDescription

/// The benchmarks live in their own package so `swift test` in the main package never builds or
/// runs them, and the main package's products keep no dependency on the benchmark framework.
let package = Package(
    name: "AccessibleCarouselBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency's identity is otherwise its folder's name, which differs
        // between checkouts (main, worktrees, CI clones).
        .package(name: "AccessibleCarousel", path: ".."),
        // The machine's copy needs the MallocInterposer trait named explicitly (and tools 6.1);
        // naming it also leaves out the default RuntimeInterposer trait, whose package is not here.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CarouselBenchmarks",
            dependencies: [
                .product(name: "CarouselKit", package: "AccessibleCarousel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CarouselBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ScreenReaderBenchmarks",
            dependencies: [
                .product(name: "ScreenReaderKit", package: "AccessibleCarousel"),
                .product(name: "AccessibilityTree", package: "AccessibleCarousel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ScreenReaderBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AuditBenchmarks",
            dependencies: [
                .product(name: "AuditKit", package: "AccessibleCarousel"),
                .product(name: "HierarchyImport", package: "AccessibleCarousel"),
                .product(name: "AccessibilityTree", package: "AccessibleCarousel"),
                .product(name: "ScreenReaderKit", package: "AccessibleCarousel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AuditBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ImportBenchmarks",
            dependencies: [
                .product(name: "HierarchyImport", package: "AccessibleCarousel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ImportBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
