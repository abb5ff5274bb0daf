/// Finds the templates that `{{>name}}`, `{{>*name}}` and `{{<name}}` refer to.
///
/// Implementations are shared by every render, from many tasks at once: compile templates
/// once and return the same `Template` each time.
public protocol PartialResolver: Sendable {
    /// The template called `name`, or nil when there is none (an error only in strict mode).
    func template(named name: String) throws(MustacheError) -> Template?
}

/// Partials given in memory, by name.
public struct TemplateDictionary: PartialResolver {
    /// The templates, by the name tags use.
    public let templates: [String: Template]

    /// Resolves from already compiled templates.
    public init(_ templates: [String: Template] = [:]) {
        self.templates = templates
    }

    /// Compiles every source up front; each template is named by its key.
    public init(sources: [String: String]) throws(MustacheError) {
        var templates: [String: Template] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates[name] = try Template(source, name: name)
        }
        self.templates = templates
    }

    /// The template called `name`, if given.
    public func template(named name: String) -> Template? {
        templates[name]
    }
}
