import Foundation
import Testing

@testable import SiteKit

/// How search reads text at build time, and the files of its index.
struct SearchIndexTests {
    @Test func textIsFoldedToOneFormAsTheScriptFoldsIt() {
        #expect(SearchText.folded("ＡＢＣ ｶﾞｲﾄﾞ ① ﬁ Straße İ HARBOUR") == "abc ガイド 1 fi straße i\u{307} harbour")
        #expect(SearchText.folded("㍿ ｱｲｳ") == "株式会社 アイウ")
    }

    @Test func cjkRunsGiveCharactersAndPairsAndOtherScriptsWords() {
        #expect(
            SearchText.tokens(of: "朝市へ。") == [
                .characters("朝"), .characters("市"), .characters("へ"), .characters("朝市"), .characters("市へ"),
            ])
        #expect(
            SearchText.tokens(of: "The Harbour's ＳＷＩＦＴ") == [
                .word("the"), .word("harbour"), .word("s"), .word("swift"),
            ])
        #expect(
            SearchText.tokens(of: "2026年Café") == [.word("2026"), .characters("年"), .word("café")])
        #expect(
            SearchText.tokens(of: "축제・항") == [.characters("축"), .characters("제"), .characters("축제"), .characters("항")])
    }

    @Test func aWordIsInTheShardOfItsFirstTwoCharactersAndTheHashIsFNV1a() {
        // FNV-1a (32 bits) of "ha" is 1614473730, of "朝市" 4019505475, as the script works it out.
        #expect(SearchText.shard(of: .word("harbour"), among: 1024) == 1_614_473_730 & 1023)
        #expect(SearchText.shard(of: .word("ha"), among: 1024) == SearchText.shard(of: .word("harbour"), among: 1024))
        #expect(SearchText.shard(of: .characters("朝市"), among: 1024) == 4_019_505_475 & 1023)
        #expect(SearchText.shard(of: .word("h"), among: 1) == 0)
    }

    @Test func aTokenOfAnyLengthIsItsBytesWhetherHeldInPlaceOrNot() {
        // Up to 16 bytes are held in place: words on either side of that, and pairs of 4-byte characters.
        for length in 1...40 {
            let word = String(repeating: "é", count: length / 2) + String(repeating: "a", count: length % 2)
            let token = SearchText.Token.word(word)
            #expect(SearchText.tokens(of: word) == [token], "\(length) bytes")
            #expect(token.text == word && token.withUTF8 { Array($0) } == Array(word.utf8))
            #expect(
                SearchText.shard(of: token, among: 1024) == SearchText.shard(of: .word("éé"), among: 1024) || length < 4
            )
            #expect(token.precedes(.word(word + "a")) && !SearchText.Token.word(word + "a").precedes(token))
        }
        #expect(
            SearchText.tokens(of: "𠮷野") == [.characters("𠮷"), .characters("野"), .characters("𠮷野")])
        #expect(SearchText.Token(joining: .characters("𠮷"), .characters("野")) == .characters("𠮷野"))
        let long = String(repeating: "港", count: 6)
        #expect(SearchText.Token(joining: .characters(long), .characters("朝")) == .characters(long + "朝"))
        #expect(SearchText.Token.word("zz").precedes(.word("é")) && !SearchText.Token.word("é").precedes(.word("é")))
    }

    @Test func theShardCountDoublesWithTheText() {
        #expect(SearchIndex.shardCount(forTextBytes: 0) == 1)
        #expect(SearchIndex.shardCount(forTextBytes: 65_536) == 1)
        #expect(SearchIndex.shardCount(forTextBytes: 65_537) == 2)
        #expect(SearchIndex.shardCount(forTextBytes: 20_000_000) == 512)
        #expect(SearchIndex.shardCount(forTextBytes: .max / 2) == 4_096)
    }

    @Test func aShardListsEachTokensDocumentsAsDifferencesAndADocumentFileEscapesItsText() {
        let documents = [
            SearchDocument(
                kind: .article, number: 2, url: "/articles/a/#article-2", title: "Ferry", date: nil, text: "港"),
            SearchDocument(
                kind: .memo, number: 739_900, url: "/2026/11/03/", title: "港 \"quoted\"", date: "3 Nov",
                text: "a\nb\u{1}"),
            SearchDocument(kind: .memo, number: 739_863, url: "/2026/09/05/", title: "港", date: "5 Sep", text: ""),
        ]
        let index = SearchIndex(part: "recent", documents: documents, shardCount: 1)
        let next = SearchDocument(
            kind: .memo, number: 739_901, url: "/2026/11/04/", title: "港", date: "4 Nov", text: "")
        let files = Dictionary(
            uniqueKeysWithValues: (index.files + [
                SearchIndex.documentFile([documents[0]]), SearchIndex.documentFile([documents[1], next]),
            ]).map {
                ($0.path, String(decoding: $0.bytes, as: UTF8.self))
            })
        #expect(
            files["search/index/recent/0.json"]
                == #"{"a":{"m":[739900]},"b":{"m":[739900]},"ferry":{"a":[2]},"quoted":{"m":[739900]},"港":{"m":[739863,37],"a":[2]}}"#
        )
        // Four documents of a kind to a file (739,900 ÷ 4 is 184,975), in the order of their numbers.
        #expect(
            files["search/docs/m/184975.json"]
                == #"{"739900":{"date":"3 Nov","text":"a\nb\u0001","title":"港 \"quoted\"","url":"/2026/11/03/"},"#
                + #""739901":{"date":"4 Nov","text":"","title":"港","url":"/2026/11/04/"}}"#)
        #expect(
            files["search/docs/a/0.json"]
                == #"{"2":{"date":null,"text":"港","title":"Ferry","url":"/articles/a/#article-2"}}"#)
        #expect(files.count == 3)
        // The order documents come in does not matter.
        #expect(SearchIndex(part: "recent", documents: documents.reversed(), shardCount: 1).files == index.files)
    }

    /// A memo added to a part changes only the shards of its tokens.
    @Test func aNewMemoChangesOnlyTheShardsOfItsTokens() {
        let words = ["harbour", "ferry", "market", "lighthouse", "朝市の帰り道", "港の夕暮れ", "雨の日の図書館", "tide"]
        func memo(_ number: Int) -> SearchDocument {
            let text = (0..<6).map { words[($0 * 7 + number * 3) % words.count] }.joined(separator: " ")
            return SearchDocument(
                kind: .memo, number: number, url: "/\(number)/", title: "\(number)", date: nil, text: text)
        }
        let before = SearchIndex(part: "memos", documents: (0..<300).map(memo), shardCount: 64)
        let added = SearchDocument(kind: .memo, number: 300, url: "/300/", title: "新しい", date: nil, text: "ferry")
        let after = SearchIndex(part: "memos", documents: (0..<300).map(memo) + [added], shardCount: 64)
        let old = Dictionary(uniqueKeysWithValues: before.files.map { ($0.path, $0.bytes) })
        let changed = Set(after.files.filter { old[$0.path] != $0.bytes }.map(\.path))
        let touched = Set(
            SearchText.tokens(of: added.title + "\n" + added.text).map {
                "search/index/memos/\(SearchText.shard(of: $0, among: 64)).json"
            })
        #expect(changed == touched)
        #expect(touched.count < 10)
    }
}

extension SearchIndex {
    /// Every shard's file at once, as the tests compare them.
    var files: [OutputFile] { files { $0 } }
}

extension SearchPart {
    var files: [OutputFile] { files { $0 } }
}

extension SearchIndex {
    /// The index of `documents` in `shardCount` shards.
    init(part: String, documents: [SearchDocument], shardCount: Int) {
        self.init(
            part: part, keys: documents.map { ($0.kind, $0.number) }, document: { documents[$0] },
            shardCount: shardCount)
    }
}
