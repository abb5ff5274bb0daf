import Foundation
import Mustache
import Testing

@Suite("Deep nesting and large templates")
struct NestingTests {
    private func nested(_ depth: Int) -> String {
        String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
    }

    @Test("a section nested 1,000 deep renders")
    func thousandDeep() throws {
        let template = try Template(nested(1_000), name: "deep.mustache")
        #expect(try template.render(["a": true]) == "x")
        #expect(try template.render(["a": false]) == "")
    }

    @Test("deep templates and runaway partials need no deep stack: fine on a thread of 256 KB")
    func smallStack() async throws {
        let source = nested(1_000)
        let partials = try TemplateDictionary(sources: ["self": "<{{#a}}{{>self}}{{/a}}"])
        let runaway = try Template("{{>self}}", name: "page")
        let results = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            let thread = Thread {
                // Compiled, rendered and released here: none of it may recurse per level.
                let rendered = (try? Template(source).render(["a": true])) ?? "failed"
                var message = "no error"
                do { _ = try runaway.render(["a": true], partials: partials) } catch { message = "\(error)" }
                continuation.resume(returning: [rendered, message])
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        #expect(
            results == [
                "x",
                "self:1:2: templates nested more than 2000 levels deep while rendering (a partial that includes itself?)",
            ])
    }

    @Test("a section nested 1,001 deep is refused at compile time, at the offending tag")
    func tooDeep() {
        #expect {
            try Template(nested(1_001), name: "deep.mustache")
        } throws: { error in
            (error as? MustacheError)?.description
                == "deep.mustache:1:6001: {{#a}} is nested more than 1000 levels deep"
        }
    }

    @Test("nesting 100,000 deep fails cleanly instead of overflowing the stack")
    func farTooDeep() {
        #expect(throws: MustacheError.self) { try Template(nested(100_000), name: "deep.mustache") }
    }

    @Test("a partial that includes itself stops with an error naming the tag")
    func recursivePartial() throws {
        let partials = try TemplateDictionary(sources: ["self": "<{{>self}}"])
        let page = try Template("{{>self}}", name: "page")
        #expect {
            try page.render([:], partials: partials)
        } throws: { error in
            (error as? MustacheError)?.description
                == "self:1:2: templates nested more than 2000 levels deep while rendering (a partial that includes itself?)"
        }
    }

    @Test("a partial that includes itself inside a section stops at a bound on lookups, not after minutes")
    func recursivePartialWithMissingNames() throws {
        let missing = String(repeating: "{{zz}}", count: 100)
        let partials = try TemplateDictionary(sources: ["p": "{{#o}}\(missing){{>p}}{{/o}}"])
        let page = try Template("{{>p}}", name: "page")
        #expect {
            try page.render(["o": ["a": 1]], partials: partials)
        } throws: { error in
            (error as? MustacheError)?.description.hasSuffix(
                ": rendering searched more than 10000000 context levels (a partial that includes itself?)") == true
        }
    }

    @Test("a recursive partial over a finite tree renders")
    func recursiveTree() throws {
        let partials = try TemplateDictionary(sources: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        let tree: MustacheValue = [
            "name": "a",
            "children": [["name": "b", "children": [["name": "c", "children": []]]], ["name": "d", "children": []]],
        ]
        #expect(try Template("{{>node}}").render(tree, partials: partials) == "a(b(c())d())")
    }
}
