/// A compiled Mustache template: parse once, render many times, from any number of tasks.
///
/// ```swift
/// let page = try Template("<h1>{{title}}</h1>{{>footer}}", name: "page.mustache")
/// let html = try page.render(["title": "Hello"], partials: TemplateDictionary(sources: ["footer": "<hr>"]))
/// ```
public struct Template: Sendable {
    /// The name errors are reported under, usually the template's file path.
    public let name: String
    let nodes: [Node]
    private let sourceSize: Int

    /// Compiles `source`, or throws the first syntax error with its line and column.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        let bytes = Array(source.utf8)
        var scanner = Scanner(source: bytes, templateName: name)
        let tokens = try scanner.scan()
        let lines = StandaloneLines(source: bytes).apply(to: tokens)
        self.name = name
        nodes = try TreeBuilder(source: bytes, templateName: name).build(lines)
        sourceSize = bytes.count
    }

    /// Renders the template against `context`.
    ///
    /// - Parameters:
    ///   - partials: where `{{>name}}` and `{{<name}}` find their templates.
    ///   - strict: when true, a variable, section, partial or parent that is not found is an
    ///     error naming the tag's template, line and column, instead of rendering as nothing.
    ///     A key that exists with a `null` or `false` value is not an error.
    public func render(
        _ context: MustacheValue, partials: any PartialResolver = TemplateDictionary(), strict: Bool = false
    ) throws(MustacheError) -> String {
        var renderer = Renderer(context: context, partials: partials, strict: strict, capacity: sourceSize * 2)
        try renderer.render(nodes, in: name)
        return String(decoding: renderer.output, as: UTF8.self)
    }
}
