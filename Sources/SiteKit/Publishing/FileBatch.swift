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

    /// Writes every file placed, each by a rename over the old one, so a request sees the old page or the
    /// new one, and then removes the files of `removed` with the folders they leave empty: a page that
    /// links a removed one is rewritten before it goes. A removed file in the way of a new one (a file
    /// where a folder is to be, or a folder's file where a file is to be) is removed first.
    func write(removing removed: [String]) throws(Diagnostic) {
        let files = state.withLock(\.files)
        let paths = Set(files.map(\.path))
        var folders: Set<Substring> = []
        for path in paths { folders.formUnion(Self.folders(of: path)) }
        let inTheWay = removed.filter { path in
            folders.contains(Substring(path)) || Self.folders(of: path).contains { paths.contains(String($0)) }
        }
        try remove(inTheWay)
        let root = site.path + "/"
        for file in files {
            for folder in Self.folders(of: file.path) {
                guard PublishedMode.makeFolder(root + folder) || errno == EEXIST else {
                    throw Publication.failure(URL(fileURLWithPath: root + folder), "cannot create the folder")
                }
            }
            do throws(POSIXError) {
                try ReplacedFile.write(file.bytes, to: root + file.path)
            } catch {
                throw .error(
                    SourceLocation(file: displayPath(site.appendingPathComponent(file.path))),
                    "cannot write the file (\(systemErrorText(error.code.rawValue)))")
            }
        }
        try remove(removed.filter { !inTheWay.contains($0) })
    }

    /// Removes the files of `paths` and the folders they leave empty.
    private func remove(_ paths: [String]) throws(Diagnostic) {
        let root = site.path + "/"
        for path in paths {
            guard OutputFile.isSafe(path) else { continue }
            guard unlink(root + path) == 0 || errno == ENOENT else {
                throw Publication.failure(site.appendingPathComponent(path), "cannot remove the file")
            }
            for folder in Self.folders(of: path).reversed() {
                guard rmdir(root + folder) == 0 else { break }
            }
        }
    }

    /// The folders of `path`, outermost first: `a`, `a/b` for `a/b/c`.
    private static func folders(of path: String) -> [Substring] {
        path.indices.filter { path[$0] == "/" }.map { path[..<$0] }
    }
}
