import Foundation

/// The files of a new site, as `sitegen init` writes them: a pure function of the language, the time
/// zone and the day, so that what it writes can be tested without a folder.
public struct NewSite {
    var language: SiteLanguage
    /// An IANA name, for `site.yml`.
    var timeZone: String
    /// The first memo's day.
    var today: Day

    public init(language: SiteLanguage, timeZone: String, today: Day) {
        self.language = language
        self.timeZone = timeZone
        self.today = today
    }

    /// Every file, its path relative to the new site's folder.
    public var files: [OutputFile] {
        let text = NewSiteText(language)
        let memoFolder = "Content/memos/\(today.year)/\(twoDigits(today.month))"
        return [
            OutputFile(path: "Content/site.yml", text: siteYml(text)),
            OutputFile(
                path: "\(memoFolder)/\(today.iso).md",
                text: "---\ntitle: \(text.memoTitle)\ntags: [\(text.memoTag)]\n---\n\(text.memoBody)\n"),
            OutputFile(path: "Content/data/events.ics", text: calendar(text)),
            OutputFile(path: "Content/data/pickup-messages.json", text: messages(text)),
            OutputFile(path: "Themes/site/theme.yml", text: Self.themeManifest),
        ]
    }

    /// The languages `init` has example texts in.
    public static let languages: [SiteLanguage] = [.ja, .en, .ko]

    /// The site's own theme, holding nothing yet: every file comes from the default theme the binary
    /// carries, and a file put here replaces that one.
    static let themeManifest = """
        # The site's theme. Every layout, partial, asset and strings file it lacks comes from the theme
        # it extends: sitegen's built-in default theme (or Themes/default, when there is one). To change
        # one, write a file of the same path here, such as layouts/day.mustache or i18n/en.yml; sitegen's
        # docs/guide.md lists what templates are given.
        extends: default

        """

    private func siteYml(_ text: NewSiteText) -> String {
        """
        # The site's configuration, written by `sitegen init`. Run `sitegen` in the folder above
        # this one to build the site into Output/; sitegen's docs/guide.md lists every key.
        title: "\(text.title)"
        description: "\(text.description)"
        # The address the site will be served at: its path (/, /blog/) starts every link.
        baseURL: https://example.org/
        # A BCP 47 tag (ja, en, ko, fr, pt-BR, ...): the pages' language, the theme's words (its
        # i18n/LANG.yml), weekday and month names, and date formats.
        language: \(language.tag)
        # "Today" and the times of events are in this time zone (an IANA name).
        timeZone: \(timeZone)
        # sunday or monday: the calendar's first column.
        weekStart: sunday
        # A folder of Themes/ (or default, the theme sitegen carries).
        theme: site
        # The months rendered around this month (months with memos or events are rendered too).
        months:
          before: 2
          after: 1
        # What the home page shows: the newest memos, then the first pickup messages.
        home:
          memos: 5
          articles: 6
        # How many memos or articles a page of a tag, a category or the articles holds.
        pagination:
          size: 20
        # Pickup messages: a JSON file below Content/, or the http(s) URL of an API.
        pickup:
          source: data/pickup-messages.json
        # Calendars: iCalendar files below Content/ or http(s) URLs; kind is holiday or event.
        calendars:
          - source: data/events.ics
            kind: event

        """
    }

    /// One all-day event a week from the first memo.
    private func calendar(_ text: NewSiteText) -> String {
        let day = today.adding(days: 7)
        let compact = { (day: Day) in day.iso.replacingOccurrences(of: "-", with: "") }
        return [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sitegen//init//EN",
            "BEGIN:VEVENT", "UID:first-event@sitegen.invalid", "DTSTAMP:\(compact(today))T000000Z",
            "DTSTART;VALUE=DATE:\(compact(day))", "DTEND;VALUE=DATE:\(compact(day.adding(days: 1)))",
            "SUMMARY:\(text.eventTitle)", "LOCATION:\(text.eventLocation)",
            "END:VEVENT", "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
    }

    /// The API's shape: `{"article":{"contents":[...]}}`.
    private func messages(_ text: NewSiteText) -> String {
        struct Message: Encodable {
            var id: String, title: String, category: String, body: String, date: String
        }
        struct Contents: Encodable { var contents: [Message] }
        struct Body: Encodable { var article: Contents }
        let messages = text.messages.enumerated().map { index, message in
            Message(
                id: "\(index + 1)", title: message.title, category: message.category, body: message.body,
                date: today.iso)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings into JSON cannot fail.
        return String(decoding: try! encoder.encode(Body(article: Contents(contents: messages))), as: UTF8.self) + "\n"
    }
}
