// swift-tools-version: 6.2
import PackageDescription

// Every module of Store, for the test targets that reach inside them.
let storeModules: [Target.Dependency] = [
    "StoreSupport", "StoreText", "StoreCore", "StoreSwiftUI", "StoreUIKit", "StoreLogs", "StoreConsole", "StoreAttach",
    "StoreExplorer", "StoreTerminal",
]

let package = Package(
    name: "Holidays",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // `import Store` for everything; or one module each, for an app that links less.
        .library(name: "Store", targets: ["Store"]),
        .library(name: "StoreCore", targets: ["StoreCore"]),
        .library(name: "StoreSwiftUI", targets: ["StoreSwiftUI"]),
        .library(name: "StoreUIKit", targets: ["StoreUIKit"]),
        .library(name: "StoreLogs", targets: ["StoreLogs"]),
        .library(name: "StoreConsole", targets: ["StoreConsole"]),
        .library(name: "StoreAttach", targets: ["StoreAttach"]),
        .library(name: "StoreExplorer", targets: ["StoreExplorer"]),
        .library(name: "StoreTerminal", targets: ["StoreTerminal"]),
        .library(name: "Router", targets: ["Router"]),
        .library(name: "HolidayFeature", targets: ["HolidayFeature"]),
    ],
    targets: [
        // Store's modules, a folder each under Sources/Store, in layers: each depends only on
        // those above it in this list (the README's "Modules" says what each is for).
        .target(name: "StoreSupport", path: "Sources/Store/Support"),
        .target(name: "StoreText", dependencies: ["StoreSupport"], path: "Sources/Store/Text"),
        .target(name: "StoreCore", dependencies: ["StoreSupport", "StoreText"], path: "Sources/Store/Core"),
        .target(name: "StoreSwiftUI", dependencies: ["StoreCore"], path: "Sources/Store/SwiftUI"),
        .target(name: "StoreUIKit", dependencies: ["StoreCore"], path: "Sources/Store/UIKit"),
        .target(name: "StoreLogs", dependencies: ["StoreSupport", "StoreText", "StoreCore"], path: "Sources/Store/Logs"),
        .target(name: "StoreConsole", dependencies: ["StoreSupport", "StoreText", "StoreCore", "StoreLogs"], path: "Sources/Store/Console"),
        .target(name: "StoreAttach", dependencies: ["StoreSupport", "StoreText", "StoreCore", "StoreLogs", "StoreConsole"], path: "Sources/Store/Attach"),
        .target(name: "StoreExplorer", dependencies: ["StoreSupport", "StoreText", "StoreCore", "StoreLogs", "StoreConsole"], path: "Sources/Store/Explorer"),
        // The command line: a line editor on a terminal, and worker processes. It builds where a
        // program runs from a terminal (and `Process` exists): macOS and Linux.
        .target(
            name: "StoreTerminal",
            dependencies: ["StoreSupport", "StoreText", "StoreCore", "StoreLogs", "StoreConsole", "StoreAttach", "StoreExplorer"],
            path: "Sources/Store/Terminal"
        ),
        // `import Store`: every module above that the platform builds.
        .target(
            name: "Store",
            dependencies: [
                "StoreCore", "StoreSwiftUI", "StoreUIKit", "StoreLogs", "StoreConsole", "StoreAttach", "StoreExplorer",
                .target(name: "StoreTerminal", condition: .when(platforms: [.macOS, .linux])),
            ],
            path: "Sources/Store/Store"
        ),
        .target(name: "Router", dependencies: ["StoreSupport", "StoreCore", "StoreConsole", "StoreSwiftUI", "StoreUIKit"]),
        .target(
            name: "HolidayFeature",
            dependencies: ["Store", "StoreSupport", "Router"],
            exclude: ["DataGenerator"],
            resources: [.copy("Resources/holidays")]
        ),
        .executableTarget(name: "holiday-repl", dependencies: ["Store", "Router", "HolidayFeature"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StoreTests", dependencies: ["Store", "TestSupport", "draft-app", "tied-parent"] + storeModules),
        .testTarget(name: "RouterTests", dependencies: ["Router", "Store", "notes-repl", "TestSupport"] + storeModules),
        .testTarget(name: "HolidayFeatureTests", dependencies: ["HolidayFeature", "Router", "Store", "TestSupport"] + storeModules, exclude: ["Sessions"]),
        .testTarget(name: "HolidayReplTests", dependencies: ["holiday-repl", "HolidayFeature", "Router", "Store", "TestSupport"] + storeModules),
        // The README's Notes app with a five-line main.swift: a feature of a user's own on the
        // ready-made command line, built for RouterTests to run as a program.
        .executableTarget(name: "notes-repl", dependencies: ["Store", "Router"], path: "Tests/NotesRepl"),
        // A headless app of a user's own that consoles attach to, for StoreTests to run.
        .executableTarget(name: "draft-app", dependencies: ["Store"], path: "Tests/DraftApp"),
        // A stand-in for a test process that starts a program as the tests do, for the test
        // that kills it and finds the program gone (Tests/TestSupport/TiedProcess.swift).
        .executableTarget(name: "tied-parent", dependencies: ["TestSupport"], path: "Tests/TiedParent"),
        .executableTarget(name: "benchmarks", dependencies: ["Store", "StoreSupport", "Router", "HolidayFeature"], path: "Tests/Benchmarks"),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzz targets exist only for `Tests/Fuzz/run`, which builds them with libFuzzer (their entry
// point is `LLVMFuzzerTestOneInput`, so they cannot link in an ordinary build).
if Context.environment["HOLIDAYS_FUZZ"] != nil {
    let libraries: [Target.Dependency] = ["Store", "Router", "HolidayFeature", "FuzzDriver"] + storeModules
    package.targets += [
        .target(name: "FuzzDriver", path: "Tests/Fuzz/Driver"),
        .executableTarget(name: "fuzz-literal", dependencies: libraries, path: "Tests/Fuzz/Literal"),
        .executableTarget(name: "fuzz-action-log", dependencies: libraries, path: "Tests/Fuzz/ActionLog"),
        .executableTarget(name: "fuzz-repl-line", dependencies: libraries, path: "Tests/Fuzz/ReplLine"),
        .executableTarget(name: "fuzz-response", dependencies: libraries, path: "Tests/Fuzz/Response"),
    ]
}
