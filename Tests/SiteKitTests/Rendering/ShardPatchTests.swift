import Foundation
import Testing

@testable import SiteKit

/// A search part's shards patched from their published bytes (`ShardPatch`) are the bytes of the part
/// made anew, and a file that is not a shard's, or a part that is not the same documents, is never patched.
struct ShardPatchTests {
    private static let words = [
        "harbour", "ferry", "market", "lighthouse", "tide", "朝市の帰り道", "港の夕暮れ", "雨の日の図書館", "\"quoted\"",
        "back\\slash", "line\nbreak", "tab\there", "\u{1}control", "averyveryverylongwordofmanybytes", "ＦＵＬＬ", "①",
    ]

    /// About 400 KB of documents, in 8 shards: memos, and pages after them, as the recent part has them.
    private static func documents(using generator: inout SeededGenerator) -> [SearchDocument] {
        (0..<300).map { position in
            let text = (0..<120).map { _ in
                words.randomElement(using: &generator)! + "\(Int.random(in: 0..<40, using: &generator))"
            }
            return SearchDocument(
                kind: position < 290 ? .memo : .page, number: position < 290 ? 700_000 + position * 3 : position - 290,
                url: "/\(position)/", title: "題\(position)", date: nil, text: text.joined(separator: " "))
        }
    }

    private static func part(_ documents: [SearchDocument], earlier: SearchPart? = nil) -> SearchPart {
        SearchPart(name: "recent", documented: documents.map(\.documented), earlier: earlier)
    }

    @Test func patchedShardsAreTheBytesOfThePartMadeAnew() throws {
        var generator = SeededGenerator(seed: 20_261_206)
        var documents = Self.documents(using: &generator)
        var part = Self.part(documents)
        var published = Dictionary(uniqueKeysWithValues: part.files.map { ($0.path, $0.bytes) })
        #expect(part.shardCount == 8)
        var (patchedShards, keptShards) = (0, 0)
        for step in 1...40 {
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<documents.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: documents[position].text += " " + Self.words.randomElement(using: &generator)!
                case 1: documents[position].text = String(documents[position].text.dropFirst(12))
                case 2: documents[position].title = Self.words.randomElement(using: &generator)!
                default: documents[position].date = "\(step)"
                }
            }
            let next = Self.part(documents, earlier: part)
            let earlier = try #require(next.earlier)
            let patch = try #require(ShardPatch(from: earlier, to: next), "step \(step)")
            let made = next.files
            #expect(made.count == 8)
            for file in made {
                let shard = Int(file.path.split(separator: "/").last!.dropLast(5))!
                if patch.shards.contains(shard) {
                    let patched = patch.apply(to: published[file.path]!, shard: shard) == file.bytes
                    #expect(patched, "step \(step): \(file.path) patched is not \(file.path) made anew")
                    patchedShards += 1
                } else {
                    let kept = published[file.path] == file.bytes
                    #expect(kept, "step \(step): \(file.path) changed outside the patch")
                    keptShards += 1
                }
            }
            (part, published) = (next, Dictionary(uniqueKeysWithValues: made.map { ($0.path, $0.bytes) }))
        }
        #expect(patchedShards > 40 && keptShards > 40, "\(patchedShards) patched, \(keptShards) kept")
    }

    @Test func aPartOfOtherDocumentsOrShardsIsNotPatched() {
        var generator = SeededGenerator(seed: 7)
        let documents = Self.documents(using: &generator)
        let part = Self.part(documents)
        func patch(_ changed: [SearchDocument]) -> ShardPatch? {
            let next = Self.part(changed, earlier: part)
            return ShardPatch(from: next.earlier!, to: next)
        }
        var renumbered = documents
        renumbered[3].number += 1
        var halved = documents
        for position in 0..<151 { halved[position].text += " ferry" }
        var grown = documents
        grown[0].text += String(repeating: " tide", count: 30_000)
        #expect(patch(documents) != nil)
        #expect(patch(renumbered) == nil, "a document renumbered")
        #expect(patch(Array(documents.dropLast())) == nil, "a document taken out")
        #expect(patch(halved) == nil, "more than half the documents changed")
        #expect(patch(grown) == nil, "the shard count doubled")
    }

    @Test func onlyAShardsOwnFileIsReadBack() throws {
        let shard = Array(#"{"ferry":{"m":[700003,6],"p":[2]},"line\nbreak":{"m":[9]},"q\"\\":{"a":[4]}}"#.utf8)
        let postings = try #require(ShardPostings(json: shard))
        #expect(postings.json() == shard)
        #expect(ShardPostings(json: Array("{}".utf8))?.json() == Array("{}".utf8))
        let refused = [
            "", "{", #"{"ferry":{"m":[1]}}x"#, #"{"ferry":{"m":[]}}"#, #"{"ferry":{"x":[1]}}"#,
            #"{"tide":{"m":[1]},"ferry":{"m":[2]}}"#, #"{"ferry":{"m":[1]},"ferry":{"m":[2]}}"#,
            #"{"ferry":{"p":[1],"m":[2]}}"#, #"{"ferry":{"m":[01]}}"#, #"{"ferry":{"m":[99999999999]}}"#,
            #"{"a\tb":{"m":[1]}}"#, #"{"a\qb":{"m":[1]}}"#, #"{"ferry" :{"m":[1]}}"#,
        ]
        for text in refused {
            #expect(ShardPostings(json: Array(text.utf8)) == nil, "\(text)")
        }
    }
}
