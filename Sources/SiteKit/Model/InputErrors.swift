/// An error that is one diagnostic or several.
public protocol DiagnosticError: Error {
    var diagnostics: [Diagnostic] { get }
}

extension Diagnostic: DiagnosticError {
    public var diagnostics: [Diagnostic] { [self] }
}

/// Every error found in one input, in the order found. A reader goes on after an error wherever what follows
/// can still be checked (every key of `site.yml`, every memo), so that one build reports them all.
public struct InputErrors: DiagnosticError, Sendable, Equatable, CustomStringConvertible {
    public private(set) var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.init([diagnostic])
    }

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func append(contentsOf errors: InputErrors) {
        diagnostics += errors.diagnostics
    }

    /// What `read` gives, or nil when it fails, its error kept: `errors.attempt(fields.string, "title")`.
    mutating func attempt<A, T>(_ read: (A) throws(Diagnostic) -> T?, _ argument: A) -> T? {
        do {
            return try read(argument)
        } catch {
            diagnostics.append(error)
            return nil
        }
    }

    /// `attempt` of a read that takes two arguments: `errors.attempt(fields.int, "months", 0...120)`.
    mutating func attempt<A, B, T>(_ read: (A, B) throws(Diagnostic) -> T?, _ first: A, _ second: B) -> T? {
        attempt({ (arguments: (A, B)) throws(Diagnostic) in try read(arguments.0, arguments.1) }, (first, second))
    }

    /// What `step` gives; the error it throws, if it does, as the one error of an `InputErrors`.
    static func single<T>(_ step: () throws(Diagnostic) -> T) throws(InputErrors) -> T {
        do {
            return try step()
        } catch {
            throw InputErrors(error)
        }
    }

    /// Throws the errors kept, if there are any.
    func check() throws(InputErrors) {
        if !diagnostics.isEmpty { throw self }
    }

    /// The same errors sorted by line and column, as a compiler lists them; those of a line stay in their order.
    var inFileOrder: InputErrors {
        let place = { (diagnostic: Diagnostic) in (diagnostic.location.line ?? 0, diagnostic.location.column ?? 0) }
        return InputErrors(
            diagnostics.enumerated().sorted { a, b in
                let (x, y) = (place(a.element), place(b.element))
                return (x.0, x.1, a.offset) < (y.0, y.1, b.offset)
            }.map(\.element))
    }

    /// The same errors with the lines of `text` they are about quoted (`[Diagnostic].quoting`).
    func quoting(_ text: @autoclosure () -> String, file: String) -> InputErrors {
        InputErrors(diagnostics.quoting(text(), file: file))
    }

    /// One diagnostic per line, as `Diagnostic` describes itself.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
