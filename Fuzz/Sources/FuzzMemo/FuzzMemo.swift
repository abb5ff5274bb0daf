import Foundation
import SiteKit

private let day = Day(iso: "2026-11-03")!
private let renderers = [MarkdownRenderer(allowsRawHTML: false), MarkdownRenderer(allowsRawHTML: true)]

/// One memo file's bytes, read as the memo loader reads them, then rendered as the memo's pages render it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMemo(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let text = try? TextFile.decode(Data(bytes: bytes, count: count), displayName: "memo.md"),
          let memo = try? MemoParser.parse(text, day: day, file: "memo.md").value else { return 0 }
    for renderer in renderers {
        _ = renderer.html(memo.markdown)
        _ = renderer.excerpt(memo.markdown, maxCharacters: 120)
        _ = renderer.title(memo.markdown)
    }
    return 0
}
