import Mustache
import Testing

@testable import SiteKit

/// A page's key, and the context it is rendered from, made from the context with stand-ins.
@Suite struct PageKeyTests {
    let safe = PageKey.standIn(forMarkdown: "*hi* <b>x</b>", allowsRawHTML: false)
    let raw = PageKey.standIn(forMarkdown: "*hi* <b>x</b>", allowsRawHTML: true)

    @Test func eachStandInIsReplacedByItsHTMLWhereverItIsAndNothingElseChanges() {
        let keyed: MustacheValue = .object([
            "title": .string("a & b"), "count": .int(2),
            "content": .object([
                "html": .string(safe), "items": .array([.string("plain"), .object(["html": .string(raw)])]),
            ]),
        ])
        let key = PageKey(kind: .day, theme: ContentHash(of: []), context: keyed)
        #expect(key.standIns.count == 2)
        let expected: MustacheValue = .object([
            "title": .string("a & b"), "count": .int(2),
            "content": .object([
                "html": .string("<p><em>hi</em> <!-- raw HTML omitted -->x<!-- raw HTML omitted --></p>\n"),
                "items": .array([.string("plain"), .object(["html": .string("<p><em>hi</em> <b>x</b></p>\n")])]),
            ]),
        ])
        #expect(key.rendering(keyed) == expected)
    }

    @Test func aContextWithoutStandInsIsRenderedAsItIs() {
        let keyed: MustacheValue = .object(["title": .string("plain"), "list": .array([.null, .bool(true)])])
        let key = PageKey(kind: .home, theme: ContentHash(of: []), context: keyed)
        #expect(key.standIns.isEmpty && key.rendering(keyed) == keyed)
        #expect(PageKey.html(ofStandIn: "plain") == nil)
    }

    @Test func theKeyFollowsTheMarkdownAndHowItIsRenderedButNotTheOrderOfMembers() {
        let theme = ContentHash(of: [])
        func key(_ members: KeyValuePairs<String, MustacheValue>) -> ContentHash {
            PageKey(
                kind: .day, theme: theme, context: .object(Dictionary(uniqueKeysWithValues: members.map { ($0, $1) }))
            ).hash
        }
        #expect(key(["a": .string(safe), "b": .int(1)]) == key(["b": .int(1), "a": .string(safe)]))
        #expect(key(["a": .string(safe)]) != key(["a": .string(raw)]))
        #expect(
            key(["a": .string(safe)]) != key(["a": .string(PageKey.standIn(forMarkdown: "*hi*", allowsRawHTML: false))])
        )
        #expect(
            PageKey(kind: .day, theme: theme, context: .null).hash
                != PageKey(kind: .home, theme: theme, context: .null).hash)
    }
}
