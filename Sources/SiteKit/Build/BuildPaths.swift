import Foundation

/// The folders a build reads and writes, checked before any work: compared as real paths, links
/// resolved, none lies inside another that would publish or read it (a cache inside the output would be
/// published, an output inside the themes copied into itself every night), and the cache is a folder of
/// the build's own user that nobody else can write, as ssh asks of `~/.ssh`: the records in it decide
/// which published pages are kept.
struct BuildPaths {
    let options: BuildOptions

    func check() throws(Diagnostic) {
        let output = realPath(options.output)
        for (folder, name) in [(options.content, "content"), (options.themes, "themes")] {
            let real = realPath(folder)
            if isWithin(output, real) {
                throw .error(
                    SourceLocation(file: displayPath(options.output)),
                    "the output cannot be inside the \(name) folder \(displayPath(folder)); choose a folder outside it")
            }
            if isWithin(real, output) {
                throw .error(
                    SourceLocation(file: displayPath(folder)),
                    "the \(name) folder cannot be inside the output folder \(displayPath(options.output)), which each build replaces; choose a folder outside it"
                )
            }
        }
        if let log = options.actionLog, isWithin(realPath(log), output) {
            throw .error(
                SourceLocation(file: displayPath(log)),
                "the action log cannot be written inside the output folder \(displayPath(options.output)); choose a file outside it"
            )
        }
        for cache in Set([options.cacheFolder, options.renderCacheFolder]) {
            let real = realPath(cache)
            if isWithin(real, output) {
                throw .error(
                    SourceLocation(file: displayPath(cache)),
                    "the cache cannot be inside the output folder \(displayPath(options.output)); choose a folder outside it"
                )
            }
            if isWithin(output, real) {
                throw .error(
                    SourceLocation(file: displayPath(options.output)),
                    "the output cannot be inside the cache folder \(displayPath(cache)); choose a folder outside it")
            }
            try Self.checkCache(cache)
        }
    }

    /// Refuses a cache folder that is not the build's user's alone; a missing one is made by its first write.
    static func checkCache(_ folder: URL) throws(Diagnostic) {
        let location = SourceLocation(file: displayPath(folder))
        var status = stat()
        guard stat(folder.path, &status) == 0 else {
            guard errno == ENOENT else {
                throw .error(location, "cannot use the cache folder (\(systemErrorText(errno)))")
            }
            return
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .error(location, "the cache exists and is not a folder") }
        guard status.st_uid == geteuid() else {
            throw .error(
                location,
                "the cache folder belongs to another user (uid \(status.st_uid)); choose a folder of your own with --cache"
            )
        }
        guard status.st_mode & 0o022 == 0 else {
            throw .error(
                location,
                "the cache folder can be written by others (mode \(String(status.st_mode & 0o7777, radix: 8))); make it yours alone (chmod go-w) or choose another --cache"
            )
        }
    }
}
