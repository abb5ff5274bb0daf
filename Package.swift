// swift-tools-version:6.0
import PackageDescription

// Linux only: sitegen calls renameat2, openat2, accept4, inotify and eventfd.

let package = Package(
    name: "sitegen",
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .library(name: "SiteKit", targets: ["SiteKit"]),
        .library(name: "SiteServer", targets: ["SiteServer"]),
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
        // Pictures resized and stripped of their metadata: libvips opened on first use, with a shim for its
        // variadic calls.
        .target(name: "CVips", linkerSettings: [.linkedLibrary("dl")]),
        // CLDR's Windows time zone names, from Debian's ICU (`libicu-dev`).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        // glibc's renameat2 (swapping the published site in atomically) and openat2 (reading below a folder).
        .systemLibrary(name: "CLinux"),
        // accept4, eventfd and inotify, for serving.
        .systemLibrary(name: "CServing"),
        // The commit a packaged binary was built from, for `sitegen version`.
        .target(name: "CBuildCommit"),

        // The site generator itself: inputs, state, rendering, publishing, checking.
        .target(
            name: "SiteKit",
            dependencies: [
                "Redux", "Mustache", "CCMark", "CYAML", "CICal", "CICU", "CLinux", "CXXHash", "CVips",
            ]),
        // The development server: HTTP, the folder watcher, live reload.
        .target(name: "SiteServer", dependencies: ["SiteKit", "CServing"]),
        // The commands, their option table and help, and the thin executable over them.
        .target(name: "SiteCommand", dependencies: ["SiteKit", "SiteServer", "CBuildCommit", "CLinux"]),
        .executableTarget(name: "sitegen", dependencies: ["SiteCommand"]),

        // The benchmarks are a package of their own, `Benchmarks/`, as the fuzz targets are (`Fuzz/`).

        .testTarget(name: "ReduxTests", dependencies: ["Redux"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        // A scriptable HTTP server on 127.0.0.1 for the fetching tests, unit and end-to-end.
        .target(name: "HTTPTestServer", path: "Tests/HTTPTestServer"),
        // Temporary folders and the shared reference data, for the unit tests of every target.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // SiteKit's whole-build tests run in-process through `BuildCommand`.
        .testTarget(name: "SiteKitTests", dependencies: ["SiteKit", "SiteCommand", "Redux", "HTTPTestServer", "TestSupport"]),
        .testTarget(name: "SiteServerTests", dependencies: ["SiteServer", "SiteKit", "HTTPTestServer", "TestSupport"]),
        .testTarget(name: "SiteCommandTests", dependencies: ["SiteCommand", "SiteKit", "Redux", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["SiteCommand", "SiteKit", "sitegen", "HTTPTestServer"]),
    ],
    swiftLanguageModes: [.v6]
)
