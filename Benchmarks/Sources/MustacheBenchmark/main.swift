// Renders a list page (a partial per item, 1,000 items) with the Mustache engine and with
// hand-written string appends producing the same bytes, and prints the throughput of each.
// Run with: swift run -c release MustacheBenchmark
import Mustache

struct Item: Encodable {
    let title: String
    let url: String
    let category: String
    let date: String
    let summary: String
}

struct ListPage: Encodable {
    let title: String
    let items: [Item]
}

let page = ListPage(
    title: "Articles & notes",
    items: (0..<1_000).map { index in
        Item(
            title: "Pickup message #\(index): \"spring\" <edition>",
            url: "https://example.org/articles/\(index)/",
            category: ["News", "Life & Style", "Tech"][index % 3],
            date: "2026-11-\(String(index % 28 + 1).count == 1 ? "0" : "")\(index % 28 + 1)",
            summary: "A short article about the day's events, with a few words of summary that keep it honest. It's fine.")
    })

let layout = """
    <!DOCTYPE html>
    <html>
    <head><title>{{title}}</title></head>
    <body>
      <h1>{{title}}</h1>
      <ul class="items">
        {{#items}}
        {{>item}}
        {{/items}}
      </ul>
    </body>
    </html>

    """

let itemPartial = """
    <li class="item">
      <a href="{{url}}">{{title}}</a>
      <span class="category">{{category}}</span>
      <time>{{date}}</time>
      <p>{{summary}}</p>
    </li>

    """

/// The limit: the same page written by hand, as a generator without templates would.
func handWritten(_ page: ListPage) -> String {
    var out = ""
    out.reserveCapacity(400_000)
    out += "<!DOCTYPE html>\n<html>\n<head><title>"
    appendEscaped(page.title, to: &out)
    out += "</title></head>\n<body>\n  <h1>"
    appendEscaped(page.title, to: &out)
    out += "</h1>\n  <ul class=\"items\">\n"
    for item in page.items {
        out += "    <li class=\"item\">\n      <a href=\""
        appendEscaped(item.url, to: &out)
        out += "\">"
        appendEscaped(item.title, to: &out)
        out += "</a>\n      <span class=\"category\">"
        appendEscaped(item.category, to: &out)
        out += "</span>\n      <time>"
        appendEscaped(item.date, to: &out)
        out += "</time>\n      <p>"
        appendEscaped(item.summary, to: &out)
        out += "</p>\n    </li>\n"
    }
    out += "  </ul>\n</body>\n</html>\n"
    return out
}

func appendEscaped(_ text: String, to out: inout String) {
    var runStart = text.utf8.startIndex
    for index in text.utf8.indices {
        let entity: String
        switch text.utf8[index] {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        case UInt8(ascii: "'"): entity = "&#39;"
        default: continue
        }
        out += text[runStart..<index]
        out += entity
        runStart = text.utf8.index(after: index)
    }
    out += text[runStart...]
}

/// Runs `body` for about a second; returns megabytes of output per second.
func throughput(_ body: () throws -> String) rethrows -> Double {
    for _ in 0..<5 { _ = try body() }  // warm up caches and allocator
    let clock = ContinuousClock()
    var bytes = 0
    var runs = 0
    let start = clock.now
    while clock.now - start < .seconds(1) || runs < 10 {
        bytes += try body().utf8.count
        runs += 1
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Double(bytes) / seconds / 1_000_000
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

let template = try Template(layout, name: "list.mustache")
let partials = try TemplateDictionary(sources: ["item": itemPartial])
let context = try MustacheValue(encoding: page)
let expected = handWritten(page)
guard try template.render(context, partials: partials) == expected else {
    fatalError("the template and the hand-written code disagree")
}

// The machine is shared: take the best of three alternating rounds so that a burst of
// someone else's work does not land on one side only.
var baseline = 0.0
var engine = 0.0
var encodeAndRender = 0.0
for _ in 0..<3 {
    baseline = max(baseline, throughput { handWritten(page) })
    engine = max(engine, try throughput { try template.render(context, partials: partials) })
    encodeAndRender = max(
        encodeAndRender, try throughput { try template.render(try MustacheValue(encoding: page), partials: partials) })
}

print("List page: \(page.items.count) items, a partial per item, \(expected.utf8.count) bytes of HTML")
print("hand-written appends:       \(format(baseline)) MB/s")
print("Mustache render:            \(format(engine)) MB/s (\(format(baseline / engine))x the hand-written time)")
print("encode view model + render: \(format(encodeAndRender)) MB/s")

let row = "<tr><td>{{name}}</td><td>{{#flag}}yes{{/flag}}</td></tr>\n"
let bigSource = String(repeating: row, count: 1_048_576 / row.utf8.count)
let clock = ContinuousClock()
let compileTime = try clock.measure { _ = try Template(bigSource, name: "big.mustache") }
print("compile a 1 MB template: \(compileTime)")
