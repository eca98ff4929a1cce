"""What the event readers share: the head words that name an event, the kind words that stand for one ("那次会议"
of the 年度供应商大会, "the conference" of the Q3 summit), and how a name said in a message finds its draft."""

from __future__ import annotations

import re

from .._entity_models import MentionFact
from ._entities import Draft, Sentence

__all__ = [
    "BARE",
    "EVENT_HEADS_EN",
    "EVENT_HEADS_ZH",
    "GUARDED_EN",
    "HEAD_END_ZH",
    "guarded_head_ok",
    "open_event",
    "pronoun_event",
    "same_event_kind",
    "sharpen_date",
    "went_with",
]

EVENT_HEADS_ZH = (
    "发布会", "招聘会", "启动会", "研讨会", "交流会", "分享会", "座谈会", "见面会", "签售会", "推介会", "宣讲会",
    "表彰会", "动员会", "总结会", "年会", "大会", "峰会", "论坛", "会议", "培训班", "培训", "训练营", "讲座",
    "展览会", "博览会", "展销会", "展会", "艺术展", "画展", "影展", "车展", "摄影展", "展览", "音乐会", "演唱会",
    "音乐节", "电影节", "艺术节", "美食节", "晚会", "聚会", "聚餐", "派对", "婚礼", "婚宴", "生日宴", "寿宴",
    "同学会", "团建", "旅行", "旅游", "自驾游", "运动会", "马拉松", "比赛", "庆典", "典礼", "沙龙", "夏令营",
    "冬令营", "酒会", "茶话会", "读书会", "黑客松", "洽谈会", "交易会", "订货会", "露营", "野营", "野餐", "路演",
    "招待会", "答谢会", "联欢会", "开幕式", "颁奖礼", "音乐剧", "演出", "展演", "骑行活动", "徒步活动", "研学",
    "相亲会", "漫展", "动漫展", "书展", "游园会", "庙会", "灯会", "市集", "跳蚤市场", "脱口秀", "话剧", "球赛",
    "篮球赛", "足球赛", "生日会", "生日派对", "满月酒", "毕业典礼", "家长会", "音乐现场",
    "蜜月旅行", "蜜月", "大赛", "竞赛",
    # said the way people talk: "安全生产集训", "秋季双选会", "气泡水首发会", "部门秋游", "发小的饭局", "动画手稿特展"
    "集训", "集训营", "双选会", "首发会", "出游", "秋游", "春游", "毕业游", "饭局", "小聚", "特展", "开放日", "嘉年华",
    # "周四有个项目评审会", "今天的部门例会", "跑了个半马"
    "评审会", "例会", "晨会", "复盘会", "半马", "全马", "半程马拉松",
)  # fmt: skip
EVENT_HEADS_EN = (
    "conference", "summit", "offsite", "off-site", "workshop", "training", "seminar", "webinar", "launch",
    "kickoff", "kick-off", "job fair", "career fair", "fair", "expo", "exhibition", "exhibit", "festival",
    "concert", "recital", "wedding", "party", "reunion", "trip", "vacation", "getaway", "retreat",
    "hackathon", "marathon", "tournament", "gala", "ceremony", "meetup", "meet-up", "bootcamp", "convention",
    "trade show", "show", "product launch", "road trip", "banquet", "barbecue", "picnic", "symposium", "meeting",
    "fundraiser", "tasting", "premiere", "open house", "book club", "book swap", "swap meet", "race", "10k", "5k",
    "half marathon", "fun run", "potluck", "game night", "trivia night", "cookout",
    "bake-off", "bake off", "cook-off", "chili cook-off", "contest", "spelling bee",
    # said the way people talk: "the Arkells gig", "the anime con", "a data conf", "my sister's baby shower"
    "gig", "con", "comic con", "conf", "shower", "baby shower", "bridal shower", "yard sale", "garage sale",
    "bake sale", "rummage sale", "housewarming", "sleepover", "rally", "parade", "funeral", "graduation",
    "open mic", "karaoke night", "pub crawl", "bar crawl", "game", "match", "weekend",
    "honeymoon", "cruise", "staycation", "stag do", "hen do", "stag party", "hen party", "dinner",
    # "the first aid course", "the girls' holiday" (British: a trip), "the product reveal", "the housewarming bash",
    # "the new clinic planning day", "the department away day"
    "course", "holiday", "reveal", "gender reveal", "bash", "planning day", "away day", "open day", "sports day",
    "strategy day",
)  # fmt: skip
#: Heads that are events only with a word before them that makes them one: "the Raptors game", "the hockey game",
#: "a tennis match", "the cottage weekend" (not "a board game", "this weekend"); see `guarded_head_ok`.
GUARDED_EN = frozenset(("game", "match", "weekend", "dinner"))
# "the team dinner", "our anniversary dinner", "Thanksgiving dinner" (not "my dinner was cold")
_OCCASION_EN = frozenset(
    re.findall(
        r"\S+",
        "team work office company department club anniversary birthday rehearsal farewell welcome charity awards "
        "holiday family reunion engagement retirement graduation fundraising alumni networking gala wedding",
    )
)
_SPORT_EN = frozenset(
    re.findall(
        r"\S+",
        "hockey football soccer basketball baseball softball volleyball rugby cricket lacrosse tennis badminton "
        "squash polo water playoff home away championship cup league final semifinal ball derby",
    )
)
_NOT_AN_OUTING_EN = frozenset(
    re.findall(
        r"\S+",
        "board card video computer mobile phone online party word guessing mind blame waiting long last this next "
        "that every one whole entire holiday bank three-day four-day",
    )
)


