/// A template problem, located precisely: printed `TEMPLATE:LINE:COLUMN: message`.
///
/// `template` is the name the caller gave when compiling (a theme passes file paths such as
/// `Themes/default/layouts/month.mustache`); an error inside a partial names the partial.
/// Lines and columns count from 1; columns count characters (Unicode scalars), not bytes.
/// A problem with a whole file or folder (it cannot be read) has line and column 0 and prints
/// `TEMPLATE: message`.
public struct MustacheError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The name of the template the error is in.
    public let template: String
    /// The line of the offending tag, from 1.
    public let line: Int
    /// The column of the offending tag's first character, from 1.
    public let column: Int
    /// What is wrong, in words a theme author understands.
    public let message: String

    /// Creates an error at a known place.
    public init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ message: String, in template: String, at position: SourcePosition) {
        self.init(template: template, line: position.line, column: position.column, message: message)
    }

    /// `TEMPLATE:LINE:COLUMN: message`, the shape compilers use, so editors can jump to it.
    public var description: String {
        line == 0 ? "\(template): \(message)" : "\(template):\(line):\(column): \(message)"
    }
}

/// Where a tag starts in its template's source.
struct SourcePosition: Sendable, Equatable {
    var line: Int
    var column: Int

    static let start = SourcePosition(line: 1, column: 1)
}
