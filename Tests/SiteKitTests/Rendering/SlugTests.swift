import Foundation
import Testing

@testable import SiteKit

private func slug(_ name: String) -> String { Slug(category: name).value }

@Test func asciiLettersAreLowerCasedAndDigitsKept() {
    #expect(slug("Gourmet") == "gourmet")
    #expect(slug("TOP10") == "top10")
    #expect(slug("2026") == "2026")
}

@Test func runsOfSpacesAndPunctuationBecomeOneDash() {
    #expect(slug("Food  &  Drink") == "food-drink")
    #expect(slug("Top 10 spots, 2026 edition!") == "top-10-spots-2026-edition")
    #expect(slug("a_b.c~d+e=f") == "a-b-c-d-e-f")
    #expect(slug("already-a-slug") == "already-a-slug")
    #expect(slug("double--dash") == "double-dash")
}

@Test func dashesAreTrimmedFromBothEnds() {
    #expect(slug("  --Hello--  ") == "hello")
    #expect(slug("(news)") == "news")
}

@Test func japaneseLettersAreKeptAndItsPunctuationSeparates() {
    #expect(slug("グルメ") == "グルメ")
    #expect(slug("ショッピング・お買い物") == "ショッピング-お買い物")
    #expect(slug("イベント「秋祭り」") == "イベント-秋祭り")
    #expect(slug("暮らし　と　観光") == "暮らし-と-観光")  // ideographic spaces
    #expect(slug("スーパー") == "スーパー")  // the long vowel mark is a letter
    #expect(slug("★おすすめ★") == "おすすめ")
    #expect(slug("한국 음식") == "한국-음식")
}

@Test func fullWidthAndDecomposedFormsReadAsTheirUsualForms() {
    #expect(slug("ＳＡＬＥ情報") == "sale情報")
    #expect(slug("ｸﾞﾙﾒ") == "グルメ")
    #expect(slug("カ\u{3099}イド") == "ガイド")
    #expect(slug("Cafe\u{301}") == "café")
}

@Test(arguments: ["/", "\\", "?", "#", "%", ":", "*", "\"", "<", ">", "|"])
func pathUnsafeCharactersNeverReachTheSlug(character: String) {
    let made = slug("a\(character)b\(character)")
    #expect(made == "a-b")
    #expect(!made.contains(character))
}

@Test func dotSegmentsAndTraversalAreRemoved() {
    #expect(slug(".") == "category")
    #expect(slug("..") == "category")
    #expect(slug("../../etc/passwd") == "etc-passwd")
    #expect(slug("v1.2") == "v1-2")
}

@Test func controlAndInvisibleCharactersAreDropped() {
    #expect(slug("a\u{0}b\u{7}c\u{7F}d\ne") == "abcde")
    #expect(slug("ab\u{200B}c") == "abc")  // zero-width space
    #expect(slug("\u{202E}txt.exe") == "txt-exe")  // right-to-left override
    #expect(slug("\u{FEFF}グルメ") == "グルメ")  // byte order mark
}

@Test func aNameWithNothingReadableFallsBackToCategory() {
    #expect(slug("") == "category")
    #expect(slug("!!! ???") == "category")
    #expect(slug("\u{1}\u{2}") == "category")
    #expect(Slug.fallback == "category")
}

@Test func longNamesAreCutOnWholeCharactersWithoutATrailingDash() {
    #expect(slug(String(repeating: "a", count: 150)) == String(repeating: "a", count: 100))
    #expect(slug(String(repeating: "あ", count: 50)) == String(repeating: "あ", count: 33))
    #expect(slug(String(repeating: "a", count: 99) + " bcd") == String(repeating: "a", count: 99))
}

@Test func aSlugIsLeftAsItIsWhenMadeAgain() {
    let names = ["Food & Drink", "ショッピング・お買い物", "../x", "", "ＳＡＬＥ", String(repeating: "あい ", count: 40), "Cafe\u{301}"]
    for name in names {
        let made = Slug(category: name)
        #expect(Slug(category: made.value) == made, "\(name)")
        #expect(Slug(validating: made.value) == made, "\(name)")
    }
}

@Test func validatingAcceptsOnlyWhatIsAlreadyASlug() {
    #expect(Slug(validating: "gourmet")?.value == "gourmet")
    #expect(Slug(validating: "グルメ")?.value == "グルメ")
    #expect(Slug(validating: "food-2")?.value == "food-2")
    for bad in ["Gourmet", "a b", "a--b", "-a", "a-", "", ".", "..", "a/b", "a%20b", "ＳＡＬＥ", "a\u{200B}b"] {
        #expect(Slug(validating: bad) == nil, "\(bad)")
    }
}

@Test func hrefPercentEncodesEverythingButUnreservedASCII() {
    #expect(Slug(category: "グルメ").href == "%E3%82%B0%E3%83%AB%E3%83%A1")
    #expect(Slug(category: "Food 2").href == "food-2")
    #expect(Slug(category: "秋 2026").href == "%E7%A7%8B-2026")
    // Foundation agrees on the encoding of a path segment.
    let japanese = Slug(category: "ショッピング・お買い物")
    let slugCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-")
    #expect(japanese.href == japanese.value.addingPercentEncoding(withAllowedCharacters: slugCharacters))
    #expect(japanese.href.removingPercentEncoding == japanese.value)
}

@Test func numberedSlugsStayWithinTheLengthLimit() {
    #expect(Slug(category: "food").numbered(2).value == "food-2")
    let long = Slug(category: String(repeating: "a", count: 120))
    let numbered = long.numbered(12)
    #expect(numbered.value == String(repeating: "a", count: 97) + "-12")
    #expect(Slug(validating: numbered.value) == numbered)
    let cutAtDash = Slug(category: String(repeating: "a", count: 97) + "-bc")
    #expect(cutAtDash.numbered(2).value == String(repeating: "a", count: 97) + "-2")
}

@Test func slugsEncodeAsTheirFolderNameAndDecodeOnlySafeText() throws {
    let data = try JSONEncoder().encode([Slug(category: "グルメ")])
    #expect(String(decoding: data, as: UTF8.self) == #"["グルメ"]"#)
    #expect(try JSONDecoder().decode([Slug].self, from: data) == [Slug(category: "グルメ")])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Slug].self, from: Data(#"["../etc"]"#.utf8)) }
}
