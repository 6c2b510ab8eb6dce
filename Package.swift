// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Holidays",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "Store", targets: ["Store"]),
    ],
    targets: [
        .target(name: "Store"),
        .testTarget(name: "StoreTests", dependencies: ["Store"]),
        .executableTarget(name: "benchmarks", dependencies: ["Store"], path: "Tests/Benchmarks"),
    ],
    swiftLanguageModes: [.v6]
)
