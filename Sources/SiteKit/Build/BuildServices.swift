import Foundation

/// What a build asks of the world besides its folders: local inputs read, remote sources fetched, the time.
/// A struct of closures (as Saga injects its readers and writers), so that tests run whole builds in-process
/// and put a failure, a delay or another clock exactly where they want one; `live` is the real world.
public struct BuildServices: Sendable {
    /// Reads a local input (`site.yml`, a local source); a failure names `displayName`. With `folder`, a file
    /// whose real path leaves that folder is refused unread.
    var readFile: @Sendable (_ url: URL, _ displayName: String, _ folder: URL?) throws(Diagnostic) -> Data
    /// Fetches remote sources: secrets from its environment, one log line per request.
    public var http: HTTPClient
    /// The time now: stamps cached copies and tells their age.
    public var now: @Sendable () -> Date

    public init(
        readFile: @escaping @Sendable (URL, String, URL?) throws(Diagnostic) -> Data = {
            url, name, folder throws(Diagnostic) in
            try TextFile.bytes(url, displayName: name, inside: folder)
        },
        http: HTTPClient, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.readFile = readFile
        self.http = http
        self.now = now
    }

    /// The files on disk, the network and the system clock. `environment` holds the secrets `site.yml` names;
    /// `requestLog` hears one line per HTTP request (`--verbose`).
    public static func live(
        environment: [String: String], requestLog: (@Sendable (String) -> Void)? = nil
    ) -> BuildServices {
        BuildServices(http: HTTPClient(environment: environment, log: { entry in requestLog?("  \(entry)") }))
    }
}
