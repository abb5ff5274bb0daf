import Foundation

/// The end of stage 5: the site just published, recorded for the next build (the render cache, the
/// published tree, the plan and the calendars' expansion).
extension SiteBuilder {
    /// The new site's tree as it was staged, with the identity of each of its entries taken just before
    /// the swap (`StagedTree.identities`), and whether every one had one.
    struct StagedIdentities {
        var tree: StagedTree
        var identities: [String: FileIdentity]
        var isWhole: Bool

        /// Waits for the clock's next tick first, so that every entry changed so far can be trusted.
        init(_ tree: consuming StagedTree) {
            FileIdentity.awaitNextTick()
            (identities, isWhole) = tree.identities()
            self.tree = tree
        }
    }

    /// Records `site`, just published in `published`: its pages' identities in its render cache, and its
    /// tree with the digest of its inputs, from the identities `staged` took; those are looked up in the
    /// output when publishing took none (it found the site published as it is).
    func record(
        _ site: inout RenderedSite, staged: consuming StagedIdentities?, in published: URL,
        expansion: ExpandedCalendars.Expansion?
    ) {
        // The output folder itself is renamed by the swap, which changes its identity: it alone is looked at
        // after it, and only while it holds nothing but the new site.
        let isStaged = staged != nil
        var found = (consume staged) ?? StagedIdentities(self.staged(site, in: published))
        let root =
            isStaged
            ? PublishedTree.root(of: published, holding: found.identities)
            : FileIdentity.recorded(fileAt: published.path)
        // In place: once published, the build's cache is held by nothing else (but `serve`'s memory).
        site.cache.record(published: found.identities)
        let tree: PublishedTree?
        if let inputs = site.inputs, found.isWhole, let root {
            // Taken rather than copied, entries and all.
            var entries: [String: FileIdentity] = [:]
            swap(&entries, &found.identities)
            entries["."] = root
            tree = PublishedTree(
                inputs: inputs, pagesByKind: site.store.state.build.pagesByKind, folders: ["."] + found.tree.folders,
                copiedHTML: site.contentFiles.count { $0.hasSuffix(".html") }, entries: consume entries)
        } else {
            tree = nil
        }
        // Four files that do not depend on each other, each checked on its own when read: written at once.
        let folder = options.renderCacheFolder
        let cache = site.cache
        let writesCache = cache != site.previousCache
        let plan = site.plan != site.previousPlan ? site.plan : nil
        DispatchQueue.concurrentPerform(iterations: 4) { record in
            switch record {
            case 0: if writesCache { cache.write(to: folder) }
            case 1: if let expansion, !expansion.isRecorded { expansion.record.write(to: folder) }
            case 2: plan?.write(to: folder)
            default: PublishedTree.replace(in: folder, with: tree)
            }
        }
    }

    /// The site's tree in `folder` when publishing gave none (it found the site published already): its
    /// files are the render cache's pages and the files it does not hold, no identity known.
    private func staged(_ site: RenderedSite, in folder: URL) -> StagedTree {
        let files =
            site.cache.pages.keys.filter { $0 != Publication.markerName }
            + site.files.lazy.map(\.path).filter { site.cache.pages[$0] == nil && $0 != Publication.markerName }
        return StagedTree(folder: folder, files: files, folders: StagedSite.folders(above: files), known: [:])
    }
}
