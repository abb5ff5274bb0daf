import Mustache
import Testing

/// Strict mode turns names that do not exist into errors at the tag; the default renders them
/// as nothing, as the spec requires.
@Suite("Strict mode")
struct StrictModeTests {
    private func strictError(
        _ source: String, _ context: MustacheValue, partials: [String: String] = [:]
    ) throws -> String? {
        let template = try Template(source, name: "page.mustache")
        do {
            _ = try template.render(context, partials: TemplateDictionary(sources: partials), strict: true)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a missing variable is an error at its tag; without strict mode it renders as nothing")
    func missingVariable() throws {
        let source = "<title>{{site}}</title>\n<h1>{{titel}}</h1>"
        #expect(
            try strictError(source, ["site": "S", "title": "T"]) == "page.mustache:2:5: variable \"titel\" not found")
        #expect(try Template(source).render(["site": "S", "title": "T"]) == "<title>S</title>\n<h1></h1>")
    }

    @Test("a dotted name must resolve all the way down")
    func missingDottedName() throws {
        #expect(
            try strictError("{{page.titel}}", ["page": ["title": "T"]])
                == "page.mustache:1:1: variable \"page.titel\" not found")
        #expect(
            try strictError("{{page.title.x}}", ["page": ["title": "T"]])
                == "page.mustache:1:1: variable \"page.title.x\" not found")
    }

    @Test("missing sections and inverted sections are errors")
    func missingSections() throws {
        #expect(try strictError("\n  {{#items}}x{{/items}}", [:]) == "page.mustache:2:3: section \"items\" not found")
        #expect(
            try strictError("{{^items}}none{{/items}}", [:])
                == "page.mustache:1:1: inverted section \"items\" not found")
    }

    @Test("a key that exists with null or false is fine: only absent keys are errors")
    func nullIsNotMissing() throws {
        let source =
            "{{#prev}}<a href=\"{{prev.url}}\">prev</a>{{/prev}}{{^prev}}first{{/prev}}[{{subtitle}}]{{#draft}}draft{{/draft}}"
        let template = try Template(source, name: "page.mustache")
        #expect(try template.render(["prev": nil, "subtitle": nil, "draft": false], strict: true) == "first[]")
        #expect(
            try template.render(["prev": ["url": "/a"], "subtitle": nil, "draft": false], strict: true)
                == "<a href=\"/a\">prev</a>[]")
    }

    @Test("names found further down the context stack are not missing")
    func outerContext() throws {
        let template = try Template("{{#items}}{{name}}@{{site}} {{/items}}")
        #expect(
            try template.render(["site": "s", "items": [["name": "a"], ["name": "b"]]], strict: true) == "a@s b@s ")
    }

    @Test("missing partials and parents are errors")
    func missingPartials() throws {
        #expect(try strictError("a\n{{>footer}}", [:]) == "page.mustache:2:1: partial \"footer\" not found")
        #expect(try strictError("{{<base}}{{/base}}", [:]) == "page.mustache:1:1: parent \"base\" not found")
        #expect(try Template("a{{>footer}}b").render([:]) == "ab")
    }

    @Test("dynamic partial names must exist and be strings")
    func dynamicNames() throws {
        #expect(
            try strictError("{{>*kind}}", [:])
                == "page.mustache:1:1: dynamic partial name \"kind\" not found")
        #expect(
            try strictError("{{>*kind}}", ["kind": 3])
                == "page.mustache:1:1: dynamic partial name \"kind\" is 3, not a string")
        #expect(try strictError("{{>*kind}}", ["kind": "card"]) == "page.mustache:1:1: partial \"card\" not found")
        #expect(try strictError("{{>*kind}}", ["kind": nil]) == nil)
    }

    @Test("an error inside a partial names the partial's template")
    func errorInPartial() throws {
        #expect(
            try strictError(
                "{{#items}}{{>card}}{{/items}}", ["items": [["title": "a"]]], partials: ["card": "<li>\n{{titel}}</li>"]
            )
                == "card:2:1: variable \"titel\" not found")
    }

    @Test("an error in a block names the template the block was written in")
    func errorInBlock() throws {
        let base = ["base": "<main>\n  {{$main}}\n  {{/main}}\n</main>\n{{$footer}}{{sitename}}{{/footer}}"]
        #expect(
            try strictError("{{<base}}\n{{$main}}\n<p>{{titel}}</p>\n{{/main}}\n{{/base}}", [:], partials: base)
                == "page.mustache:3:4: variable \"titel\" not found")
        #expect(
            try strictError("{{<base}}{{$main}}ok{{/main}}{{/base}}", [:], partials: base)
                == "base:5:12: variable \"sitename\" not found")
    }

    @Test("a list or object printed as text is an error")
    func containerAsText() throws {
        #expect(
            try strictError("{{tags}}", ["tags": ["a", "b"]])
                == "page.mustache:1:1: variable \"tags\" is a list, not text: use a section")
        #expect(
            try strictError("{{page}}", ["page": ["a": 1]])
                == "page.mustache:1:1: variable \"page\" is an object, not text: use a section")
    }

    @Test("a block nobody overrides is not an error")
    func unfilledBlock() throws {
        #expect(try strictError("{{$main}}default{{/main}}", [:]) == nil)
    }
}