# "a writing gig", "a side gig": work, not a show
_GIG_AS_WORK_EN = frozenset(
    re.findall(
        r"\S+",
        "writing side freelance consulting teaching acting modeling modelling paid unpaid part-time full-time temp "
        "contract new first steady regular design coding tutoring delivery catering cleaning summer weekend",
    )
)


# Heads that are no event after these words or before them: "of course", "the main course", "a course of
# antibiotics", "the golf course"; "the bank holiday", "school holidays", "a holiday home", "holiday season".
_NOT_AN_EVENT_AROUND_EN: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "course": (
        frozenset(re.findall(r"\S+", "of main first second golf due racing race obstacle collision par middle")),
        frozenset(("of",)),
    ),
    "holiday": (
        frozenset(re.findall(r"\S+", "bank public school national federal statutory paid annual religious on")),
        frozenset(re.findall(r"\S+", "season home homes let lets cottage park pay shopping card cards mode allowance")),
    ),
    # "the big reveal was that…", "a reveal of the plot": a twist; "the e-bike reveal", "this reveal" an event
    "reveal": (
        frozenset(re.findall(r"\S+", "the a an big final grand great dramatic shocking plot twist slow gradual to")),
        frozenset(("of", "that")),
    ),
}


def guarded_head_ok(head: str, word_before: str, word_after: str = "") -> bool:
    """Whether a guarded head (`GUARDED_EN`) names an event after `word_before`: a team or sport before a game or
    match, a place or pastime before a weekend ("cottage weekend", "ski weekend"); a gig that is no work; a course
    or a holiday that is no outing (`_NOT_AN_EVENT_AROUND_EN`, by the words around it)."""
    low = word_before.casefold()
    if around := _NOT_AN_EVENT_AROUND_EN.get(head.casefold()):
        return low not in around[0] and word_after.casefold().strip(".,;:!") not in around[1]
    if head.casefold() == "gig":
        return low not in _GIG_AS_WORK_EN
    if head.casefold() not in GUARDED_EN:
        return True
    if low in _NOT_AN_OUTING_EN or not word_before:
        return False
    if head.casefold() == "weekend":
        return word_before.isalpha() or low.endswith(("'", "'s", "’s"))
    if head.casefold() == "dinner":
        return low in _OCCASION_EN or (word_before[:1].isupper() and word_before.isalpha() and low not in ("i", "my"))
    return low in _SPORT_EN or word_before[:1].isupper()


