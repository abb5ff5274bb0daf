import Foundation
import Mustache

/// One theme of a chain (`Theme.load`): a folder of the themes folder, or the default theme the binary
/// carries (`DefaultTheme`), which a site without `Themes/default` gets. Each part is optional: a theme
/// that extends another holds only what it changes.
struct ThemeFolder: Sendable {
    /// The name `theme:` and `extends:` give it.
    let name: String
    /// How its files are named in messages: `Themes/mine`, or `(built-in default theme)`.
    let displayName: String
    private let source: Source

    private enum Source: Sendable {
        case folder(URL)
        /// The embedded files, by their path below the theme.
        case builtIn([String: [UInt8]])
    }

    /// How the embedded default theme is named in messages.
    static let builtInName = "(built-in default theme)"

    /// The default theme the binary carries.
    static var builtIn: ThemeFolder {
        ThemeFolder(
            name: "default", displayName: builtInName,
            source: .builtIn(Dictionary(uniqueKeysWithValues: DefaultTheme.files.map { ($0.path, $0.bytes) })))
    }

    /// The theme `name` of `themes`, else the built-in one for `default`; nil when there is none. With
    /// `confined`, a folder that is a link leading out of `themes` is an error (for `sitegen replay`, whose
    /// theme name comes from a log anyone may have written).
    static func find(_ name: String, in themes: URL, confined: Bool) throws(Diagnostic) -> ThemeFolder? {
        let folder = themes.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return name == "default" ? builtIn : nil
        }
        let displayName = displayPath(folder)
        if confined, let real = TextFile.realPath(folder.path),
            (real as NSString).deletingLastPathComponent != TextFile.realPath(themes.path)
        {
            throw .error(
                SourceLocation(file: displayName),
                "a link to a folder outside \(displayPath(themes)); a theme must be a folder of it")
        }
        return ThemeFolder(name: name, displayName: displayName, source: .folder(folder))
    }

    /// The text of the file at `path` below the theme (`theme.yml`, `i18n/en.yml`), nil when it has none.
    func text(_ path: String) throws(Diagnostic) -> String? {
        let name = displayName + "/" + path
        switch source {
        case .folder(let folder):
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return try TextFile.read(url, displayName: name)
        case .builtIn(let files):
            return try files[path].map { bytes throws(Diagnostic) in try TextFile.decode(Data(bytes), displayName: name)
            }
        }
    }

    /// Its templates by name, those of `layouts/` before those of `partials/` (so a layout may be another's
    /// parent), compiled. Every file is compiled whatever the others hold, so one build reports each broken
    /// one, its line quoted.
    func templates() throws(InputErrors) -> [String: Template] {
        switch source {
        case .folder(let folder):
            // The display name is a path the process can read (relative to the working folder, or
            // absolute), so template errors name the files as the user knows them.
            let folders = ["layouts", "partials"].filter { part in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(part).path, isDirectory: &isFolder)
            }
            let (directory, errors) = TemplateDirectory.compiling(folders: folders.map { displayName + "/" + $0 })
            // Each file was just read whole; read again, it is quoted as it is now.
            try InputErrors(
                errors.map { error in
                    Diagnostic(error).quoting(
                        (try? TextFile.read(atPath: error.template, displayName: error.template)) ?? "",
                        file: error.template)
                }
            ).check()
            return directory.templates
        case .builtIn(let files):
            var templates: [String: Template] = [:]
            var errors = InputErrors()
            for part in ["layouts/", "partials/"] {
                for (path, bytes) in files.sorted(by: { $0.key < $1.key })
                where path.hasPrefix(part) && path.hasSuffix(".mustache") {
                    let name = String(path.dropFirst(part.count).dropLast(".mustache".count))
                    guard templates[name] == nil else { continue }
                    let text = String(decoding: bytes, as: UTF8.self)
                    do {
                        templates[name] = try Template(text, name: displayName + "/" + path)
                    } catch {
                        errors.append(Diagnostic(error).quoting(text, file: error.template))
                    }
                }
            }
            try errors.check()
            return templates
        }
    }

    /// The files of `assets/` (hidden entries left out), their paths below it. A folder that cannot be listed,
    /// a file that cannot be read and an entry that is not a file or a folder (a link, a FIFO) are errors: a
    /// theme has no place to warn, and an asset left out without a word breaks pages.
    func assets() throws(Diagnostic) -> [String: [UInt8]] {
        switch source {
        case .builtIn(let files):
            return Dictionary(
                uniqueKeysWithValues: files.filter { $0.key.hasPrefix("assets/") }.map {
                    (String($0.key.dropFirst("assets/".count)), $0.value)
                })
        case .folder(let theme):
            let folder = theme.appendingPathComponent("assets")
            let shown = displayName + "/assets"
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
            else { return [:] }
            var files: [String: [UInt8]] = [:]
            for entry in try FolderListing.entries(below: folder, displayName: shown)
            where !entry.isHidden && entry.kind != .folder {
                let name = "\(shown)/\(entry.path)"
                guard entry.kind == .file else {
                    throw .error(
                        SourceLocation(file: name), "not a regular file or folder; a theme's assets must be real files")
                }
                files[entry.path] = Array(
                    try TextFile.bytes(folder.appendingPathComponent(entry.path), displayName: name, limit: .max))
            }
            return files
        }
    }
}
