import Foundation

/// How a file is named in messages: relative to the working directory when it is below it, so
/// messages read `Content/memos/2026-11-03.md:4:7`, and absolute otherwise.
public func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// A path given on the command line, from the working folder.
public func commandLineURL(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        .standardizedFileURL
}