#: The kind word a user says for one event of that kind ("那次会议" of the 年度供应商大会, "that meeting" of the Q3
#: distributor summit): the heads it stands for.
_FAMILIES: dict[str, tuple[str, ...]] = {
    "会议": (
        *("会议", "大会", "峰会", "洽谈会", "年会", "论坛", "研讨会", "座谈会", "交流会", "交易会", "订货会"),
        *("评审会", "例会", "晨会", "复盘会"),
    ),
    "培训": ("培训", "培训班", "训练营", "讲座", "集训", "集训营"),
    "展览": (
        "展览",
        "展览会",
        "画展",
        "艺术展",
        "展会",
        "博览会",
        "摄影展",
        "影展",
        "车展",
        "展销会",
        "漫展",
        "书展",
        "特展",
    ),
    "旅行": ("旅行", "旅游", "自驾游", "露营", "野营", "出游", "秋游", "春游", "毕业游"),
    "聚会": ("聚会", "聚餐", "派对", "同学会", "相亲会", "生日会", "生日派对", "饭局", "小聚"),
    "meeting": ("meeting", "summit", "conference", "convention", "symposium", "meetup", "conf"),
    "training": ("training", "workshop", "bootcamp", "seminar", "webinar", "course"),
    "exhibition": ("exhibition", "exhibit", "show", "expo", "trade show", "con", "comic con"),
    "party": (
        "party",
        "reunion",
        "barbecue",
        "picnic",
        "banquet",
        "gala",
        "shower",
        "housewarming",
        "sleepover",
        "stag do",
        "hen do",
        "stag party",
        "hen party",
        "dinner",
        "bash",
    ),
    "concert": ("concert", "recital", "gig", "show"),
    "sale": ("sale", "yard sale", "garage sale", "bake sale", "rummage sale"),
    "game": ("game", "match"),
    "trip": ("trip", "road trip", "vacation", "getaway", "retreat", "cruise", "honeymoon", "staycation", "holiday"),
    "product launch": ("launch", "product launch", "reveal"),
    "job fair": ("job fair", "career fair", "fair"),
    "race": ("race", "marathon", "half marathon", "10k", "5k", "fun run"),
    "book club": ("book club", "book swap"),
}


#: Family members that are a kind of their own, not another word for the family: one names only events of its kind
#: (and is named by the family's plain words, "聚会", "party").
_OWN_KIND = frozenset(
    (
        *("讲座", "年会", "峰会", "论坛", "研讨会", "座谈会", "交流会", "交易会", "订货会"),
        *("画展", "艺术展", "摄影展", "影展", "车展", "展销会", "漫展", "书展", "特展"),
        *("自驾游", "露营", "野营", "秋游", "春游", "毕业游", "同学会", "相亲会", "生日会", "生日派对"),
        *("reunion", "barbecue", "picnic", "banquet", "gala", "shower", "housewarming", "sleepover"),
        *("stag do", "hen do", "stag party", "hen party", "con", "comic con", "retreat", "cruise", "honeymoon"),
        *("staycation", "marathon", "half marathon", "10k", "5k", "fun run", "book swap", "bake sale"),
    )
)


#: A name that ends in a head word ("行业峰会", "the Memorial Day camping trip"), longest first.
HEAD_END_ZH = re.compile("(?:" + "|".join(sorted(EVENT_HEADS_ZH, key=len, reverse=True)) + ")$")
_HEAD_END_EN = re.compile(
    "(?:" + "|".join(re.escape(h) for h in sorted(EVENT_HEADS_EN, key=len, reverse=True)) + ")$", re.IGNORECASE
)


