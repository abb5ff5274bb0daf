import Foundation
import Testing

@testable import SiteKit

/// Two hundred changes of every kind a site lives through, drawn from a seeded generator, each followed
/// by a build from the caches and a build from nothing: after every one the two must have the same bytes.
@Suite(.timeLimit(.minutes(10))) struct RandomizedIncrementalTests {
    @Test func everyChangeGivesTheBytesOfACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var changes = SiteChanges(site: site, seed: 20_261_201, today: Day(iso: "2026-12-27")!)
        // Half the memos edited keep their day and tags, which plans only the pages they touch (`PlanRecord`).
        changes.keepsTags = true
        _ = try await site.build(date: changes.today.iso)
        for step in 1...200 {
            let change = try changes.next()
            _ = try await site.build(date: changes.today.iso)
            // The first difference is the one to look at: the later steps start from a wrong site.
            guard
                try await site.expectSameBytesAsACleanBuild(date: changes.today.iso, comment: "step \(step): \(change)")
            else { return }
        }
        #expect(changes.today > Day(iso: "2027-01-01")!, "the changes never crossed a year's end")
    }
}

/// The changes drawn: a memo added (some after the date, to wait for it), edited, moved or removed; a file
/// of a memo's bundle added, edited or removed; a page added, edited or removed (which changes the
/// navigation of every page); a message, an event, a layout, a partial, the stylesheet, the menu,
/// `home.memos` or `pagination.size` changed; the date moved on a day.
struct SiteChanges {
    let site: IncrementalSite
    var generator: SeededGenerator
    var today: Day
    private var counter = 0
    private var removedMenu: String?
    /// Whether half the memos edited keep their tags (and their day): their body, title or description
    /// changed alone, as most saves in `sitegen serve` are (`TouchedPages`).
    var keepsTags = false

    init(site: IncrementalSite, seed: UInt64, today: Day) {
        self.site = site
        generator = SeededGenerator(seed: seed)
        self.today = today
    }

