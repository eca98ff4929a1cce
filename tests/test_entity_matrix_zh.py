"""Chinese reference × statement matrix (issue #21): every way a user names a person, crossed with every way a fact
about them is stated and with a few chat voices — the fact must land on that person, and on no one else.

A reader tuned sentence by sentence leaves structural gaps: a way of naming someone ("周敏 我表姐", "燕姐",
"隔壁王阿姨", "老公" without 我) that no statement reads, or a statement shape no naming reaches. The table is built
here from two short lists, so a gap shows as a row or a column. Negatives keep the user's own facts, questions,
hypotheticals and someone else's things off every person.

Every sentence is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import re

import pytest

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

# How the person is named: (the words, the name the mention must carry, else the relation it must carry)
REFERENCES: list[tuple[str, str, str]] = [
    ("我表姐", "", "表姐"),
    ("表姐", "", "表姐"),  # kin without 我 opening a message is the user's
    ("老公", "", "老公"),
    ("俺娘", "", "娘"),
    ("我舅", "", "舅"),
    ("我表姐周敏", "周敏", "表姐"),
    ("周敏（我表姐）", "周敏", "表姐"),
    ("周敏，我表姐，", "周敏", "表姐"),
    ("周敏 我表姐", "周敏", "表姐"),  # a name, a space, then the tie
    ("陈伟我哥", "陈伟", "哥"),  # the tie right after the name
    ("燕姐", "燕姐", ""),  # how one is called: a given name's character and 姐 / 哥
    ("我同事涛哥", "涛哥", "同事"),
    ("隔壁王阿姨", "王阿姨", "邻居"),
    ("楼下的李叔", "李叔", "邻居"),
    ("我们王总", "王总", ""),
    ("我室友Kevin", "Kevin", "室友"),
]

# How the fact is stated: (the words after the person, the attribute, the value it must read)
STATEMENTS: list[tuple[str, str, str]] = [
    ("今年32岁", "age", "32岁"),
    ("都32了", "age", "32岁"),
    ("一米七八", "height", "一米七八"),
    ("生日是3月5号", "birthday", "3月5号"),
    ("本科毕业", "education", "本科"),
    ("是护士", "job", "护士"),
    ("在华为上班", "employer", "华为"),
    ("老家是湖南的", "from", "湖南"),
    ("住在杭州", "lives_in", "杭州"),
    ("手机号13912345678", "phone", "13912345678"),
]

# A few chat voices over the same sentence: a stall after the person, a laugh at the end, a particle
VOICES = {
    "plain": lambda ref, said: ref + said,
    "stall": lambda ref, said: ref + ("就是" if not said.startswith(("是", "本科")) else "") + said,
    "laugh": lambda ref, said: ref + said + "哈哈哈😂",
    "particle": lambda ref, said: ref + said + "啦",
}

_CHAT = [v for v in VOICES if v != "plain"]
# every cell in the plain voice, and every other cell once more in a chat voice, cycling, so each row and column
# meets each voice
CASES = [
    (voice, ref, name, rel, said, attribute, value)
    for i, (ref, name, rel) in enumerate(REFERENCES)
    for j, (said, attribute, value) in enumerate(STATEMENTS)
    for voice in ["plain", *([_CHAT[(i + j // 2) % len(_CHAT)]] if (i + j) % 2 == 0 else [])]
]


def _theirs(m: Mention, name: str, rel: str) -> bool:
    return (name != "" and (m.name == name or name in m.aliases)) or (name == "" and rel != "" and m.relation == rel)


@pytest.mark.parametrize(
    ("voice", "ref", "name", "rel", "said", "attribute", "value"),
    CASES,
    ids=[VOICES[c[0]](c[1], c[4]) for c in CASES],
)
def test_the_fact_lands_on_the_one_named(
    voice: str, ref: str, name: str, rel: str, said: str, attribute: str, value: str
) -> None:
    text = VOICES[voice](ref, said)
    mentions = extract_mentions(text, language="zh")
    theirs = [m for m in mentions if _theirs(m, name, rel)]
    assert len(theirs) == 1, (text, mentions)
    assert (attribute, value) in [(f.attribute, f.value) for f in theirs[0].facts], (text, mentions)
    if rel and name:
        assert theirs[0].relation == rel
    # the value is on no one else
    assert not [m for m in mentions if m is not theirs[0] and any(value in f.value for f in m.facts)]


def test_the_table_is_a_cross_product() -> None:
    assert len(CASES) >= 150
    rows = {c[1] for c in CASES}
    columns = {c[4] for c in CASES}
    assert len(rows) == len(REFERENCES) and len(columns) == len(STATEMENTS)
    assert {c[0] for c in CASES} == set(VOICES)


# Two people in one message, or a pronoun after the person: each fact on its own one, or on no one
TWO: list[tuple[str, dict[str, list[tuple[str, str]]]]] = [
    ("我表姐今年32岁，我舅在华为上班", {"表姐": [("age", "32岁")], "舅": [("employer", "华为")]}),
    ("燕姐是护士，涛哥住在杭州", {"燕姐": [("job", "护士")], "涛哥": [("lives_in", "杭州")]}),
    ("隔壁王阿姨是四川人，她儿子在深圳", {"王阿姨": [("from", "四川")]}),
    ("表姐昨天来我家了，她是护士", {"表姐": [("job", "护士")]}),
    ("俺娘昨天来我家了，她脾气挺急的", {"娘": [("trait", "急的")]}),
    ("周敏 我表姐 今年32岁 在华为上班", {"周敏": [("age", "32岁"), ("employer", "华为")]}),
    # a note's bare tie, then its fields; the tie's own field after 的
    ("表姐，32岁，护士", {"表姐": [("age", "32岁"), ("job", "护士")]}),
    ("嗯 老公 然后在华为上班", {"老公": [("employer", "华为")]}),
    ("表姐的电话是139 1234 5678。", {"表姐": [("phone", "139 1234 5678")]}),
]


@pytest.mark.parametrize(("text", "expected"), TWO, ids=[t for t, _ in TWO])
def test_each_fact_on_its_own_person(text: str, expected: dict[str, list[tuple[str, str]]]) -> None:
    mentions = extract_mentions(text, language="zh")
    for who, facts in expected.items():
        found = [m for m in mentions if who in (m.name, m.relation)]
        assert len(found) == 1, (text, mentions)
        got = [(f.attribute, f.value) for f in found[0].facts]
        assert all(f in got for f in facts), (text, mentions)
    for who, facts in expected.items():  # no value said of one is on another
        others = [m for m in mentions if who not in (m.name, m.relation)]
        assert not [f for m in others for f in m.facts if (f.attribute, f.value) in facts], (text, mentions)


# Another person's clause before a bare tie: the tie may be theirs ("小赵…，表姐…" is perhaps his cousin), so what
# follows is nobody's — never the first person's
NOBODYS: list[tuple[str, str]] = [
    ("我同学小赵在北京，表姐刚满18岁", "18"),
    ("我同学小赵在北京，表姐手机号13912345678", "13912345678"),
    ("我同学小赵在北京，表姐本科毕业", "本科"),
]


@pytest.mark.parametrize(("text", "value"), NOBODYS, ids=[t for t, _ in NOBODYS])
def test_a_bare_tie_after_someone_else_is_not_theirs(text: str, value: str) -> None:
    mentions = extract_mentions(text, language="zh")
    assert not [m for m in mentions if m.name == "小赵" and any(value in f.value for f in m.facts)]


# Nobody's fact: the user's own, questions, hypotheticals, someone else's thing, a home that is no hometown, and the
# words that look like a way of calling someone
NEGATIVES: list[str] = [
    "我今年32岁",
    "我在华为上班",
    "表姐多大了？",
    "我表姐是干什么的？",
    "如果我表姐是护士就好了",
    "哥今年32了",  # 哥 alone is slang for oneself
    "姐今年30了",
    "空姐都很漂亮",
    "帅哥在华为上班",
    "那哥们是四川人",
    "隔壁的超市关门了",
    "我娘家在湖南",  # the wife's parents' home, no 娘
    "老公，你今天早点回来",
    "妈，我今天不回家了",
    "妈妈的朋友是护士",  # someone of hers
    "孩子学校的家长开放日在周六",  # no fact of a 孩子 (the open day itself is an event with its date)
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_nobodys_fact(text: str) -> None:
    mentions = [m for m in extract_mentions(text, language="zh") if m.kind != "event"]
    assert [f for m in mentions for f in m.facts if f.attribute != "note"] == []


def test_a_friends_dog_is_not_the_friend() -> None:
    mentions = extract_mentions("我朋友的狗今年3岁", language="zh")
    assert not [m for m in mentions if m.relation == "朋友" and m.facts]


def test_grandpas_home_is_no_ones_hometown() -> None:
    mentions = extract_mentions("我爷爷家在农村", language="zh")
    assert not [f for m in mentions for f in m.facts if f.attribute == "from"]


def test_the_voices_are_chat() -> None:
    assert re.search(r"就是", VOICES["stall"]("我表姐", "今年32岁"))
