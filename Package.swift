// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Holidays",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
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
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StoreTests", dependencies: ["Store", "TestSupport", "draft-app"]),
        .testTarget(name: "RouterTests", dependencies: ["Router", "Store", "notes-repl", "TestSupport"]),
        .testTarget(name: "HolidayFeatureTests", dependencies: ["HolidayFeature", "Router", "Store", "TestSupport"], exclude: ["Sessions"]),
        .testTarget(name: "HolidayReplTests", dependencies: ["holiday-repl", "HolidayFeature", "Router", "Store", "TestSupport"]),
        // The README's Notes app with a five-line main.swift: a feature of a user's own on the
        // ready-made command line, built for RouterTests to run as a program.
        .executableTarget(name: "notes-repl", dependencies: ["Store", "Router"], path: "Tests/NotesRepl"),
        // A headless app of a user's own that consoles attach to, for StoreTests to run.
        .executableTarget(name: "draft-app", dependencies: ["Store"], path: "Tests/DraftApp"),
        .executableTarget(name: "benchmarks", dependencies: ["Store", "Router", "HolidayFeature"], path: "Tests/Benchmarks"),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzz targets exist only for `Tests/Fuzz/run`, which builds them with libFuzzer (their entry
// point is `LLVMFuzzerTestOneInput`, so they cannot link in an ordinary build).
if Context.environment["HOLIDAYS_FUZZ"] != nil {
    let libraries: [Target.Dependency] = ["Store", "Router", "HolidayFeature", "FuzzDriver"]
    package.targets += [
        .target(name: "FuzzDriver", path: "Tests/Fuzz/Driver"),
        .executableTarget(name: "fuzz-literal", dependencies: libraries, path: "Tests/Fuzz/Literal"),
        .executableTarget(name: "fuzz-action-log", dependencies: libraries, path: "Tests/Fuzz/ActionLog"),
        .executableTarget(name: "fuzz-repl-line", dependencies: libraries, path: "Tests/Fuzz/ReplLine"),
        .executableTarget(name: "fuzz-response", dependencies: libraries, path: "Tests/Fuzz/Response"),
    ]
}
