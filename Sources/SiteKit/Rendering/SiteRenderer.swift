import Foundation
import Mustache

/// What every page depends on besides the state: the configuration, "today" and whether drafts and memos
/// dated after it are published. Inputs of rendering, never state, so they cannot be missing when a page is
/// rendered.
public struct RenderSettings: Codable, Sendable, Equatable {
    public var config: SiteConfig
    /// The build date in the site's time zone: the month the home page shows, the day marked in calendars.
    public var today: Day
    /// Whether memos and pages marked `draft: true` are published (`--drafts`).
    public var includesDrafts: Bool
    /// Whether memos dated after `today` are published before their day (`--future`, and `sitegen serve`).
    public var includesFuture: Bool
    /// The icons the content folder has (`Favicon.found`), which every page links.
    public var favicons: [Favicon]

    public init(
        config: SiteConfig, today: Day, includesDrafts: Bool = false, includesFuture: Bool = false,
        favicons: [Favicon] = []
    ) {
        self.config = config
        self.today = today
        self.includesDrafts = includesDrafts
        self.includesFuture = includesFuture
        self.favicons = favicons
    }

    /// Whether a memo is published: the one place this is decided, from its day, its `draft:`, the build
    /// date and the switches alone, before anything is arranged for rendering, so that a memo waiting for
    /// its day is on no page, in no feed, count or calendar, and the build whose date reaches it shows it
    /// exactly as a clean build would.
    public func publishes(_ memo: Memo) -> Bool {
        (includesDrafts || !memo.isDraft) && (includesFuture || memo.day <= today)
    }

    /// The memos that would be published but for their day: the summary's "waiting for their day".
    public func waitingMemos(in memos: DailyMemoState) -> Int {
        memos.memos.count { (includesDrafts || !$0.isDraft) && !publishes($0) }
    }

    /// Settings as an action log's header carries them, held to the rules of `site.yml`
    /// (`SiteConfig.validated`) and of `--date`: a log is anyone's file, and nothing else checks what it says.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            config = try container.decode(SiteConfig.self, forKey: .config).validated()
        } catch let problem as SiteConfig.Problem {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [CodingKeys.config, FieldKey(stringValue: problem.property)],
                    debugDescription: problem.message))
        }
        today = try container.decode(Day.self, forKey: .today)
        guard BuildDate.years.contains(today.year) else {
            throw DecodingError.dataCorruptedError(
                forKey: .today, in: container, debugDescription: BuildDate.outsideYears(today.iso))
        }
        includesDrafts = try container.decode(Bool.self, forKey: .includesDrafts)
        includesFuture = try container.decode(Bool.self, forKey: .includesFuture)
        favicons = try container.decodeIfPresent([Favicon].self, forKey: .favicons) ?? []
    }

    /// A field of the configuration, named in a decoding error.
    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Renders the final state into the site's pages with a theme: a pure function of the state, the
/// settings and the theme.
public struct SiteRenderer: Sendable {
    public let theme: Theme
    public let settings: RenderSettings

    public init(theme: Theme, settings: RenderSettings) {
        self.theme = theme
        self.settings = settings
    }

    /// The pages, how many of each kind, and what rendering had to leave out (calendar events cut
    /// short by a bound).
    public struct Result: Sendable {
        /// The pages (those not placed in the staging folder) and the feeds.
        public var files: [OutputFile]
        /// The pages of the published site that already have the bytes they would be rendered into;
        /// they are kept, and `files` does not hold them.
        public var kept: [String]
        public var pagesByKind: [PageKind: Int]
        /// What rendering cut short (a recurring event past a bound), to be dispatched as warnings.
        public var warnings: [Diagnostic]
        /// Every page's key and bytes, and every memo's summary, for the next build.
        var cache: RenderCache
        /// Each page's entry in `cache`, in the order of the plan's listings.
        var entries: [RenderCache.Entry] = []
        var summaries: MemoSummaries
        /// The files of the content folder the site publishes as they are (`ContentFileCopies`).
        var contentFiles: [ContentFile]
    }

