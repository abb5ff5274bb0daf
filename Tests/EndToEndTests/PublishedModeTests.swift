import Foundation
import Testing

/// A published site has the same modes every night, whatever the umask of the build that made it: files
/// 0644 and folders 0755, for a web server that reads it as another user.
@Suite struct PublishedModeTests {
    /// The mode of every entry below `folder`, the folder itself as ".".
    func modes(in folder: URL) throws -> [String: mode_t] {
        var modes: [String: mode_t] = [:]
        for path in try ["."] + FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var status = stat()
            #expect(lstat(folder.appendingPathComponent(path).path, &status) == 0)
            modes[path] = status.st_mode & 0o7777 | (status.st_mode & S_IFMT == S_IFDIR ? 0o10000 : 0)
        }
        return modes
    }

    func build(date: String, umask mask: String, in site: URL) throws -> Int32 {
        try SitegenProcess.runShell("umask \(mask); exec \"$SITEGEN\" -q --date \(date)", in: site)
    }

    @Test func everyNightHasTheSameModesWhateverTheUmask() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("Output")
        for (night, mask) in ["077", "022", "077", "027", "002"].enumerated() {
            // A page edited by hand meanwhile, and one whose mode was changed, are put right too.
            if night == 3 {
                chmod(output.appendingPathComponent("2026/11/03/index.html").path, 0o600)
                chmod(output.appendingPathComponent("tags").path, 0o700)
            }
            #expect(try build(date: "2026-11-\(20 + night)", umask: mask, in: site) == 0)
            let wrong = try modes(in: output).filter { $0.value != ($0.value & 0o10000 != 0 ? 0o10755 : 0o644) }
            #expect(wrong.isEmpty, "umask \(mask): \(wrong.mapValues { String($0 & 0o7777, radix: 8) })")
        }
    }
}
