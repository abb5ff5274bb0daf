import Foundation

/// Reads the standalone pages, `pages/NAME.md`: one Markdown file each, with front matter as a memo has
/// (`title`, `description`, `image`, `draft`), no date.
struct PageLoader: Sendable {
    /// The folder read, and how it is named in messages.
    var folder: URL
    var displayName: String

    private static let frontMatterKeys: Set<String> = ["title", "description", "image", "draft"]

    /// The pages sorted by name, and the hash of every page's name and text. A name that cannot be a page's
    /// (`StandalonePage.problem(withName:)`), a page that cannot be read or a folder that cannot be listed is
    /// an error; every other entry is skipped with a warning.
    func read() throws(Diagnostic) -> (pages: Parsed<[StandalonePage]>, digest: ContentHash) {
        var status = stat()
        guard stat(folder.path, &status) == 0 else {
            guard errno == ENOENT else {
                throw .error(SourceLocation(file: displayName), "cannot read the folder (\(systemErrorText(errno)))")
            }
            return (Parsed([]), ContentHasher().hash)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .error(SourceLocation(file: displayName), "expected a folder of pages, found a file")
        }
        var pages: [StandalonePage] = []
        var warnings: [Diagnostic] = []
        var digest = ContentHasher()
        for entry in try FolderListing.entries(in: folder, displayName: displayName) {
            let name = displayName + "/" + entry.path
            if let reason = Self.reasonToSkip(entry) {
                warnings.append(.warning(SourceLocation(file: name), "\(reason); ignored"))
                continue
            }
            let text = try TextFile.read(atPath: folder.path + "/" + entry.path, displayName: name)
            digest.add(name)
            digest.add(text)
            let page = try Self.parse(text, name: String(entry.path.dropLast(3)), file: name)
            pages.append(page.value)
            warnings += page.warnings
        }
        return (Parsed(pages.sorted { $0.name < $1.name }, warnings: warnings), digest.hash)
    }

    /// Reads the page `name` from its text; `file` names it in messages.
    static func parse(_ text: String, name: String, file: String) throws(Diagnostic) -> Parsed<StandalonePage> {
        if let problem = StandalonePage.problem(withName: name) { throw .error(SourceLocation(file: file), problem) }
        let frontMatter = try FrontMatter(text, file: file)
        var page = StandalonePage(name: name, markdown: frontMatter.markdown, file: file)
        var warnings = frontMatter.fields?.unknownKeys(known: frontMatterKeys) ?? []
        page.title = try frontMatter.title(instead: "the first heading or the name is used", warnings: &warnings)
        page.isDraft = try frontMatter.isDraft()
        page.description = try frontMatter.description()
        page.image = try frontMatter.image(warnings: &warnings)
        return Parsed(page, warnings: warnings, entries: 1)
    }

    /// Why an entry is not read as a page, or nil for a page.
    private static func reasonToSkip(_ entry: FolderListing.Entry) -> String? {
        switch entry.kind {
        case .undecodableName: "the name is not valid UTF-8"
        case .symbolicLink: "a symbolic link (pages must be real files, not links)"
        case .special: "not a regular file or folder"
        case .folder: "a folder (a page is a NAME.md file directly in pages/)"
        case .file:
            entry.isHidden ? "a hidden file" : entry.path.hasSuffix(".md") ? nil : "not a page (expected NAME.md)"
        }
    }
}
