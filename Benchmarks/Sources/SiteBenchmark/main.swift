import Foundation
import SiteKit

// Builds a generated site of many memos, messages and events with the default theme, and prints
// how long each stage took and the pages per second: `swift run -c release --package-path Benchmarks SiteBenchmark [DAYS]`.

let days = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 3_650
let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: folder) }

/// Writes `text` below the benchmark's folder.
func write(_ text: String, _ path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
}

let first = Day(year: 2017, month: 1, day: 1)!
let last = first.adding(days: days - 1)
try write("""
    title: Benchmark
    baseURL: https://example.org/
    language: ja
    timeZone: Asia/Tokyo
    pickup:
      source: data/pickup.json
    calendars:
      - source: data/events.ics
        kind: event
    """, "Content/site.yml")
for offset in 0..<days {
    let day = first.adding(days: offset)
    try write("---\ntitle: メモ \(offset)\ntags: [a, b]\n---\n# 見出し\n\n本文の段落です。**強調**と[リンク](https://example.org/\(offset))。\n\n- 一\n- 二\n\n```\ncode \(offset)\n```\n",
              "Content/memos/\(day.year)/\(day.iso).md")
}
let categories = ["グルメ", "イベント", "暮らし", "観光", "ショッピング"]
let messages = (1...(days / 2)).map { id in
    #"{"id":"\#(id)","title":"記事 \#(id)","category":"\#(categories[id % categories.count])","image_url":"https://example.org/\#(id).jpg","body":"本文 **\#(id)**","date":"\#(first.adding(days: id % days).iso)"}"#
}
try write(#"{"article":{"contents":["# + messages.joined(separator: ",") + "]}}", "Content/data/pickup.json")
try write("""
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//sitegen//benchmark//EN\r
    BEGIN:VEVENT\r
    UID:weekly@benchmark\r
    DTSTAMP:20260101T000000Z\r
    DTSTART;TZID=Asia/Tokyo:20170107T070000\r
    DTEND;TZID=Asia/Tokyo:20170107T090000\r
    RRULE:FREQ=WEEKLY;BYDAY=SA\r
    SUMMARY:朝市\r
    END:VEVENT\r
    END:VCALENDAR\r

    """, "Content/data/events.ics")

let options = BuildOptions(content: folder.appendingPathComponent("Content"), themes: package.appendingPathComponent("Themes"),
                           output: folder.appendingPathComponent("Output"), buildDate: .day(last))
for round in ["first build", "second build (nothing changed)"] {
    let start = ContinuousClock.now
    let state = try await SiteBuilder(options: options, services: .live(environment: [:])).build(timing: { print("  \($0): \($1)") })
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let pages = state.build.pageCount
    print("\(round): \(pages) pages (\(days) memos, \(messages.count) messages) in \(String(format: "%.2f", seconds)) s, \(Int(Double(pages) / seconds)) pages/s")
}