    /// Applies one change and says what it was.
    mutating func next() throws -> String {
        counter += 1
        let memos = try memoDays()
        switch Int.random(in: 0..<14, using: &generator) {
        case 0, 1:
            // One in three is written ahead, to wait for a later step's date.
            let ahead = today.adding(days: Int.random(in: 1...4, using: &generator))
            if Int.random(in: 0..<3, using: &generator) == 0, !memos.contains(ahead) {
                try writeMemo(on: ahead)
                return "memo added on \(ahead.iso), after the date"
            }
            let day = freeDay(among: memos)
            try writeMemo(on: day)
            return "memo added on \(day.iso)"
        case 2, 3:
            guard let day = memos.randomElement(using: &generator) else { return try next() }
            if keepsTags, Bool.random(using: &generator) { return try editKeepingTags(of: day) }
            try writeMemo(on: day)
            return "memo of \(day.iso) edited"
        case 4:
            guard let day = memos.randomElement(using: &generator) else { return try next() }
            let target = freeDay(among: memos)
            try FileManager.default.createDirectory(
                at: site.folder.appendingPathComponent(memoPath(target)).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: site.folder.appendingPathComponent(memoPath(day)),
                to: site.folder.appendingPathComponent(memoPath(target)))
            return "memo of \(day.iso) moved to \(target.iso)"
        case 5:
            guard memos.count > 3, let day = memos.randomElement(using: &generator) else { return try next() }
            try FileManager.default.removeItem(at: site.folder.appendingPathComponent(memoPath(day)))
            return "memo of \(day.iso) removed"
        case 6:
            try site.rewrite("Content/data/pickup-messages.json") { text in
                text.replacingFirst("\"title\": \"", with: "\"title\": \"\(word())")
            }
            return "a message's title changed"
        case 7:
            try site.rewrite("Content/data/events.ics") { text in
                text.replacingFirst("SUMMARY:", with: "SUMMARY:\(word())")
            }
            return "an event's summary changed"
        case 8:
            let layout = ["day", "month", "year", "home", "tag", "category", "articles", "search"].randomElement(
                using: &generator)!
            try site.rewrite("Themes/default/layouts/\(layout).mustache") { $0 + "<!-- \(counter) -->\n" }
            return "the \(layout) layout changed"
        case 9:
            let partial = ["calendar", "events", "memo-summary", "message", "list-pager"].randomElement(
                using: &generator)!
            try site.rewrite("Themes/default/partials/\(partial).mustache") { $0 + "<!-- \(counter) -->\n" }
            return "the \(partial) partial changed"
        case 10:
            let count = Int.random(in: 1...8, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                try site.rewrite("Themes/default/assets/style.css") { $0 + "/* \(counter) */\n" }
                return "the stylesheet changed"
            case 1:
                return try toggleMenu()
            case 2:
                try site.rewrite("Content/site.yml") { text in
                    text.replacingOccurrences(of: #"memos: \d+"#, with: "memos: \(count)", options: .regularExpression)
                }
                return "home.memos set to \(count)"
            default:
                try site.rewrite("Content/site.yml") { text in
                    text.replacingOccurrences(of: #"size: \d+"#, with: "size: \(count)", options: .regularExpression)
                }
                return "pagination.size set to \(count)"
            }
        case 11:
            return try changePage()
        case 12:
            guard let day = memos.randomElement(using: &generator) else { return try next() }
            return try changeBundle(of: day)
        default:
            today = today.adding(days: 1)
            return "the date moved on to \(today.iso)"
        }
    }

    /// The sample's `menu:` (the end of its `site.yml`) taken out, so that the built-in navigation, which
    /// follows the pages, the messages and the tags, is on every page; or put back.
    private mutating func toggleMenu() throws -> String {
        if let menu = removedMenu {
            try site.rewrite("Content/site.yml") { $0 + menu }
            removedMenu = nil
            return "the menu put back"
        }
        try site.rewrite("Content/site.yml") { text in
            let start = text.range(of: "\nmenu:\n")!.lowerBound
            removedMenu = String(text[start...].dropFirst())
            return String(text[...start])
        }
        return "the menu taken out"
    }

    /// A page added, edited or removed, in turn as the draws fall.
    private mutating func changePage() throws -> String {
        let folder = site.folder.appendingPathComponent("Content/pages")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            let name = "page-\(counter)"
            try site.write("# \(word())\n\n\(word())の話。\n", to: "Content/pages/\(name).md")
            return "page \(name) added"
        case 1:
            let page = pages.randomElement(using: &generator)!
            try site.write("---\ntitle: \(word())\n---\n\(word())。\n", to: "Content/pages/\(page)")
            return "page \(page) edited"
        default:
            guard pages.count > 1, let page = pages.randomElement(using: &generator) else { return try next() }
            try FileManager.default.removeItem(at: folder.appendingPathComponent(page))
            return "page \(page) removed"
        }
    }

    /// The memo of `day`: its bundle's `index.md` when it has one, else `YYYY-MM-DD.md`.
    private func memoPath(_ day: Day) -> String {
        let bundle = bundlePath(day) + "/index.md"
        return FileManager.default.fileExists(atPath: site.folder.appendingPathComponent(bundle).path)
            ? bundle : "Content/memos/\(day.year)/\(twoDigits(day.month))/\(day.iso).md"
    }

    private func bundlePath(_ day: Day) -> String {
        "Content/memos/\(day.year)/\(twoDigits(day.month))/\(day.iso)"
    }

    /// Makes the memo of `day` a bundle, or adds a file to its bundle, edits one or removes one.
    private mutating func changeBundle(of day: Day) throws -> String {
        let folder = site.folder.appendingPathComponent(bundlePath(day))
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0 != "index.md"
        }.sorted()
        if memoPath(day) != bundlePath(day) + "/index.md" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: site.folder.appendingPathComponent(memoPath(day)), to: folder.appendingPathComponent("index.md"))
            return "memo of \(day.iso) made a bundle"
        }
        switch (Int.random(in: 0..<3, using: &generator), files.randomElement(using: &generator)) {
        case (1, let file?):
            try site.write(word(), to: bundlePath(day) + "/" + file)
            return "bundle file \(file) of \(day.iso) edited"
        case (2, let file?):
            try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            return "bundle file \(file) of \(day.iso) removed"
        default:
            let file = "note-\(counter).txt"
            try site.write(word(), to: bundlePath(day) + "/" + file)
            return "bundle file \(file) added to \(day.iso)"
        }
    }

    /// The days that have a memo, a file or a bundle, in order.
    private func memoDays() throws -> [Day] {
        let folder = site.folder.appendingPathComponent("Content/memos")
        return try FolderListing.entries(below: folder, displayName: "memos").compactMap { entry in
            let parts = entry.path.split(separator: "/")
            guard entry.kind == .file else { return nil }
            return parts.last == "index.md"
                ? Day(iso: String(parts.dropLast().last!)) : Day(iso: String(parts.last!.dropLast(3)))
        }.sorted()
    }

    /// A day between September 2026 and January 2027 without a memo.
    private mutating func freeDay(among memos: [Day]) -> Day {
        let first = Day(iso: "2026-09-01")!
        while true {
            let day = first.adding(days: Int.random(in: 0..<150, using: &generator))
            if !memos.contains(day) { return day }
        }
    }

    private mutating func writeMemo(on day: Day) throws {
        let tags = ["港", "船", "朝市", "food"].filter { _ in Bool.random(using: &generator) }
        // Paragraphs, and GitHub's tables, task lists and footnotes, chosen by the word so that the
        // generator gives the same sequence of changes as with paragraphs alone.
        let body = (0..<Int.random(in: 1...4, using: &generator)).map { _ -> String in
            let word = word()
            switch word.unicodeScalars.reduce(0, { $0 + Int($1.value) }) % 6 {
            case 0: return "| \(word) | 量 |\n|---|--:|\n| ~~\(word)~~ | 1 |"
            case 1: return "- [x] \(word)\n- [ ] \(word)"
            case 2: return "\(word)[^1]\n\n[^1]: \(word)"
            default: return word + "の話。"
            }
        }.joined(separator: "\n\n")
        try site.write(
            "---\ntitle: \(word())\ntags: [\(tags.joined(separator: ", "))]\n---\n\(body)\n", to: memoPath(day))
    }

    /// Changes the memo of `day` but not its tags: a paragraph added at its end or its start (which is its
    /// excerpt), its title changed or taken out, or a description given.
    private mutating func editKeepingTags(of day: Day) throws -> String {
        let path = memoPath(day)
        let text = try String(contentsOf: site.folder.appendingPathComponent(path), encoding: .utf8)
        let parts = text.components(separatedBy: "---\n")
        var (front, body) = parts.count >= 3 ? (parts[1], parts[2...].joined(separator: "---\n")) : ("", text)
        let word = word()
        let what: String
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            body += "\n\(word)で終わり。\n"
            what = "a paragraph added"
        case 1:
            body = "\(word)から始まる。\n\n" + body
            what = "its excerpt changed"
        case 2:
            front = front.replacingOccurrences(
                of: #"title: [^\n]*"#, with: "title: \(word)", options: .regularExpression)
            what = "its title changed"
        case 3:
            front = front.replacingOccurrences(of: #"title: [^\n]*\n"#, with: "", options: .regularExpression)
            what = "its title taken out"
        default:
            front =
                front.replacingOccurrences(of: #"description: [^\n]*\n"#, with: "", options: .regularExpression)
                + "description: \(word)\n"
            what = "a description given"
        }
        try site.write("---\n\(front)---\n\(body)", to: path)
        return "memo of \(day.iso) edited, its tags kept: \(what)"
    }

    private mutating func word() -> String {
        ["灯台", "汐見", "カモメ", "夕焼け", "Harbour", "Ferry", "潮風"].randomElement(using: &generator)! + "\(counter)"
    }
}

/// SplitMix64: the same changes on every run, so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension String {
    fileprivate func replacingFirst(_ old: String, with new: String) -> String {
        guard let range = range(of: old) else { return self }
        return replacingCharacters(in: range, with: new)
    }
}
