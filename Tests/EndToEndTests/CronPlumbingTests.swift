import Foundation
import Testing

/// A nightly build as cron runs it: standard output and error closed, full or a pipe nobody reads, and
/// files beside the build named by the command line. None of it stops the build or writes where it must not.
@Suite struct CronPlumbingTests {
    /// Runs `sitegen ARGUMENTS REDIRECTIONS` from `sh`, SIGPIPE at its default (the test runner may ignore
    /// it, and a child would inherit that).
    func runThroughShell(
        _ arguments: String, redirections: String, in site: URL, streams: FileHandle? = nil
    ) throws -> Int32 {
        try SitegenProcess.runShell(
            "exec /usr/bin/env --default-signal=PIPE \"$SITEGEN\" \(arguments) \(redirections)", in: site,
            streams: streams)
    }

    @Test func closedOrFullStandardStreamsDoNotStopTheBuild() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        var date = 10
        for redirections in [
            ">&-", "2>&-", ">&- 2>&-", ">/dev/full", "2>/dev/full", ">/dev/full 2>/dev/full", "<&- >&- 2>&-",
        ] {
            date += 1
            try? FileManager.default.removeItem(at: site.appendingPathComponent("report.json"))
            let status = try runThroughShell(
                "--date 2026-11-\(date) --report report.json", redirections: redirections, in: site)
            #expect(status == 0, "\(redirections)")
            let report =
                try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("report.json")))
                as? [String: Any]
            #expect(report?["status"] as? String == "succeeded", "\(redirections)")
            #expect(report?["buildDate"] as? String == "2026-11-\(date)", "\(redirections)")
            let month = try String(
                contentsOf: site.appendingPathComponent("Output/2026/11/index.html"), encoding: .utf8)
            let today = month.range(of: "aria-current=\"date\">").map { month[$0.upperBound...].prefix(200) }
            #expect(today?.contains("<span aria-hidden=\"true\">\(date)</span>") == true, "\(redirections)")
        }
        // Every page is a page: no progress line landed in a file that took a closed stream's number.
        for path in try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("Output").path)
        where path.hasSuffix(".html") {
            #expect(
                try !String(contentsOf: site.appendingPathComponent("Output/\(path)"), encoding: .utf8).contains(
                    "Built "), "\(path)")
        }
    }

    @Test func aPipeWhoseReaderLeftDoesNotStopTheBuild() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        close(descriptors[0])
        let abandoned = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
        for redirections in ["2>/dev/null", ">/dev/null", ""] {
            let status = try runThroughShell(
                "--date 2026-11-30 -v", redirections: redirections, in: site, streams: abandoned)
            #expect(status == 0, "\(redirections)")
        }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Output/index.html").path))
    }

    @Test func aReportOrLogThatIsNotARegularFileIsRefusedAndLeftAsItWas() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(mkfifo(site.appendingPathComponent("fifo").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
        for option in ["--report", "--log-actions"] {
            for (path, kind) in [
                ("/dev/null", "a device"), ("/dev/full", "a device"), ("fifo", "a FIFO"), ("Content", "a folder"),
                ("null", "a link to a device"),
            ] {
                let run = try SitegenProcess.run(["--date", "2026-11-30", option, path], in: site)
                #expect(run.status == 2)
                #expect(
                    run.stderr == "sitegen: \(option) \(path): is \(kind), not a regular file\nTry 'sitegen --help'.\n")
            }
        }
        for path in ["/dev/null", "/dev/full"] {
            #expect(
                (try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
                    == .typeCharacterSpecial)
        }
        var status = stat()
        #expect(lstat(site.appendingPathComponent("fifo").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: site.appendingPathComponent("null").path)
                == "/dev/null")
        #expect(
            !FileManager.default.fileExists(atPath: site.appendingPathComponent("Output").path),
            "a refused command line builds nothing")
    }

    @Test func aUsageErrorIsReported() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for (arguments, message) in [
            (["--bogus"], "unknown option --bogus"),
            (["--date", "2026-13-01"], "--date: \"2026-13-01\" is not a date of the form YYYY-MM-DD"),
            (["--log-actions", "/dev/null"], "--log-actions /dev/null: is a device, not a regular file"),
        ] {
            let run = try SitegenProcess.run(arguments + ["--report", "report.json"], in: site)
            #expect(run.status == 2)
            let report =
                try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("report.json")))
                as? [String: Any]
            #expect(report?["status"] as? String == "failed" && report?["exitCode"] as? Int == 2)
            #expect((report?["errors"] as? [[String: Any]])?.first?["message"] as? String == message)
        }
    }

    @Test func linksPlantedInTheCacheAreNeverWrittenThrough() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let cache = site.appendingPathComponent(".sitegen-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: false)
        let victim = site.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        // The names the temporary files once had, for the process numbers the next builds will get.
        let last =
            Int(
                try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)) ?? 0
        for pid in last..<last + 400 {
            for name in ["rendered-pages", "published-site"] {
                try FileManager.default.createSymbolicLink(
                    atPath: cache.appendingPathComponent(".\(name).\(pid)").path, withDestinationPath: victim.path)
            }
        }
        let run = try SitegenProcess.run(["--date", "2026-11-30", "--report", "report.json"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("rendered-pages").path))
    }
}
