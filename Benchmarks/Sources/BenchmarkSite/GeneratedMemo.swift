import Foundation
import SiteKit

/// One memo of the generated site, as both sitegen and Hugo read it.
struct GeneratedMemo {
    let day: Day
    let title: String
    let tags: [String]
    /// False for some untagged memos: sitegen then takes the title from the first `# heading`.
    let hasFrontMatter: Bool
    let body: String

    /// About 2 KB of CommonMark: headings, paragraphs with emphasis, code spans and links,
    /// lists, a fenced block now and then, and a quote.
    init(day: Day, random: inout SeededGenerator) {
        self.day = day
        let japanese = random.chance(50)
        let titles = japanese ? Phrases.japaneseTitles : Phrases.englishTitles
        title = random.pick(titles) + " " + String(day.daysSinceEpoch % 1000)
        var tags: [String] = []
        if random.chance(60) {
            for _ in 0..<(1 + random.below(3)) {
                let tag = Phrases.tags[random.skewed(Phrases.tags.count)]
                if !tags.contains(tag) { tags.append(tag) }
            }
        }
        self.tags = tags
        hasFrontMatter = !tags.isEmpty || random.chance(50)
        var blocks: [String] = hasFrontMatter ? [] : ["# " + title]
        var size = 0
        while size < 1900 {
            let block = Self.block(japanese: japanese, day: day, random: &random)
            size += block.utf8.count + 2
            blocks.append(block)
        }
        body = blocks.joined(separator: "\n\n") + "\n"
    }

    private static func block(japanese: Bool, day: Day, random: inout SeededGenerator) -> String {
        let sentences = japanese ? Phrases.japaneseSentences : Phrases.englishSentences
        switch random.below(10) {
        case 0: return "## " + random.pick(japanese ? Phrases.japaneseHeadings : Phrases.englishHeadings)
        case 1, 2:
            let marker = random.chance(50) ? "- " : "1. "
            return (0..<(3 + random.below(3))).map { _ in marker + random.pick(sentences) }.joined(separator: "\n")
        case 3:
            let lines = random.pick(Phrases.code)
            return "```swift\n" + lines.joined(separator: "\n") + "\n```"
        case 4: return "> " + random.pick(sentences) + "\n> " + random.pick(sentences)
        default:
            var parts = (0..<(2 + random.below(3))).map { _ in random.pick(sentences) }
            parts[0] = "**" + parts[0] + "**"
            parts.append("See [the \(day.iso) notes](https://example.org/notes/\(day.iso)?a=1&b=2) and "
                         + random.pick(Phrases.inlineCode) + " for *details*.")
            return parts.joined(separator: japanese ? "" : " ")
        }
    }

    /// The memo file for sitegen: YAML front matter (when it has one) and the body.
    var sitegenFile: String {
        guard hasFrontMatter else { return body }
        var front = "---\ntitle: \(yamlQuoted(title))\n"
        if !tags.isEmpty { front += "tags: [" + tags.map(yamlQuoted).joined(separator: ", ") + "]\n" }
        return front + "---\n" + body
    }

    /// The same memo for Hugo, which needs its date and title in the front matter.
    var hugoFile: String {
        var front = "---\ntitle: \(yamlQuoted(title))\ndate: \(day.iso)\n"
        if !tags.isEmpty { front += "tags: [" + tags.map(yamlQuoted).joined(separator: ", ") + "]\n" }
        return front + "---\n" + body
    }
}

/// A YAML double-quoted scalar, so `&`, `<`, quotes and `:` in titles and tags stay text.
func yamlQuoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
