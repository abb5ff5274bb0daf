import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SiteKit

/// A copy of the sample site and the themes in a temporary folder, built in-process: with the render
/// cache into `Output`, and from nothing (an empty cache of its own) into `Clean`.
struct IncrementalSite {
    let folder: URL
    var cacheFolder: URL { folder.appendingPathComponent(".sitegen-cache") }

    init(_ name: String = #function) throws {
        folder = try TestFolders.temporary(name)
        for part in ["Content", "Themes"] {
            try FileManager.default.copyItem(
                at: TestFolders.package.appendingPathComponent(part), to: folder.appendingPathComponent(part))
        }
    }

    /// Builds into `Output` with the cache beside the content, and returns what publishing wrote.
    func build(date: String = "2026-11-30") async throws -> BuildState.PublishedFiles {
        try await build(into: "Output", cache: cacheFolder, date: date).published
    }

    /// Builds into `Output` with the cache beside the content, and tells whether rendering was skipped
    /// because the output already was what the build would make (`PublishedTree`).
    func buildSkipping(
        date: String = "2026-11-30", drafts: Bool = false, future: Bool = false, actionLog: Bool = false
    ) async throws -> Bool {
        let stages = try await build(
            into: "Output", cache: cacheFolder, date: date, drafts: drafts, future: future, actionLog: actionLog
        ).stages
        return stages.contains("rendering (nothing changed)")
    }

