/// A daily memo: one Markdown file per day, `memos/**/YYYY-MM-DD.md`.
///
/// Its fields are shared by its copies (`SharedFields`): a memo is read out of the state's array by every
/// page, list and record that shows it.
public struct Memo: Codable, Sendable, Equatable {
    /// A memo's fields, as a memo encodes them.
    struct Fields: Codable, Sendable, Equatable {
        var day: Day
        var title: String?
        var tags: [String]
        var isDraft: Bool
        var markdown: MemoBody
        var file: String
        var updated: Day?
        var description: String?
        var image: String?
        var files: [ContentFile] = []
    }

    private var shared: SharedFields<Fields>

    public var day: Day {
        get { shared.fields.day }
        set { shared.fields.day = newValue }
    }
    /// From the front matter; nil when the memo has none (the theme then uses its first heading or the date).
    public var title: String? {
        get { shared.fields.title }
        set { shared.fields.title = newValue }
    }
    public var tags: [String] {
        get { shared.fields.tags }
        set { shared.fields.tags = newValue }
    }
    public var isDraft: Bool {
        get { shared.fields.isDraft }
        set { shared.fields.isDraft = newValue }
    }
    /// The CommonMark body, after the front matter.
    public var markdown: String {
        get { shared.fields.markdown.text }
        set { shared.fields.markdown = MemoBody(newValue) }
    }
    /// The body with its hash, which may be left in the memo's record until `markdown` reads it.
    var body: MemoBody {
        get { shared.fields.markdown }
        set { shared.fields.markdown = newValue }
    }
    /// The file it came from, as shown in messages.
    public var file: String {
        get { shared.fields.file }
        set { shared.fields.file = newValue }
    }
    /// Front matter `updated:`: when the memo last changed in a way readers should hear of.
    public var updated: Day? {
        get { shared.fields.updated }
        set { shared.fields.updated = newValue }
    }
    /// Front matter `description:`: the page's description and the feeds' summary, instead of an excerpt.
    public var description: String? {
        get { shared.fields.description }
        set { shared.fields.description = newValue }
    }
    /// Front matter `image:`: an http(s) URL for the page's `og:image`.
    public var image: String? {
        get { shared.fields.image }
        set { shared.fields.image = newValue }
    }
    /// The files of its bundle (`memos/**/YYYY-MM-DD/index.md` and the files beside it), published beside
    /// its day page; none for a memo of one file.
    public var files: [ContentFile] {
        get { shared.fields.files }
        set { shared.fields.files = newValue }
    }

    public init(
        day: Day, title: String? = nil, tags: [String] = [], isDraft: Bool = false, markdown: String, file: String
    ) {
        self.init(day: day, title: title, tags: tags, isDraft: isDraft, body: MemoBody(markdown), file: file)
    }

    init(day: Day, title: String?, tags: [String], isDraft: Bool, body: MemoBody, file: String) {
        shared = SharedFields(Fields(day: day, title: title, tags: tags, isDraft: isDraft, markdown: body, file: file))
    }

    public init(from decoder: any Decoder) throws {
        shared = SharedFields(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try shared.fields.encode(to: encoder)
    }

    public static func == (lhs: Memo, rhs: Memo) -> Bool {
        lhs.shared.isShared(with: rhs.shared) || lhs.shared.fields == rhs.shared.fields
    }

    /// The day feeds and the sitemap date the memo by: `updated`, else its own day.
    var lastModified: Day {
        updated.map { max($0, day) } ?? day
    }
}
