/// The last line of a build: what was built, how many warnings, how long it took, and which
/// sources the site was built from a fallback for.
public enum BuildSummary {
    public static func line(for state: AppState, output: String, seconds: Double) -> String {
        let pages = state.build.pagesByKind
        let kinds = PageKind.allCases.compactMap { kind in pages[kind].map { "\($0) \(kind.rawValue)" } }
        var line = "Built \(count(state.build.pageCount, "page")) (\(kinds.joined(separator: ", "))) into \(output)"
        line += ", \(count(state.diagnostics.warnings.count, "warning"))"
        let fallbacks = state.diagnostics.fallbacks
        if !fallbacks.isEmpty {
            line += ", from fallbacks for " + fallbacks.map { "\($0.name) (\($0.origin))" }.joined(separator: ", ")
        }
        return line + ", in \(formatSeconds(seconds, places: 2)) s"
    }
}