def same_event_kind(said: str, name: str) -> bool:
    """True when `said` is a bare kind word ("培训", "that meeting" read as "meeting") that `name` is one of, or the
    tail of its name that ends in a kind word ("this camping trip" of the Memorial Day camping trip, "那场黑客松" of
    the 48小时AI黑客松)."""
    bare = said.strip().casefold()
    low = name.strip().casefold()
    # "话剧《茶馆》", "play hamlet": a show named by its title is of the kind said before the title
    titled = re.fullmatch(r"(.+?)《[^》]+》|(play|musical|opera|ballet) .+", low)
    if titled and bare in BARE and bare != low:
        kind = titled[1] or titled[2]
        return bare == kind or (
            bare not in _OWN_KIND and any(kind in members and bare in members for members in _FAMILIES.values())
        )
    if (
        low != bare
        and (HEAD_END_ZH.search(bare) or _HEAD_END_EN.search(bare))
        and (low.endswith(" " + bare) or (re.search(r"[\u4e00-\u9fff]$", bare) is not None and low.endswith(bare)))
    ):
        return True
    if _same_game(bare, low):
        return True
    if bare not in BARE:
        return False
    # "the conference" of the summit: every family the word is in ("会议" and "meeting" are kin of "conference");
    # a word of its own kind names only its own kind or the family's plain words: "这同学会" is not the 相亲会 told
    # of before, "the reunion" not the gala, though "那次聚会" / "the party" may be either
    families = [members for family, members in _FAMILIES.items() if bare == family or bare in members]
    if bare in _OWN_KIND:
        heads = {bare} | {h for members in families for h in members if h not in _OWN_KIND}
    else:
        heads = {h for members in families for h in members} or {bare}
    return low != bare and any(low.endswith(h) for h in heads)


# Words of `_SPORT_EN` that say which game of a season, not which sport: "the Oilers playoff game" is any sport's.
_STAGE_EN = frozenset(("playoff", "home", "away", "championship", "cup", "league", "final", "semifinal", "derby"))


def _same_game(said: str, name: str) -> bool:
    """ "hockey game" of the "oilers playoff game": a game or match said by its sport is the one named by its team,
    unless the name says another sport ("oilers basketball game")."""
    said_words, name_words = said.split(), name.split()
    if len(said_words) < 2 or not name_words or said_words[-1] not in ("game", "match"):
        return False
    if name_words[-1] not in ("game", "match") or said == name:
        return False
    sports = [w for w in said_words[:-1] if w in _SPORT_EN]
    if len(sports) != len(said_words) - 1:
        return False  # "board game", "that big game": no sport said
    named = {w for w in name_words[:-1] if w in _SPORT_EN} - _STAGE_EN
    return named <= set(sports)


def pronoun_event(drafts: list[Draft], language: str) -> Draft:
    d = Draft(kind="event", pronoun=True, language=language)
    drafts.append(d)
    return d


def open_event(drafts: list[Draft], state: Sentence, name: str, language: str) -> Draft:
    """The event named `name` read earlier in this message, or a new one (not the people rules' subject)."""
    found = next((d for d in drafts if d.name.casefold() == name.casefold()), None) or state.find(name)
    # "上个月我参加了项目管理PMP培训，那次培训在…": the kind word is the event just named
    found = found or next((d for d in reversed(drafts) if same_event_kind(name, d.name)), None)
    if found is not None and found.kind == "event":
        return found
    d = Draft(name=name, kind="event", language=language)
    drafts.append(d)
    return d


# A time that names no day ("上个月", "last month"): a day said of the event later says when it was.
_VAGUE = re.compile(
    r"^(?:上个?月|这个?月|本月|去年|今年|前年|上周|这周|本周|上礼拜|这礼拜|上星期|这星期|最近|前阵子|前段时间|前几天|年初|年底|"
    r"月初|月底)$|"
    r"^(?i:(?:last|this|next)\s+(?:month|year|week|spring|summer|fall|autumn|winter)|recently|earlier this year)$"
)


