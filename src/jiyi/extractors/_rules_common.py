"""Pieces the Chinese and English rules of the offline extractor share.

A rule turns one clause into `Candidate`s: typed, third-person statements in the clause's own language.
The matcher (`_slots.py`) later turns candidates into decisions against the related memories.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timedelta

from .._dates import ResolvedTime, format_when, resolve_when
from .._repeat import read_repeat

__all__ = [
    "ASIDE_EN",
    "CHAT_WORDS_EN",
    "CITIES",
    "EMOJI",
    "EMOTICON",
    "IMPORTANCE",
    "LAUGH_EN",
    "SIGH_EN",
    "SIGN_OFF_EN",
    "TAKEN_BACK_EN",
    "Candidate",
    "Subject",
    "clip",
    "cut_chat_tail",
    "date_suffix",
    "find_tools",
    "is_place",
    "kind_of_area",
    "place_aliases",
    "sentence_language",
    "split_sentences",
    "strip_edges",
    "tool_mentions",
    "when_of",
]

#: Importance by kind of statement (the brief's table; the UI shows it as a percentage).
IMPORTANCE = {
    "personal": 0.8,
    "preference": 0.75,
    "fact": 0.7,
    "lesson": 0.8,
    "plan": 0.7,
    "todo": 0.75,
    "event": 0.7,
    "person": 0.7,
    "manual": 0.9,
}


@dataclass(frozen=True)
class Candidate:
    """One statement a rule found, before it is compared with the related memories.

    `replace` carries a correction's (wrong, right) pair ("不是 X，是 Y"); `forget` the text of an
    explicit forget request. A candidate with `forget` set, or with only `replace`, has no content; nor has one
    with `done` set: the words naming something the user says is done ("报告已经发了"), see `_rules_done`; nor
    one with `moved` set: (the words naming what moves, the new date words) of "改到下周四", see `_rules_moved`;
    nor one with `ended` set: (whose, the value, the predicate) of "她不在杭州了", see `_rules_ended`.
    """

    type: str
    content: str
    label: str
    language: str
    importance: float = 0.7
    confidence: float = 0.9
    due_at: datetime | None = None
    correction: bool = False
    replace: tuple[str, str] | None = None
    forget: str | None = None
    source: str = ""
    done: str | None = None
    #: with `done`: the words name a todo whose reminder the user calls off ("cancel the bins reminder"), see
    #: `_rules_cancel`
    cancel: bool = False
    #: with `done`: the words name a todo to be reminded of again at this time ("明天再提醒我"), see `_rules_again`
    again: datetime | None = None
    moved: tuple[str, str] | None = None
    #: with `moved`: by how much it moves rather than to when ("推迟一小时", "push it back an hour"), see `_shift`
    shift: timedelta | None = None
    ended: tuple[str, str, str] | None = None


@dataclass
class Subject:
    """The subject a subjectless clause inherits ("我叫李明，是后端工程师" -> "我是后端工程师").

    One per message: it carries across the message's sentences and is cleared by a question or a request.
    """

    text: str | None = None


# ---------------------------------------------------------------------------------------------------
# text helpers

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-z]+")
# An e-mail address or a link is no grammar word: "我上司的邮箱是 boss.li@company.com.cn" is Chinese.
_ADDRESS = re.compile(r"[\w.%+-]+@[\w.-]+|https?://\S+")
_EDGE_PUNCT = "，,。.!！?？;；:：~～、…\"'“”‘’()（）[]【】「」《》<>-—_*#`|/\\ \t\n"


def sentence_language(text: str) -> str:
    """'zh' when Han characters outweigh Latin words (1 Han char ~ 2/3 of a word), else 'en'.

    `detect_language` counts letters, so "我用 FastAPI 和 PostgreSQL" would come out English; a
    statement is read by the rules of the language its grammar words are in.
    """
    han = len(_HAN.findall(text))
    latin = _LATIN_WORD.findall(_ADDRESS.sub(" ", text))
    # "Kevin32岁", "Amy Chen 一米六五": names carry no grammar, so Han words around only names are Chinese
    names_only = bool(latin) and all(len(w) > 1 and w[0].isupper() and w[1:].islower() for w in latin)
    return "zh" if han and (han >= 1.5 * len(latin) or names_only) else "en"


# quotes and title marks: a pair the kept text opens or closes keeps its other half ('a movie called "Titanic"',
# "《三体》是我最喜欢的书")
_PAIRS = (('"', '"'), ("“", "”"), ("《", "》"), ("「", "」"), ("【", "】"), ("(", ")"), ("（", "）"))
# brackets keep a closing half only ("Megan Thompson (my line manager)."): an opening one the edge took stays off
# ("(212) 555-0143" read from "on (212) …" is put together by the phone readers themselves)
_CLOSE_ONLY = frozenset("()（）")


def strip_edges(text: str) -> str:
    """Trim punctuation, spaces, emoji and other symbols from both ends (not the half of a pair of quotes whose other
    half stays)."""
    start, end = 0, len(text)
    while start < end and _is_edge(text[start]):
        start += 1
    while end > start and _is_edge(text[end - 1]):
        end -= 1
    if start == end:
        return ""
    for opening, closing in _PAIRS:
        kept = text[start:end]
        opens, closes = (kept.count(opening), 0) if opening == closing else (kept.count(opening), kept.count(closing))
        if (opens % 2 if opening == closing else opens > closes) and (at := text.find(closing, end)) != -1:
            end = at + 1
        elif (
            opening not in _CLOSE_ONLY
            and ((opening == closing and opens % 2) or closes > opens)
            and (at := text.rfind(opening, 0, start)) != -1
        ):
            start = at
    return text[start:end]


def _is_edge(ch: str) -> bool:
    if ch in _EDGE_PUNCT:
        return True
    cat = unicodedata.category(ch)
    return cat[0] in "SZC" or cat in ("Po", "Pd", "Ps", "Pe", "Pi", "Pf", "Mn")


def clip(text: str, limit: int = 40) -> str:
    """At most `limit` characters, with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


