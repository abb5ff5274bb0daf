/// A theme's `theme.yml`: the theme it extends, and its name and description for people. Every key is
/// optional, and so is the file.
struct ThemeManifest {
    /// The theme whose layouts, partials, assets and strings files this one falls back on.
    var extends: String?
    /// Where `extends` is written, for the errors about the theme it names.
    var extendsLocation: SourceLocation?
    var name: String?
    var description: String?

    private static let keys: Set<String> = ["extends", "name", "description"]

    /// Reads the manifest of `theme`; an unknown key is a warning. The error and the warnings quote the lines
    /// they are about.
    static func load(_ theme: ThemeFolder) throws(Diagnostic) -> Parsed<ThemeManifest> {
        let file = theme.displayName + "/theme.yml"
        guard let text = try theme.text("theme.yml") else { return Parsed(ThemeManifest(), warnings: [], entries: 1) }
        do throws(Diagnostic) {
            return try parse(text, file: file).quoting(text, file: file)
        } catch {
            throw error.quoting(text, file: file)
        }
    }

    /// The manifest `file`, whose text is `text`.
    private static func parse(_ text: String, file: String) throws(Diagnostic) -> Parsed<ThemeManifest> {
        var manifest = ThemeManifest()
        guard let root = try YAMLParser.parse(text, file: file) else {
            return Parsed(manifest, warnings: [], entries: 1)
        }
        let fields = try YAMLFields(root, file: file)
        manifest.name = try fields.string("name")
        manifest.description = try fields.string("description")
        if let parent = try fields.string("extends") {
            let node = fields.value("extends")!
            guard SiteConfig.isThemeName(parent) else {
                throw fields.problem(
                    "extends", node,
                    "\"\(parent)\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)")
            }
            manifest.extends = parent
            manifest.extendsLocation = fields.location(of: node)
        }
        return Parsed(manifest, warnings: fields.unknownKeys(known: keys), entries: 1)
    }
}
