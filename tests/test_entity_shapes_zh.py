"""Chinese statement shapes × references × chat voices (issue #21): every way a fact is *stated* about a person —
an age said bare ("28了", "快50了"), a hometown said as where they grew up, a temper, a schooling and its field, a
position and whose it is — crossed with the ways a person is named and a few chat voices. The fact must land on
that person with a clean value (no 了 / 啊 / 哈), and on no one else.

The table is built from two lists, so a gap shows as a column (a shape no reference reaches) or a row. Negatives
keep the user's own facts, questions, hypotheticals and other people's things off everyone.

Every sentence is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import re

import pytest

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

# How the person is named: (the words, the name the mention carries, else its relation, the pronoun for them)
REFERENCES: list[tuple[str, str, str, str]] = [
    ("我堂妹林悦", "林悦", "堂妹", "她"),
    ("林悦（我堂妹）", "林悦", "堂妹", "她"),
    ("我同事小赵", "小赵", "同事", "他"),
    ("我领导", "", "领导", "他"),
    ("李总", "李总", "", "他"),
    ("我外公", "", "外公", "他"),
    ("我室友Jason", "Jason", "室友", "他"),
    ("楼下张阿姨", "张阿姨", "邻居", "她"),
    ("我发小二胖", "二胖", "发小", "他"),
    ("我老婆", "", "老婆", "她"),
]

# How the fact is stated: (the words after the person, the attribute, the value it must read)
SHAPES: list[tuple[str, str, str]] = [
    ("今年28", "age", "28岁"),
    ("28了", "age", "28岁"),
    ("刚满28", "age", "28岁"),
    ("都45岁了", "age", "45岁"),
    ("快50了", "age", "快50岁"),
    ("快50岁了", "age", "快50岁"),
    ("四十五岁", "age", "四十五岁"),
    ("是一个28岁的老师", "age", "28岁"),
    ("老家是四川的", "from", "四川"),
    ("是广西人", "from", "广西"),
    ("土生土长的南京人", "from", "南京"),
    ("祖籍福建", "from", "福建"),
    ("在西安长大的", "from", "西安"),
    ("挺外向的", "trait", "外向"),
    ("是个慢性子", "trait", "慢性子"),
    ("有点抠", "trait", "抠"),
    ("人特别好", "trait", "人好"),
    ("大大咧咧的", "trait", "大大咧咧"),
    ("浙大毕业的", "school", "浙大"),
    ("硕士毕业", "education", "硕士"),
    ("读的法律专业", "major", "法律"),
    ("本科学的金融", "education", "本科"),
    ("是专升本的", "education", "专升本"),
    ("大专学历", "education", "大专"),
    ("手机号是13876543210", "phone", "13876543210"),
    ("邮箱是linyue@163.com", "email", "linyue@163.com"),
    ("升了主管", "title", "主管"),
    ("做到经理了", "title", "经理"),
    ("是京东的副总", "title", "副总"),
    ("是会计", "job", "会计"),
    ("在京东上班", "employer", "京东"),
    ("在成都上班", "works_in", "成都"),
    ("一米六八", "height", "一米六八"),
    ("身高168", "height", "168"),
    ("生日是5月20号", "birthday", "5月20号"),
    ("喜欢游泳", "hobby", "游泳"),
    ("住在苏州", "lives_in", "苏州"),
    ("脾气特别好", "trait", "脾气好"),
    ("是河南出来的", "from", "河南"),
    ("属龙的", "zodiac", "龙"),
    ("在银行当柜员", "job", "柜员"),
    ("三十出头", "age", "三十出头"),
]

# The chat voices: no punctuation, a stall, a laugh, a particle, the fact in a second clause after 他 / 她 or 人家,
# a note's line with a second field
VOICES = {
    "plain": lambda ref, p, said: ref + said,
    "bare": lambda ref, p, said: re.sub(r"[（）()：:，,]", "", ref + said),
    "stall": lambda ref, p, said: "那个" + ref + ("然后" if said.startswith("是") else "就是") + said + "嗯",
    "laugh": lambda ref, p, said: ref + said + "哈哈哈😂",
    "particle": lambda ref, p, said: ref + said + "哈",
    "later": lambda ref, p, said: ref + "昨天来我家了，" + p + said,
    "renjia": lambda ref, p, said: ref + "啊，人家" + said,
    "note": lambda ref, p, said: ref + "：" + said + "，爱打篮球",
}

_VOICES = list(VOICES)
# every cell once, the voices cycling over rows and columns so each row and column meets many voices
CASES = [
    (_VOICES[(i * 3 + j) % len(_VOICES)], ref, name, rel, p, said, attribute, value)
    for i, (ref, name, rel, p) in enumerate(REFERENCES)
    for j, (said, attribute, value) in enumerate(SHAPES)
]
# a value read under a neighbouring attribute is the same fact (a pastime said with 喜欢 is also a like)
_SAME = {"hobby": {"hobby", "likes"}, "school": {"school", "education"}}


def _theirs(m: Mention, name: str, rel: str) -> bool:
    return (name != "" and (m.name == name or name in m.aliases)) or (name == "" and rel != "" and m.relation == rel)


@pytest.mark.parametrize(
    ("voice", "ref", "name", "rel", "p", "said", "attribute", "value"),
    CASES,
    ids=[VOICES[c[0]](c[1], c[4], c[5]) for c in CASES],
)
def test_the_shape_reads_on_the_one_named(
    voice: str, ref: str, name: str, rel: str, p: str, said: str, attribute: str, value: str
) -> None:
    text = VOICES[voice](ref, p, said)
    mentions = extract_mentions(text, language="zh")
    theirs = [m for m in mentions if _theirs(m, name, rel)]
    assert len(theirs) == 1, (text, mentions)
    got = [(f.attribute, f.value) for f in theirs[0].facts]
    assert [v for a, v in got if a in _SAME.get(attribute, {attribute}) and v == value], (text, got)
    assert not [v for a, v in got if a != "note" and re.search(r"[了啊哈呢啦吧嘛]$", v)], (text, got)  # clean
    others = [m for m in mentions if m is not theirs[0]]
    assert not [f for m in others for f in m.facts if f.attribute != "note"], (text, mentions)


def test_the_table_is_a_cross_product() -> None:
    assert len(CASES) >= 150
    assert {c[1] for c in CASES} == {r[0] for r in REFERENCES}
    assert {c[5] for c in CASES} == {s[0] for s in SHAPES}
    assert {c[0] for c in CASES} == set(VOICES)


# Two facts in one clause, two people in one message: each fact on its own one
TWO: list[tuple[str, dict[str, list[tuple[str, str]]]]] = [
    ("我堂妹林悦28了，广西人", {"林悦": [("age", "28岁"), ("from", "广西")]}),
    ("小赵：28岁，会计，老家四川", {"小赵": [("age", "28岁"), ("job", "会计"), ("from", "四川")]}),
    ("我同事小赵快50了，我外公在成都上班", {"小赵": [("age", "快50岁")], "外公": [("works_in", "成都")]}),
    ("李总是京东的副总，他老婆是会计", {"李总": [("employer", "京东"), ("title", "副总")]}),
    ("我姑妈周琴和我二姨王红来了，王红是护士", {"王红": [("job", "护士")]}),
    ("我同事小李说她老公是医生", {"小李": []}),
    ("我室友Jason32岁", {"Jason": [("age", "32岁")]}),
    ("Jason32岁", {"Jason": [("age", "32岁")]}),
    ("我表姐周敏升了经理", {"周敏": [("title", "经理")]}),
    ("我堂妹林悦换号了 新的是139-8765-4321", {"林悦": [("phone", "139-8765-4321")]}),
    ("李总挺内向的", {"李总": [("trait", "内向")]}),
    ("那个隔壁王阿姨就是在京东上班", {"王阿姨": [("employer", "京东")]}),
    ("八月十五是堂妹林悦生日哈，记得提醒我", {"林悦": [("birthday", "八月十五")]}),  # the date first, a chat tail
    ("我外公每年春节都回福建泉州老家", {"外公": [("from", "福建泉州")]}),
]


@pytest.mark.parametrize(("text", "expected"), TWO, ids=[t for t, _ in TWO])
def test_each_fact_on_its_own_person(text: str, expected: dict[str, list[tuple[str, str]]]) -> None:
    mentions = extract_mentions(text, language="zh")
    for who, facts in expected.items():
        found = [m for m in mentions if who in (m.name, m.relation)]
        assert len(found) == 1, (text, mentions)
        got = [(f.attribute, f.value) for f in found[0].facts]
        assert all(f in got for f in facts), (text, mentions)
        others = [m for m in mentions if m is not found[0]]
        assert not [f for m in others for f in m.facts if (f.attribute, f.value) in facts], (text, mentions)


# Nobody's fact: the user's own, questions, hypotheticals, someone else's things, a time that is no age
NEGATIVES: list[str] = [
    "我今年32",
    "我32了",
    "我快40了",
    "我是湖南人",
    "她多大了？",
    "你表姐是哪里人？",
    "要是他是湖南人就好了",
    "如果我堂妹是会计就好了",
    "她家狗3岁了",
    "他家的狗3岁了",
    "他的车是日本的",
    "我朋友的30岁生日",
    "人家都结婚了",
    "人家今年32",
    "我快3点了才到家",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_nobodys_fact(text: str) -> None:
    assert [f for m in extract_mentions(text, language="zh") for f in m.facts if f.attribute != "note"] == []


# A fact of someone's pet, child or thing stays off them
THEIRS_NOT_THEM: list[tuple[str, str, str]] = [
    ("我表姐家的猫5岁了", "表姐", "5岁"),
    ("我堂妹林悦，她家狗3岁了", "林悦", "3岁"),
    ("我表姐快3点了才到", "表姐", "3"),
    ("我同事小赵，他的车是日本的", "小赵", "日本"),
    ("那个我领导就是他家狗3岁了嗯", "领导", "3岁"),
    ("我外公他家里的猫8岁了", "外公", "8岁"),
]


@pytest.mark.parametrize(("text", "who", "value"), THEIRS_NOT_THEM, ids=[t for t, _, _ in THEIRS_NOT_THEM])
def test_not_their_fact(text: str, who: str, value: str) -> None:
    mentions = extract_mentions(text, language="zh")
    them = [m for m in mentions if who in (m.name, m.relation)]
    assert not [f for m in them for f in m.facts if f.attribute != "note" and value in f.value], mentions


def test_a_name_ends_before_the_verb_glued_to_it() -> None:
    names = {m.name for m in extract_mentions("我姑妈李芳和我二姨王红来了", language="zh")}
    assert names == {"李芳", "王红"}


def test_a_latin_name_in_chinese_is_chinese() -> None:
    from jiyi.extractors._rules_common import sentence_language

    assert sentence_language("Kevin32岁") == "zh"
    assert sentence_language("Amy Chen 一米六五") == "zh"
    assert sentence_language("I met Kevin at 星巴克") == "en"
