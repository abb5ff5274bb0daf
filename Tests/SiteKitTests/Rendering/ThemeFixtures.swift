import Foundation
import TestSupport

@testable import SiteKit

extension SiteLabels {
    /// The built-in default theme's words for `language`.
    static func builtIn(_ language: SiteLanguage) -> SiteLabels {
        try! ThemeStrings.labels(for: language, chain: [.builtIn]).value
    }
}

extension SiteWords {
    /// What the built-in default theme says in `language`.
    static func builtIn(_ language: SiteLanguage) -> SiteWords {
        SiteWords(language: language, labels: .builtIn(language))
    }
}

extension SiteIndex {
    /// The index with the built-in default theme's words.
    convenience init(state: AppState, settings: RenderSettings) {
        self.init(state: state, settings: settings, labels: .builtIn(settings.config.language))
    }
}

extension Theme {
    /// The package's `Themes/default`, with its words for `language`.
    static func packageDefault(_ language: SiteLanguage = .en) throws -> Theme {
        try load(named: "default", in: TestFolders.package.appendingPathComponent("Themes"), language: language).value
    }
}
