/// A daily memo: one Markdown file per day, `memos/**/YYYY-MM-DD.md`.
///
/// Its fields are held in one shared box, copied only when a copy is changed: a memo is read out of the
/// state's array by every page, list and record that shows it, and a copy of ten fields cost ten retains.
public struct Memo: Codable, Sendable, Equatable {
    /// A memo's fields, as a memo encodes them.
    struct Fields: Codable, Sendable, Equatable {
        var day: Day
        var title: String?
        var tags: [String]
        var isDraft: Bool
        var markdown: String
        var file: String
        var updated: Day?
        var description: String?
        var image: String?
        var files: [ContentFile] = []
    }

    /// Changed only while one memo alone holds it, so never while another thread can see it.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    public var day: Day {
        get { box.fields.day }
        set { fields.day = newValue }
    }
    /// From the front matter; nil when the memo has none (the theme then uses its first heading or the date).
    public var title: String? {
        get { box.fields.title }
        set { fields.title = newValue }
    }
    public var tags: [String] {
        get { box.fields.tags }
        set { fields.tags = newValue }
    }
    public var isDraft: Bool {
        get { box.fields.isDraft }
        set { fields.isDraft = newValue }
    }
    /// The CommonMark body, after the front matter.
    public var markdown: String {
        get { box.fields.markdown }
        set { fields.markdown = newValue }
    }
    /// The file it came from, as shown in messages.
    public var file: String {
        get { box.fields.file }
        set { fields.file = newValue }
    }
    /// Front matter `updated:`: when the memo last changed in a way readers should hear of.
    public var updated: Day? {
        get { box.fields.updated }
        set { fields.updated = newValue }
    }
    /// Front matter `description:`: the page's description and the feeds' summary, instead of an excerpt.
    public var description: String? {
        get { box.fields.description }
        set { fields.description = newValue }
    }
    /// Front matter `image:`: an http(s) URL for the page's `og:image`.
    public var image: String? {
        get { box.fields.image }
        set { fields.image = newValue }
    }
    /// The files of its bundle (`memos/**/YYYY-MM-DD/index.md` and the files beside it), published beside
    /// its day page; none for a memo of one file.
    public var files: [ContentFile] {
        get { box.fields.files }
        set { fields.files = newValue }
    }

    public init(
        day: Day, title: String? = nil, tags: [String] = [], isDraft: Bool = false, markdown: String, file: String
    ) {
        box = Box(Fields(day: day, title: title, tags: tags, isDraft: isDraft, markdown: markdown, file: file))
    }

    public init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    public static func == (lhs: Memo, rhs: Memo) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// The day feeds and the sitemap date the memo by: `updated`, else its own day.
    var lastModified: Day {
        updated.map { max($0, day) } ?? day
    }
}
