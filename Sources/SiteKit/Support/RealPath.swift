import Foundation

/// The real path of `url`, symbolic links resolved: of its nearest existing folder, with the rest of
/// the path after it, so that a folder a build is about to make compares as it will be.
public func realPath(_ url: URL) -> String {
    var existing = url.standardizedFileURL
    var rest: [String] = []
    while true {
        if let real = realpath(existing.path, nil) {
            defer { free(real) }
            return rest.reversed().reduce(String(cString: real)) { ($0 as NSString).appendingPathComponent($1) }
        }
        guard existing.path != "/" else { return url.standardizedFileURL.path }
        rest.append(existing.lastPathComponent)
        existing.deleteLastPathComponent()
    }
}

/// Whether the real path `inner` is `outer` or lies below it.
public func isWithin(_ inner: String, _ outer: String) -> Bool {
    inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
}
