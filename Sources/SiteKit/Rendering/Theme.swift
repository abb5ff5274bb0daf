import Foundation
import Mustache

/// A theme folder: `layouts/` (one template per page kind), `partials/`, and `assets/` copied as they are.
/// Every template is compiled once, when the theme is loaded, so a syntax error stops the build
/// before any input is fetched.
public struct Theme: Sendable {
    /// Layouts first, so a layout may use another layout as its parent; then partials.
    let templates: TemplateDirectory
    let layouts: [PageKind: Template]
    /// The hash of every template's name and text: part of every page's key in the render cache.
    let hash: ContentHash
    /// The files of `assets/`, published under `/assets/`.
    public let assets: [OutputFile]

    /// Loads the theme in `folder`; `displayName` is how its files are named in messages.
    public static func load(from folder: URL, displayName: String) throws(Diagnostic) -> Theme {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .error(SourceLocation(file: displayName), "no such theme folder")
        }
        let templates: TemplateDirectory
        do {
            // The display name is a path the process can read (relative to the working folder, or
            // absolute), so template errors name the files as the user knows them.
            templates = try TemplateDirectory(folders: [displayName + "/layouts", displayName + "/partials"])
        } catch {
            throw Diagnostic(error)
        }
        var layouts: [PageKind: Template] = [:]
        for kind in PageKind.allCases {
            guard let layout = templates.template(named: kind.rawValue) else {
                throw .error(
                    SourceLocation(file: "\(displayName)/layouts/\(kind.rawValue).mustache"),
                    "missing: a theme needs a layout for each kind of page (\(PageKind.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            layouts[kind] = layout
        }
        var hasher = ContentHasher()
        for name in templates.templates.keys.sorted() {
            hasher.add(name)
            hasher.add(templates.templates[name]!.source)
        }
        return Theme(
            templates: templates, layouts: layouts, hash: hasher.hash,
            assets: try assetFiles(in: folder.appendingPathComponent("assets"), displayName: displayName + "/assets"))
    }

    /// Loads the theme `name` (a name `SiteConfig.validated` accepts) only when its folder is directly inside
    /// `themes`, as real paths say, so that no link makes a theme (and published assets) of a folder elsewhere. For `sitegen replay`, whose
    /// theme name comes from a log anyone may have written, where a build's comes from the owner's `site.yml`.
    public static func load(named name: String, in themes: URL) throws(Diagnostic) -> Theme {
        let folder = themes.appendingPathComponent(name)
        let displayName = displayPath(folder)
        if let real = TextFile.realPath(folder.path),
            (real as NSString).deletingLastPathComponent != TextFile.realPath(themes.path)
        {
            throw .error(
                SourceLocation(file: displayName),
                "a link to a folder outside \(displayPath(themes)); a theme must be a folder of it")
        }
        return try load(from: folder, displayName: displayName)
    }

    /// Every file below `assets/` (hidden entries left out), in a stable order. A folder that cannot be
    /// listed, a file that cannot be read and an entry that is not a file or a folder (a link, a FIFO)
    /// are errors: a theme has no place to warn, and an asset left out without a word breaks pages.
    private static func assetFiles(in folder: URL, displayName: String) throws(Diagnostic) -> [OutputFile] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return []
        }
        var files: [OutputFile] = []
        for entry in try FolderListing.entries(below: folder, displayName: displayName)
        where !entry.isHidden && entry.kind != .folder {
            let name = "\(displayName)/\(entry.path)"
            guard entry.kind == .file else {
                throw .error(
                    SourceLocation(file: name), "not a regular file or folder; a theme's assets must be real files")
            }
            let bytes = try TextFile.bytes(folder.appendingPathComponent(entry.path), displayName: name, limit: .max)
            files.append(OutputFile(path: "assets/" + entry.path, bytes: Array(bytes)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Renders the layout for `kind` in strict mode: a name the context lacks is an error, not an empty string.
    func render(_ kind: PageKind, context: MustacheValue) throws(Diagnostic) -> [UInt8] {
        do {
            return try layouts[kind]!.renderUTF8(context, partials: templates, strict: true)
        } catch {
            throw Diagnostic(error)
        }
    }
}

extension Diagnostic {
    /// A template error, at the template's line and column.
    init(_ error: MustacheError) {
        self.init(
            .error, at: SourceLocation(file: error.template, line: error.line, column: error.column),
            "template: \(error.message)")
    }
}
