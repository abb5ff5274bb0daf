import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite struct PickupMessageParserTests {
    func parse(_ json: String) throws(Diagnostic) -> (messages: [PickupMessage], warnings: [Diagnostic]) {
        let parsed = try PickupMessageParser.parse(Data(json.utf8), source: "pickup.json")
        return (parsed.value, parsed.warnings)
    }

    @Test(.needsSharedData("PickupMessageStub.json"))
    func readsTheSeedsStub() throws {
        let data = try Data(contentsOf: #require(TestFolders.sharedData("PickupMessageStub.json")))
        let parsed = try PickupMessageParser.parse(data, source: "stub")
        let messages = parsed.value
        let warnings = parsed.warnings
        #expect(warnings.isEmpty)
        #expect(messages.count == 18)
        #expect(
            messages[0]
                == PickupMessage(
                    id: "1", title: "旬の魚が安く手に入る「いきいき魚市」", category: "ショッピング・お買い物",
                    imageURL: "https://kanazawa-photos.s3-ap-northeast-1.amazonaws.com/articles/images/1/large.jpg"))
    }

    @Test func readsOptionalFields() throws {
        let (messages, warnings) = try parse(
            #"{"article":{"contents":[{"id":7,"title":"朝市","category":"イベント","body":"**毎週**","date":"2026-11-07","url":"https://example.org/a"}]}}"#
        )
        #expect(warnings.isEmpty)
        #expect(
            messages == [
                PickupMessage(
                    id: "7", title: "朝市", category: "イベント", body: "**毎週**", date: Day(iso: "2026-11-07"),
                    url: "https://example.org/a")
            ])
    }

    @Test func badEntriesAreDroppedWithWarningsNamingThem() throws {
        let json = #"""
            {"article":{"contents":[
              {"id":"1","title":"ok","category":"a"},
              {"title":"no id","category":"a"},
              {"id":"3","category":"a"},
              {"id":"4","title":"   ","category":"a"},
              "not an object",
              {"id":"1","title":"repeated","category":"a"},
              {"id":"7","title":"bad image","category":"a","image_url":"javascript:alert(1)"},
              {"id":"8","title":"bad link and date","category":"a","url":"file:///etc/passwd","date":"2026-13-01"},
              {"id":"9","title":"no category","extra":true}
            ]}}
            """#
        let (messages, warnings) = try parse(json)
        #expect(messages.map(\.id) == ["1", "7", "8", "9"])
        #expect(messages[1].imageURL == nil && messages[2].url == nil && messages[2].date == nil)
        #expect(messages[3].category == "")
        #expect(
            warnings.map(\.description) == [
                "pickup.json:3:3: entry 2: no id; entry dropped",
                "pickup.json:4:3: entry 3 (id \"3\"): no title; entry dropped",
                "pickup.json:5:3: entry 4 (id \"4\"): no title; entry dropped",
                "pickup.json:6:3: entry 5: expected an object, found a string; entry dropped",
                "pickup.json:7:3: entry 6 (id \"1\"): the id is used by an earlier entry; entry dropped",
                "pickup.json:8:60: entry 7 (id \"7\"): image_url \"javascript:alert(1)\" is not an http(s) URL; image dropped",
                "pickup.json:9:62: entry 8 (id \"8\"): url \"file:///etc/passwd\" is not an http(s) URL; link dropped",
                "pickup.json:9:90: entry 8 (id \"8\"): date \"2026-13-01\" is not a date of the form YYYY-MM-DD; date dropped",
                "pickup.json:10:43: entry 9 (id \"9\"): unknown field \"extra\"; ignored",
                "pickup.json:10:3: entry 9 (id \"9\"): no category; listed under the other articles",
            ])
    }

    @Test func wrongFieldTypesAreNamedWithTheirPlace() throws {
        let json =
            "{\"article\": {\"contents\": [\n  {\"id\": 12, \"title\": \"t\", \"category\": [\"a\"], \"body\": 3, \"date\": null}\n]}}"
        let (messages, warnings) = try parse(json)
        #expect(messages == [PickupMessage(id: "12", title: "t", category: "")])
        #expect(
            warnings.map(\.description) == [
                "pickup.json:2:40: entry 1 (id \"12\"): category is an array, not a string; ignored",
                "pickup.json:2:3: entry 1 (id \"12\"): no category; listed under the other articles",
                "pickup.json:2:55: entry 1 (id \"12\"): body is a number, not a string; ignored",
            ])
    }

    @Test func linksAreSerialisedAndTextIsCleaned() throws {
        let json =
            #"{"article":{"contents":[{"id":"a\u0000","title":"A\u0000B\u001b[31mC\u202eD\u0085\nE","category":"F\u2066ood","body":"x\u0007\n\ty","url":"HTTPS://Example.org/a b","image_url":"https://example.org/画像.jpg"}]}}"#
        let (messages, warnings) = try parse(json)
        #expect(warnings.isEmpty)
        #expect(
            messages == [
                PickupMessage(
                    id: "a", title: "AB[31mCD E", category: "Food",
                    imageURL: "https://example.org/%E7%94%BB%E5%83%8F.jpg",
                    body: "x\n\ty", url: "https://example.org/a%20b")
            ])
    }

    @Test(arguments: [
        (
            "{\"article\": {\"contents\": [\n  {\"id\": \"1\",\n   \"title\": x}]}}",
            "pickup.json:3:13: JSON: expected a value, found \"x\""
        ),
        ("", "pickup.json:1:1: JSON: expected a value, found the end of the text"),
        ("null", "pickup.json:1:1: expected an object with \"article\", found null"),
        (" []", "pickup.json:1:2: expected an object with \"article\", found an array"),
        ("{\"articles\": {}}", "pickup.json:1:1: \"article\": missing; expected an object with \"contents\""),
        ("{\"article\": null}", "pickup.json:1:13: \"article\": expected an object with \"contents\", found null"),
        ("{\"article\": {}}", "pickup.json:1:13: \"article.contents\": missing; expected an array of messages"),
        (
            "{\"article\": {\"contents\": {}}}",
            "pickup.json:1:26: \"article.contents\": expected an array of messages, found an object"
        ),
        (
            "{\"article\":\n {\"contents\": null}}",
            "pickup.json:2:15: \"article.contents\": expected an array of messages, found null"
        ),
        (
            String(repeating: "{\"article\": ", count: 100_000),
            "pickup.json:1:769: JSON: nested more than 64 levels deep"
        ),
    ])
    func aBadFileIsAnError(json: String, message: String) {
        do {
            _ = try parse(json)
            Issue.record("no error")
        } catch {
            #expect(error.description == message)
        }
    }
}
