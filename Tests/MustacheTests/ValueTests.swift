import Foundation
import Mustache
import Testing

@Suite("Values from Encodable and JSON")
struct ValueTests {
    enum Kind: String, Encodable { case holiday, event }

    struct Link: Encodable {
        let url: URL
        let label: String
    }

    struct DayPage: Encodable {
        let title: String
        let day: Int8
        let ratio: Double
        let kinds: [Kind]
        let prev: Link?
        let next: Link?
        let note: String?
        let counts: [String: UInt64]
    }

    private let page = DayPage(
        title: "3 <Nov>", day: 3, ratio: 0.5, kinds: [.holiday, .event],
        prev: nil, next: Link(url: URL(string: "https://example.org/2026/11/04/")!, label: "Next"),
        note: nil, counts: ["memos": 2, "huge": UInt64.max])

    @Test("a view model encodes straight into a value; nil optionals are kept as null")
    func encodable() throws {
        let value = try MustacheValue(encoding: page)
        let expected: MustacheValue = [
            "title": "3 <Nov>", "day": 3, "ratio": 0.5, "kinds": ["holiday", "event"],
            "prev": nil, "next": ["url": "https://example.org/2026/11/04/", "label": "Next"],
            "note": nil, "counts": ["memos": 2, "huge": .double(Double(UInt64.max))],
        ]
        #expect(value == expected)
    }

    @Test("an encoded view model renders, and nil optionals pass strict mode as empty")
    func renderViewModel() throws {
        let template = try Template(
            "{{#prev}}<a href=\"{{url}}\">{{label}}</a>{{/prev}}{{^prev}}-{{/prev}} {{title}} {{#next}}<a href=\"{{url}}\">{{label}}</a>{{/next}}{{note}}",
            name: "day.mustache")
        #expect(
            try template.render(try MustacheValue(encoding: page), strict: true)
                == "- 3 &lt;Nov&gt; <a href=\"https://example.org/2026/11/04/\">Next</a>")
    }

    @Test("values nest: a MustacheValue inside a view model is kept as it is")
    func embeddedValue() throws {
        struct Wrapper: Encodable {
            let data: MustacheValue
            let list: [Int?]
        }
        let value = try MustacheValue(encoding: Wrapper(data: ["a": [1, nil]], list: [1, nil]))
        #expect(value == ["data": ["a": [1, nil]], "list": [1, nil]])
    }

    @Test("JSON keeps each scalar's kind")
    func json() throws {
        let text = #"{"s":"x","i":7,"d":1.25,"t":true,"n":null,"a":[1,"b",false],"o":{"k":{}}}"#
        let value = try MustacheValue(json: Data(text.utf8))
        #expect(value == ["s": "x", "i": 7, "d": 1.25, "t": true, "n": nil, "a": [1, "b", false], "o": ["k": [:]]])
    }

    @Test("bad JSON is an error")
    func badJSON() {
        #expect(throws: DecodingError.self) { try MustacheValue(json: Data("{\"a\":".utf8)) }
    }

    @Test("descriptions are deterministic JSON with sorted keys")
    func description() {
        let value: MustacheValue = ["b": [1, 2.5, nil], "a": "q\"\n", "c": ["z": true, "y": false]]
        #expect(value.description == #"{"a":"q\"\n","b":[1,2.5,null],"c":{"y":false,"z":true}}"#)
    }

    @Test("a value encodes back to the same JSON")
    func roundTrip() throws {
        let value: MustacheValue = ["b": [1, 2.5, nil], "a": "x", "c": ["t": true]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(value)
        #expect(String(decoding: data, as: UTF8.self) == #"{"a":"x","b":[1,2.5,null],"c":{"t":true}}"#)
        #expect(try MustacheValue(json: data) == value)
    }
}
