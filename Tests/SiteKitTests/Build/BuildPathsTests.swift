import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The folders of a build never lie inside one another where one would publish or replace the other, and
/// the cache, whose records decide which pages are kept, is its user's alone.
@Suite struct BuildPathsTests {
    func message(
        _ folder: URL, output: String = "Output", content: String = "Content", themes: String = "Themes",
        cache: String = ".sitegen-cache", actionLog: String? = nil
    ) -> String? {
        var options = BuildOptions(
            content: folder.appendingPathComponent(content), themes: folder.appendingPathComponent(themes),
            output: folder.appendingPathComponent(output), buildDate: .day(Day(iso: "2026-11-30")!))
        options.cache = folder.appendingPathComponent(cache)
        options.actionLog = actionLog.map { folder.appendingPathComponent($0) }
        do {
            try BuildPaths(options: options).check()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func foldersThatCrossAreRefusedAsRealPaths() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Output", "Content", "Themes/default/assets"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("cache-link"), withDestinationURL: folder.appendingPathComponent("Output")
        )
        let path = folder.path
        #expect(
            message(folder, cache: "Output/cache")
                == "\(path)/Output/cache: the cache cannot be inside the output folder \(path)/Output; choose a folder outside it"
        )
        #expect(
            message(folder, cache: "cache-link")
                == "\(path)/cache-link: the cache cannot be inside the output folder \(path)/Output; choose a folder outside it"
        )
        #expect(
            message(folder, output: "cache/site", cache: "cache")
                == "\(path)/cache/site: the output cannot be inside the cache folder \(path)/cache; choose a folder outside it"
        )
        #expect(
            message(folder, output: "Themes/default/assets/site")
                == "\(path)/Themes/default/assets/site: the output cannot be inside the themes folder \(path)/Themes; choose a folder outside it"
        )
        #expect(
            message(folder, output: "Content/public")
                == "\(path)/Content/public: the output cannot be inside the content folder \(path)/Content; choose a folder outside it"
        )
        #expect(
            message(folder, content: "Output/Content")
                == "\(path)/Output/Content: the content folder cannot be inside the output folder \(path)/Output, which each build replaces; choose a folder outside it"
        )
        #expect(
            message(folder, actionLog: "cache-link/actions.jsonl")
                == "\(path)/cache-link/actions.jsonl: the action log cannot be written inside the output folder \(path)/Output; choose a file outside it"
        )
        #expect(message(folder) == nil)
        #expect(message(folder, output: "Outputs", cache: "Output-cache") == nil)
    }

    @Test func aCacheOthersCanWriteIsRefused() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".sitegen-cache")
        #expect(message(folder) == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.path), "a missing cache is made by its first write")
        #expect(RenderCache.replace("rendered-pages", in: cache) { _ in })
        var status = stat()
        #expect(
            stat(cache.path, &status) == 0 && status.st_mode & 0o7777 == 0o755,
            "a new cache is made 0755 whatever the umask")
        #expect(message(folder) == nil)
        for mode: mode_t in [0o775, 0o757, 0o1777] {
            chmod(cache.path, mode)
            #expect(
                message(folder)
                    == "\(cache.path): the cache folder can be written by others (mode \(String(mode, radix: 8))); make it yours alone (chmod go-w) or choose another --cache"
            )
        }
        chmod(cache.path, 0o700)
        #expect(message(folder) == nil)
        try FileManager.default.removeItem(at: cache)
        try TestFolders.write("", to: ".sitegen-cache", in: folder)
        #expect(message(folder) == "\(cache.path): the cache exists and is not a folder")
    }

    @Test(.enabled(if: geteuid() == 0, "needs root, to give the cache to another user"))
    func aCacheOfAnotherUserIsRefused() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".sitegen-cache")
        #expect(mkdir(cache.path, 0o755) == 0 && chown(cache.path, 65534, 65534) == 0)
        #expect(
            message(folder)
                == "\(cache.path): the cache folder belongs to another user (uid 65534); choose a folder of your own with --cache"
        )
    }
}
