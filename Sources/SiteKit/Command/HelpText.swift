/// `sitegen --help`.
public let helpText = """
    sitegen \(sitegenVersion): builds a static site from daily memos, pickup messages and calendars.

    Usage: sitegen [build] [options]

    Options:
      -o, --out DIR          publish the site into DIR (default: Output)
          --content DIR      read site.yml, memos/ and data/ from DIR (default: Content)
          --themes DIR       read themes from DIR (default: Themes)
          --date YYYY-MM-DD  build as if today were this day (default: SOURCE_DATE_EPOCH, else the clock)
          --drafts           publish memos marked draft: true
          --log-actions FILE write every store action to FILE as JSON Lines
          --cache DIR        keep the last good copy of each remote source in DIR
                             (default: .sitegen-cache beside the content folder)
          --offline          use only the cached copies of remote sources
          --strict           fail (exit code 3) instead of using a cached copy or leaving
                             a source out, or when a source shrank suspiciously
      -v, --verbose          say more: where each source came from, every HTTP request,
                             every stage's time
      -q, --quiet            print nothing but warnings and errors
      -h, --help             show this help
          --version          show the version

    The site is built into a staging folder and swapped in at once: a failed build leaves the
    published site exactly as it was. Warnings and errors go to standard error.

    Exit codes:
      0  the site was built and published (warnings allowed)
      1  the build failed: bad configuration, content or theme, or the output could not be written
      2  bad usage: unknown option, missing value
      3  a required source could not be had (or --strict refused a fallback)
    """
