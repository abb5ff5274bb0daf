import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct FolderWatcherTests {
    /// What a watcher reported, call by call.
    final class Reports: Sendable {
        private let calls = Mutex<[[String]]>([])

        func add(_ paths: [String]) {
            calls.withLock { $0.append(paths) }
        }

        var all: [[String]] {
            calls.withLock { $0 }
        }

        /// Waits until there are `count` calls (or the timeout), then a little longer for any extra one.
        func wait(for count: Int, timeout: TimeInterval = 5) -> [[String]] {
            let deadline = Date().addingTimeInterval(timeout)
            while all.count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            Thread.sleep(forTimeInterval: 0.4)
            return all
        }

        /// Waits until some call named `path` (or the timeout).
        func wait(forPath path: String, timeout: TimeInterval = 5) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while !all.joined().contains(path), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return all.joined().contains(path)
        }
    }

    @Test func aBurstOfChangesIsOneCallNamingEachPathOnce() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = try TestFolders.write("a", to: "memos/2026-11-03.md", in: folder)
        let reports = Reports()
        // A quiet time longer than the default, so that a loaded machine still writes the burst within it;
        // the new file first, so that the burst is never a whole save, which would settle sooner.
        let watcher = try FolderWatcher([folder], quiet: .seconds(1), onChange: reports.add)
        defer { watcher.stop() }
        try TestFolders.write("x", to: "site.yml", in: folder)
        for text in ["b", "c", "d"] { try text.write(to: memo, atomically: true, encoding: .utf8) }
        let calls = reports.wait(for: 1)
        #expect(calls.count == 1)
        #expect(calls.first.map(Set.init) == [memo.path, folder.appendingPathComponent("site.yml").path])
        #expect(calls.first?.count == 2)
    }

    /// The save with the most events is vim's `:w`: a probe file made and removed, the memo renamed to a
    /// backup, written anew, synced to disk, closed, its mode set, the backup removed. Its longest pause
    /// measured (`bench/editor-saves` on a loaded machine, in docs/performance.md) was 56 ms, and each of
    /// its two pauses (the memo missing, the sync) is given that here: a rebuild in the first would build
    /// the site without the memo.
    static let longestPauseInASave = Duration.milliseconds(56)

    func saveAsVimDoes(_ memo: URL, pause: Duration) throws {
        let probe = memo.deletingLastPathComponent().appendingPathComponent("4913")
        try Data().write(to: probe)
        try FileManager.default.removeItem(at: probe)
        let backup = URL(fileURLWithPath: memo.path + "~")
        #expect(rename(memo.path, backup.path) == 0)
        Thread.sleep(forTimeInterval: pause.inSeconds)
        let descriptor = open(memo.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        #expect(write(descriptor, "saved\n", 6) == 6)
        Thread.sleep(forTimeInterval: pause.inSeconds)
        close(descriptor)
        #expect(chmod(memo.path, 0o644) == 0)
        try FileManager.default.removeItem(at: backup)
    }

    @Test func theSlowestEditorsSaveIsOneCallWithTheDefaultSettle() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = try TestFolders.write("a", to: "memos/2026-12-01.md", in: folder)
        let reports = Reports()
        let watcher = try FolderWatcher([folder], onChange: reports.add)
        defer { watcher.stop() }
        try saveAsVimDoes(memo, pause: Self.longestPauseInASave)
        let calls = reports.wait(for: 1)
        #expect(calls.count == 1, "\(calls)")
        #expect(calls.first?.contains(memo.path) == true)
    }

    /// The same save with a settle shorter than its pauses is split: the test above can fail.
    @Test func aSettleShorterThanTheSavesPausesSplitsIt() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = try TestFolders.write("a", to: "memos/2026-12-01.md", in: folder)
        let reports = Reports()
        let watcher = try FolderWatcher([folder], quiet: Self.longestPauseInASave / 4, onChange: reports.add)
        defer { watcher.stop() }
        try saveAsVimDoes(memo, pause: Self.longestPauseInASave)
        let calls = reports.wait(for: 2)
        #expect(calls.count >= 2, "a call before the memo is written again, and one after: \(calls)")
    }

    /// A memo written in place and closed is a whole save (`SaveBurst`): reported after the short settle,
    /// while a new memo, which no save of a memo makes, waits the watcher's whole quiet time (here 3 s, cut
    /// to `FolderWatcher.longestWait`'s 2 s, so that neither is taken for the other on a loaded machine).
    @Test func aWholeSaveIsReportedSoonerThanANewFile() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = try TestFolders.write("a", to: "memos/2026-12-01.md", in: folder)
        let reports = Reports()
        let watcher = try FolderWatcher([folder], quiet: .seconds(3), onChange: reports.add)
        defer { watcher.stop() }
        let descriptor = open(memo.path, O_WRONLY | O_TRUNC)
        #expect(write(descriptor, "saved\n", 6) == 6)
        Thread.sleep(forTimeInterval: Self.longestPauseInASave.inSeconds)
        close(descriptor)
        #expect(reports.wait(for: 1, timeout: 1).count == 1, "the save waited the whole quiet time")

        let new = try TestFolders.write("new", to: "memos/2026-12-02.md", in: folder)
        #expect(reports.wait(for: 2, timeout: 1).count == 1, "a new memo was taken for a whole save")
        #expect(reports.wait(forPath: new.path))
    }

    @Test func aNewFolderIsWatchedAndHiddenEntriesAreNot() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let watcher = try FolderWatcher([folder], quiet: .milliseconds(50), onChange: reports.add)
        defer { watcher.stop() }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("memos/2026/12"), withIntermediateDirectories: true)
        _ = reports.wait(for: 1)
        let memo = try TestFolders.write("new", to: "memos/2026/12/2026-12-01.md", in: folder)
        #expect(reports.wait(forPath: memo.path))
        Thread.sleep(forTimeInterval: 0.4)
        let calls = reports.all.count
        try TestFolders.write("swap", to: "memos/.2026-12-01.md.swp", in: folder)
        try TestFolders.write("git", to: ".git/index", in: folder)
        #expect(reports.wait(for: calls + 1, timeout: 1).count == calls, "hidden entries are not changes")
    }

    /// `mkdir -p` makes each folder just after its parent, often before the parent's watch exists: each
    /// folder must be watched before it is listed, or a memo written at once into the deepest is missed.
    @Test func aFileWrittenAtOnceIntoNewNestedFoldersIsSeen() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let watcher = try FolderWatcher([folder], quiet: .milliseconds(20), onChange: reports.add)
        defer { watcher.stop() }
        for round in 0..<30 {
            let memo = try TestFolders.write("new", to: "memos-\(round)/2026/12/01/a/b/2026-12-01.md", in: folder)
            #expect(reports.wait(forPath: memo.path), "round \(round)")
        }
    }

    /// `rm -rf Content` and a new one made (or one moved into its place, as a checkout may): the new
    /// folder is reported and watched, however deep.
    @Test func aRootRemovedOrMovedAwayAndMadeAgainIsWatchedAgain() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try TestFolders.write("a", to: "Content/memos/2026-11-03.md", in: folder)
        let reports = Reports()
        let watcher = try FolderWatcher([content], quiet: .milliseconds(50), onChange: reports.add)
        defer { watcher.stop() }

        try FileManager.default.removeItem(at: content)
        #expect(reports.wait(forPath: content.path))
        let remade = try TestFolders.write("b", to: "Content/memos/2026-12-01.md", in: folder)
        #expect(reports.wait(forPath: remade.path))
        let later = try TestFolders.write("c", to: "Content/memos/2026-12-02.md", in: folder)
        #expect(reports.wait(forPath: later.path), "the new folders are watched")

        try FileManager.default.moveItem(at: content, to: folder.appendingPathComponent("Content.old"))
        try TestFolders.write("d", to: "Replacement/memos/2026-12-03.md", in: folder)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Replacement"), to: content)
        #expect(reports.wait(forPath: content.appendingPathComponent("memos/2026-12-03.md").path))
        let moved = try TestFolders.write("e", to: "Content/memos/2026-12-04.md", in: folder)
        #expect(reports.wait(forPath: moved.path))
        Thread.sleep(forTimeInterval: 0.4)
        let calls = reports.all.count
        try TestFolders.write("f", to: "Content.old/memos/2026-12-05.md", in: folder)
        #expect(reports.wait(for: calls + 1, timeout: 1).count == calls, "the folder moved away is no longer watched")
    }

    @Test func aRootMissingAtTheStartIsWatchedOnceMadeWithTheFoldersAboveIt() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let watcher = try FolderWatcher(
            [folder.appendingPathComponent("site/Themes")], quiet: .milliseconds(50), onChange: reports.add)
        defer { watcher.stop() }
        try TestFolders.write("x", to: "site/other.txt", in: folder)
        let template = try TestFolders.write("{{title}}", to: "site/Themes/default/layouts/day.mustache", in: folder)
        #expect(reports.wait(forPath: template.path))
        #expect(!reports.all.joined().contains(folder.appendingPathComponent("site/other.txt").path))
    }

    @Test func changesThatNeverStopStillGiveARebuildNowAndThen() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let watcher = try FolderWatcher([folder], quiet: .milliseconds(200), onChange: reports.add)
        defer { watcher.stop() }
        let started = Date()
        // A write every 50 ms, never quiet for the 200 ms this watcher is given to settle.
        while reports.all.isEmpty, Date().timeIntervalSince(started) < 5 {
            try TestFolders.write("\(Date())", to: "log.txt", in: folder)
            Thread.sleep(forTimeInterval: 0.05)
        }
        let elapsed = Date().timeIntervalSince(started)
        #expect(reports.all.count == 1)
        #expect(elapsed > 1.5 && elapsed < 3.5, "reported after \(elapsed) s")
    }

    @Test func afterStopNothingIsReported() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let watcher = try FolderWatcher(
            [folder, folder.appendingPathComponent("missing")], quiet: .milliseconds(50), onChange: reports.add)
        try TestFolders.write("a", to: "a.md", in: folder)
        watcher.stop()
        try TestFolders.write("b", to: "b.md", in: folder)
        #expect(reports.wait(for: 1, timeout: 0.5).isEmpty)
    }
}
