import Testing

@testable import SiteKit

private func override(_ category: String, _ slug: String, line: Int = 14) -> SlugOverride {
    SlugOverride(
        category: category, slug: slug, location: SourceLocation(file: "Content/site.yml", line: line, column: 8))
}

private func values(_ result: CategorySlugs, _ names: [String]) -> [String?] {
    names.map { result[$0]?.value }
}

@Test func aNameThatIsItsOwnSlugKeepsIt() {
    let names = ["町内会", "photo", "グルメ", "ショッピング-お買い物", "한국-음식", "food-2", "2026"]
    let result = SlugAssigner(overrides: []).assign(names)
    #expect(values(result, names) == names)
    #expect(result.diagnostics.isEmpty)
    #expect(result["観光"] == nil)
}

@Test func aNameItsSlugCannotSpellIsMarkedByItsName() {
    let names = ["C++", "C#", "Food", "ショッピング・お買い物", "ｸﾞﾙﾒ", "!!!", ""]
    #expect(
        values(SlugAssigner(overrides: []).assign(names), names) == [
            "c-0cd9ec", "c-090f8d", "food-07a00d", "ショッピング-お買い物-320a98", "グルメ-428193", "category-bbe43c",
            "category-cbf29c",
        ])
    #expect(SlugAssigner(overrides: [], fallback: "tag").assign(["!!!"])["!!!"]?.value == "tag-bbe43c")
    // A name too long for a folder is cut, and marked, so that names alike in their first 100 bytes differ.
    let long = String(repeating: "a", count: 120)
    #expect(SlugAssigner(overrides: []).assign([long])[long]?.value == String(repeating: "a", count: 93) + "-a75334")
}

@Test func aRepeatedNameGetsOneSlug() {
    let result = SlugAssigner(overrides: []).assign(["グルメ", "暮らし", "グルメ", "cafe\u{301}", "café"])
    #expect(result.slugs.count == 3)
    #expect(result["グルメ"]?.value == "グルメ")
    #expect(result["cafe\u{301}"]?.value == "café")  // canonically equivalent spellings are one name
}

/// Names that clash in every way the readable slug allows (case, punctuation, full width, nothing readable,
/// a name that looks numbered, the categories of overrides), each in several spellings.
private let clashingNames: [String] = {
    let bases = [
        "food", "Food", "FOOD", "c", "C++", "C#", "food-2", "グルメ", "ｸﾞﾙﾒ", "町内会", "!!!", "", "category",
        "photo", "ショッピング・お買い物", "ショッピング-お買い物", "観光",
    ]
    return bases.flatMap { base in ["", " 2", "-2", "!", "？"].map { base + $0 } }
}()

/// `names` in an order fixed by `seed`: sorted by a hash of the seed and the name.
private func shuffled(_ names: [String], seed: UInt64) -> [String] {
    func key(_ name: String) -> UInt64 {
        var hasher = ContentHasher()
        hasher.add(seed)
        hasher.add(name)
        return hasher.hash.low
    }
    return names.sorted { key($0) < key($1) }
}

@Test func aNamesSlugIsTheSameWhicheverNamesComeBeforeOrAfterIt() {
    let assigner = SlugAssigner(overrides: [override("グルメ", "food"), override("観光", "c")])
    let all = assigner.assign(clashingNames)
    #expect(Set(all.slugs.values).count == Set(clashingNames).count)
    for seed: UInt64 in 0..<8 {
        let order = shuffled(clashingNames, seed: seed)
        var moved: Set<String> = []
        for count in 1..<order.count {
            // The names before a name are added after it in the prefix, and before it in the suffix.
            for part in [Array(order.prefix(count)), Array(order.suffix(count))] {
                let slugs = assigner.assign(part)
                moved.formUnion(part.filter { slugs[$0] != all[$0] })
            }
        }
        #expect(moved.isEmpty, "order \(seed): \(moved.count) names moved, among them \(moved.sorted().prefix(5))")
    }
}

@Test func aSlugTwoNamesShareByTheHashsChanceGoesToTheNameThatSortsFirst() {
    let clashes: [(names: [String], slugs: [String])] = [
        (["C++", "c-0cd9ec"], ["c-0cd9ec", "c-0cd9ec-2"]),  // a marked slug that is another name's own
        (["Food!!!??!?.", "Food!!?!!.??"], ["food-1dd8a7", "food-1dd8a7-2"]),  // two marks that coincide
    ]
    for (names, slugs) in clashes {
        #expect(values(SlugAssigner(overrides: []).assign(names), names) == slugs)
        #expect(values(SlugAssigner(overrides: []).assign(names.reversed()), names) == slugs)
    }
}

