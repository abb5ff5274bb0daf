/// The commands of `sitegen`: `sitegen [build]`, `check`, `serve`, `init`, `replay`, `help` and `version`.
public enum CommandName: String, Sendable, Equatable, CaseIterable {
    case build, check, serve, `init`, replay, help, version
}
