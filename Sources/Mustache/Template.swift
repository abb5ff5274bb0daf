import Synchronization

/// A compiled Mustache template: parse once, render many times, from any number of tasks.
///
/// ```swift
/// let page = try Template("<h1>{{title}}</h1>{{>footer}}", name: "page.mustache")
/// let html = try page.render(["title": "Hello"], partials: TemplateDictionary(sources: ["footer": "<hr>"]))
/// ```
public struct Template: Sendable {
    /// The name errors are reported under, usually the template's file path.
    public let name: String
    /// The text it was compiled from.
    public let source: String
    private let tree: NodeTree
    private let sizeHint: OutputSizeHint
    var nodes: [Node] { tree.nodes }

    /// Compiles `source`, or throws the first syntax error with its line and column.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        let bytes = Array(source.utf8)
        var scanner = Scanner(source: bytes, templateName: name)
        let tokens = try scanner.scan()
        let lines = StandaloneLines(source: bytes).apply(to: tokens)
        self.name = name
        self.source = source
        tree = NodeTree(try TreeBuilder(source: bytes, templateName: name).build(lines))
        sizeHint = OutputSizeHint(initial: bytes.count)
    }

    /// Renders the template against `context`.
    ///
    /// - Parameters:
    ///   - context: the bottom of the context stack: a name the sections around a tag lack is looked up here.
    ///   - partials: where `{{>name}}` and `{{<name}}` find their templates.
    ///   - strict: when true, a variable, section, partial or parent that is not found is an
    ///     error naming the tag's template, line and column, instead of rendering as nothing.
    ///     A key that exists with a `null` or `false` value is not an error.
    public func render(
        _ context: MustacheValue, partials: any PartialResolver = TemplateDictionary(), strict: Bool = false
    ) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(context, partials: partials, strict: strict), as: UTF8.self)
    }

    /// Renders as `render` does, into UTF-8 bytes: what a file is written from, without the copy and the
    /// UTF-8 check that making a `String` of them costs.
    public func renderUTF8(
        _ context: MustacheValue, partials: any PartialResolver = TemplateDictionary(), strict: Bool = false
    ) throws(MustacheError) -> [UInt8] {
        var renderer = Renderer(context: context, partials: partials, strict: strict, capacity: sizeHint.value)
        try renderer.render(nodes, in: name)
        sizeHint.record(renderer.output.count)
        // A copy of the bytes alone: the buffer was reserved for the largest page, and pages are kept until published.
        return renderer.output.withUnsafeBufferPointer { Array($0) }
    }
}

/// The largest output a template has rendered, shared by its copies: later renders reserve that
/// much at once instead of growing the buffer by doubling, which cost about 15% of the time on
/// the list-page benchmark. It only sizes a buffer: the bytes rendered never depend on it.
final class OutputSizeHint: Sendable {
    private let largest: Atomic<Int>

    init(initial: Int) {
        largest = Atomic(initial)
    }

    var value: Int { largest.load(ordering: .relaxed) }

    func record(_ size: Int) {
        largest.max(size, ordering: .relaxed)
    }
}
