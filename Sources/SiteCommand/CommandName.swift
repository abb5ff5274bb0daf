import SiteKit

/// The commands of `sitegen`: `sitegen [build]`, `check`, `serve`, `new`, `init`, `replay`, `help` and `version`.
public enum CommandName: String, Sendable, Equatable, CaseIterable {
    case build, check, serve, new, `init`, replay, help, version
}

extension CommandName {
    /// `unknown command "serv" (did you mean "serve"?)`.
    static func unknown(_ name: String) -> String {
        "unknown command \"\(name)\"" + NearestName.hint(for: name, among: allCases.map(\.rawValue))
    }
}
