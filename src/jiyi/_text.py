"""Text helpers shared by the store, the pipelines and the extractors: scripts, tokens, hashes.

Full-text indexing: SQLite's unicode61 tokenizer treats a run of Han characters as one token, so
Chinese is indexed as single characters plus overlapping pairs (``东京出差`` ->
``东 京 出 差 东京 京出 出差``) and queries are expanded the same way. This finds one-character
queries (``猫``) and two-character words (``出差``) with no dependency (measured in FINDINGS.md).
Other words are lowercased and, when ASCII letters, reduced to their Snowball English stem
(``painted`` / ``painting`` -> ``paint``) in documents and queries alike; stop terms are judged
before stemming. Changing what `fts_document` produces needs a migration that rebuilds the FTS tables.

A Chinese *query* is segmented into words first (`rjieba`, jieba's dictionary and HMM): its terms are
the pairs inside each word, and a one-character word only when it is a noun (``猫``, ``鱼``), so
``我上周去成都出差`` asks for ``上周 成都 出差`` and not also ``周去`` or ``去成``, pairs that straddle two
words and match unrelated text. Documents keep every character and pair, so this needs no migration;
without `rjieba` queries fall back to every pair.
"""

from __future__ import annotations

import functools
import hashlib
import re
import threading
import unicodedata
from collections.abc import Callable

import snowballstemmer

__all__ = [
    "bare_statement",
    "cached_document",
    "content_hash",
    "detect_language",
    "estimate_tokens",
    "fts_context",
    "fts_document",
    "fts_query",
    "hash_form",
    "is_han",
    "known_word",
    "normalise_text",
    "query_terms",
    "stem",
    "tagger",
    "without_speakers",
]

# CJK Unified Ideographs (+ extension A, compatibility ideographs) — enough for zh text.
_HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HAN_RUN = re.compile(f"[{_HAN}]+")
# A word is a Han run or a run of other letters and digits: the two split where the script changes,
# since Chinese writing glues them together ("用Python写代码", "第3次去成都", "iPhone15很好用").
_WORD = re.compile(rf"[{_HAN}]+|[^\W_{_HAN}]+(?:['’][^\W_{_HAN}]+)*", re.UNICODE)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

# Very common English words that only add noise to full-text queries.
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "do",
        "does",
        "did",
        "i",
        "me",
        "my",
        "we",
        "our",
        "you",
        "your",
        "he",
        "she",
        "it",
        "its",
        "they",
        "them",
        "their",
        "this",
        "that",
        "these",
        "those",
        "what",
        "which",
        "who",
        "whom",
        "how",
        "when",
        "where",
        "why",
        "can",
        "could",
        "should",
        "would",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "have",
        "has",
        "had",
        "not",
        "no",
        "so",
        "than",
        "too",
        "very",
        "just",
        "about",
        "into",
        "over",
        "also",
        "there",
        "here",
        "then",
        "any",
        "all",
        "some",
        "user",
        "user's",
        "users",
        # object pronouns and the framing words of questions ("what kind of", "how many",
        # "something", "might"): they name no topic, yet most turns of a chat contain them
        "her",
        "hers",
        "him",
        "his",
        "himself",
        "herself",
        "us",
        "out",
        "up",
        "kind",
        "kinds",
        "type",
        "many",
        "much",
        "something",
        "anything",
        "thing",
        "things",
        "likely",
        "potentially",
        "probably",
        "ever",
        "get",
        "got",
        "i'm",
        "doing",
        "done",
    ]
)


# Han pairs that carry no topic: question words, pronouns, and 用户 ("the user"), which nearly every
# stored memory starts with. Dropped from queries only; documents keep them.
_ZH_STOP = frozenset(
    [
        "用户",
        "什么",
        "怎么",
        "怎样",
        "哪个",
        "哪些",
        "哪里",
        "为什",
        "么样",
        "多少",
        "一下",
        "一个",
        "这个",
        "那个",
        "我们",
        "你们",
        "他们",
        "我的",
        "你的",
        "是不",
        "是什",
        "的是",
        "了吗",
        "吗？",
        "有没",
        "没有",
        "可以",
        "能不",
        "不能",
        "知道",
        "记得",
        "告诉",
        "上次",
        "之前",
        "请问",
        "帮我",
        # how often, asked of a habit ("我平时用什么编辑器"): framing, not the topic (English "usually"
        # and the like were tried as stop terms too: MADial en R@5 66.2 -> 65.4, so they stay terms)
        "平时",
        "通常",
        "经常",
        "常常",
        "一般",
        "总是",
        "有时",
    ]
)
_ZH_STOP_CHARS = frozenset("的了吗呢吧啊呀我你他她它是在有和就都也")


