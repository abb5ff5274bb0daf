// sitegen's search: reads the query (the form, or ?q= in the address), loads the index shards of its
// tokens and the files of the results it shows, all from the site's own folder. Text is read as the
// build read it (SearchText.swift): NFKC, lower case; Han, kana and Hangul as characters and their pairs,
// other scripts as words matched by their beginnings. Results are built with textContent, never as HTML.
"use strict";
(() => {
  const form = document.querySelector("form.search-form");
  if (!form) return;
  const input = form.querySelector("input[name=q]");
  const status = document.querySelector(".search-status");
  const results = document.querySelector(".search-results");
  const base = form.dataset.index;
  // The index's parts, each with its number of shards: "memos=512 recent=4 articles=16".
  const parts = form.dataset.parts.split(" ").filter(Boolean).map((part) => {
    const [name, count] = part.split("=");
    return { name, count: Number(count) };
  });
  // A document's file holds the documents of its kind numbered next to it: number ÷ this, rounded down.
  const documentsPerFile = Number(form.dataset.documentsPerFile);
  const pageSize = 10;
  const kinds = [
    { key: "m", heading: form.dataset.memos, newestFirst: true },
    { key: "a", heading: form.dataset.articles, newestFirst: false },
    { key: "p", heading: form.dataset.pages, newestFirst: false },
  ];
  const fetched = new Map();

  const fold = (text) => text.normalize("NFKC").toLowerCase();
  const wordPart = /[\p{L}\p{N}\p{M}]/u;

  function isCJK(c) {
    return (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3005 && c <= 0x3007) || (c >= 0x3041 && c <= 0x309f)
      || (c >= 0x30a1 && c <= 0x30fa) || (c >= 0x30fc && c <= 0x30ff) || (c >= 0x3130 && c <= 0x318f)
      || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff)
      || (c >= 0xa960 && c <= 0xa97f) || (c >= 0xac00 && c <= 0xd7ff) || (c >= 0xf900 && c <= 0xfaff)
      || (c >= 0x20000 && c <= 0x3ffff);
  }

  // The runs of folded text: {word} or {characters: [code points as strings]}.
  function runs(folded) {
    const found = [];
    let word = "";
    let characters = [];
    const end = () => {
      if (word) found.push({ word });
      if (characters.length) found.push({ characters });
      word = "";
      characters = [];
    };
    for (const character of folded) {
      if (isCJK(character.codePointAt(0))) {
        if (word) end();
        characters.push(character);
      } else if (wordPart.test(character)) {
        if (characters.length) end();
        word += character;
      } else {
        end();
      }
    }
    end();
    return found;
  }

  // What a query looks up: each word by its beginning (a one-character word as itself), each CJK
  // character pair, or a lone CJK character. `key` picks the shard, as SearchText.Token.shardKey does.
  function terms(query) {
    const found = [];
    for (const run of runs(fold(query))) {
      if (run.word) {
        const characters = Array.from(run.word);
        found.push({ text: run.word, key: characters.slice(0, 2).join(""), prefix: characters.length > 1 });
      } else if (run.characters.length === 1) {
        found.push({ text: run.characters[0], key: run.characters[0], prefix: false });
      } else {
        for (let i = 0; i + 1 < run.characters.length; i++) {
          const pair = run.characters[i] + run.characters[i + 1];
          found.push({ text: pair, key: pair, prefix: false });
        }
      }
    }
    return found;
  }

  function shardOf(key, count) {
    let hash = 0x811c9dc5;
    for (const byte of new TextEncoder().encode(key)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    return hash & (count - 1);
  }

  function load(path) {
    if (!fetched.has(path)) {
      fetched.set(path, fetch(base + path).then((response) => {
        if (!response.ok) throw new Error(`${response.status} for ${path}`);
        return response.json();
      }));
    }
    return fetched.get(path);
  }

  // The documents holding a term, by kind: a set of numbers for each kind, from its shard in every part.
  function matches(term, shards) {
    const byKind = new Map();
    for (const [token, postings] of shards.flatMap((shard) => Object.entries(shard))) {
      if (term.prefix ? !token.startsWith(term.text) : token !== term.text) continue;
      for (const [kind, deltas] of Object.entries(postings)) {
        const numbers = byKind.get(kind) || new Set();
        let number = 0;
        deltas.forEach((delta, i) => numbers.add(number = i === 0 ? delta : number + delta));
        byKind.set(kind, numbers);
      }
    }
    return byKind;
  }

  async function search(query) {
    const wanted = terms(query);
    results.replaceChildren();
    status.textContent = "";
    if (wanted.length === 0) return;
    results.setAttribute("aria-busy", "true");
    const shards = await Promise.all(wanted.map((term) =>
      Promise.all(parts.map((part) => load(`index/${part.name}/${shardOf(term.key, part.count)}.json`)))));
    // A newer query has taken this one's place.
    if (input.value !== query) return;
    const found = wanted.map((term, i) => matches(term, shards[i]));
    const shown = [];
    let total = 0;
    for (const kind of kinds) {
      let numbers = null;
      for (const byKind of found) {
        const these = byKind.get(kind.key) || new Set();
        numbers = numbers === null ? these : new Set([...numbers].filter((n) => these.has(n)));
      }
      const ordered = [...numbers].sort((a, b) => (kind.newestFirst ? b - a : a - b));
      total += ordered.length;
      if (ordered.length) shown.push(showKind(kind, ordered, query));
    }
    await Promise.all(shown);
    status.textContent = total ? form.dataset.found.replace("{count}", total) : form.dataset.nothing;
    results.setAttribute("aria-busy", "false");
  }

  function showKind(kind, numbers, query) {
    const section = document.createElement("section");
    const heading = document.createElement("h2");
    heading.textContent = `${kind.heading} (${numbers.length})`;
    const list = document.createElement("ol");
    list.className = "search-list";
    section.append(heading, list);
    results.append(section);
    const more = document.createElement("button");
    more.type = "button";
    more.className = "search-more";
    more.textContent = form.dataset.more;
    let shown = 0;
    const showNext = async () => {
      more.remove();
      results.setAttribute("aria-busy", "true");
      const next = numbers.slice(shown, shown + pageSize);
      shown += next.length;
      const documents = await Promise.all(
        next.map((n) => load(`docs/${kind.key}/${Math.floor(n / documentsPerFile)}.json`).then((file) => file[n])),
      );
      for (const document of documents) list.append(resultItem(document, query));
      if (shown < numbers.length) section.append(more);
      results.setAttribute("aria-busy", "false");
    };
    more.addEventListener("click", showNext);
    return showNext();
  }

  function resultItem(found, query) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = found.url;
    link.className = "search-title";
    link.append(...marked(found.title, query, Infinity));
    item.append(link);
    if (found.date) {
      const date = document.createElement("span");
      date.className = "search-date";
      date.textContent = found.date;
      item.append(" ", date);
    }
    const excerpt = document.createElement("p");
    excerpt.className = "search-excerpt";
    excerpt.append(...marked(found.text, query));
    item.append(excerpt);
    return item;
  }

  // The folded text with, for each of its UTF-16 units, where the original character it came from starts
  // and ends: a base character is folded with the marks after it, as NFKC composes them.
  function foldedWithOrigins(text) {
    let folded = "";
    const starts = [];
    const ends = [];
    const characters = Array.from(text);
    let offset = 0;
    for (let i = 0; i < characters.length;) {
      let chunk = characters[i++];
      while (i < characters.length && /^\p{M}/u.test(characters[i].normalize("NFKC"))) chunk += characters[i++];
      const piece = fold(chunk);
      for (let unit = 0; unit < piece.length; unit++) {
        starts.push(offset);
        ends.push(offset + chunk.length);
      }
      folded += piece;
      offset += chunk.length;
    }
    return { folded, starts, ends };
  }

  // The excerpt (of `length` characters at most) around the first place the query's words or CJK runs
  // appear, each place marked.
  function marked(text, query, length = 160) {
    const { folded, starts, ends } = foldedWithOrigins(text);
    // A word is marked whole, from the beginning the query gave.
    let needles = runs(fold(query)).map((run) => ({ text: run.word || run.characters.join(""), word: !!run.word }));
    if (!needles.some((needle) => folded.includes(needle.text))) {
      needles = terms(query).map((term) => ({ text: term.text, word: false }));
    }
    const places = [];
    for (const { text: needle, word } of needles) {
      for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
        let end = at + needle.length;
        while (word && end < folded.length && wordPart.test(folded[end])) end++;
        places.push([starts[at], ends[end - 1]]);
      }
    }
    places.sort((a, b) => a[0] - b[0]);
    const first = places.length ? places[0][0] : 0;
    let from = length < text.length ? Math.max(0, first - 40) : 0;
    let to = Math.min(text.length, from + length);
    // Not between the two halves of a surrogate pair.
    if (from > 0 && /[\uDC00-\uDFFF]/.test(text[from])) from -= 1;
    if (to < text.length && /[\uDC00-\uDFFF]/.test(text[to])) to += 1;
    const parts = from > 0 ? ["…"] : [];
    let at = from;
    for (const [start, end] of places) {
      if (start < at || end > to) continue;
      parts.push(text.slice(at, start));
      const mark = document.createElement("mark");
      mark.textContent = text.slice(start, end);
      parts.push(mark);
      at = end;
    }
    parts.push(text.slice(at, to) + (to < text.length ? "…" : ""));
    return parts;
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set("q", input.value);
    history.replaceState(null, "", url);
    search(input.value).catch((error) => { status.textContent = String(error.message); });
  });
  const query = new URLSearchParams(location.search).get("q");
  if (query) {
    input.value = query;
    search(query).catch((error) => { status.textContent = String(error.message); });
  }
})();
