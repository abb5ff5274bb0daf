// swift-tools-version:6.0
import PackageDescription

// Linux only: sitegen calls renameat2, openat2, accept4, inotify and eventfd.

let package = Package(
    name: "sitegen",
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .library(name: "SiteKit", targets: ["SiteKit"]),
        .library(name: "Redux", targets: ["Redux"]),
        .library(name: "Mustache", targets: ["Mustache"]),
    ],
    targets: [
        // Generic building blocks: they know nothing of sites.
        .target(name: "Redux"),
        .target(name: "Mustache"),

        // Debian's C libraries, installed by `.ci/run` and the README's set-up command.
        .systemLibrary(name: "CCMark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CICal", pkgConfig: "libical", providers: [.apt(["libical-dev"])]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // CLDR's Windows time zone names, from Debian's ICU (`libicu-dev`).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        // glibc's renameat2 (swapping the published site in atomically), accept4 and eventfd (serving).
        .systemLibrary(name: "CLinux"),

        // The site generator itself, and the thin command-line tool over it.
        .target(name: "SiteKit", dependencies: ["Redux", "Mustache", "CCMark", "CYAML", "CICal", "CICU", "CLinux", "CXXHash"]),
        .executableTarget(name: "sitegen", dependencies: ["SiteKit"]),

        // The benchmarks are a package of their own, `Benchmarks/`, as the fuzz targets are (`Fuzz/`).

        .testTarget(name: "ReduxTests", dependencies: ["Redux"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        // A scriptable HTTP server on 127.0.0.1 for the fetching tests, unit and end-to-end.
        .target(name: "HTTPTestServer", path: "Tests/HTTPTestServer"),
        .testTarget(name: "SiteKitTests", dependencies: ["SiteKit", "Redux", "HTTPTestServer"]),
        .testTarget(name: "EndToEndTests", dependencies: ["SiteKit", "sitegen", "HTTPTestServer"]),
    ],
    swiftLanguageModes: [.v6]
)
