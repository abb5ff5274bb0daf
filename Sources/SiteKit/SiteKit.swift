/// sitegen's version, shown by `--version` and in the HTTP User-Agent.
public let sitegenVersion = "0.1.0"