@Test func anOverrideNamesTheSlug() {
    let result = SlugAssigner(overrides: [override("グルメ", "gourmet")]).assign(["グルメ", "暮らし"])
    #expect(values(result, ["グルメ", "暮らし"]) == ["gourmet", "暮らし"])
    #expect(result.diagnostics.isEmpty)
}

@Test func anOverrideTakesANamesOwnSlugWhichThenIsMarked() {
    let result = SlugAssigner(overrides: [override("グルメ", "food")]).assign(["food", "グルメ"])
    #expect(values(result, ["food", "グルメ"]) == ["food-dd120c", "food"])
    #expect(result.diagnostics.isEmpty)
}

@Test func anOverrideOfAnAbsentCategoryStillHoldsItsSlug() {
    let assigner = SlugAssigner(overrides: [override("観光", "food")])
    #expect(assigner.assign(["food"])["food"]?.value == "food-dd120c")
    #expect(values(assigner.assign(["観光", "food"]), ["観光", "food"]) == ["food", "food-dd120c"])
    #expect(assigner.assign(["food"]).diagnostics.isEmpty)
}

@Test func anUnsafeOverrideIsReportedAndTheNameIsUsed() {
    let result = SlugAssigner(overrides: [
        override("グルメ", "Gourmet Food", line: 15), override("暮らし", "../life", line: 16),
    ])
    .assign(["グルメ", "暮らし"])
    #expect(values(result, ["グルメ", "暮らし"]) == ["グルメ", "暮らし"])
    #expect(
        result.diagnostics.map(\.description) == [
            #"Content/site.yml:15:8: categories: slug "Gourmet Food" for "グルメ" is not a safe slug (try "gourmet-food"); ignored"#,
            #"Content/site.yml:16:8: categories: slug "../life" for "暮らし" is not a safe slug (try "life"); ignored"#,
        ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
}

@Test func anEmptyOverrideIsReported() {
    let result = SlugAssigner(overrides: [override("グルメ", "")]).assign(["グルメ"])
    #expect(result["グルメ"]?.value == "グルメ")
    #expect(
        result.diagnostics.map(\.description) == [
            #"Content/site.yml:14:8: categories: slug "" for "グルメ" is not a safe slug (try "category"); ignored"#
        ])
}

@Test func twoOverridesWithOneSlugKeepTheFirst() {
    let result = SlugAssigner(overrides: [override("グルメ", "food", line: 14), override("Food", "food", line: 15)])
        .assign(["グルメ", "Food"])
    #expect(values(result, ["グルメ", "Food"]) == ["food", "food-07a00d"])
    #expect(
        result.diagnostics.map(\.description) == [
            #"Content/site.yml:15:8: categories: slug "food" for "Food" is already used by "グルメ"; ignored"#
        ])
}

@Test func aCategoryOverriddenTwiceKeepsTheFirst() {
    let result = SlugAssigner(overrides: [override("グルメ", "gourmet", line: 14), override("グルメ", "food", line: 15)])
        .assign(["グルメ"])
    #expect(result["グルメ"]?.value == "gourmet")
    #expect(
        result.diagnostics.map(\.description) == [
            #"Content/site.yml:15:8: categories: "グルメ" is given a slug twice; the first is kept"#
        ])
}

@Test func everySlugIsDifferentAmongManyCollidingNames() {
    var names: [String] = []
    for base in [
        "Food", "food", "FOOD", "food 2", "Food-3", "food_2", "!!!", "category", "グルメ", "ｸﾞﾙﾒ", "c-0cd9ec", "C++",
    ] {
        for suffix in ["", " 2", " 3", "-2", "?"] { names.append(base + suffix) }
    }
    let result = SlugAssigner(overrides: [override("グルメ", "food-2")]).assign(names)
    let unique = Set(result.slugs.values)
    #expect(result.slugs.count == Set(names).count)
    #expect(unique.count == result.slugs.count)
    #expect(unique.allSatisfy { Slug(validating: $0.value) == $0 })
    // The same input gives the same assignment.
    #expect(SlugAssigner(overrides: [override("グルメ", "food-2")]).assign(names) == result)
}