_ABBREV = re.compile(
    r"(?:\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|mx|dr|prof|rev|fr|approx|no|st|mt|jr|sr)|\d)\.$", re.IGNORECASE
)
# "Mark T. Lewis": a middle initial after a given name ends no sentence
_INITIAL = re.compile(r"\b[A-Z][a-z]+\s[A-Z]\.$")


def split_sentences(text: str, limit: int) -> list[str]:
    """Sentences of a message, terminators kept, at most `limit` of them.

    Chinese terminators and newlines always end a sentence; a period only when followed by a space
    and not after an abbreviation or a digit ("10.0.0.x", "e.g. Redis" stay whole).
    """
    out: list[str] = []
    buf: list[str] = []
    n = len(text)
    i = 0
    while i < n and len(out) < limit:
        ch = text[i]
        buf.append(ch)
        cut = ch in "。！？!?；;\n"
        if ch == "." and (i + 1 == n or text[i + 1].isspace()):
            cut = not _ABBREV.search("".join(buf[-8:])) and not _INITIAL.search("".join(buf[-24:]))
        if cut:
            while i + 1 < n and text[i + 1] in "。！？!?；;.\n":
                i += 1
                buf.append(text[i])
            sentence = "".join(buf).strip()
            if sentence:
                out.append(sentence)
            buf = []
        i += 1
    tail = "".join(buf).strip()
    if tail and len(out) < limit:
        out.append(tail)
    return out


def when_of(text: str, now: datetime) -> ResolvedTime | None:
    """`resolve_when` that never raises on odd input (the rules call it on every plan-like clause)."""
    try:
        return resolve_when(text, now)
    except (ValueError, OverflowError):
        return None


def todo_due(body: str, resolved: ResolvedTime | None, now: datetime, language: str) -> tuple[datetime | None, str]:
    """A todo's due time and the date its text ends with, from its words `body` and the time found in them: a
    repeating todo ("每周日晚上给妈妈打电话", "every Monday at 9") is due at the first time of its series and keeps
    its words, not one date; a one-off is due at `resolved` if that is ahead of `now`."""
    try:
        repeat = read_repeat(body, now)
    except (ValueError, OverflowError):
        repeat = None
    if repeat is not None:
        return repeat[1], ""
    return (resolved.when if resolved is not None and resolved.when >= now else None), date_suffix(resolved, language)