    /// Builds, then once more with nothing changed, and expects the second to skip rendering: the first
    /// recorded every file it published, having waited out the clock's tick (`FileIdentity.awaitNextTick`).
    func settle(sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        _ = try await buildSkipping()
        #expect(
            try await buildSkipping(), "a build with nothing changed rendered again", sourceLocation: sourceLocation)
    }

    /// Builds from nothing into `Clean` and expects `Output` to hold exactly its files and bytes; says
    /// whether it did.
    @discardableResult
    func expectSameBytesAsACleanBuild(
        date: String = "2026-11-30", drafts: Bool = false, future: Bool = false, comment: String = "",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> Bool {
        let cleanCache = folder.appendingPathComponent("clean-cache")
        try? FileManager.default.removeItem(at: cleanCache)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("Clean"))
        _ = try await build(into: "Clean", cache: cleanCache, date: date, drafts: drafts, future: future)
        let output = try files(in: "Output")
        let clean = try files(in: "Clean")
        #expect(output.keys.sorted() == clean.keys.sorted(), "\(comment)", sourceLocation: sourceLocation)
        let differing = clean.keys.filter { output[$0] != clean[$0] }.sorted()
        #expect(differing.isEmpty, "\(comment) \(differing)", sourceLocation: sourceLocation)
        return output.keys.sorted() == clean.keys.sorted() && differing.isEmpty
    }

    /// Settles, then damages the record at `path` (below the site's folder) three ways in turn (other bytes,
    /// its first half, a byte more), each followed by an edit of a memo and a build, which must give a clean
    /// build's bytes; `check` is then given the record as the settled build wrote it.
    func expectDamagedRecordIgnored(
        at path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        check: (_ whole: Data) throws -> Void
    ) async throws {
        try await settle(sourceLocation: sourceLocation)
        let url = folder.appendingPathComponent(path)
        let whole = try Data(contentsOf: url)
        for damaged in [Data("damaged".utf8), whole.prefix(whole.count / 2), whole + Data([0])] {
            try damaged.write(to: url)
            try rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
            _ = try await build()
            try await expectSameBytesAsACleanBuild(sourceLocation: sourceLocation)
            try check(whole)
        }
    }

    /// `expectDamagedRecordIgnored`, where each build writes the record at `path` again as the settled one.
    func expectDamagedRecordWrittenAgain(
        at path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        try await expectDamagedRecordIgnored(at: path, sourceLocation: sourceLocation) { whole in
            let written = try Data(contentsOf: folder.appendingPathComponent(path))
            #expect(written == whole, sourceLocation: sourceLocation)
        }
    }

    /// Settles, then has `forge` write a record of an input that only it could hold: the next build, after
    /// an edit of a memo, shows `recorded` on the page at `page` (the record is believed while the input's
    /// bytes are as recorded); after `change` edits the input, the page shows `changed` and not `recorded`,
    /// and the output is a clean build's.
    func expectRecordBelievedUntilItsInputChanges(
        forge: () throws -> Void, change: () throws -> Void, page: String, recorded: String, changed: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        try await settle(sourceLocation: sourceLocation)
        let shown = { try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8) }
        try forge()
        try rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await build()
        #expect(try shown().contains(recorded), sourceLocation: sourceLocation)
        try change()
        _ = try await build()
        #expect(try shown().contains(changed), sourceLocation: sourceLocation)
        #expect(try !shown().contains(recorded), sourceLocation: sourceLocation)
        try await expectSameBytesAsACleanBuild(sourceLocation: sourceLocation)
    }

    /// Builds after `warn` makes the input `file` warn once, then again after an edit of a memo, with the
    /// input taken from its record (`recordedWarnings` counts the record's): both give the same warnings,
    /// quoted from the input's lines.
    func expectSameWarningsFromRecord(
        of file: String, warn: () throws -> Void, recordedWarnings: () throws -> Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let warnings = {
            try #require(lastState).state.diagnostics.warnings.filter { $0.location.file.hasSuffix(file) }
        }
        try warn()
        _ = try await build()
        let first = try warnings()
        #expect(first.count == 1, sourceLocation: sourceLocation)
        #expect(first.first?.excerpt != nil, sourceLocation: sourceLocation)
        #expect(try recordedWarnings() == 1, sourceLocation: sourceLocation)
        try rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await build()
        #expect(try warnings() == first, sourceLocation: sourceLocation)
    }

    private func build(
        into output: String, cache: URL, date: String, drafts: Bool = false, future: Bool = false,
        actionLog: Bool = false
    ) async throws -> (published: BuildState.PublishedFiles, stages: [String]) {
        var options = BuildOptions(
            content: folder.appendingPathComponent("Content"), themes: folder.appendingPathComponent("Themes"),
            output: folder.appendingPathComponent(output), buildDate: .day(Day(iso: date)!))
        options.cache = cache
        options.includesDrafts = drafts
        options.includesFuture = future
        options.actionLog = actionLog ? folder.appendingPathComponent("actions.jsonl") : nil
        let stages = StageNames()
        let (state, config) = try await SiteBuilder(options: options, services: .live(environment: [:])).publish(
            observer: nil, timing: { stage, _ in stages.names.append(stage) })
        lastBuild.value.withLock { $0 = (state, config) }
        return (try #require(state.build.published), stages.names)
    }

    /// What `sitegen check` finds in the site, built with the cache beside the content; the output is not touched.
    func check(date: String = "2026-11-30") async throws -> LinkChecker.Report {
        var options = BuildOptions(
            content: folder.appendingPathComponent("Content"), themes: folder.appendingPathComponent("Themes"),
            output: folder.appendingPathComponent("Output"), buildDate: .day(Day(iso: date)!))
        options.cache = cacheFolder
        return try await SiteBuilder(options: options, services: .live(environment: [:])).check(
            observer: nil, timing: nil
        ).report
    }

    /// The final state and the configuration of the last build.
    var lastState: (state: AppState, config: SiteConfig)? { lastBuild.value.withLock { $0 } }
    private let lastBuild = LastBuild()

    private final class LastBuild: Sendable {
        let value = Mutex<(AppState, SiteConfig)?>(nil)
    }

    private final class StageNames {
        var names: [String] = []
    }

    /// Every file below `name` with its bytes.
    func files(in name: String) throws -> [String: Data] {
        let root = folder.appendingPathComponent(name)
        var files: [String: Data] = [:]
        for entry in try FolderListing.entries(below: root, displayName: name) where entry.kind == .file {
            files[entry.path] = try Data(contentsOf: root.appendingPathComponent(entry.path))
        }
        return files
    }

    /// The modification time of every file of `Output`, in nanoseconds.
    func modificationTimes() throws -> [String: Int] {
        let root = folder.appendingPathComponent("Output")
        var times: [String: Int] = [:]
        for entry in try FolderListing.entries(below: root, displayName: "Output") where entry.kind == .file {
            var status = stat()
            guard stat(root.appendingPathComponent(entry.path).path, &status) == 0 else {
                throw CocoaError(.fileReadUnknown)
            }
            times[entry.path] = status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec
        }
        return times
    }

    /// The inode of every file below `relative`, by its path there: a file written anew has another.
    func inodes(below relative: String) throws -> [String: UInt64] {
        let root = folder.appendingPathComponent(relative)
        var inodes: [String: UInt64] = [:]
        for entry in try FolderListing.entries(below: root, displayName: relative) where entry.kind == .file {
            var status = stat()
            guard stat(root.appendingPathComponent(entry.path).path, &status) == 0 else {
                throw CocoaError(.fileReadUnknown)
            }
            inodes[entry.path] = UInt64(status.st_ino)
        }
        return inodes
    }

    /// Memos of a summer long past, with text enough for the older memos' search part to have four shards,
    /// and each short enough for its search document's file to hold all of it (`SearchDocument.excerptSource`).
    func writeSummerMemos() throws {
        let words = ["harbour", "ferry", "market", "lighthouse", "tide", "朝市", "港の夕暮れ"]
        for day in 1...10 {
            let text = (0..<2_000).map { words[($0 * 7 + day) % words.count] + "\($0 % 97)" }
            try write(
                "---\ntitle: 夏の\(day)\n---\n\(text.joined(separator: " "))\n",
                to: "Content/memos/2026/07/2026-07-\(day < 10 ? "0" : "")\(day).md")
        }
    }

    func write(_ text: String, to path: String) throws {
        try TestFolders.write(text, to: path, in: folder)
    }

    /// Replaces the text of the file at `path` with what `change` makes of it.
    func rewrite(_ path: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(path)
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    func replace(_ old: String, with new: String, in path: String) throws {
        let url = folder.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "\(path) has no \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
