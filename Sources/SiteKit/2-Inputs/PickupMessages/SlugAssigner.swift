/// A `categories` entry of `site.yml`: the slug the site owner chose for a category, and where it was written.
public struct SlugOverride: Hashable, Sendable, Codable {
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
public struct CategorySlugs: Equatable, Sendable {
    /// Each category once, in the order first given, with its slug.
    public let categories: [MessageCategory]
    /// Category name to slug; every slug is different.
    public let slugs: [String: Slug]
    /// One warning per override that was ignored, in the order of the overrides.
    public let diagnostics: [Diagnostic]

    /// The slug of a category, nil for a name that was not given to the assigner.
    public subscript(category: String) -> Slug? { slugs[category] }
}

/// Gives each category a unique slug: the one `site.yml` names for it when that is a safe, unused
/// slug, else the slug of its name, told apart from others with `-2`, `-3`, ... on a collision.
/// Memo tags go through it too, without overrides, so tags and categories follow one slug rule.
///
/// The result depends only on the overrides and the categories in the order given (no dictionary
/// order), so the same inputs always give the same folders.
public struct SlugAssigner: Sendable {
    /// The `categories` entries of `site.yml`, in the order they were written.
    public let overrides: [SlugOverride]
    /// The slug of a name with nothing readable in it, before any `-2`: `category`, `tag`.
    public let fallback: String

    /// Creates an assigner with the site owner's overrides.
    public init(overrides: [SlugOverride], fallback: String = Slug.fallback) {
        self.overrides = overrides
        self.fallback = fallback
    }

    /// Assigns slugs to `categories` (repeated names get one slug). Overrides are checked whether or
    /// not their category occurs, so a mistake in `site.yml` is reported on every build.
    public func assign(_ categories: [String]) -> CategorySlugs {
        let (chosen, diagnostics) = checkedOverrides()
        var names: [String] = []
        var seen: Set<String> = []
        for name in categories where seen.insert(name).inserted { names.append(name) }

        var slugs: [String: Slug] = [:]
        var used: Set<Slug> = []
        // Only the overrides of categories present take their slug, so a category absent today
        // does not push others onto `-2` folders that would move when it comes back.
        for name in names {
            if let slug = chosen[name] {
                slugs[name] = slug
                used.insert(slug)
            }
        }
        let generated = names.filter { chosen[$0] == nil }.map { ($0, Slug(name: $0, fallback: fallback)) }
        var sharing: [Slug: Int] = [:]
        for (_, base) in generated { sharing[base, default: 0] += 1 }
        // A name whose slug no other name shares keeps it first, so "Food 2" keeps `food-2`
        // even when "Food" and "food" collide.
        for (name, base) in generated where sharing[base] == 1 && !used.contains(base) {
            slugs[name] = base
            used.insert(base)
        }
        var nextNumber: [Slug: Int] = [:]
        for (name, base) in generated where slugs[name] == nil {
            var slug = base
            var number = nextNumber[base] ?? 2
            while used.contains(slug) {
                slug = base.numbered(number)
                number += 1
            }
            nextNumber[base] = number
            slugs[name] = slug
            used.insert(slug)
        }
        return CategorySlugs(categories: names.map { MessageCategory(name: $0, slug: slugs[$0]!) }, slugs: slugs, diagnostics: diagnostics)
    }

    /// The overrides that can be used, by category, and a warning for each of the others.
    private func checkedOverrides() -> (chosen: [String: Slug], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var chosen: [String: Slug] = [:]
        var chosenBy: [Slug: String] = [:]
        for entry in overrides {
            guard let slug = Slug(validating: entry.slug) else {
                let suggestion = Slug(category: entry.slug)
                diagnostics.append(.warning(entry.location, "categories: slug \"\(entry.slug)\" for \"\(entry.category)\" is not a safe slug (try \"\(suggestion)\"); ignored"))
                continue
            }
            if chosen[entry.category] != nil {
                diagnostics.append(.warning(entry.location, "categories: \"\(entry.category)\" is given a slug twice; the first is kept"))
                continue
            }
            if let owner = chosenBy[slug] {
                diagnostics.append(.warning(entry.location, "categories: slug \"\(slug)\" for \"\(entry.category)\" is already used by \"\(owner)\"; ignored"))
                continue
            }
            chosen[entry.category] = slug
            chosenBy[slug] = entry.category
        }
        return (chosen, diagnostics)
    }
}