def date_suffix(resolved: ResolvedTime | None, language: str) -> str:
    """The absolute date appended to a dated memory: "（2026-11-30）" / " (2026-11-30)"."""
    if resolved is None:
        return ""
    label = format_when(resolved, language)
    return f"（{label}）" if language == "zh" else f" ({label})"


# ---------------------------------------------------------------------------------------------------
# technical terms: name -> (slot category, canonical key)

_TECH: dict[str, tuple[str, str]] = {}


def _add(category: str, *names: str) -> None:
    for name in names:
        key, _, canon = name.partition("=")
        _TECH[key.lower()] = (category, (canon or key).lower())


_add("lang", "python", "golang=go", "go", "rust", "java", "javascript", "typescript", "kotlin", "swift", "c++",
     "c#", "ruby", "php", "scala", "elixir", "haskell", "dart", "lua", "julia", "clojure", "zig")  # fmt: skip
_add("web", "fastapi", "flask", "django", "express", "spring boot=spring", "spring", "rails", "gin", "nestjs",
     "laravel", "koa", "actix", "axum", "tornado", "sanic", "starlette")  # fmt: skip
_add("frontend", "vue", "vue.js=vue", "react", "angular", "svelte", "next.js", "nuxt", "jquery", "flutter")
_add("db", "postgresql", "postgres=postgresql", "mysql", "sqlite", "mongodb", "mariadb", "oracle", "sql server",
     "cassandra", "dynamodb", "clickhouse", "tidb", "neo4j", "supabase")  # fmt: skip
_add("cache", "redis", "memcached", "valkey")
_add("queue", "kafka", "rabbitmq", "celery", "nats", "pulsar")
_add("editor", "neovim", "nvim=neovim", "vim", "vscode", "vs code=vscode", "emacs", "pycharm", "intellij",
     "cursor", "sublime", "goland", "webstorm", "zed", "xcode")  # fmt: skip
_add("os", "macos", "linux", "windows", "ubuntu", "debian", "fedora", "centos", "arch linux")
_add("cloud", "aws", "gcp", "azure", "阿里云", "腾讯云", "华为云", "vercel", "heroku", "cloudflare")
_add("container", "docker", "kubernetes", "k8s=kubernetes", "podman")
_add("slides", "powerpoint", "keynote", "google slides")

# Ordinary English words too: in English text they count only when capitalised ("Go", not "go").
_AMBIGUOUS = frozenset({"go", "rust", "swift", "express", "spring", "react", "cursor", "gin", "dart", "zed",
                        "oracle", "windows", "flask", "sublime", "rails"})  # fmt: skip
_TECH_RE = re.compile(
    r"(?<![A-Za-z0-9])(" + "|".join(re.escape(k) for k in sorted(_TECH, key=len, reverse=True)) + r")(?![A-Za-z0-9+#])",
    re.IGNORECASE,
)


def tool_mentions(text: str) -> list[tuple[str, str, str]]:
    """Technical terms in `text` as (as written, category, canonical name): ("Postgres", "db", "postgresql")."""
    zh = bool(_HAN.search(text))
    out = []
    for m in _TECH_RE.finditer(text):
        word = m.group(1)
        key = word.lower()
        if key in _AMBIGUOUS and not zh and not word[0].isupper():
            continue
        category, canon = _TECH[key]
        out.append((word, category, canon))
    return out


def find_tools(text: str) -> dict[str, str]:
    """Technical terms in `text` by category: {"db": "postgresql", "web": "fastapi"} (values joined by '|')."""
    found: dict[str, set[str]] = {}
    for _, category, canon in tool_mentions(text):
        found.setdefault(category, set()).add(canon)
    return {cat: "|".join(sorted(v)) for cat, v in found.items()}


# ---------------------------------------------------------------------------------------------------
# places: tell a city from an employer, and match 杭州 with Hangzhou in corrections

