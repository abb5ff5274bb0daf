import Foundation
import Mustache

/// The context used when the input gives none, or JSON that does not parse: a little of each kind
/// of value, so that sections, inverted sections and escaping are all reached.
private let defaultContext: MustacheValue = [
    "a": true, "b": false, "n": 0, "x": 1.5, "s": "<&\"'>", "list": [1, "two", ["a": "three"]],
    "o": ["a": "inner", "list": []], "p": .null,
]

/// Input: a template, then optionally a NUL byte and the JSON context, then optionally another NUL
/// byte and the source of a partial named `p`. The template is compiled and rendered both non-strict
/// and strict.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: bytes, count: count).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    let source = String(decoding: parts[0], as: UTF8.self)
    let context = parts.count > 1 ? (try? MustacheValue(json: Data(parts[1]))) ?? defaultContext : defaultContext
    let partialSource = parts.count > 2 ? String(decoding: parts[2], as: UTF8.self) : "[{{.}}]"
    guard let template = try? Template(source, name: "fuzz"),
          let partials = try? TemplateDictionary(sources: ["p": partialSource]) else { return 0 }
    for strict in [false, true] {
        _ = try? template.render(context, partials: partials, strict: strict)
    }
    return 0
}
