/// Where rendering puts each file it makes, as soon as it is made: a publication's staging folder
/// (`StagedSite`), or the batch `sitegen serve` writes into its own site once the build has succeeded
/// (`FileBatch`).
public protocol FileDestination: Sendable {
    /// Takes `file`; a path that could leave the site is refused.
    func place(_ file: OutputFile) throws(Diagnostic)
    /// Throws once the build is abandoned; checked before each page is rendered.
    func checkNotAbandoned() throws(Diagnostic)
    /// Tells the build rendering into this destination to stop at its next page.
    func abandon()
}

extension StagedSite: FileDestination {}
