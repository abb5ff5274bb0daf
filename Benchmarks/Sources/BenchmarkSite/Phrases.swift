/// The words the generated memos and messages are made of: Japanese and English, with the
/// characters a renderer must escape (`&`, `<`, quotes) in some titles.
enum Phrases {
    static let japaneseSentences = [
        "朝いちばんに港へ出ると、漁船がちょうど戻ってきたところだった。",
        "市場の通りはまだ静かで、魚屋さんが氷を砕く音だけが響いていた。",
        "午後は図書館で町の古い地図を眺めて過ごした。",
        "帰り道の坂の上から、夕日に染まる灯台が見えた。",
        "商店街のパン屋さんで、焼きたてのあんぱんを二つ買った。",
        "雨の日は縁側で本を読むのがいちばんだと思う。",
        "公民館の掲示板に、来月の行事予定が貼り出されていた。",
        "隣の家の柿が色づいて、秋が来たことを教えてくれる。",
        "防波堤の先で、釣り人たちが並んで糸を垂れていた。",
        "駅前のバス停で、久しぶりに同級生に会った。",
        "夜は鍋にして、家族で今日のできごとを話した。",
        "小学校の運動会の練習が、風に乗って聞こえてきた。",
    ]
    static let englishSentences = [
        "The fishing boats came back just after dawn, loaded with mackerel.",
        "I spent the afternoon at the library, reading about the old harbour.",
        "From the top of the hill the lighthouse looked small and very white.",
        "The bakery on the corner had fresh bread & the good kind of coffee.",
        "It rained all morning, so I finally fixed the squeaky garden gate.",
        "A neighbour left a bag of persimmons on the step with a short note.",
        "The community hall posted next month's schedule on its notice board.",
        "We walked along the breakwater and counted the herons on the rocks.",
        "The bus was late again, but nobody at the stop seemed to mind.",
        "Dinner was a simple stew, and we talked about the week ahead.",
        "Children practised for the sports day; the drums carried across town.",
        "The tide was so low that the old pier's posts stood out of the mud.",
    ]
    static let japaneseHeadings = ["今日のこと", "買ったもの", "覚え書き", "次にやること", "見たもの", "町の話"]
    static let englishHeadings = ["Today", "Shopping list", "Notes", "Next steps", "Things I saw", "Around town"]
    static let japaneseTitles = [
        "朝市の帰り道", "灯台のある風景", "雨の日の図書館", "商店街のあんぱん", "港の夕暮れ",
        "\"港まつり\" の準備", "A&B 商店の新メニュー", "気温 < 10 度の朝", "「秋の味覚」と 'さんま'",
    ]
    static let englishTitles = [
        "Back from the market", "A walk to the lighthouse", "Rainy day at the library",
        "Fish & chips by the pier", "When x < y: a note on tides", "\"Quiet\" Sunday",
        "Tom's 'famous' stew", "Bread, coffee & a long talk", "The harbour at dusk",
    ]
    static let tags = [
        "港", "朝市", "散歩", "料理", "読書", "町内会", "天気", "灯台", "祭り", "買い物",
        "harbour", "market", "walks", "cooking", "books", "weather", "garden", "family",
        "C++ & Swift", "<notes>", "写真", "釣り", "季節", "旅行", "music", "bikes",
        "history", "food", "猫", "school", "sea", "bread", "tea", "夜", "雨", "雪",
    ]
    static let code = [
        ["let tide = readings.map { $0.height }.max() ?? 0", "print(\"high tide: \\(tide) m\")"],
        ["for boat in harbour.boats where boat.isBack {", "    unload(boat)", "}"],
        ["$ swift build -c release", "$ .build/release/sitegen --out Output"],
        ["SELECT day, count(*) FROM catches", "GROUP BY day ORDER BY day;"],
    ]
    static let inlineCode = ["`swift build`", "`tide < 1.2`", "`--out`", "`a && b`", "`<br>`", "`ls -l`"]
    static let categories: [(name: String, slug: String)] = [
        ("グルメ", "gourmet"), ("イベント", "events"), ("暮らし", "living"), ("観光・街めぐり", "sightseeing"),
        ("ショッピング・お買い物", "shopping"), ("子育て", "kids"), ("健康", "health"), ("スポーツ", "sports"),
        ("文化・芸術", "culture"), ("自然", "nature"), ("交通", "transport"), ("お知らせ", "notices"),
    ]
}
