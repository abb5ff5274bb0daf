import Foundation
import Mustache

/// A theme: `layouts/` (one template per page kind), `partials/`, `assets/` copied as they are, strings
/// files (`i18n/LANG.yml`), the memo template of `sitegen new` (`archetypes/memo.md`) and an optional `theme.yml`, whose `extends:` names the theme every part it
/// lacks comes from (`ThemeFolder`). Every template is compiled once, when the theme is loaded, so a
/// syntax error stops the build before any input is fetched.
public struct Theme: Sendable {
    /// The templates of the theme and the themes it extends, the nearest theme's winning a name.
    let templates: TemplateDictionary
    let layouts: [PageKind: Template]
    /// The words in the site's language.
    let labels: SiteLabels
    /// The hash of every template's name and text, and of the words: part of every page's key in the
    /// render cache.
    let hash: ContentHash
    /// The files of `assets/`, published under `/assets/`.
    public let assets: [OutputFile]
    /// The text of the nearest theme's `archetypes/memo.md` (the built-in default theme's when none of the
    /// chain has one), and its name in messages: what `sitegen new` writes a memo from (`NewMemo`).
    let memoTemplate: (text: String, name: String)

    /// Loads the theme `name` (a name `SiteConfig.validated` accepts) of the folder `themes`, or the built-in
    /// default, with the themes it extends, and its words for `language`. With `confined`, a theme folder that
    /// is a link out of `themes` is an error (`ThemeFolder.find`). The warnings are about `theme.yml` and the
    /// strings files; the errors are every broken template and asset of the chain, or the first other one.
    public static func load(
        named name: String, in themes: URL, language: SiteLanguage, confined: Bool = false
    ) throws(InputErrors) -> Parsed<Theme> {
        let (chain, manifestWarnings) = try InputErrors.single { () throws(Diagnostic) in
            try Self.chain(named: name, in: themes, confined: confined)
        }
        var templates: [String: Template] = [:]
        var assets: [String: [UInt8]] = [:]
        var errors = InputErrors()
        for theme in chain {
            do {
                templates.merge(try theme.templates()) { nearer, _ in nearer }
            } catch {
                errors.append(contentsOf: error)
            }
            if let found = errors.attempt({ () throws(Diagnostic) in try theme.assets() }, ()) {
                assets.merge(found) { nearer, _ in nearer }
            }
        }
        try errors.check()
        var loaded = try InputErrors.single { () throws(Diagnostic) in
            try assemble(chain: chain, templates: templates, assets: assets, language: language)
        }
        loaded.warnings = manifestWarnings + loaded.warnings
        return loaded
    }

    /// The theme `name` and those it extends, nearest first, with the warnings about their `theme.yml`.
    private static func chain(
        named name: String, in themes: URL, confined: Bool
    ) throws(Diagnostic) -> ([ThemeFolder], [Diagnostic]) {
        guard let theme = try ThemeFolder.find(name, in: themes, confined: confined) else {
            throw .error(SourceLocation(file: displayPath(themes.appendingPathComponent(name))), "no such theme folder")
        }
        var chain = [theme]
        var warnings: [Diagnostic] = []
        while true {
            let manifest = try ThemeManifest.load(chain.last!)
            warnings += manifest.warnings
            guard let parent = manifest.value.extends, let location = manifest.value.extendsLocation else { break }
            // The line of `extends:` quoted, from the file just read.
            let quoted = { (diagnostic: Diagnostic) in
                diagnostic.quoting((try? chain.last!.text("theme.yml")) ?? "", file: location.file)
            }
            if chain.contains(where: { $0.name == parent }) {
                let names = (chain.map(\.name) + [parent]).joined(separator: " → ")
                throw quoted(.error(location, "extends: \"\(parent)\" leads back to a theme it extends (\(names))"))
            }
            guard let next = try ThemeFolder.find(parent, in: themes, confined: confined) else {
                throw quoted(
                    .error(
                        location,
                        "extends: no theme \"\(parent)\" in \(displayPath(themes)), and none built in by that name"))
            }
            chain.append(next)
        }
        return (chain, warnings)
    }

    /// The theme of `chain` whose templates and assets compiled: its layouts, memo template and words.
    private static func assemble(
        chain: [ThemeFolder], templates: [String: Template], assets: [String: [UInt8]], language: SiteLanguage
    ) throws(Diagnostic) -> Parsed<Theme> {
        let theme = chain[0]
        var layouts: [PageKind: Template] = [:]
        for kind in PageKind.allCases {
            guard let layout = templates[kind.rawValue] else {
                throw .error(
                    SourceLocation(file: "\(theme.displayName)/layouts/\(kind.rawValue).mustache"),
                    "missing: a theme needs a layout for each kind of page (\(PageKind.allCases.map(\.rawValue).joined(separator: ", "))), of its own or of the theme it extends"
                        + misnamedLayout(for: kind, among: templates, in: chain))
            }
            layouts[kind] = layout
        }
        var memoTemplate: (text: String, name: String)?
        for theme in chain + [.builtIn] where memoTemplate == nil {
            if let text = try theme.text(NewMemo.templatePath) {
                memoTemplate = (text, "\(theme.displayName)/\(NewMemo.templatePath)")
            }
        }
        let strings = try ThemeStrings.labels(for: language, chain: chain)
        var hasher = ContentHasher()
        for name in templates.keys.sorted() {
            hasher.add(name)
            hasher.add(templates[name]!.source)
        }
        // The words, in the order of their keys: JSON with sorted keys is one text for one set of words.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        hasher.add(String(decoding: try! encoder.encode(strings.value), as: UTF8.self))
        let loaded = Theme(
            templates: TemplateDictionary(templates), layouts: layouts, labels: strings.value, hash: hasher.hash,
            assets: assets.sorted { $0.key < $1.key }.map { OutputFile(path: "assets/" + $0.key, bytes: $0.value) },
            memoTemplate: memoTemplate!)
        return Parsed(loaded, warnings: strings.warnings, entries: chain.count)
    }

    /// ` (did you mean to name layouts/monht.mustache month.mustache?)`: the file of a `layouts/` folder of
    /// the chain that names no kind of page and is closest to the missing `kind`, if one is close; a file that
    /// is a slip of a kind's name is otherwise only a template the layouts may use as their parent.
    private static func misnamedLayout(
        for kind: PageKind, among templates: [String: Template], in chain: [ThemeFolder]
    ) -> String {
        let folders = chain.map { $0.displayName + "/layouts/" }
        let others = templates.filter { name, template in
            PageKind(rawValue: name) == nil && folders.contains { template.name.hasPrefix($0) }
        }
        guard let name = NearestName.suggestion(for: kind.rawValue, among: others.keys) else { return "" }
        return " (did you mean to name layouts/\(name).mustache \(kind.rawValue).mustache?)"
    }

    /// Renders the layout for `kind` in strict mode: a name the context lacks is an error, not an empty string,
    /// quoting the line of the template it is in.
    func render(_ kind: PageKind, context: MustacheValue) throws(Diagnostic) -> [UInt8] {
        do {
            return try layouts[kind]!.renderUTF8(context, partials: templates, strict: true)
        } catch {
            let source = templates.templates.values.first { $0.name == error.template }?.source ?? ""
            throw Diagnostic(error).quoting(source, file: error.template)
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
