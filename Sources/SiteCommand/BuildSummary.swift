import SiteKit

/// The last line of a build or a check: what was built, how many warnings, how long it took, and which
/// sources the site was built from a fallback for.
enum BuildSummary {
    static func line(for state: AppState, output: String, seconds: Double) -> String {
        line(state, "Built", "into \(output)", seconds)
    }

    /// `sitegen serve`'s line after each build.
    static func serveLine(for state: AppState, seconds: Double) -> String {
        line(state, "Built", "to serve", seconds)
    }

    /// `sitegen check`'s line, which counts the internal links it followed.
    static func checkLine(for state: AppState, links: Int, seconds: Double) -> String {
        line(state, "Checked", "and \(count(links, "internal link"))", seconds)
    }

    private static func line(_ state: AppState, _ verb: String, _ what: String, _ seconds: Double) -> String {
        let pages = state.build.pagesByKind
        let kinds = PageKind.allCases.compactMap { kind in pages[kind].map { "\($0) \(kind.rawValue)" } }
        var line = "\(verb) \(count(state.build.pageCount, "page")) (\(kinds.joined(separator: ", "))) \(what)"
        line += ", \(count(state.diagnostics.warnings.count, "warning"))"
        let waiting = state.build.waitingMemos
        if waiting > 0 { line += ", \(count(waiting, "memo")) waiting for \(waiting == 1 ? "its" : "their") day" }
        let fallbacks = state.diagnostics.fallbacks
        if !fallbacks.isEmpty {
            line += ", from fallbacks for " + fallbacks.map { "\($0.name) (\($0.origin))" }.joined(separator: ", ")
        }
        return line + ", in \(formatSeconds(seconds, places: 2)) s"
    }
}