# "Bart: ...", "Assistant: ...", "Dr. Li: ...", "小明：..." opening a line: a transcript's speaker label
# (an ASCII colon must be followed by a space or the line's end, so "10:30" is no label).
_SPEAKER = re.compile(r"^[^\S\n]*[^\s:：,.!?，。！？][^:：\n,!?，。！？]{0,31}(?:：|:(?=\s|$))[^\S\n]*")


def _speaker(line: str) -> bool:
    m = _SPEAKER.match(line)
    return m is not None and len(m.group(0).split()) <= 3


def without_speakers(text: str) -> str:
    """A transcript (two or more lines, most of them opening with a "Name:" label) without the labels.

    The labels name the same one or two people in every line: they say nothing about what is being
    talked about, yet they pull a query's vector towards everything else said by or about them.
    Anything else is returned unchanged, so a one-line "Note: ..." keeps its word.
    """
    lines = text.splitlines()
    spoken = [ln for ln in lines if ln.strip()]
    if len(spoken) < 2 or 2 * sum(1 for ln in spoken if _speaker(ln)) <= len(spoken):
        return text
    return "\n".join(_SPEAKER.sub("", ln, count=1) if _speaker(ln) else ln for ln in lines)


def is_han(ch: str) -> bool:
    """True for a CJK ideograph."""
    return bool(_HAN_RUN.fullmatch(ch))


def normalise_text(text: str) -> str:
    """NFC-normalise, drop control characters (keeping newlines and tabs) and trim."""
    return _CONTROL.sub("", unicodedata.normalize("NFC", text)).strip()


def detect_language(text: str) -> str:
    """'zh' when Han characters make up a fair share of the letters, else 'en'."""
    han = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf")
    letters = sum(1 for ch in text if ch.isalpha())
    if letters == 0:
        return "en"
    return "zh" if han / letters >= 0.2 else "en"


def _han_grams(run: str) -> list[str]:
    grams = list(run)
    grams.extend(run[i : i + 2] for i in range(len(run) - 1))
    return grams


_STEMMER = snowballstemmer.stemmer("english")
_STEM_LOCK = threading.Lock()
_ASCII_WORD = re.compile(r"[a-z][a-z'’]*")


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Snowball English stem of a lowercased ASCII word; anything else is returned unchanged."""
    if not _ASCII_WORD.fullmatch(word):
        return word
    with _STEM_LOCK:  # the Snowball stemmer object keeps state between calls
        out: str = _STEMMER.stemWord(word.replace("’", "'"))
    return out or word


def fts_document(text: str) -> str:
    """The text to store in the FTS column: words lowercased and stemmed, Han runs as characters plus pairs."""
    out: list[str] = []
    for m in _WORD.finditer(text.lower()):
        tok = m.group(0)
        if _HAN_RUN.fullmatch(tok):
            out.extend(_han_grams(tok))
        else:
            out.append(stem(tok))
    return " ".join(out)


@functools.lru_cache(maxsize=16384)
def cached_document(text: str) -> str:
    """`fts_document`, cached by text (at most ~16k texts, a few MB as strings): search checks the
    query-term coverage of the same stored texts again and again, and recomputing their terms was
    a quarter of a message search's time (LoCoMo, profiled)."""
    return fts_document(text)


def fts_context(text: str, limit: int = 600) -> str:
    """`fts_document` of the end of a neighbouring message (at most `limit` characters)."""
    return fts_document(text[-limit:])


@functools.lru_cache(maxsize=1)
def tagger() -> Callable[[str], list[tuple[str, str]]] | None:
    """jieba's word segmentation with part-of-speech tags, or None without `rjieba` (loaded on the first
    Chinese query: 0.2 s and ~34 MB resident, which English-only use never pays)."""
    try:
        import rjieba
    except ImportError:  # pragma: no cover - a core dependency; the pairs below still work
        return None
    tag: Callable[[str], list[tuple[str, str]]] = rjieba.tag
    return tag


