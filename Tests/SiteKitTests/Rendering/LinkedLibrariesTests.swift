import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite struct LinkedLibrariesTests {
    @Test func theLibrariesThatShapeAPageAreTakenFromTheMapsAndNothingElse() {
        let maps = """
            55d1c0a00000-55d1c0a4c000 r--p 00000000 fe:01 1311 /work/main/.build/release/sitegen
            7f3a10000000-7f3a10021000 rw-p 00000000 00:00 0
            7f3a12000000-7f3a12040000 r--p 00000000 fe:01 2201 /usr/lib/x86_64-linux-gnu/libcmark.so.0.30.2
            7f3a12040000-7f3a12080000 r-xp 00040000 fe:01 2201 /usr/lib/x86_64-linux-gnu/libcmark.so.0.30.2
            7f3a13000000-7f3a13100000 r--p 00000000 fe:01 2301 /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
            7f3a14000000-7f3a14010000 r--p 00000000 fe:01 2401 /usr/lib/x86_64-linux-gnu/libnss_files.so.2
            7f3a15000000-7f3a15010000 r--p 00000000 fe:01 2501 /srv/site/Content/memos/2026/12/2026-12-01.md
            7f3a16000000-7f3a16100000 r-xp 00000000 fe:01 2601 /opt/swift/usr/lib/swift/linux/libFoundationEssentials.so
            7ffd3a000000-7ffd3a021000 rw-p 00000000 00:00 0 [stack]
            """
        #expect(
            LinkedLibraries.paths(inMaps: maps) == [
                "/opt/swift/usr/lib/swift/linux/libFoundationEssentials.so",
                "/usr/lib/x86_64-linux-gnu/libcmark.so.0.30.2",
                "/usr/lib/x86_64-linux-gnu/libicuuc.so.72.1",
            ])
    }

    /// The identity must be the same however far a build has got, or the caches would never be trusted.
    @Test func thisProcessesLibrariesAreFoundWithTheirIdentities() throws {
        let identities = LinkedLibraries.identities()
        #expect(identities.contains("/libcmark.so"))
        #expect(identities.contains("/libyaml"))
        #expect(identities.contains("/libical"))
        #expect(!identities.contains("unreadable"))
        let memo = try TestFolders.write(
            String(repeating: "x", count: 1_000_000), to: "memo.md", in: try TestFolders.temporary())
        defer { try? FileManager.default.removeItem(at: memo.deletingLastPathComponent()) }
        let mapped = try Data(contentsOf: memo, options: .alwaysMapped)
        #expect(mapped.count == 1_000_000)
        #expect(LinkedLibraries.identities() == identities)
    }

    /// A hard link made to a library (as `perf record` does, into its build-id cache) changes its change time
    /// but not the library: every cache read after it would otherwise be refused, and the build done whole.
    @Test func aLibraryIsTheSameWhenLinkedToAndAnotherWhenWrittenOrReplaced() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try TestFolders.write("version 1", to: "libcmark.so.1", in: folder).path
        let first = try #require(LinkedLibraries.version(ofLibraryAt: library))
        FileIdentity.awaitNextTick()
        #expect(link(library, folder.appendingPathComponent("linked").path) == 0)
        #expect(LinkedLibraries.version(ofLibraryAt: library) == first)

        FileIdentity.awaitNextTick()
        try Data("version 2".utf8).write(to: URL(fileURLWithPath: library))
        let written = try #require(LinkedLibraries.version(ofLibraryAt: library))
        #expect(written != first)

        let upgrade = try TestFolders.write("version 2", to: "new", in: folder).path
        #expect(rename(upgrade, library) == 0)
        #expect(LinkedLibraries.version(ofLibraryAt: library) != written)
        #expect(LinkedLibraries.version(ofLibraryAt: folder.appendingPathComponent("missing").path) == nil)
    }
}