    /// What the pages are made from: the state's index and the page jobs, before anything is rendered.
    struct Plan: Sendable {
        let index: SiteIndex
        let pages: SitePages
        /// The pages with stand-ins for the Markdown, which pages keyed by their context are keyed with.
        let keyPages: SitePages
        /// The pages to key, and render unless they are kept; taken by `render`.
        var jobs: [PageJob]
        /// For each page of `listings`, its entry in the last plan's cache when it is carried over from it,
        /// neither keyed nor rendered (`TouchedPages`); nil for a page of `jobs`.
        let carried: [RenderCache.Entry?]
        /// Every page, in order: those of `jobs` and those carried over.
        let listings: [PageListing]
        /// What the plan's record is made of besides the index and the pages (`PlanRecord`), when it is recorded.
        var recorded: (shape: ContentHash, memos: [PlanRecord.MemoEntry])? = nil
        /// The date of the last plan recorded (`PlanRecord.today`), which a night's calendar subscription is
        /// restamped from (`calendarFile`).
        var lastToday: Day? = nil

        /// The record of this plan, whose pages were rendered with `keys` in the order of `listings`.
        func record(keys: [ContentHash]) -> PlanRecord? {
            recorded.map {
                PlanRecord(
                    shape: $0.shape, today: index.today, memos: $0.memos, tags: PlanRecord.tagEntries(of: index),
                    listings: listings, keys: keys)
            }
        }
    }

    /// The last plan the command line published (`PlanRecord`), the pages it published, and the digest of
    /// the settings but the date and every input but the memos: what a plan carries pages over from, and is
    /// recorded with.
    struct ListedPlan: Sendable {
        let inputs: ContentHash
        /// The digest of the settings but the date (`PublishedTree.Inputs.settings`), which `inputs` holds.
        let settings: ContentHash
        let record: PlanRecord?
        let published: ReusablePages?
    }

    /// The plan of the site of `state`. A memo whose summary is in `summaries` is not parsed for it again,
    /// nor are the calendars expanded again when `expansion` was made from the same; what
    /// `recorded` (an earlier plan with this theme, and its keys) worked out from the same inputs is taken
    /// from it, a day page whose record is as there takes its key from it, and when the pages are listed as
    /// there, those the change cannot have touched are carried over. So are they from `listed`'s record.
    /// The summaries worked out are written to `summariesFolder`, when given, as they are made.
    func plan(
        _ state: AppState, summaries: MemoSummaries? = nil, writingSummariesTo summariesFolder: URL? = nil,
        expansion: ComputedAside<ExpansionRecord?>? = nil, recorded: RecordedPlan? = nil, listed: ListedPlan? = nil
    ) -> Plan {
        let index = SiteIndex(
            state: state, settings: settings, labels: theme.labels, summaries: summaries,
            summariesFolder: summariesFolder, earlier: recorded?.pages.index, recordedExpansion: expansion)
        let recordedSearch = listed.map {
            RecordedSearch(
                settings: $0.settings, memos: PlanRecord.memoEntries(of: index),
                parts: $0.published?.cache.searchParts ?? [:])
        }
        let pages = SitePages(index: index, earlier: recorded?.pages, recordedSearch: recordedSearch)
        let shape = listed.flatMap { listed in
            recordedSearch.map {
                (shape: PlanRecord.shape(inputs: listed.inputs, menu: pages.menuDigest), memos: $0.memos)
            }
        }
        // The pages the change may have touched, and where every other page's listing and entry are.
        let earlier: (touched: TouchedPages, listings: [PageListing], entry: (Int) -> RenderCache.Entry?)? =
            if let recorded, let touched = pages.touched {
                (touched, recorded.listings, { recorded.entries.indices.contains($0) ? recorded.entries[$0] : nil })
            } else if let shape, let record = listed?.record, let published = listed?.published,
                let touched = TouchedPages(from: record, to: index, shape: shape.shape, memos: shape.memos)
            {
                (touched, record.listings, { published.entry(found: record.listings[$0].file, key: record.keys[$0]) })
            } else {
                nil
            }
        if let earlier {
            let jobs = pages.pageJobs(recorded: recorded, touched: earlier.touched)
            let carried =
                earlier.touched.isListedAsBefore
                ? Self.carriedAsListed(besides: jobs, from: earlier.listings, entry: earlier.entry)
                : Self.carriedByBlock(
                    besides: jobs, from: earlier.listings, in: pages.pageOrder(), entry: earlier.entry)
            if let (carried, listings) = carried {
                return Plan(
                    index: index, pages: pages, keyPages: pages.withBodyStandIns(), jobs: jobs, carried: carried,
                    listings: listings, recorded: shape, lastToday: listed?.record?.today)
            }
        }
        let jobs = pages.pageJobs(recorded: recorded)
        return Plan(
            index: index, pages: pages, keyPages: pages.withBodyStandIns(), jobs: jobs,
            carried: Array(repeating: nil, count: jobs.count), listings: jobs.map(\.listing), recorded: shape,
            lastToday: listed?.record?.today)
    }

