import Foundation

extension NewSite {
    /// The error for a content folder without `site.yml`, which says how to start a site with `sitegen init`
    /// (which writes DIR/Content); nil when the file is there, unreadable for another reason.
    static func missing(_ configFile: URL, content: URL) -> Diagnostic? {
        var status = stat()
        guard lstat(configFile.path, &status) != 0, errno == ENOENT else { return nil }
        let name = displayPath(configFile)
        let folder = content.standardizedFileURL
        let parent = folder.deletingLastPathComponent()
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        let advice =
            folder.lastPathComponent != "Content"
            ? "sitegen init DIR starts a new site with its content in DIR/Content"
            : parent.path == current.path
                ? "to start a new site here, run: sitegen init"
                : "to start a new site in \(displayPath(parent)), run: sitegen init \(displayPath(parent))"
        return .error(SourceLocation(file: name), "no such file; \(advice)")
    }
}
