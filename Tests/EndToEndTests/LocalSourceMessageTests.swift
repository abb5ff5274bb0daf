import Foundation
import Testing

/// Local sources and templates that cannot be used: messages in plain words, at the real place,
/// and never a byte of a file outside the content folder.
@Suite struct LocalSourceMessageTests {
    func run(
        _ site: URL, replacing old: String, with new: String, environment: [String: String] = [:]
    ) throws -> SitegenProcess.Outcome {
        let config = site.appendingPathComponent("Content/site.yml")
        try (try String(contentsOf: config, encoding: .utf8)).replacingOccurrences(of: old, with: new).write(
            to: config, atomically: true, encoding: .utf8)
        return try SitegenProcess.run(["--date", "2026-11-30"], in: site, environment: environment)
    }

    @Test(arguments: [
        (
            "source: data/pickup-messages.json", "source: data/",
            "Content/data: cannot read the file (it is a folder, not a file)"
        ),
        // Opening the FIFO does not wait for a writer: the build would hang.
        (
            "source: data/events.ics", "source: data/pipe.ics",
            "Content/data/pipe.ics: cannot read the file (it is not a regular file)"
        ),
        (
            "source: data/events.ics", "source: data/missing.ics",
            "Content/data/missing.ics: cannot read the file (no such file)"
        ),
    ])
    func aSourceThatIsNotAFileSaysSoInPlainWords(old: String, new: String, message: String) throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(mkfifo(site.appendingPathComponent("Content/data/pipe.ics").path, 0o644) == 0)
        let outcome = try run(site, replacing: old, with: new)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "error: \(message)\nsitegen: the build failed; Output was left as it was\n")
    }

    @Test func noMessageQuotesAFileOutsideTheContentFolder() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let secret = "SITEGEN_PROBE=do-not-print-me"
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("Content/data/linked.ics").path,
            withDestinationPath: "/proc/self/environ")
        for (old, new) in [
            ("data/events.ics", "../../../../../../../../proc/self/environ"),
            ("../../../../../../../../proc/self/environ", "data/linked.ics"),
        ] {
            let outcome = try run(
                site, replacing: "source: \(old)", with: "source: \(new)",
                environment: ["SITEGEN_PROBE": "do-not-print-me"])
            #expect(outcome.status == 1)
            #expect(!outcome.stderr.contains(secret) && !outcome.stdout.contains(secret), "\(outcome.stderr)")
        }
    }

    @Test func aTemplateThatIsNotUTF8IsReportedAtItsLineAndColumn() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let layout = site.appendingPathComponent("Themes/default/layouts/month.mustache")
        var bytes = try Data(contentsOf: layout)
        let secondLine = try #require(bytes.firstIndex(of: 0x0A)) + 1
        bytes.insert(contentsOf: [0x20, 0x20, 0xC3], at: secondLine)
        try bytes.write(to: layout)
        let outcome = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr
                == "error: Themes/default/layouts/month.mustache:2:3: template: invalid UTF-8 (byte 0xC3)\nsitegen: the build failed; Output was left as it was\n"
        )
    }
}
