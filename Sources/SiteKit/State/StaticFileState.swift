/// The files of `static/`, published at the site's root as they are, in path order.
public struct StaticFileState: Codable, Sendable, Equatable {
    public var files: [ContentFile] = []

    public init() {}
}

public enum StaticFileAction: Codable, Sendable, Equatable {
    /// Every file of `static/`; they replace any earlier ones.
    case loaded(files: [ContentFile])
}

func staticFileReducer(_ state: inout StaticFileState, _ action: StaticFileAction) {
    switch action {
    case .loaded(let files):
        state.files = files.sorted { $0.path < $1.path }
    }
}
