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
    /// an error; every other entry is skipped with a warning. Every page is read: the errors of all of them
    /// are thrown together, each quoting its line.
    func read() throws(InputErrors) -> (pages: Parsed<[StandalonePage]>, digest: ContentHash) {
        let entries: [FolderListing.Entry]
        do throws(Diagnostic) {
            guard let listed = try listing() else { return (Parsed([]), ContentHasher().hash) }
            entries = listed
        } catch {
            throw InputErrors(error)
        }
        var pages: [StandalonePage] = []
        var warnings: [Diagnostic] = []
        var errors = InputErrors()
        var digest = ContentHasher()
        for entry in entries {
            let name = displayName + "/" + entry.path
            if let reason = Self.reasonToSkip(entry) {
                warnings.append(.warning(SourceLocation(file: name), "\(reason); ignored"))
                continue
            }
            let text: String
            do throws(Diagnostic) {
                text = try TextFile.read(atPath: folder.path + "/" + entry.path, displayName: name)
            } catch {
                errors.append(error)
                continue
            }
            digest.add(name)
            digest.add(text)
            do throws(InputErrors) {
                let page = try Self.parse(text, name: String(entry.path.dropLast(3)), file: name).quoting(
                    text, file: name)
                pages.append(page.value)
                warnings += page.warnings
            } catch {
                errors.append(contentsOf: error.quoting(text, file: name))
            }
        }
        try errors.check()
        return (Parsed(pages.sorted { $0.name < $1.name }, warnings: warnings), digest.hash)
    }

    /// The entries of the folder, or nil when there is none.
    private func listing() throws(Diagnostic) -> [FolderListing.Entry]? {
        var status = stat()
        guard stat(folder.path, &status) == 0 else {
            guard errno == ENOENT else {
                throw .error(SourceLocation(file: displayName), "cannot read the folder (\(systemErrorText(errno)))")
            }
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .error(SourceLocation(file: displayName), "expected a folder of pages, found a file")
        }
        return try FolderListing.entries(in: folder, displayName: displayName)
    }

    /// Reads the page `name` from its text; `file` names it in messages. Throws every error of its front
    /// matter, in the order of the file, or the one that leaves nothing after it readable.
    static func parse(_ text: String, name: String, file: String) throws(InputErrors) -> Parsed<StandalonePage> {
        let frontMatter: FrontMatter
        do throws(Diagnostic) {
            if let problem = StandalonePage.problem(withName: name) {
                throw .error(SourceLocation(file: file), problem)
            }
            frontMatter = try FrontMatter(text, file: file)
        } catch {
            throw InputErrors(error)
        }
        var page = StandalonePage(name: name, markdown: frontMatter.markdown, file: file)
        var errors = InputErrors()
        var warnings = frontMatter.fields?.unknownKeys(known: frontMatterKeys) ?? []
        page.title = frontMatter.title(
            instead: "the first heading or the name is used", warnings: &warnings, errors: &errors)
        page.isDraft = frontMatter.isDraft(errors: &errors)
        page.description = frontMatter.description(errors: &errors)
        page.image = frontMatter.image(warnings: &warnings, errors: &errors)
        try errors.inFileOrder.check()
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
