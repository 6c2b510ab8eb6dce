// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Holidays",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "Store", targets: ["Store"]),
        .library(name: "Router", targets: ["Router"]),
        .library(name: "HolidayFeature", targets: ["HolidayFeature"]),
    ],
    targets: [
        .target(name: "Store"),
        .target(name: "Router", dependencies: ["Store"]),
        .target(
            name: "HolidayFeature",
            dependencies: ["Store", "Router"],
            exclude: ["DataGenerator"],
            resources: [.copy("Resources/holidays")]
        ),
        .executableTarget(name: "holiday-repl", dependencies: ["Store", "Router", "HolidayFeature"]),
        .testTarget(name: "StoreTests", dependencies: ["Store"]),
        .testTarget(name: "RouterTests", dependencies: ["Router", "Store"]),
        .testTarget(name: "HolidayFeatureTests", dependencies: ["HolidayFeature", "Router", "Store"]),
        .testTarget(name: "HolidayReplTests", dependencies: ["holiday-repl", "HolidayFeature", "Router", "Store"]),
        .executableTarget(name: "benchmarks", dependencies: ["Store", "Router", "HolidayFeature"], path: "Tests/Benchmarks"),
    ],
    swiftLanguageModes: [.v6]
)
