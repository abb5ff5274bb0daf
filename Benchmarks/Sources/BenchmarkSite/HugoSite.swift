import SiteKit

/// The generated site as a Hugo site with the same pages as far as Hugo can make them: a page
/// per memo at the same address, year and month list pages, tag pages, the pickup messages by
/// category, an RSS feed, a sitemap, robots.txt and a 404 page. Markdown is CommonMark: every
/// goldmark extension is off, raw HTML is dropped as sitegen's safe mode does, and code blocks
/// are not highlighted (cmark does not highlight them either). What Hugo has no reader for
/// (iCalendar) is given to it as data, already expanded per day.
struct HugoSite {
    let memos: [GeneratedMemo]
    let messages: GeneratedMessages
    let calendar: GeneratedCalendar

    func write(into folder: SiteFolder) throws {
        try folder.write(Self.configuration, to: "Hugo/hugo.yaml")
        try folder.write("---\ntitle: Home\n---\n", to: "Hugo/content/_index.md")
        try folder.write("---\ntitle: Memos\n---\n", to: "Hugo/content/memos/_index.md")
        var months: Set<String> = []
        for memo in memos {
            let (year, month) = (memo.day.year, memo.day.month)
            let folderPath = "Hugo/content/memos/\(pad(year, 4))/\(pad(month, 2))"
            if months.insert(folderPath).inserted {
                if month == 1 || months.count == 1 {
                    try folder.write("---\ntitle: \"\(pad(year, 4))\"\n---\n", to: "Hugo/content/memos/\(pad(year, 4))/_index.md")
                }
                try folder.write("---\ntitle: \"\(pad(year, 4))-\(pad(month, 2))\"\n---\n", to: folderPath + "/_index.md")
            }
            try folder.write(memo.hugoFile, to: "\(folderPath)/\(memo.day.iso).md")
        }
        try folder.write("---\ntitle: Articles\n---\n", to: "Hugo/content/articles/_index.md")
        for category in Phrases.categories {
            try folder.write("---\ntitle: \(yamlQuoted(category.name))\ncategory: \(yamlQuoted(category.name))\n---\n",
                             to: "Hugo/content/articles/\(category.slug)/_index.md")
        }
        try folder.writeJSON(messages.apiResponse, to: "Hugo/data/pickup.json")
        try folder.writeJSON(messages.byDay, to: "Hugo/data/pickupbyday.json")
        try folder.writeJSON(calendar.byDay, to: "Hugo/data/calendar.json")
        for (path, text) in HugoLayouts.files {
            try folder.write(text, to: "Hugo/layouts/" + path)
        }
    }

    static let configuration = """
        baseURL: https://example.org/
        languageCode: ja
        title: "Benchmark: 港町 & <notes>"
        enableRobotsTXT: true
        disableHugoGeneratorInject: true
        permalinks:
          memos: /:year/:month/:day/
        taxonomies:
          tag: tags
        outputs:
          home: [HTML, RSS]
          section: [HTML]
          taxonomy: [HTML]
          term: [HTML]
        services:
          rss:
            limit: 20
        markup:
          highlight:
            codeFences: false
          goldmark:
            extensions:
              definitionList: false
              footnote: false
              linkify: false
              strikethrough: false
              table: false
              taskList: false
              typographer: false
            parser:
              autoHeadingID: false
              attribute:
                block: false
                title: false
            renderer:
              unsafe: false

        """
}
