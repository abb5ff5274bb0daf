import Foundation
import SiteKit

// Writes a generated site for the speed benchmark (`bench/run`): N memos of about 2 KB, M pickup
// messages in 12 categories and two calendars, for sitegen (`OUT/Content`) and the same site
// for Hugo (`OUT/Hugo`), plus every memo body in one file (`OUT/bodies.md`) for the floor.
// The same arguments give the same bytes. Prints the build date to pass to `sitegen --date`.
//
//   swift run -c release --package-path Benchmarks BenchmarkSite --memos 10000 --messages 2000 --out /dev/shm/site

let usage = "usage: BenchmarkSite --memos N --messages M [--seed S] --out DIR (N > 0, M >= 0)\n"
/// Ends with the usage on standard error and exit status 2, as a mistyped command line should.
func refuse(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("BenchmarkSite: \(problem)\n\(usage)".utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
var memoCount = 10_000, messageCount = 2_000, seed: UInt64 = 11
var output: String?
while let name = arguments.popFirst() {
    if name == "-h" || name == "--help" {
        print(usage, terminator: "")
        exit(0)
    }
    guard let value = arguments.popFirst() else { refuse("\(name) needs a value") }
    switch name {
    case "--memos": memoCount = Int(value) ?? -1
    case "--messages": messageCount = Int(value) ?? -1
    case "--seed": seed = UInt64(value) ?? 0
    case "--out": output = value
    default: refuse("unknown option \(name)")
    }
}
guard let output, memoCount > 0, messageCount >= 0 else { refuse("--out DIR and a positive --memos are needed") }

let writer = SiteFolder(root: URL(fileURLWithPath: output))
// One memo a day, ending on a fixed day, so the site does not depend on the clock.
let last = Day(year: 2026, month: 11, day: 30)!
let first = last.adding(days: 1 - memoCount)
var random = SeededGenerator(seed: seed)
let memos = (0..<memoCount).map { first.adding(days: $0) }.map { GeneratedMemo(day: $0, random: &random) }
let messages = GeneratedMessages(count: messageCount, first: first, last: last, random: &random)
let calendar = GeneratedCalendar(first: first, last: last, random: &random)

try writer.write("""
    # A generated site for the speed benchmark; see Benchmarks/Sources/BenchmarkSite.
    title: "Benchmark: 港町 & <notes>"
    description: A generated site of \(memoCount) memos.
    baseURL: https://example.org/
    language: ja
    timeZone: Asia/Tokyo
    pickup:
      source: data/pickup-messages.json
    categories:
    \(Phrases.categories.map { "  \($0.name): \($0.slug)" }.joined(separator: "\n"))
    calendars:
      - source: data/holidays.ics
        kind: holiday
      - source: data/events.ics
        kind: event

    """, to: "Content/site.yml")
for memo in memos {
    let (year, month) = (memo.day.year, memo.day.month)
    try writer.write(memo.sitegenFile, to: "Content/memos/\(pad(year, 4))/\(pad(month, 2))/\(memo.day.iso).md")
}
try writer.writeJSON(messages.apiResponse, to: "Content/data/pickup-messages.json")
try writer.write(calendar.holidays, to: "Content/data/holidays.ics")
try writer.write(calendar.events, to: "Content/data/events.ics")
try writer.write(memos.map(\.body).joined(separator: "\n"), to: "bodies.md")
try HugoSite(memos: memos, messages: messages, calendar: calendar).write(into: writer)
print(last.iso)
