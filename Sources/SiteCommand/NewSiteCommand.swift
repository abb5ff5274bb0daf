import Foundation
import SiteKit

/// `sitegen init [DIR]`: writes a new site into an empty or new folder; returns the exit code.
public struct NewSiteCommand: Sendable {
    var options: NewSiteOptions
    var environment: [String: String]
    let print: @Sendable (String) -> Void
    let warn: @Sendable (String) -> Void

    public init(
        options: NewSiteOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        print: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void
    ) {
        self.options = options
        self.environment = environment
        self.print = print
        self.warn = warn
    }

    public func run() -> Int32 {
        let timeZone = Self.timeZone(environment: environment)
        let today: Day
        do {
            today = try BuildDate.resolve(option: options.date, environment: environment, now: Date()).day(
                in: TimeZone(identifier: timeZone.name)!)
        } catch {
            warn("sitegen: \(UsageError(message: error.message, command: .`init`))")
            return 2
        }
        let folder = URL(
            fileURLWithPath: options.folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let site = NewSite(language: options.language, timeZone: timeZone.name, today: today)
        do throws(Diagnostic) {
            try Self.checkEmpty(folder, name: options.folder)
            for file in site.files { try Self.write(file, into: folder, name: options.folder) }
        } catch {
            warn("error: \(error)")
            return 1
        }
        if let reason = timeZone.reasonForUTC {
            warn("sitegen: \(reason); the new site uses UTC: change timeZone in site.yml")
        }
        print(
            "Made a new site in \(options.folder): Content/site.yml, a first memo for \(today.iso), "
                + "an example calendar and pickup messages, and Themes/site, a theme extending the default")
        print(options.folder == "." ? "Build it with: sitegen" : "Build it with: cd \(options.folder) && sitegen")
        return 0
    }

    /// The zone `TZ` names (`Asia/Tokyo`, or `:Asia/Tokyo` as glibc also reads it) when it is an IANA
    /// name, else UTC and why, for the user to hear of.
    static func timeZone(environment: [String: String]) -> (name: String, reasonForUTC: String?) {
        guard let value = environment["TZ"] else { return ("UTC", "TZ is not set") }
        let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        guard isZoneName(name) else { return ("UTC", "TZ \"\(shortenedForMessage(value))\" is not a time zone name") }
        return (name, nil)
    }

    /// Whether `name` is an IANA zone to both readers of it: to Foundation, as `site.yml` is checked, and to
    /// glibc, which reads `TZ` from the system's zone database when it has a file of that name and else as a
    /// POSIX rule such as `JST-9` or `GMT+5`, which Foundation reads differently or not at all (its `GMT+5`
    /// is five hours east of UTC, POSIX's five hours west).
    private static func isZoneName(_ name: String) -> Bool {
        var isFolder: ObjCBool = false
        return SiteConfig.isTimeZoneName(name)
            && FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + name, isDirectory: &isFolder)
            && !isFolder.boolValue
    }

    /// A new site goes only into a folder that does not exist or is empty, so that nothing of the user's is overwritten.
    private static func checkEmpty(_ folder: URL, name: String) throws(Diagnostic) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw .error(SourceLocation(file: name), "exists and is not a folder") }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .error(SourceLocation(file: name), "cannot list the folder (\(TextFile.reason(error)))")
        }
        guard entries.isEmpty else {
            throw .error(
                SourceLocation(file: name),
                "the folder is not empty; sitegen init makes a new site only in an empty or new folder")
        }
    }

    private static func write(_ file: OutputFile, into folder: URL, name: String) throws(Diagnostic) {
        let url = folder.appendingPathComponent(file.path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url, options: .withoutOverwriting)
        } catch {
            throw .error(
                SourceLocation(file: name == "." ? file.path : "\(name)/\(file.path)"),
                "cannot write the file (\(TextFile.reason(error)))")
        }
    }
}
