import Foundation
import Synchronization

/// The files a build of `sitegen serve`'s site made, held until the build has succeeded and then written
/// into the site in place (`write`): a save changes a few pages, and a failed build must leave the site
/// that is served as it was.
final class FileBatch: FileDestination {
    private let state = Mutex<(files: [OutputFile], isAbandoned: Bool)>(([], false))
    /// The site's folder, named in errors.
    private let site: URL

    init(for site: URL) {
        self.site = site
    }

    func place(_ file: OutputFile) throws(Diagnostic) {
        guard OutputFile.isSafe(file.path), file.path != Publication.markerName else {
            throw .error(
                SourceLocation(file: displayPath(site)), "refused to write \(file.path): it is not a page's path")
        }
        state.withLock { $0.files.append(file) }
    }

    func checkNotAbandoned() throws(Diagnostic) {
        guard state.withLock(\.isAbandoned) else { return }
        throw .error(SourceLocation(file: displayPath(site)), "the build was stopped before it was published")
    }

    func abandon() {
        state.withLock { $0.isAbandoned = true }
    }

    /// The paths of the files placed.
    var paths: [String] { state.withLock { $0.files.map(\.path) } }

    /// Removes the files of `removed` from the site, with the folders they leave empty, and then writes
    /// every file placed, each by a rename over the old one, so a request sees the old page or the new one.
    func write(removing removed: [String]) throws(Diagnostic) {
        let root = site.path + "/"
        for path in removed {
            guard OutputFile.isSafe(path) else { continue }
            guard unlink(root + path) == 0 || errno == ENOENT else {
                throw Publication.failure(site.appendingPathComponent(path), "cannot remove the file")
            }
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard rmdir(root + folder) == 0 else { break }
            }
        }
        for file in state.withLock(\.files) {
            var slash = file.path.utf8.startIndex
            while let next = file.path.utf8[slash...].firstIndex(of: UInt8(ascii: "/")) {
                let folder = root + file.path[..<next]
                guard PublishedMode.makeFolder(folder) || errno == EEXIST else {
                    throw Publication.failure(URL(fileURLWithPath: folder), "cannot create the folder")
                }
                slash = file.path.utf8.index(after: next)
            }
            do throws(POSIXError) {
                try ReplacedFile.write(file.bytes, to: root + file.path)
            } catch {
                throw .error(
                    SourceLocation(file: displayPath(site.appendingPathComponent(file.path))),
                    "cannot write the file (\(systemErrorText(error.code.rawValue)))")
            }
        }
    }
}
