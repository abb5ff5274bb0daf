import Foundation
@_spi(Fuzzing) import SiteKit

private let day = Day(iso: "2026-11-03")!
private let renderers = [MarkdownRenderer(allowsRawHTML: false), MarkdownRenderer(allowsRawHTML: true)]

/// One memo file's bytes, read as the memo loader reads them, then rendered as the memo's pages render it,
/// GitHub's extensions (tables, strikethrough, autolinks, task lists, footnotes) included. The excerpt and
/// the title, which may be worked out from the memo's opening lines alone, must be those of the whole memo,
/// and safe mode's HTML (table cells and footnotes too) must hold no raw tag or script link: a difference
/// stops the run like a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMemo(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let text = try? TextFile.decode(Data(bytes: bytes, count: count), displayName: "memo.md"),
          let memo = try? MemoParser.parse(text, day: day, today: day, file: "memo.md").value else { return 0 }
    for renderer in renderers {
        let html = renderer.html(memo.markdown, footnoteIDPrefix: "m-")
        if !renderer.allowsRawHTML {
            precondition(!html.contains("<script") && !html.contains("href=\"javascript:"), "safe mode let raw HTML through")
        }
        for limit in [0, 7, 120] {
            precondition(renderer.excerpt(memo.markdown, maxCharacters: limit) == renderer.excerptOfWholeDocument(memo.markdown, maxCharacters: limit),
                         "the opening's excerpt differs from the whole memo's")
        }
        precondition(renderer.title(memo.markdown) == renderer.titleOfWholeDocument(memo.markdown), "the opening's title differs from the whole memo's")
    }
    return 0
}
