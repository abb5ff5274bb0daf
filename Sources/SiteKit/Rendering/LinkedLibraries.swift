import Foundation

/// The shared libraries that read and render a site (cmark, libyaml, libical, ICU, Foundation and the Swift
/// runtime) as the running process has them mapped. Upgrading one can change a page's bytes while
/// sitegen's own binary stays the same (a new cmark writes other HTML), so the caches' identity covers them.
enum LinkedLibraries {
    /// Only these: they are linked at start, while others (glibc's NSS modules, gconv) are loaded on demand,
    /// and memos and pages may be mapped as they are read, so all of `/proc/self/maps` differs from build to
    /// build. libvips is opened only when a picture is read, so it is not among them: its version is part of
    /// each encoded picture's key instead (`PictureCache`).
    static let prefixes = [
        "libcmark", "libyaml", "libical", "libicu", "libFoundation", "lib_Foundation", "libswift", "libdispatch",
        "libBlocksRuntime",
    ]

    /// The paths of those libraries in the text of `/proc/self/maps`, each once, sorted.
    static func paths(inMaps text: String) -> [String] {
        var paths = Set<String>()
        for line in text.split(separator: "\n") {
            // The path is the last field and the only one with a slash.
            guard let start = line.firstIndex(of: "/") else { continue }
            let path = String(line[start...])
            let name = path.split(separator: "/").last.map(String.init) ?? ""
            if name.contains(".so"), prefixes.contains(where: { name.hasPrefix($0) }) { paths.insert(path) }
        }
        return paths.sorted()
    }

    /// Each library's path and file identity, a line each; empty when the process's maps cannot be read.
    static func identities() -> String {
        // TextFile reads to the end: the file says it is empty, so a read of its size would get nothing.
        guard let maps = try? TextFile.bytes(URL(fileURLWithPath: "/proc/self/maps"), displayName: "/proc/self/maps")
        else { return "" }
        return paths(inMaps: String(decoding: maps, as: UTF8.self))
            .map { "\($0) \(version(ofLibraryAt: $0) ?? "unreadable")\n" }.joined()
    }

    /// What tells one build of the library at `path` from another: its device, inode, size and modification
    /// time. Not its change time, which a hard link to it changes (perf's build-id cache, `cp -al` backups)
    /// while the library stays the same; an upgrade writes a new file, or writes into it.
    static func version(ofLibraryAt path: String) -> String? {
        FileIdentity(fileAt: path).map { "\($0.device):\($0.inode):\($0.size):\($0.modified)" }
    }
}
