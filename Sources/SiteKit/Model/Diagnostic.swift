/// Where in an input a problem is: a file (or a source's name), and a line and column when the format has them.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it, so editors and terminals can jump there.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let line, line > 0, let column { text += ":\(column)" }
        return text
    }
}

/// A problem found in the inputs. A warning means something was dropped or assumed and the build went on;
/// an error means the build cannot publish.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible, Error {
    public enum Severity: String, Hashable, Sendable, Codable {
        case warning, error
    }

    var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The line the diagnostic is about, quoted from the input that was read; nil when there is none to quote
    /// (no line, or a remote source's body that was not had).
    public var excerpt: SourceExcerpt?

    public init(_ severity: Severity, at location: SourceLocation, _ message: String, _ excerpt: SourceExcerpt? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.excerpt = excerpt
    }

    public static func warning(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    public static func error(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    /// `Content/memos/2026-11-03.md:4:7: front matter: expected a mapping`.
    public var description: String {
        "\(location): \(message)"
    }
}
