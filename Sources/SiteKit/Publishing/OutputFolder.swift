import Foundation

/// The output folder and the files sitegen keeps beside it: the lock and the staging folders.
///
/// They live beside the output, never inside it (they would be published) and never inside
/// another site sitegen publishes (a refused build would change that site), so an output at
/// `/` or below another site's folder is refused before anything is written.
struct OutputFolder: Sendable {
    public let url: URL

    public init(_ url: URL) {
        self.url = url.standardizedFileURL
    }

    /// The folder holding the output, its lock and its staging folders.
    var parent: URL { url.deletingLastPathComponent() }

    /// `.Output.lock` beside `Output`.
    var lockPath: String { parent.appendingPathComponent(".\(url.lastPathComponent).lock").path }

    /// Every build stages into a new folder named `.Output.staging-XXXXXX`, so a folder left by
    /// an earlier build (or made by the user) is never written into and never in the way.
    var stagingPrefix: String { ".\(url.lastPathComponent).staging-" }

    /// Refuses, before any work, an output with no folder beside it to hold the lock and the
    /// staging folder, and an output inside another site.
    public func check() throws(Diagnostic) {
        guard url.path != "/" else {
            throw .error(SourceLocation(file: "/"), "the output cannot be the root folder: choose a folder inside it")
        }
        if let site = enclosingSite() {
            throw .error(
                SourceLocation(file: displayPath(url)),
                "the output is inside \(displayPath(site)), a site that sitegen publishes; choose a folder outside it")
        }
    }

    /// The folder a build publishes into for the output `url`: where it points when it is a symbolic link,
    /// as a deploy link (`/var/www/site -> /srv/site`) is, so that the new site is swapped in there, atomically,
    /// and the link is left as it is rather than replaced by a folder.
    static func publishedFolder(_ url: URL) throws(Diagnostic) -> URL {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return url }
        guard let real = realpath(url.path, nil) else {
            throw .error(
                SourceLocation(file: displayPath(url)),
                "the output is a link to a folder that does not exist (\(systemErrorText(errno))); make the folder or point the link at one"
            )
        }
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real))
    }

    /// The nearest folder above the output that holds sitegen's marker, symbolic links resolved.
    private func enclosingSite() -> URL? {
        var folder = URL(fileURLWithPath: realPath(parent))
        while true {
            if access(folder.appendingPathComponent(Publication.markerName).path, F_OK) == 0 { return folder }
            guard folder.path != "/" else { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }
}
