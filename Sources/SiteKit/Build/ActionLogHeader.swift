/// The first line of a build's action log: which sitegen wrote it and what the state was rendered with, so
/// that `sitegen replay` can rebuild the site from the log alone. Versioned: a log from another version
/// is refused rather than replayed into a different site.
public struct ActionLogHeader: Codable, Sendable, Equatable {
    /// Raised when the header's or the actions' shape changes.
    static let currentFormat = 2

    public var sitegen: String
    public var format: Int
    /// The configuration without its sources, the build date in the site's zone, `--drafts` and
    /// `--future`.
    public var settings: RenderSettings

    public init(settings: RenderSettings) {
        sitegen = sitegenVersion
        format = Self.currentFormat
        self.settings = settings
    }
}