    /// The entry (`entry`) of each page of `listings` but `jobs`, and every page's listing in its order, when
    /// the pages are listed as they were (`TouchedPages.isListedAsBefore`): nil when the pages of `jobs` are not
    /// among them in their order (as `pageJobs(touched:)` keeps it), or a page's entry is not known.
    private static func carriedAsListed(
        besides jobs: [PageJob], from listings: [PageListing], entry: (Int) -> RenderCache.Entry?
    ) -> (carried: [RenderCache.Entry?], listings: [PageListing])? {
        var (carried, listings) = ([RenderCache.Entry?](), listings)
        carried.reserveCapacity(listings.count)
        var next = 0
        for position in listings.indices {
            if next < jobs.count, jobs[next].file == listings[position].file {
                // Most are as listed: not written, so the listings are not copied.
                if listings[position] != jobs[next].listing { listings[position] = jobs[next].listing }
                carried.append(nil)
                next += 1
            } else {
                guard let entry = entry(position) else { return nil }
                carried.append(entry)
            }
        }
        return next == jobs.count ? (carried, listings) : nil
    }

    /// The entry (`entry`) of each page of `listings` but `jobs`, and every page's listing in the site's order
    /// (`order`): each block's pages from `jobs` when they have it, from `listings` otherwise. Nil when a
    /// block of `order` is in neither (but the messages' and the standalone pages, of which a site may have
    /// none), when the pages of a block are not together or `jobs` not in `order`'s order, or when a page's
    /// entry is not known.
    private static func carriedByBlock(
        besides jobs: [PageJob], from listings: [PageListing], in order: [PageBlock],
        entry: (Int) -> RenderCache.Entry?
    ) -> (carried: [RenderCache.Entry?], listings: [PageListing])? {
        guard let planned = PageBlock.ranges(of: jobs.map(\.block)),
            let listed = PageBlock.ranges(of: listings.map(\.block))
        else { return nil }
        var (carried, merged) = ([RenderCache.Entry?](), [PageListing]())
        carried.reserveCapacity(listings.count + jobs.count)
        merged.reserveCapacity(listings.count + jobs.count)
        var next = 0
        for block in order {
            if let range = planned[block] {
                guard range.lowerBound == next else { return nil }
                merged += jobs[range].map(\.listing)
                carried += repeatElement(nil, count: range.count)
                next = range.upperBound
            } else if let range = listed[block] {
                for position in range {
                    guard let entry = entry(position) else { return nil }
                    merged.append(listings[position])
                    carried.append(entry)
                }
            } else if block != .messages && block != .pages {
                return nil
            }
        }
        return next == jobs.count ? (carried, merged) : nil
    }

    /// `render` of the plan of `state`.
    public func render(
        _ state: AppState, reusing published: ReusablePages? = nil, into staged: (any FileDestination)? = nil,
        summaries: MemoSummaries? = nil
    ) throws(Diagnostic) -> Result {
        var plan = plan(state, summaries: summaries)
        return try render(&plan, reusing: published, into: staged)
    }

