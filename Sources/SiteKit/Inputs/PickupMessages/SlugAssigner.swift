/// A `categories` entry of `site.yml`: the slug the site owner chose for a category, and where it was written.
struct SlugOverride: Hashable, Sendable, Codable {
    /// The category name, as the pickup messages spell it.
    public var category: String
    /// The slug asked for.
    public var slug: String
    /// Where the entry is, for warnings.
    public var location: SourceLocation

    /// Creates an override.
    public init(category: String, slug: String, location: SourceLocation) {
        self.category = category
        self.slug = slug
        self.location = location
    }
}

/// The slug of every category of a build, and the warnings about overrides that could not be used.
struct CategorySlugs: Equatable, Sendable {
    /// Each category once, in the order first given, with its slug.
    public let categories: [MessageCategory]
    /// Category name to slug; every slug is different.
    let slugs: [String: Slug]
    /// One warning per override that was ignored, in the order of the overrides.
    public let diagnostics: [Diagnostic]

    /// The slug of a category, nil for a name that was not given to the assigner.
    subscript(category: String) -> Slug? { slugs[category] }
}

/// Gives each category a unique slug: the one `site.yml` names for it when that is a safe slug no earlier
/// entry took, else the stable slug of its name (`Slug(stableFor:fallback:)`). Memo tags go through it too,
/// without overrides, so tags and categories follow one slug rule.
///
/// A name's slug depends only on the name and the overrides, never on the order of the names or on which
/// other names there are, so a name keeps its URL whatever names come or go; the one exception is two
/// names whose stable slugs coincide by a hash's chance, which their names settle (`assign`).
struct SlugAssigner: Sendable {
    /// The `categories` entries of `site.yml`, in the order they were written.
    let overrides: [SlugOverride]
    /// The readable slug of a name with nothing readable in it, before its mark: `category`, `tag`.
    public let fallback: String

    /// Creates an assigner with the site owner's overrides.
    public init(overrides: [SlugOverride], fallback: String = Slug.fallback) {
        self.overrides = overrides
        self.fallback = fallback
    }

    /// Assigns slugs to `categories` (repeated names get one slug). Overrides are checked whether or
    /// not their category occurs, so a mistake in `site.yml` is reported on every build.
    func assign(_ categories: [String]) -> CategorySlugs {
        let (chosen, diagnostics) = checkedOverrides()
        var names: [String] = []
        var seen: Set<String> = []
        for name in categories where seen.insert(name).inserted { names.append(name) }

        // An override holds its slug whether or not its category occurs today, so a name never has to
        // move off it when that category comes (back); a name whose slug it is takes its marked form.
        let reserved = Set(chosen.values)
        var slugs: [String: Slug] = [:]
        for name in names {
            if let slug = chosen[name] { slugs[name] = slug }
        }
        let generated = names.filter { chosen[$0] == nil }.map { name in
            let slug = Slug(stableFor: name, fallback: fallback)
            return (name, reserved.contains(slug) ? slug.marked(by: name) : slug)
        }
        var sharing: [Slug: Int] = [:]
        for (_, slug) in generated { sharing[slug, default: 0] += 1 }
        var used = reserved
        for (name, slug) in generated where sharing[slug] == 1 && !used.contains(slug) {
            slugs[name] = slug
            used.insert(slug)
        }
        // Left are slugs that coincide by the hash's chance: the names in Unicode order take the slug, then
        // `-2`, `-3`, ..., so the order they came in never decides.
        for (name, base) in generated.sorted(by: { $0.0 < $1.0 }) where slugs[name] == nil {
            var slug = base
            var number = 2
            while used.contains(slug) {
                slug = base.numbered(number)
                number += 1
            }
            slugs[name] = slug
            used.insert(slug)
        }
        return CategorySlugs(
            categories: names.map { MessageCategory(name: $0, slug: slugs[$0]!) }, slugs: slugs,
            diagnostics: diagnostics)
    }

    /// The overrides that can be used, by category, and a warning for each of the others.
    private func checkedOverrides() -> (chosen: [String: Slug], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var chosen: [String: Slug] = [:]
        var chosenBy: [Slug: String] = [:]
        for entry in overrides {
            guard let slug = Slug(validating: entry.slug) else {
                let suggestion = Slug(category: entry.slug)
                diagnostics.append(
                    .warning(
                        entry.location,
                        "categories: slug \"\(entry.slug)\" for \"\(entry.category)\" is not a safe slug (try \"\(suggestion)\"); ignored"
                    ))
                continue
            }
            if chosen[entry.category] != nil {
                diagnostics.append(
                    .warning(
                        entry.location, "categories: \"\(entry.category)\" is given a slug twice; the first is kept"))
                continue
            }
            if let owner = chosenBy[slug] {
                diagnostics.append(
                    .warning(
                        entry.location,
                        "categories: slug \"\(slug)\" for \"\(entry.category)\" is already used by \"\(owner)\"; ignored"
                    ))
                continue
            }
            chosen[entry.category] = slug
            chosenBy[slug] = entry.category
        }
        return (chosen, diagnostics)
    }
}
