import Foundation

/// Everything a build needs to know besides the content itself: the folders, the date, the switches.
public struct BuildOptions: Sendable {
    /// The folder holding `site.yml`, `memos/` and `data/`.
    public var content: URL
    /// The folder holding the themes (`Themes/`).
    public var themes: URL
    /// The published site: replaced whole by a successful build, untouched by a failed one.
    public var output: URL
    public var buildDate: BuildDate
    /// Publish memos marked `draft: true`.
    public var includesDrafts = false
    /// Publish memos dated after the build date (`--future`; `sitegen serve` always does).
    public var includesFuture = false
    /// Write every committed action here, as JSON Lines.
    public var actionLog: URL?
    /// The last-known-good copies of remote sources (default: `.sitegen-cache/` beside the content folder).
    public var cache: URL?
    /// Where the render cache lives (default: `cacheFolder`). `sitegen serve` keeps its own beside the
    /// private site it serves, so that it never replaces the one that matches the published site.
    public var renderCache: URL?
    /// Use only the cache for remote sources (`--offline`).
    public var offline = false
    /// Fail instead of falling back to a cached copy or building without a source (`--strict`).
    public var strict = false

    public init(content: URL, themes: URL, output: URL, buildDate: BuildDate) {
        self.content = content
        self.themes = themes
        self.output = output
        self.buildDate = buildDate
    }

    /// `cache`, else the default beside the content folder.
    var cacheFolder: URL {
        cache ?? SourceCache.defaultFolder(contentFolder: content)
    }

    var renderCacheFolder: URL {
        renderCache ?? cacheFolder
    }
}
