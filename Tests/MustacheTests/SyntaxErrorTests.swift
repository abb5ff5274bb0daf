import Mustache
import Testing

/// Every syntax error names the template, line and column of the offending tag.
@Suite("Syntax errors")
struct SyntaxErrorTests {
    private func compileError(_ source: String) -> String? {
        do {
            _ = try Template(source, name: "Themes/default/layouts/month.mustache")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("an unclosed section is reported at its opening tag")
    func unclosedSection() {
        #expect(
            compileError("<ul>\n  {{#items}}\n    <li>{{name}}</li>\n</ul>\n")
                == "Themes/default/layouts/month.mustache:2:3: {{#items}} is never closed: expected a closing tag for \"items\""
        )
    }

    @Test("the innermost unclosed section is the one reported")
    func innermostUnclosed() {
        #expect(
            compileError("{{#a}}\n{{^b}}\n{{/a}}")
                == "Themes/default/layouts/month.mustache:3:1: {{/a}} does not match {{^b}} opened at 2:1")
        #expect(
            compileError("{{#a}}{{#b}}")
                == "Themes/default/layouts/month.mustache:1:7: {{#b}} is never closed: expected a closing tag for \"b\""
        )
    }

    @Test("a mismatched closing tag names both tags and where the open one is")
    func mismatchedClose() {
        #expect(
            compileError("{{#items}}\n  {{name}}\n{{/item}}\n")
                == "Themes/default/layouts/month.mustache:3:1: {{/item}} does not match {{#items}} opened at 1:1")
    }

    @Test("a closing tag with nothing open")
    func strayClose() {
        #expect(
            compileError("a {{/x}}")
                == "Themes/default/layouts/month.mustache:1:3: {{/x}} closes nothing: no section is open")
    }

    @Test("unclosed tags, plain and triple")
    func unclosedTag() {
        #expect(
            compileError("Hello\n  {{name")
                == "Themes/default/layouts/month.mustache:2:3: unclosed tag: \"{{\" has no closing \"}}\"")
        #expect(
            compileError("{{{name}}")
                == "Themes/default/layouts/month.mustache:1:1: unclosed tag: \"{{{\" has no closing \"}}}\"")
        #expect(
            compileError("{{#items}}")
                == "Themes/default/layouts/month.mustache:1:1: {{#items}} is never closed: expected a closing tag for \"items\""
        )
    }

    @Test("a forgotten closing delimiter is reported as such, not as a bad name")
    func forgottenClose() {
        #expect(
            compileError("<p>{{name, welcome to {{site}}</p>")
                == "Themes/default/layouts/month.mustache:1:4: unclosed tag: \"{{\" has no closing \"}}\" before the next \"{{\""
        )
    }

    @Test("bad delimiter changes")
    func badDelimiters() {
        #expect(
            compileError("a\n{{=<% =}}")
                == "Themes/default/layouts/month.mustache:2:1: bad delimiter change \"{{=<% =}}\": expected two delimiters separated by a space, like {{=<% %>=}}"
        )
        #expect(
            compileError("{{=<% = %>=}}")
                == "Themes/default/layouts/month.mustache:1:1: bad delimiter change \"{{=<% = %>=}}\": expected two delimiters separated by a space, like {{=<% %>=}}"
        )
        #expect(
            compileError("{{=<% %>}}")
                == "Themes/default/layouts/month.mustache:1:1: bad delimiter change: \"{{=\" must end with \"=}}\"")
    }

    @Test("errors after a delimiter change use the new delimiters")
    func afterDelimiterChange() {
        #expect(
            compileError("{{=<% %>=}}\n<% name")
                == "Themes/default/layouts/month.mustache:2:1: unclosed tag: \"<%\" has no closing \"%>\"")
    }

    @Test("empty tags and malformed names")
    func badNames() {
        #expect(
            compileError("{{ }}") == "Themes/default/layouts/month.mustache:1:1: empty tag \"{{ }}\": expected a name")
        #expect(
            compileError("x {{first name}}")
                == "Themes/default/layouts/month.mustache:1:3: bad tag \"{{first name}}\": a name cannot contain spaces"
        )
        #expect(
            compileError("{{#a..b}}{{/a..b}}")
                == "Themes/default/layouts/month.mustache:1:1: bad name \"a..b\" in \"{{#a..b}}\": dots must separate names"
        )
        #expect(
            compileError("{{>*}}")
                == "Themes/default/layouts/month.mustache:1:1: bad name \"\" in \"{{>*}}\": dots must separate names")
    }

    @Test("columns count characters, not bytes, and lines count newlines inside comments")
    func positions() {
        #expect(
            compileError("héllo wörld {{/x}}")
                == "Themes/default/layouts/month.mustache:1:13: {{/x}} closes nothing: no section is open")
        #expect(
            compileError("{{! a comment\n over two lines }}\n  {{/x}}")
                == "Themes/default/layouts/month.mustache:3:3: {{/x}} closes nothing: no section is open")
    }

    @Test("inheritance tags are checked like sections")
    func inheritanceTags() {
        #expect(
            compileError("{{<base}}\n{{$main}}\n{{/base}}")
                == "Themes/default/layouts/month.mustache:3:1: {{/base}} does not match {{$main}} opened at 2:1")
    }
}