def known_word(word: str) -> bool:
    """True when the segmenter's dictionary holds `word` ("方便面", "张家界", "东方明珠"); a name it makes up for a
    run it does not know ("谭紫萱") is no word it holds. False without `rjieba`."""
    if tagger() is None:
        return False
    import rjieba

    return bool(rjieba.has_word(word))


_STATEMENT_SUBJECT = re.compile(r"^(用户的?|User(?:'s)?\s+|The user\s+)((?:lesson|经验|教训)\s*[:：]\s*)?", re.I)


def bare_statement(text: str) -> str:
    """A memory without its subject and closing stop ("用户叫李明。" -> "叫李明"), as the profile lists it."""
    return _STATEMENT_SUBJECT.sub("", text.strip()).rstrip("。.")


def han_nouns(text: str) -> list[str] | None:
    """The nouns and names of a Chinese text, in order ("拿铁", "杭州", "FastAPI"), or None without `rjieba`.

    What a conversation was about is named by its nouns: a fixed-length cut of the text names it by fragments
    ("我喜欢喝", "我决定用")."""
    tag = tagger()
    if tag is None:
        return None
    out = []
    for word, pos in tag(text):
        w = word.strip()
        noun = pos.startswith("n") or pos in ("vn", "eng")
        if noun and (len(w) >= 2 or pos == "eng") and w[:1] not in "我你他她它":
            out.append(w)
    return out


# A preposition or light verb the tagger glues to a name it does not know ("从云帆" + "科技").
_LEADS = "从在把跟给对让被向往和与替帮"


def han_noun_phrases(text: str) -> list[str] | None:
    """Like `han_nouns`, but whole noun phrases: adjacent nouns read as one ("云帆" "科技" -> "云帆科技") and a
    preposition the tagger glued to a name left off ("从云帆" -> "云帆"), so a subject is never a fragment."""
    tag = tagger()
    if tag is None:
        return None
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            out.append("".join(run))
            run.clear()

    tagged = list(tag(text))
    for i, (word, pos) in enumerate(tagged):
        w = word.strip()
        if pos == "eng":
            flush()
            out.append(w)
            continue
        # A verbal noun ends a clause as its verb ("在星环数据工作"), else it is part of the name ("字节跳动离职").
        last = i + 1 == len(tagged) or tagged[i + 1][1] in ("x", "ul", "uj", "y") or not tagged[i + 1][0].strip()
        noun = pos.startswith("n") or pos == "vn"
        if pos in ("nr", "nrfg", "nrt", "ns", "nt", "nz") and len(w) >= 3 and w[0] in _LEADS:  # not "向日葵"
            w = w[1:]
        if noun and len(w) >= 2 and w[:1] not in "我你他她它":
            if (pos == "vn" and (last or not run)) or w == "用户":  # "用户" "跳槽": a subject, not one name
                flush()
                out.append(w)
            else:
                run.append(w)
        else:
            flush()
    flush()
    return out


def _pairs(word: str) -> list[str]:
    return [p for i in range(len(word) - 1) if (p := word[i : i + 2]) not in _ZH_STOP]


def _han_terms(run: str, segment: bool) -> list[str]:
    """Query terms of a run of Han characters (see the module's docstring)."""
    if len(run) == 1:
        return [] if run in _ZH_STOP_CHARS else [run]
    tag = tagger() if segment else None
    if tag is None:
        return _pairs(run)
    terms: list[str] = []
    for word, pos in tag(run):
        if len(word) > 1:
            terms.extend(_pairs(word))
        elif pos.startswith("n") and word not in _ZH_STOP_CHARS:
            terms.append(word)
    return terms


def query_terms(text: str, *, segment: bool = True) -> list[str]:
    """Search terms of a query: Han words as their pairs (one-character nouns as themselves), and
    non-stop-words. `segment=False` takes every overlapping Han pair instead (wording comparisons)."""
    terms: list[str] = []
    for m in _WORD.finditer(text.lower()):
        tok = m.group(0)
        if _HAN_RUN.fullmatch(tok):
            terms.extend(_han_terms(tok, segment))
        elif tok not in _STOP and (len(tok) > 1 or tok.isdigit()):
            terms.append(stem(tok))
    seen: set[str] = set()
    unique = []
    for t in terms:
        if t not in seen:
            seen.add(t)
            unique.append(t)
    return unique


