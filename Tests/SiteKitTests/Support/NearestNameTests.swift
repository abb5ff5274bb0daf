import Testing

@testable import SiteKit

@Suite struct NearestNameTests {
    static let commands = ["build", "check", "serve", "init", "replay", "help", "version"]
    static let keys = ["title", "description", "baseURL", "language", "timeZone", "latestMemos", "months"]

    @Test(arguments: [
        ("serv", commands, "serve"),
        ("biuld", commands, "build"),
        ("chek", commands, "check"),
        ("tilte", keys, "title"),
        ("BaseUrl", keys, "baseURL"),
        ("latestMemo", keys, "latestMemos"),
        ("latestmemoes", keys, "latestMemos"),
        ("--ot", ["--out", "--content", "--themes"], "--out"),
        ("monht", ["home", "year", "month", "day"], "month"),
    ])
    func aSlipOfAKnownNameSuggestsIt(typed: String, known: [String], suggested: String) {
        #expect(NearestName.suggestion(for: typed, among: known) == suggested)
    }

    @Test(arguments: [
        ("deploy", commands),
        ("publish", commands),
        ("x", commands),
        ("", commands),
        ("author", keys),
        ("serve", [String]()),
    ])
    func aNameNearNoKnownOneSuggestsNothing(typed: String, known: [String]) {
        #expect(NearestName.suggestion(for: typed, among: known) == nil)
    }

    @Test func equallyCloseNamesGiveTheFirstInSortedOrder() {
        #expect(NearestName.suggestion(for: "cat", among: ["hat", "bat", "cap"]) == "bat")
        #expect(NearestName.suggestion(for: "cat", among: ["cap", "hat", "bat"]) == "bat")
    }

    @Test func aSwapOfNeighboursIsOneEdit() {
        let scalars = { (text: String) in Array(text.unicodeScalars) }
        #expect(NearestName.distance(scalars("tilte"), scalars("title")) == 1)
        #expect(NearestName.distance(scalars("ca"), scalars("abc")) == 3)
        #expect(NearestName.distance(scalars("港町"), scalars("港")) == 1)
        #expect(NearestName.distance(scalars(""), scalars("abc")) == 3)
    }

    @Test func aHugeNameIsComparedWithNothing() {
        let huge = String(repeating: "title", count: 200_000)
        let started = ContinuousClock.now
        #expect(NearestName.suggestion(for: huge, among: Self.keys) == nil)
        #expect(started.duration(to: .now) < .seconds(2))
    }

    @Test func theHintEndsAMessage() {
        #expect(NearestName.hint(for: "tilte", among: Self.keys) == #" (did you mean "title"?)"#)
        #expect(NearestName.hint(for: "author", among: Self.keys) == "")
    }
}