    /// Renders every page, on every core, but those `published` already has. With `staged`, each page is
    /// placed in it as soon as it is rendered, rather than kept in `files`: a build then holds only the
    /// pages being rendered, and abandoning it (`StagedSite.abandon`) leaves the pages not yet begun
    /// unrendered. The first failing page (in page order) is the error. The plan's jobs are taken, and freed
    /// once rendered, before the pages' entries are gathered: a large site's are tens of megabytes, which
    /// its render cache need not be made beside (freed on another thread, they were not gone in time).
    func render(
        _ plan: inout Plan, reusing published: ReusablePages? = nil, into staged: (any FileDestination)? = nil
    ) throws(Diagnostic) -> Result {
        var jobs: [PageJob] = []
        swap(&jobs, &plan.jobs)
        let (index, pages, keyPages, listings, lastToday) =
            (plan.index, plan.pages, plan.keyPages, plan.listings, plan.lastToday)
        let theme = self.theme
        // The files beside the pages, each a task of its own: a save that renders a few pages leaves them cores.
        let parts = pages.searchParts
        let besides: [@Sendable () -> [Made]] = [
            {
                pages.feedFiles().map { Self.keptByBytes($0, reusing: published, into: staged) }
                    + Self.sitemapFiles(of: listings, pages: pages, reusing: published, into: staged)
            },
            { [Self.calendarFile(of: pages, stampedBefore: lastToday, reusing: published, into: staged)] },
            {
                let parts = parts.value
                return Self.documentFiles(of: parts).map {
                    Self.searchFile($0, of: parts, reusing: published, into: staged)
                }
            },
            { parts.value.flatMap { Self.shards(of: $0, reusing: published, into: staged) } },
        ]
        let (outcomes, made) = jobs.concurrentMap(
            { job in
                Swift.Result { () throws(Diagnostic) -> (page: Page, entry: RenderCache.Entry) in
                    try staged?.checkNotAbandoned()
                    // A page keyed by its dependencies builds its context only to be rendered; any other is
                    // keyed by its context, built with stand-ins for the Markdown.
                    let key: ContentHash
                    var keyed: (key: PageKey, context: MustacheValue)?
                    if let recorded = job.recordedKey {
                        key = recorded
                    } else if let dependencies = job.dependencyHash(in: pages) {
                        key = PageKey(kind: job.kind, theme: theme.hash, dependencies: dependencies).hash
                    } else {
                        let context = job.context(keyPages)
                        keyed = (PageKey(kind: job.kind, theme: theme.hash, context: context), context)
                        key = keyed!.key.hash
                    }
                    if let entry = published?.entry(keeping: job.file, key: key) { return (.kept, entry) }
                    let context =
                        if let keyed {
                            keyed.key.standIns.isEmpty ? keyed.context : keyed.key.rendering(keyed.context)
                        } else { job.context(pages) }
                    let file = OutputFile(path: job.file, bytes: try theme.render(job.kind, context: context))
                    let entry = RenderCache.Entry(key: key, output: ContentHash(of: file.bytes))
                    guard let staged else { return (.rendered(file), entry) }
                    try staged.place(file)
                    return (.placed, entry)
                }
            },
            alongside: besides)
        _ = consume jobs
        let feeds = made.flatMap { $0 }
        var result = Result(
            files: [], kept: [], pagesByKind: [:], warnings: index.calendarWarnings, cache: RenderCache(),
            summaries: index.summaries, contentFiles: index.contentFiles)
        result.cache.pages.reserveCapacity(plan.listings.count + feeds.count)
        result.cache.searchParts = Dictionary(uniqueKeysWithValues: parts.value.map { ($0.name, $0.record) })
        result.entries.reserveCapacity(plan.listings.count)
        var jobOutcomes = outcomes.makeIterator()
        for (listing, carried) in zip(plan.listings, plan.carried) {
            result.pagesByKind[listing.kind, default: 0] += 1
            if let carried {
                result.kept.append(listing.file)
                result.cache.pages[listing.file] = carried
                result.entries.append(carried)
                continue
            }
            // A page that is not carried over is the plan's next job, with its listing.
            let (page, entry) = try jobOutcomes.next()!.get()
            switch page {
            case .rendered(let file): result.files.append(file)
            case .placed: break
            case .kept: result.kept.append(listing.file)
            }
            result.cache.pages[listing.file] = entry
            result.entries.append(entry)
        }
        for outcome in feeds {
            let made = try outcome.get()
            switch made.page {
            case .rendered(let file): result.files.append(file)
            case .placed: break
            case .kept: result.kept.append(made.path)
            }
            result.cache.pages[made.path] = made.entry
        }
        return result
    }

    /// What became of a page: kept in memory, placed in the staging folder, or kept as published.
    enum Page {
        case rendered(OutputFile)
        case placed
        case kept
    }
}
