// swift-tools-version:6.0
// The libFuzzer targets, a package of their own so that the main package's `swift build` and
// `swift test` never need the fuzzer runtime. Build and run them with `.ci/fuzz`.
import PackageDescription

// libFuzzer supplies `main` and calls `LLVMFuzzerTestOneInput`: a target's one file must not be
// compiled as top-level code, or Swift would emit a `main` of its own.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let siteKit: Target.Dependency = .product(name: "SiteKit", package: "sitegen")
let siteServer: Target.Dependency = .product(name: "SiteServer", package: "sitegen")

let package = Package(
    name: "sitegen-fuzz",
    dependencies: [.package(name: "sitegen", path: "..")],
    targets: [
        .executableTarget(name: "FuzzMemo", dependencies: [siteKit], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzConfig", dependencies: [siteKit], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPickup", dependencies: [siteKit], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzCalendar", dependencies: [siteKit], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzRequest", dependencies: [siteServer], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPicture", dependencies: [siteKit], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzMustache", dependencies: [.product(name: "Mustache", package: "sitegen")], swiftSettings: fuzzTarget),
    ],
    swiftLanguageModes: [.v6]
)
