/// A minimal Hugo theme of the benchmark's own, with layouts like sitegen's default theme:
/// a shared frame, a memo page with the day's events and messages, lists with excerpts.
enum HugoLayouts {
    static let files: [(String, String)] = [
        ("_default/baseof.html", """
            <!DOCTYPE html>
            <html lang="ja">
            <head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title>
            <meta name="description" content="{{ with .Description }}{{ . }}{{ else }}{{ site.Title }}{{ end }}">
            <link rel="canonical" href="{{ .Permalink }}"><link rel="stylesheet" href="/assets/style.css"></head>
            <body><header><a href="/">{{ site.Title }}</a>
            <nav><a href="/memos/">Memos</a> <a href="/articles/">Articles</a> <a href="/tags/">Tags</a></nav></header>
            <main>{{ block "main" . }}{{ end }}</main>
            <footer>{{ site.Title }}</footer></body></html>

            """),
        ("index.html", """
            {{ define "main" }}<section><h2>Pickup</h2><div class="cards">
            {{ range site.Data.pickup.article.contents }}{{ partial "message.html" . }}{{ end }}</div></section>
            <section><h2>Latest memos</h2><ul>
            {{ range first 5 (where site.RegularPages "Section" "memos") }}{{ partial "summary.html" . }}{{ end }}
            </ul></section>{{ end }}

            """),
        ("_default/single.html", """
            {{ define "main" }}<article><h1>{{ .Title }}</h1><p><time>{{ .Date.Format "2006-01-02" }}</time></p>
            {{ with .GetTerms "tags" }}<ul class="tags">{{ range . }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>{{ end }}
            {{ .Content }}</article>
            {{ $day := .Date.Format "2006-01-02" }}
            {{ with index site.Data.calendar $day }}<aside><ul>{{ range . }}<li>{{ .time }} {{ .title }} {{ .location }}</li>{{ end }}</ul></aside>{{ end }}
            {{ with index site.Data.pickupbyday $day }}<aside>{{ range . }}{{ partial "message.html" . }}{{ end }}</aside>{{ end }}
            <nav>{{ with .Prev }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
            {{ with .Next }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>{{ end }}

            """),
        ("_default/list.html", """
            {{ define "main" }}<h1>{{ .Title }}</h1>
            {{ with .Sections }}<ul>{{ range . }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
            {{ with .RegularPages }}<table>{{ range .ByDate }}{{ $day := .Date.Format "2006-01-02" }}
            <tr><td>{{ $day }}</td><td><a href="{{ .RelPermalink }}">{{ .Title }}</a></td>
            <td>{{ range index site.Data.calendar $day }}{{ .time }} {{ .title }}<br>{{ end }}</td></tr>{{ end }}</table>{{ end }}{{ end }}

            """),
        ("_default/taxonomy.html", """
            {{ define "main" }}<h1>{{ .Title }}</h1><ul>
            {{ range .Data.Terms.ByCount }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}
            </ul>{{ end }}

            """),
        ("_default/term.html", """
            {{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}{{ partial "summary.html" . }}{{ end }}</ul>
            <a href="/tags/">All tags</a>{{ end }}

            """),
        ("articles/list.html", """
            {{ define "main" }}<h1>{{ .Title }}</h1>
            {{ $all := site.Data.pickup.article.contents }}
            {{ with .Params.category }}{{ range where $all "category" . }}{{ partial "message.html" . }}{{ end }}
            {{ else }}{{ range .Sections }}<section><h2><a href="{{ .RelPermalink }}">{{ .Title }}</a></h2>
            {{ range where $all "category" .Params.category }}{{ partial "message.html" . }}{{ end }}</section>{{ end }}{{ end }}{{ end }}

            """),
        ("404.html", """
            {{ define "main" }}<h1>Not found</h1><p>This page does not exist.</p>{{ end }}

            """),
        ("partials/summary.html", """
            <li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <time>{{ .Date.Format "2006-01-02" }}</time><p>{{ .Summary }}</p></li>

            """),
        ("partials/message.html", """
            <article class="card"><h3>{{ with .url }}<a href="{{ . }}">{{ end }}{{ .title }}{{ with .url }}</a>{{ end }}</h3>
            <img src="{{ .image_url }}" alt=""><p>{{ .category }}{{ with .date }} <time>{{ . }}</time>{{ end }}</p>
            {{ .body | markdownify }}</article>

            """),
    ]
}
