// swift-tools-version:6.0
// The benchmarks, a package of their own so that the main package's `swift build` compiles none of
// them. Run them with `swift run -c release --package-path Benchmarks NAME`, or the whole comparison
// with `bench/run`.
import PackageDescription

let package = Package(
    name: "sitegen-benchmarks",
    dependencies: [.package(name: "sitegen", path: "..")],
    targets: [
        .executableTarget(name: "ReduxBenchmark", dependencies: [.product(name: "Redux", package: "sitegen")]),
        .executableTarget(name: "MustacheBenchmark", dependencies: [.product(name: "Mustache", package: "sitegen")]),
        // Each stage's time on a generated site.
        .executableTarget(name: "SiteBenchmark", dependencies: [.product(name: "SiteKit", package: "sitegen")]),
        // Writes the generated site (for sitegen and for Hugo) that `bench/run` times.
        .executableTarget(name: "BenchmarkSite", dependencies: [.product(name: "SiteKit", package: "sitegen")]),
    ],
    swiftLanguageModes: [.v6]
)
