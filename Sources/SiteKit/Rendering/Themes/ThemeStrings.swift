/// A theme's words in the site's language, from the strings files of the theme and the themes it extends
/// (`i18n/pt-BR.yml`, then `i18n/pt.yml`, in each theme from the theme itself to the last it extends). A
/// word none of them has is the English one (`i18n/en.yml` along the same chain, else the built-in
/// default theme's), with a warning naming it; so is every word when no theme has a file for the language,
/// with one warning.
enum ThemeStrings {
    /// One strings file: its words, and where it is.
    private struct StringsFile {
        var name: String
        var words: [SiteLabels.CodingKeys: String]
    }

    /// The labels for `language`; `chain` is the theme first, then each theme it extends.
    static func labels(for language: SiteLanguage, chain: [ThemeFolder]) throws(Diagnostic) -> Parsed<SiteLabels> {
        var warnings: [Diagnostic] = []
        // Each file read once, and warned about once, though English files are read for English words too.
        var read: [String: StringsFile?] = [:]
        func file(_ theme: ThemeFolder, _ name: String) throws(Diagnostic) -> StringsFile? {
            let path = "\(theme.displayName)/i18n/\(name).yml"
            if let known = read[path] { return known }
            let file = try Self.read(theme, name, warnings: &warnings)
            read[path] = file
            return file
        }
        var files: [StringsFile] = []
        for theme in chain {
            for name in language.stringsNames {
                if let file = try file(theme, name) { files.append(file) }
            }
        }
        var english: [StringsFile] = []
        for theme in chain + (chain.contains { $0.displayName == ThemeFolder.builtInName } ? [] : [.builtIn]) {
            if let file = try file(theme, "en") { english.append(file) }
        }
        let expected = "\(chain[0].displayName)/i18n/\(language.tag).yml"
        if files.isEmpty {
            warnings.append(
                .warning(
                    SourceLocation(file: expected),
                    "no strings file for \"\(language.tag)\" in the theme or the themes it extends; the English words are used"
                ))
        }
        var words: [SiteLabels.CodingKeys: String] = [:]
        for key in SiteLabels.CodingKeys.allCases {
            if let word = files.lazy.compactMap({ $0.words[key] }).first {
                words[key] = word
                continue
            }
            // The built-in theme's English file has every key (a test holds it to that).
            words[key] = english.lazy.compactMap { $0.words[key] }.first!
            if let file = files.first {
                warnings.append(
                    .warning(
                        SourceLocation(file: file.name),
                        "\(key.rawValue): missing from the strings files for \"\(language.tag)\"; the English word is used"
                    ))
            }
        }
        return Parsed(SiteLabels(words: words), warnings: warnings, entries: 1)
    }

    /// The file `i18n/NAME.yml` of `theme`, nil when it has none; an unknown key is a warning. The error and
    /// the warnings quote the lines they are about.
    private static func read(
        _ theme: ThemeFolder, _ name: String, warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> StringsFile? {
        let file = "\(theme.displayName)/i18n/\(name).yml"
        guard let text = try theme.text("i18n/\(name).yml") else { return nil }
        var found: [Diagnostic] = []
        do throws(Diagnostic) {
            let strings = try parse(text, file: file, warnings: &found)
            warnings += found.quoting(text, file: file)
            return strings
        } catch {
            throw error.quoting(text, file: file)
        }
    }

    /// The words of the strings file `file`, whose text is `text`.
    private static func parse(
        _ text: String, file: String, warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> StringsFile {
        guard let root = try YAMLParser.parse(text, file: file) else { return StringsFile(name: file, words: [:]) }
        let fields = try YAMLFields(root, file: file)
        warnings += fields.unknownKeys(known: Set(SiteLabels.CodingKeys.allCases.map(\.rawValue)))
        var words: [SiteLabels.CodingKeys: String] = [:]
        for key in SiteLabels.CodingKeys.allCases {
            guard let word = try fields.string(key.rawValue) else { continue }
            if SiteLabels.dateKeys.contains(key), word.isEmpty || !word.allSatisfy({ "yMLdEc".contains($0) }) {
                throw fields.problem(
                    key.rawValue, fields.value(key.rawValue)!,
                    "\"\(word)\" is not a date skeleton (the letters y, M, L, d, E and c, as in \"yMMMMEEEEd\")")
            }
            words[key] = word
        }
        return StringsFile(name: file, words: words)
    }
}
