/// What a build leaves in memory for the next one in the same process (`PreviewSite`): what it was
/// configured with, what each input gave, and what the site's folder holds.
struct BuildMemory: Sendable {
    var config: SiteConfig
    var theme: Theme
    var settings: RenderSettings
    /// The warnings of `site.yml` and the theme, which every build gives.
    var warnings: [Diagnostic]
    var reads: [InputReader.Input: InputReader.Read]
    /// Every file of the site but the theme's assets, with the key it was made from.
    var cache: RenderCache
    var summaries: MemoSummaries
    /// The pages as last planned, whose keys `cache` holds: what a save leaves as it was is taken from
    /// their index (the calendars, the messages' HTML, the memos' summary keys), and a day page whose
    /// record it leaves as it was is not keyed again.
    var pages: SitePages? = nil
    /// Every page of that plan, in its order, and each one's entry in `cache` (`RecordedPlan.entries`).
    var listings: [PageListing] = []
    var entries: [RenderCache.Entry] = []
    /// The memos' folder as last read (`MemoFolder`): kept by `sitegen serve`'s builds.
    var memoFolder: MemoFolder? = nil
}
