import Foundation
import Synchronization
import Testing

@testable import SiteKit

/// A build whose task is cancelled while it renders, as `sitegen serve` cancels a rebuild on Ctrl-C.
@Suite(.timeLimit(.minutes(10))) struct CancelledBuildTests {
    /// The theme made slow (every page loops through the navigation eight levels deep) so that the build is
    /// still rendering when it is cancelled: it stops at its next page, leaves the output as the last build
    /// left it and no staging folder beside it, and frees its lock.
    @Test func aBuildCancelledWhileRenderingLeavesTheOutputAsItWas() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let published = try site.modificationTimes()
        let body = "<body class=\"page-{{page.kind}}\">"
        try site.replace(
            body, with: body + String(repeating: "{{#nav}}", count: 8) + String(repeating: "{{/nav}}", count: 8),
            in: "Themes/default/partials/base.mustache")

        // Watched and cancelled from a thread of its own, started first: the rendering holds every thread of
        // the global queues, which tasks run on too, and a loaded machine may start a thread late. Among the
        // whole suite on two slow cores, reading the inputs alone has taken more than 30 s.
        let sawStaging = Mutex(false)
        let watching = Mutex<Task<BuildState.PublishedFiles, any Error>?>(nil)
        let started = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            started.signal()
            let deadline = Date().addingTimeInterval(300)
            while site.stagingFolders.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
            sawStaging.withLock { $0 = !site.stagingFolders.isEmpty }
            watching.withLock { $0?.cancel() }
        }
        started.wait()
        let build = Task { try await site.build() }
        watching.withLock { $0 = build }
        let output = site.folder.appendingPathComponent("Output")
        await #expect(
            throws: BuildFailure(
                .build,
                [.error(SourceLocation(file: displayPath(output)), "the build was stopped before it was published")])
        ) {
            try await build.value
        }
        #expect(sawStaging.withLock { $0 }, "the build never began rendering")
        #expect(try site.modificationTimes() == published)
        #expect(site.stagingFolders.isEmpty)
        #expect(throws: Never.self) { try BuildLock(for: output) }
    }
}

extension IncrementalSite {
    /// The staging folders beside `Output` (`.Output.staging-*`).
    var stagingFolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasPrefix(".Output.staging-")
        }
    }
}
