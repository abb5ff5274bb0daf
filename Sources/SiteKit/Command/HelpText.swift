/// `sitegen --help`.
public let helpText = """
    sitegen \(sitegenVersion): builds a static site from daily memos, pickup messages and calendars.

    Usage: sitegen [build] [options]

    Options:
    \(OptionSpec.all.flatMap(\.helpLines).joined(separator: "\n"))

    The site is built into a staging folder and swapped in at once: a failed build leaves the
    published site exactly as it was. Warnings and errors go to standard error.

    Exit codes:
      0  the site was built and published (warnings allowed)
      1  the build failed: bad configuration, content or theme, or the output could not be written
      2  bad usage: unknown option, missing value, a --date or SOURCE_DATE_EPOCH outside the
         years 1 to 9999
      3  a required source could not be had (or --strict refused a fallback)
    """
