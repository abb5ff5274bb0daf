import Mustache

/// `/search/`: what its script needs to find the index.
struct SearchView: TemplateValue {
    /// The index's folder, ending in `/`.
    var indexURL: String
    /// Each part of the index with its shard count, `NAME=COUNT` separated by spaces (`SearchPart`).
    var parts: String
    var scriptURL: String

    var templateValue: MustacheValue {
        .object([
            "indexURL": .string(indexURL), "parts": .string(parts), "scriptURL": .string(scriptURL),
            "documentsPerFile": .string(String(SearchIndex.documentsPerFile)),
        ])
    }
}
