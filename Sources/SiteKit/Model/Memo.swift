/// A daily memo: one Markdown file per day, `memos/**/YYYY-MM-DD.md`.
public struct Memo: Codable, Sendable, Equatable {
    public var day: Day
    /// From the front matter; nil when the memo has none (the theme then uses its first heading or the date).
    public var title: String?
    public var tags: [String]
    public var isDraft: Bool
    /// The CommonMark body, after the front matter.
    public var markdown: String
    /// The file it came from, as shown in messages.
    public var file: String
    /// Front matter `updated:`: when the memo last changed in a way readers should hear of.
    public var updated: Day?
    /// Front matter `description:`: the page's description and the feeds' summary, instead of an excerpt.
    public var description: String?
    /// Front matter `image:`: an http(s) URL for the page's `og:image`.
    public var image: String?
    /// The files of its bundle (`memos/**/YYYY-MM-DD/index.md` and the files beside it), published beside
    /// its day page; none for a memo of one file.
    public var files: [ContentFile] = []

    public init(
        day: Day, title: String? = nil, tags: [String] = [], isDraft: Bool = false, markdown: String, file: String
    ) {
        self.day = day
        self.title = title
        self.tags = tags
        self.isDraft = isDraft
        self.markdown = markdown
        self.file = file
    }

    /// The day feeds and the sitemap date the memo by: `updated`, else its own day.
    var lastModified: Day {
        updated.map { max($0, day) } ?? day
    }
}
