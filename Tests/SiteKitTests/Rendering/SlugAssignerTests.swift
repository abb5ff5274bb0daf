import SiteKit
import Testing

private func override(_ category: String, _ slug: String, line: Int = 14) -> SlugOverride {
    SlugOverride(category: category, slug: slug, location: SourceLocation(file: "Content/site.yml", line: line, column: 8))
}

private func values(_ result: CategorySlugs, _ names: [String]) -> [String?] {
    names.map { result[$0]?.value }
}

@Test func eachCategoryGetsTheSlugOfItsName() {
    let names = ["ショッピング・お買い物", "グルメ", "Events"]
    let result = SlugAssigner(overrides: []).assign(names)
    #expect(values(result, names) == ["ショッピング-お買い物", "グルメ", "events"])
    #expect(result.diagnostics.isEmpty)
    #expect(result["観光"] == nil)
}

@Test func aRepeatedNameGetsOneSlug() {
    let result = SlugAssigner(overrides: []).assign(["グルメ", "暮らし", "グルメ"])
    #expect(result.slugs.count == 2)
    #expect(result["グルメ"]?.value == "グルメ")
}

@Test func collidingNamesAreToldApartInTheOrderGiven() {
    let names = ["Food", "food", "FOOD!"]
    #expect(values(SlugAssigner(overrides: []).assign(names), names) == ["food", "food-2", "food-3"])
    let reversed = Array(names.reversed())
    #expect(values(SlugAssigner(overrides: []).assign(reversed), reversed) == ["food", "food-2", "food-3"])
}

@Test func aNameWhoseOwnSlugLooksNumberedKeepsIt() {
    let names = ["Food", "food", "Food 2"]
    #expect(values(SlugAssigner(overrides: []).assign(names), names) == ["food", "food-3", "food-2"])
}

@Test func namesWithNothingReadableShareTheFallbackInTurn() {
    let names = ["???", "!!!"]
    #expect(values(SlugAssigner(overrides: []).assign(names), names) == ["category", "category-2"])
}

@Test func anOverrideNamesTheSlug() {
    let result = SlugAssigner(overrides: [override("グルメ", "gourmet")]).assign(["グルメ", "暮らし"])
    #expect(values(result, ["グルメ", "暮らし"]) == ["gourmet", "暮らし"])
    #expect(result.diagnostics.isEmpty)
}

@Test func anOverrideTakesItsSlugBeforeAGeneratedOne() {
    let result = SlugAssigner(overrides: [override("グルメ", "food")]).assign(["Food", "グルメ"])
    #expect(values(result, ["Food", "グルメ"]) == ["food-2", "food"])
}

@Test func anOverrideOfAnAbsentCategoryReservesNothing() {
    let result = SlugAssigner(overrides: [override("観光", "food")]).assign(["Food"])
    #expect(result["Food"]?.value == "food")
    #expect(result.diagnostics.isEmpty)
}

@Test func anUnsafeOverrideIsReportedAndTheNameIsUsed() {
    let result = SlugAssigner(overrides: [override("グルメ", "Gourmet Food", line: 15), override("暮らし", "../life", line: 16)])
        .assign(["グルメ", "暮らし"])
    #expect(values(result, ["グルメ", "暮らし"]) == ["グルメ", "暮らし"])
    #expect(result.diagnostics.map(\.description) == [
        #"Content/site.yml:15:8: categories: slug "Gourmet Food" for "グルメ" is not a safe slug (try "gourmet-food"); ignored"#,
        #"Content/site.yml:16:8: categories: slug "../life" for "暮らし" is not a safe slug (try "life"); ignored"#,
    ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
}

@Test func anEmptyOverrideIsReported() {
    let result = SlugAssigner(overrides: [override("グルメ", "")]).assign(["グルメ"])
    #expect(result["グルメ"]?.value == "グルメ")
    #expect(result.diagnostics.map(\.description) == [
        #"Content/site.yml:14:8: categories: slug "" for "グルメ" is not a safe slug (try "category"); ignored"#,
    ])
}

@Test func twoOverridesWithOneSlugKeepTheFirst() {
    let result = SlugAssigner(overrides: [override("グルメ", "food", line: 14), override("Food", "food", line: 15)])
        .assign(["グルメ", "Food"])
    #expect(values(result, ["グルメ", "Food"]) == ["food", "food-2"])
    #expect(result.diagnostics.map(\.description) == [
        #"Content/site.yml:15:8: categories: slug "food" for "Food" is already used by "グルメ"; ignored"#,
    ])
}

@Test func aCategoryOverriddenTwiceKeepsTheFirst() {
    let result = SlugAssigner(overrides: [override("グルメ", "gourmet", line: 14), override("グルメ", "food", line: 15)])
        .assign(["グルメ"])
    #expect(result["グルメ"]?.value == "gourmet")
    #expect(result.diagnostics.map(\.description) == [
        #"Content/site.yml:15:8: categories: "グルメ" is given a slug twice; the first is kept"#,
    ])
}

@Test func everySlugIsDifferentAmongManyCollidingNames() {
    var names: [String] = []
    for base in ["Food", "food", "FOOD", "food 2", "Food-3", "food_2", "!!!", "category", "グルメ", "ｸﾞﾙﾒ"] {
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
