import Foundation
import Testing

/// Thirty nights of the sample site as cron builds it: the date advancing across a month's and a year's
/// end, a memo added on most nights and an older one edited on some, the standard streams closed on
/// others. Each night's output is byte for byte a clean build's, and the files it rewrote are exactly
/// those whose bytes changed: the build date reaches only the pages that show today.
@Suite struct NightlyBuildTests {
    /// Each regular file below `folder`, by path: its bytes and its inode.
    func files(in folder: URL) throws -> [String: (bytes: Data, inode: UInt64)] {
        var files: [String: (Data, UInt64)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var status = stat()
            guard lstat(folder.appendingPathComponent(path).path, &status) == 0, status.st_mode & S_IFMT == S_IFREG
            else { continue }
            files[path] = (try Data(contentsOf: folder.appendingPathComponent(path)), UInt64(status.st_ino))
        }
        return files
    }

    func build(_ arguments: String, closingStreams: Bool, in site: URL) throws -> Int32 {
        try SitegenProcess.runShell("exec \"$SITEGEN\" \(arguments)" + (closingStreams ? " >&- 2>&-" : " -q"), in: site)
    }

    @Test func eachNightRewritesWhatChangedAndEqualsACleanBuild() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let start = Calendar(identifier: .gregorian).date(
            from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 12, day: 15))!
        var published: [String: (bytes: Data, inode: UInt64)] = [:]
        var edited: [URL] = []
        for night in 0..<30 {
            let day = start.addingTimeInterval(Double(night) * 86_400).formatted(.iso8601.year().month().day())
            let (year, month) = (day.prefix(4), day.dropFirst(5).prefix(2))
            var memoChanged = false
            if night % 3 != 0 {
                let memo = site.appendingPathComponent("Content/memos/\(year)/\(month)/\(day).md")
                try FileManager.default.createDirectory(
                    at: memo.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "---\ntitle: \(day) の記録\ntags: [夜, 暮らし]\n---\n\(day) に書いた。\n".write(
                    to: memo, atomically: true, encoding: .utf8)
                edited.append(memo)
                memoChanged = true
            }
            if night % 7 == 6, let memo = edited.first {
                try (String(contentsOf: memo, encoding: .utf8) + "\n\(day) に書き足した。\n").write(
                    to: memo, atomically: true, encoding: .utf8)
                memoChanged = true
            }
            #expect(try build("--date \(day)", closingStreams: night % 5 == 4, in: site) == 0, "night \(day)")
            try? FileManager.default.removeItem(at: site.appendingPathComponent("Clean"))
            try? FileManager.default.removeItem(at: site.appendingPathComponent("clean-cache"))
            #expect(
                try build("--date \(day) --out Clean --cache clean-cache", closingStreams: false, in: site) == 0,
                "clean \(day)")

            let output = try files(in: site.appendingPathComponent("Output"))
            let clean = try files(in: site.appendingPathComponent("Clean"))
            #expect(output.keys.sorted() == clean.keys.sorted(), "night \(day)")
            let differing = clean.keys.filter { output[$0]?.bytes != clean[$0]!.bytes }.sorted()
            #expect(differing.isEmpty, "night \(day): \(differing)")
            if night > 0 {
                let changed = Set(output.keys.filter { published[$0]?.bytes != output[$0]!.bytes })
                let rewritten = Set(output.keys.filter { published[$0]?.inode != output[$0]!.inode })
                #expect(
                    rewritten == changed,
                    "night \(day): rewrote \(rewritten.subtracting(changed).sorted()) unchanged, kept \(changed.subtracting(rewritten).sorted()) changed"
                )
                #expect(changed.count <= (memoChanged ? 40 : 10), "night \(day): \(changed.sorted())")
                #expect(
                    !changed.contains("404.html") && !changed.contains("articles/index.html"),
                    "night \(day): a page that shows no date changed")
            }
            published = output
        }
    }
}
