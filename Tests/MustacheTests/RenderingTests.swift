import Mustache
import Testing

@Suite("Rendering")
struct RenderingTests {
    @Test("{{x}} escapes all five HTML characters; {{{x}}} and {{&x}} do not")
    func escaping() throws {
        let context: MustacheValue = ["x": "& < > \" ' é"]
        #expect(try Template("{{x}}").render(context) == "&amp; &lt; &gt; &quot; &#39; é")
        #expect(try Template("{{{x}}}|{{&x}}").render(context) == "& < > \" ' é|& < > \" ' é")
        #expect(
            try Template("<a title=\"{{x}}\">").render(["x": "\"><script>"]) == "<a title=\"&quot;&gt;&lt;script&gt;\">"
        )
    }

    @Test("falsey values: null, false, empty list, empty string and zero")
    func falsey() throws {
        let template = try Template("{{#v}}yes{{/v}}{{^v}}no{{/v}}")
        for value: MustacheValue in [nil, false, [], "", 0, 0.0] {
            #expect(try template.render(["v": value]) == "no", "\(value)")
        }
        for value: MustacheValue in [true, [1], "a", 1, 0.5, [:]] {
            #expect(try template.render(["v": value]) == "yes", "\(value)")
        }
    }

    @Test("numbers print as people write them")
    func numbers() throws {
        let template = try Template("{{a}} {{b}} {{c}} {{d}}")
        #expect(try template.render(["a": 85.0, "b": 1.5, "c": -3, "d": true]) == "85 1.5 -3 true")
    }

    @Test("a list renders its section once per element, with the element on top of the stack")
    func lists() throws {
        let template = try Template("<ul>\n{{#items}}\n  <li>{{.}}</li>\n{{/items}}\n</ul>\n")
        #expect(try template.render(["items": ["a", "<b>"]]) == "<ul>\n  <li>a</li>\n  <li>&lt;b&gt;</li>\n</ul>\n")
    }

    @Test("layout inheritance: a page fills its base layout's blocks")
    func inheritance() throws {
        let partials = try TemplateDictionary(sources: [
            "base":
                "<html>\n<head><title>{{$title}}Site{{/title}}</title></head>\n<body>\n  {{$main}}\n  nothing\n  {{/main}}\n</body>\n</html>\n"
        ])
        let page = try Template(
            "{{<base}}\n{{$title}}{{day}}{{/title}}\n{{$main}}\n<p>{{memo}}</p>\n{{/main}}\n{{/base}}\n", name: "day")
        #expect(
            try page.render(["day": "2026-11-03", "memo": "Hi"], partials: partials)
                == "<html>\n<head><title>2026-11-03</title></head>\n<body>\n  <p>Hi</p>\n</body>\n</html>\n")
    }

    @Test("a parent's name can come from the context, like a dynamic partial's")
    func dynamicParent() throws {
        let partials = try TemplateDictionary(sources: ["wide": "<div class=wide>{{$main}}{{/main}}</div>"])
        let page = try Template("{{<*layout}}{{$main}}{{title}}{{/main}}{{/*layout}}")
        #expect(try page.render(["layout": "wide", "title": "T"], partials: partials) == "<div class=wide>T</div>")
    }

    @Test("a template of 1 MB compiles and renders in full")
    func megabyteTemplate() throws {
        let row = "<tr><td>{{name}}</td><td>{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}</td><td>{{{raw}}}</td></tr>\n"
        let count = 1_048_576 / row.utf8.count + 1
        let source = String(repeating: row, count: count)
        #expect(source.utf8.count >= 1_048_576)
        let rendered = try Template(source).render(["name": "a&b", "flag": true, "raw": "<i>"])
        #expect(rendered == String(repeating: "<tr><td>a&amp;b</td><td>yes</td><td><i></td></tr>\n", count: count))

        let oneLine = String(repeating: "{{x}}.", count: 150_000)
        #expect(try Template(oneLine).render(["x": 1]) == String(repeating: "1.", count: 150_000))
    }

    @Test("8 tasks rendering the same template at once get identical results")
    func concurrentRendering() async throws {
        let partials = try TemplateDictionary(sources: ["item": "<li>{{title}} ({{n}})</li>\n"])
        let template = try Template("<ul>\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n")
        let items = MustacheValue.array((0..<500).map { ["title": .string("t<\($0)>"), "n": .int($0)] })
        let context: MustacheValue = ["items": items]
        let expected = try template.render(context, partials: partials)
        #expect(expected.contains("  <li>t&lt;499&gt; (499)</li>\n"))
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try template.render(context, partials: partials) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