_PLACES = {
    "北京": "Beijing", "上海": "Shanghai", "广州": "Guangzhou", "深圳": "Shenzhen", "杭州": "Hangzhou",
    "苏州": "Suzhou", "南京": "Nanjing", "成都": "Chengdu", "武汉": "Wuhan", "西安": "Xi'an",
    "重庆": "Chongqing", "天津": "Tianjin", "厦门": "Xiamen", "长沙": "Changsha", "青岛": "Qingdao",
    "大连": "Dalian", "郑州": "Zhengzhou", "合肥": "Hefei", "宁波": "Ningbo", "无锡": "Wuxi", "昆明": "Kunming",
    "香港": "Hong Kong", "台北": "Taipei", "澳门": "Macau", "东京": "Tokyo", "大阪": "Osaka", "京都": "Kyoto",
    "首尔": "Seoul", "新加坡": "Singapore", "伦敦": "London", "纽约": "New York", "巴黎": "Paris",
    "柏林": "Berlin", "慕尼黑": "Munich", "旧金山": "San Francisco", "西雅图": "Seattle",
    "洛杉矶": "Los Angeles", "多伦多": "Toronto", "温哥华": "Vancouver", "悉尼": "Sydney",
    "墨尔本": "Melbourne", "硅谷": "Silicon Valley", "中国": "China", "美国": "USA", "日本": "Japan",
    "英国": "UK", "德国": "Germany", "法国": "France", "加拿大": "Canada", "澳大利亚": "Australia",
    "迪拜": "Dubai", "吉隆坡": "Kuala Lumpur", "曼谷": "Bangkok", "雅加达": "Jakarta", "孟买": "Mumbai",
    "莫斯科": "Moscow", "罗马": "Rome", "马德里": "Madrid", "巴塞罗那": "Barcelona", "阿姆斯特丹": "Amsterdam",
    "芝加哥": "Chicago", "波士顿": "Boston", "蒙特利尔": "Montreal", "奥克兰": "Auckland",
}  # fmt: skip
_ALIASES: dict[str, set[str]] = {}
for _zh, _en in _PLACES.items():
    _ALIASES.setdefault(_zh.lower(), set()).add(_en)
    _ALIASES.setdefault(_en.lower(), set()).add(_zh)

#: Known cities and countries, lowercased, in both languages.
CITIES = frozenset(_ALIASES)


def place_aliases(name: str) -> set[str]:
    """The other-language names of a known place ("Hangzhou" -> {"杭州"}), else an empty set."""
    return set(_ALIASES.get(name.strip().lower(), ()))


# --- chat words: one table for every reader that sets them aside ------------------------------------------------
# What a chat says beside what a message states, never part of it. A reader takes the group it needs; where one
# must not take a word of a group it says so by taking the smaller group (and why) where it reads them.
#: Laughter ("lol", "hahaha", "lmao", "lmfao", "hehe", "rofl").
LAUGH_EN = r"(?:ha){2,}a*h?|(?:he){2,}e*|lo+l+(?:ol+)*|lmf?ao+|rofl"
#: Asides to the listener about the message ("fyi", "btw", "tbh", "imo", "ngl", "istg"): they may stand inside a clause.
ASIDE_EN = r"fyi|btw|tbh|tbf|imo|imho|ngl|fwiw|frfr|istg|innit|yaar|lowkey|highkey|deadass|no\s+cap"
#: Sounds of feeling typed as words ("omg", "ugh", "smh").
SIGH_EN = r"omg|ugh+|smh"
#: Every chat word: laughter, asides and sounds. Not "jk" (`TAKEN_BACK_EN`): it takes back what was said.
CHAT_WORDS_EN = rf"{LAUGH_EN}|{ASIDE_EN}|{SIGH_EN}"
#: What signs a message off and only ends one ("… in Melbourne x", "…, cheers.", "… cheers mate"): kisses in lower
#: case only ("a Model X" is a value), a lone "cheers" only after a comma ("the crowd cheers" is what they do).
SIGN_OFF_EN = r"cheers\s+mate|(?<=,)cheers|(?<=,\s)cheers|(?-i:x{1,4})"
#: What takes back what was just said as a joke ("she's 100 jk"): a value before it is no fact.
TAKEN_BACK_EN = r"jk|j/k|just\s+kidding"
#: A pictograph or dingbat, or a modifier of one (variation selector, joiner, keycap): emoji, in either language.
EMOJI = r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D\u20E3]"
#: An emoticon typed in signs (":)", ";-)", ":D", ":'(", "<3", "^_^", "T_T", "xD"). Each reader sets the edges it
#: needs before the signs ("10:3" and "x=3" are no faces); "8)" is none either ("(she is 8)").
EMOTICON = r"(?:[:;=][-']?[)(DPpO3*/\\|]|<3|\^_*\^|T_T|\b[xX][dD]\b)"