def sharpen_date(d: Draft, value: str, label: str) -> bool:
    """ "去年去了趟三亚…那次旅行是8月13日", "the road trip last month. It took place on August 13, 2025": a day
    replaces a time that named none. True when `value` replaced the draft's date."""
    if not re.search(r"\d|[一二三四五六七八九十][号日]", value):
        return False
    new = value.strip()
    for i, f in enumerate(d.facts):
        old = f.value.strip()
        if f.attribute != "date" or not _VAGUE.match(old):
            continue
        if re.fullmatch(r"[\d一二三四五六七八九十]{1,3}[号日]", new):
            if not re.fullmatch(r"[上下这本]个?月", old):
                return False  # "去年…15号": which month is not said
            new = old + new  # "上个月…15号开的": the 15th of last month
        elif re.match(r"[\d一二三四五六七八九十]{1,3}月", new) and re.fullmatch(r"前年|去年|今年", old):
            new = old + new  # "去年…8月13日": 去年8月13日; "August 13, 2025" says its year
        d.facts[i] = MentionFact(attribute="date", value=new, label=label, correction=f.correction)
        return True
    return False


BARE = frozenset(h.casefold() for h in (*EVENT_HEADS_ZH, *EVENT_HEADS_EN))


# Who went with the user: "with my brother Sam", "with Priya and Tom"; "和发小去了个聚会", "跟我妈去看了演唱会".
_PEOPLE_WORDS_EN = (
    r"brother|sister|mom|mum|mother|dad|father|parents|wife|husband|partner|girlfriend|boyfriend|fiancée?|son|"
    r"daughter|kids|children|family|cousin|cousins|uncle|aunt|nephew|niece|grandma|grandpa|grandparents|in-laws|"
    r"friend|friends|best friend|buddy|buddies|mates?|roommate|flatmate|housemate|neighbou?r|coworkers?|co-workers?|"
    r"colleagues?|boss|team|crew|gang|classmates?|teammates?|brothers|sisters"
)
_WITH_EN = re.compile(
    r"\b(?:with|w/)\s+(?:(?:my|our)\s+(?P<kin>(?:(?:little|big|older|younger|twin|best|two|whole|work|old|oldest|"
    rf"youngest)\s+)?(?:{_PEOPLE_WORDS_EN})(?:\s+(?-i:[A-Z][a-z]+))?)|"
    r"(?P<name>(?-i:[A-Z][a-z]+)(?:\s+(?:and|&)\s+(?-i:[A-Z][a-z]+))?))\b(?!['’])",
    re.IGNORECASE,
)
_NOT_WHO_EN = re.compile(
    r"^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|"
    r"Wednesday|Thursday|Friday|Saturday|Sunday|The|This|That|It|Me|Us|Them|Him|Her)\b"
)
_WITH_ZH = re.compile(
    r"(?:和|跟|带着?|陪着?)(?P<v>[^，。,；;和跟带陪去了的在]{1,8}?)(?:一起|一块儿?|俩|两个|几个)?(?:也|都|还|又)?"
    r"(?:去|参加|看|跑|逛|听|过)"
)


def went_with(d: Draft, said: str, language: str) -> None:
    """Who went with the user, read in `said` (the words around the event's name) as `with`: "with my brother Sam"
    is brother Sam, "和发小去了个聚会" 发小; a listener or no one ("和你说", "跟着去") is none."""
    if language == "zh":
        m = _WITH_ZH.search(said)
        who = re.sub(r"^我的?", "", m["v"]) if m else ""
        who = who * 2 if who in ("妈", "爸", "哥", "姐", "弟", "妹") else who  # "跟我妈去": 妈妈
        if who and not re.match(r"[你您我他她它这那谁]|大家", who):
            d.add_fact("with", who, "同去的人", correction=False)
        return
    m = _WITH_EN.search(said)
    who = (m["kin"] or m["name"] or "") if m else ""
    if who and not _NOT_WHO_EN.match(who):
        d.add_fact("with", who, "went with", correction=False)
