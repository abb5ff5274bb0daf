import Mustache

/// `/search/`: what its script needs to find the index.
struct SearchView: TemplateValue {
    /// The index's folder, ending in `/`.
    var indexURL: String
    var shardCount: Int
    var scriptURL: String

    var templateValue: MustacheValue {
        .object(["indexURL": .string(indexURL), "shardCount": .int(shardCount), "scriptURL": .string(scriptURL)])
    }
}
