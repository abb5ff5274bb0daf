import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// A search part's shards patched from their published bytes (`ShardPatch`) are the bytes of the part
/// made anew, whatever documents changed, came or went, and a file that is not a shard's, or a part whose
/// earlier documents cannot all be had, is never patched.
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
                let position = Int.random(in: 0..<documents.count - 10, using: &generator)
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: documents[position].text += " " + Self.words.randomElement(using: &generator)!
                case 1: documents[position].text = String(documents[position].text.dropFirst(12))
                case 2: documents[position].title = Self.words.randomElement(using: &generator)!
                case 3: documents[position].date = "\(step)"
                case 4: documents.remove(at: position)
                default:
                    // A memo numbered between two others, as a memo written for a day left out.
                    var added = documents[position]
                    added.number += 1
                    if !documents.contains(where: { $0.kind == added.kind && $0.number == added.number }) {
                        documents.insert(added, at: position + 1)
                    }
                }
            }
            let next = Self.part(documents, earlier: part)
            let earlier = try #require(next.earlier)
            let patch = try #require(
                ShardPatch(from: earlier.record, to: next, document: earlier.document), "step \(step)")
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
        func patch(_ changed: [SearchDocument], record: SearchPartRecord? = nil, lost: Int? = nil) -> ShardPatch? {
            let next = Self.part(changed, earlier: part)
            return ShardPatch(from: record ?? part.record, to: next) { $0 == lost ? nil : documents[$0] }
        }
        var renumbered = documents
        renumbered[3].number += 1
        var halved = documents
        for position in 0..<151 { halved[position].text += " ferry" }
        var grown = documents
        grown[0].text += String(repeating: " tide", count: 30_000)
        let twice = SearchPartRecord(
            name: part.name, shardCount: part.shardCount, members: part.record.members + [part.record.members[5]])
        #expect(patch(documents) != nil)
        #expect(patch(renumbered) != nil, "a document renumbered")
        #expect(patch(renumbered, lost: 3) == nil, "the earlier document cannot be had")
        #expect(patch(Array(documents.dropLast()), lost: 3) != nil, "a document taken out, another not needed")
        #expect(patch(Array(documents.dropLast()), lost: 299) == nil, "a document taken out that cannot be had")
        #expect(patch(documents, record: twice) == nil, "a record naming a document twice")
        #expect(patch(halved) == nil, "more than half the documents changed")
        #expect(patch(grown) == nil, "the shard count doubled")
    }

    /// A build without the earlier part at hand (the command line's) patches it from what the render cache
    /// records of it and the earlier documents' published files: the shard of the word an edit adds is
    /// made, the others kept, all under the part's new digest; a document file changed since it was
    /// recorded, or no record, makes every shard anew.
    @Test func aPartIsPatchedFromItsRecordAndItsPublishedDocuments() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SeededGenerator(seed: 11)
        var documents = Self.documents(using: &generator)
        let part = Self.part(documents)
        let documentFiles = Dictionary(grouping: documents, by: \.path).values.map(SearchIndex.documentFile)
        var cache = RenderCache(searchParts: [part.name: part.record])
        for file in part.files + documentFiles {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        for file in part.files {
            cache.pages[file.path] = RenderCache.Entry(key: part.digest, output: ContentHash(of: file.bytes))
        }
        documents[5].text += " lanternfestival"
        let next = Self.part(documents)
        let anew = Dictionary(uniqueKeysWithValues: next.files.map { ($0.path, $0.bytes) })
        func made(with cache: RenderCache) throws -> [String] {
            var made: [String] = []
            for outcome in SiteRenderer.shards(
                of: next, reusing: ReusablePages(folder: folder, cache: cache), into: nil)
            {
                let (path, page, entry) = try outcome.get()
                #expect(entry.key == next.digest, "\(path)")
                if case .rendered(let file) = page {
                    #expect(file.bytes == anew[path], "\(path)")
                    made.append(path)
                }
            }
            return made.sorted()
        }
        let shard = SearchText.shard(of: .word("lanternfestival"), among: part.shardCount)
        #expect(try made(with: cache) == [SearchIndex.shardPath(shard, of: part.name)])
        #expect(try made(with: RenderCache(pages: cache.pages)).count == 8, "no record")
        // The file as if the edit were published already: it no longer holds what the shards were made from.
        let edited = SearchIndex.documentFile(documents.filter { $0.path == documents[5].path })
        try Data(edited.bytes).write(to: folder.appendingPathComponent(edited.path))
        #expect(try made(with: cache).count == 8, "a document's file changed since")
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
