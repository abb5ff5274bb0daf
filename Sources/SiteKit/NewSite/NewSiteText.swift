/// The words of a new site in its language: the example texts `sitegen init` writes, in English for a
/// language it has none in.
struct NewSiteText {
    var title: String
    var description: String
    var memoTitle: String
    var memoBody: String
    var memoTag: String
    var eventTitle: String
    var eventLocation: String
    /// Two pickup messages: a title, a category and a body each.
    var messages: [(title: String, category: String, body: String)]

    init(_ language: SiteLanguage) {
        switch language.tag {
        case "ja":
            title = "わたしのノート"
            description = "毎日のメモと、町のおすすめ。"
            memoTitle = "はじめてのメモ"
            memoBody = "このサイトの最初のメモです。`Content/memos/` に日付の名前で Markdown のファイルを置くと、その日のページになります。"
            memoTag = "おしらせ"
            eventTitle = "公園の清掃"
            eventLocation = "中央公園"
            messages = [
                ("駅前のパン屋さん", "グルメ", "朝七時から焼きたてが並びます。"),
                ("川沿いの散歩道", "おでかけ", "桜並木が二キロ続きます。"),
            ]
        case "ko":
            title = "나의 노트"
            description = "매일의 메모와 동네 추천."
            memoTitle = "첫 메모"
            memoBody = "이 사이트의 첫 메모입니다. `Content/memos/`에 날짜 이름의 Markdown 파일을 두면 그날의 페이지가 됩니다."
            memoTag = "소식"
            eventTitle = "공원 청소"
            eventLocation = "중앙공원"
            messages = [
                ("역 앞 빵집", "맛집", "아침 일곱 시부터 갓 구운 빵이 나옵니다."),
                ("강변 산책로", "나들이", "벚나무 길이 2킬로미터 이어집니다."),
            ]
        default:
            title = "My notes"
            description = "Daily memos and picks from around town."
            memoTitle = "A first memo"
            memoBody =
                "This is the site's first memo. A Markdown file in `Content/memos/` named after a day becomes that day's page."
            memoTag = "news"
            eventTitle = "Park clean-up"
            eventLocation = "Central Park"
            messages = [
                ("The bakery by the station", "Food", "Fresh bread from seven in the morning."),
                ("A walk along the river", "Outings", "Two kilometres under the cherry trees."),
            ]
        }
    }
}