def fts_query(text: str, max_terms: int = 32) -> str | None:
    """An FTS5 MATCH expression (terms OR-ed, each quoted) or None when nothing is searchable."""
    terms = query_terms(text)[:max_terms]
    if not terms:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)


def estimate_tokens(text: str) -> int:
    """A documented estimate of LLM tokens: 1 per Han character, 4/3 per other word, 1 per symbol run.

    No tokenizer dependency: OpenAI-style BPE vocabularies spend roughly one token per common Han
    character and about 0.75 English words per token; rounding up keeps a budget on the safe side.
    """
    han = len(re.findall(f"[{_HAN}]", text))
    words = len(re.findall(r"[^\W_]+", re.sub(f"[{_HAN}]", " ", text)))
    symbols = len(re.findall(r"[^\w\s]+", text))
    return han + (words * 4 + 2) // 3 + symbols


# Invisible characters that never change what a text says: format characters (zero-width space and
# joiners, BOM, soft hyphen, BIDI marks; Unicode category Cf), emoji variation selectors, and controls.
_INVISIBLE = re.compile(
    r"[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufe00-\ufe0f\x00-\x08\x0b-\x1f\x7f]"
)
# Spacing next to a Han character or CJK punctuation: "我用 C++" and "我用C++" say the same thing.
_CJK = rf"{_HAN}\u3000-\u303f\uff00-\uffef"
_CJK_SPACE = re.compile(rf"(?<=[{_CJK}])\s+|\s+(?=[{_CJK}])")
# One final full stop or exclamation mark ends a sentence without changing it ("我喜欢猫。", "我喜欢猫！"), but
# on a lone word it is the content ("No!" is not "no"); "?" makes a question and is never folded.
_FINAL_MARK = re.compile(r"(?<=\S)[.。!]$")


def hash_form(text: str) -> str:
    """The text as `content_hash` compares it: only differences that cannot change the meaning are folded.

    Folded: Unicode compatibility forms (NFKC: full-width ``Ｃ＋＋`` is ``C++``), case, runs of whitespace,
    whitespace beside Chinese, invisible characters (zero-width, BIDI marks, variation selectors) and the final
    "." or "!" of a sentence (more than one word). Kept: every other symbol, sign, currency, operator, decimal
    point, "?", and emoji, so "I use C++" / "I use C#", "-5" / "+5", "$5" / "€5", "1.5" / "15" and "No!" / "no"
    stay different memories. Empty when the text has nothing visible in it.
    """
    s = _INVISIBLE.sub("", unicodedata.normalize("NFKC", text)).casefold()
    s = _CJK_SPACE.sub("", " ".join(s.split()))
    if " " in s or len(re.findall(f"[{_HAN}]", s)) > 1:  # a sentence: two words, or two Han characters
        s = _FINAL_MARK.sub("", s)
    return s


def content_hash(text: str) -> str:
    """Hash of a memory's `hash_form`: two texts hash alike only when they say the same thing.

    Stored in `memories.content_hash` (an index, not a unique constraint): changing `hash_form` needs a
    migration that recomputes the column (SQLite and PostgreSQL `content_hash_meaning`)."""
    return hashlib.sha256(hash_form(text).encode("utf-8")).hexdigest()[:32]


def with_value(text: str, old: str, new: str) -> str | None:
    """`text` saying `new` where it said `old` once ("User's sister Amy is 34 years old and works at Zalando" ->
    "… is 35 years old …"); None when it says `old` nowhere or more than once (a number inside a longer one, a Latin
    word inside a longer word is no mention of it)."""
    edge = r"(?<![0-9A-Za-z.])" if re.match(r"[0-9A-Za-z]", old[:1]) else ""  # "年34" is 34; "134" is not
    tail = r"(?![0-9A-Za-z])" if re.match(r"[0-9A-Za-z]", old[-1:]) else ""
    found = list(re.finditer(edge + re.escape(old) + tail, text, re.IGNORECASE))
    if len(found) != 1:
        return None
    return text[: found[0].start()] + new + text[found[0].end() :]