# What closes a chat message and is no part of a memory: chat words, emoticons, emoji, tildes ("… lol :D", "…!! haha",
# "… btw", "…哈哈哈。", "…～～", "…很好呀！"); a run of "!" is one. A memory reads as a plain statement.
_TAIL_EN = re.compile(
    rf"(?:[\s,]*(?:\b(?:{CHAT_WORDS_EN}|{SIGN_OFF_EN})\b|(?<!\d)(?!(?<=\w)=){EMOTICON}|{EMOJI}|~+))+\s*$"
)
# "…，反正就这样吧": a chat's sign-off said after the news, not part of it
_TAIL_ZH = re.compile(
    rf"(?:[哈呵嘿嘻]{{2,}}|[～~]+|[呀嘛啦哟]|{EMOJI}|\s+|[，,]\s*(?:反正|大概|差不多)?就(?:这样|酱紫?)(?:吧|啦|了|呗)?)+"
    r"(?=[。！!]*$)"
)


def cut_chat_tail(sentence: str, language: str) -> str:
    """The sentence without the chat tail `_TAIL_EN` / `_TAIL_ZH` describe, its "!!" one (as said when that is all)."""
    cut = (_TAIL_ZH if language == "zh" else _TAIL_EN).sub("", sentence)
    cut = re.sub(r"[!！]{2,}|\?!+", lambda m: m[0][-1], cut).rstrip(" ,，")
    return cut if re.search(r"\w", cut) else sentence


def is_place(name: str) -> bool:
    """True for a known city or country, or a Chinese name ending in 市/省/区/县."""
    n = name.strip()
    if n.lower() in CITIES:
        return True
    if re.fullmatch(r"[\u4e00-\u9fff]州", n):
        return n[0] in _ZHOU  # "周州" is a name; 徐州, 温州 are cities
    if kind_of_area(n):
        return False  # "社区", "小区", "超市", "反省", "外县", "开发区", "居民区": a kind of place, none named
    return bool(re.fullmatch(r"[\u4e00-\u9fff]{1,6}[市省区县]|[\u4e00-\u9fff]{2,6}州", n))


def kind_of_area(name: str) -> bool:
    """True for a kind of area said with no name ("社区", "小区", "开发区", "我们小区", "超市", "外县")."""
    n = name.strip()
    return bool(re.fullmatch(r"[\u4e00-\u9fff][市省区]|(?:本|全|外|邻|郡|州)县", n) or _KIND_OF_AREA.fullmatch(n))


# A kind of area, not a named one ("开发区", "老城区", "我们小区"): a place only when a name comes with it.
_KIND_OF_AREA = re.compile(
    r"(?:我们|他们|她们|咱们|我家|他家|她家|这个|那个|这|那|本|全|外)?"
    r"(?:住宅|商业|生活|办公|居民|别墅|工业|风景|旅游|开发|高新|服务|保税|自贸|经济|行政|老城|新城|城|郊|市|山|景|校|园"
    r"|厂|社|小|街|片|辖|灾|牧|矿|病|院|展|赛|营|禁|学|老|新|城市|都|超|夜|菜|早|集)[市区省]"
)


# The cities (and a few provinces and counties) named by one character and 州: any other "X州" is as likely a name.
_ZHOU = frozenset(
    "广郑苏杭温福徐常扬泰湖衢台滁宿亳池漳泉赣抚德滨惠梅潮柳梧钦贺泸达贵兰锦沧荆随郴永忻朔邓汝禹林儋崇彭雷连化"
    "高凉甘肃瓜青莱胶兖涿霸定深冀晋泽嵊汀通蓟雄万华海金"
)
