"""Corrections said as people say them, and names the segmenter cuts or extends (issue #21, item 2).

A statement that the old value no longer holds ("她早就不在杭州了，去年搬到了厦门", "he quit nursing and is a paramedic
now") replaces the single-valued attribute: the old value stays as history, the memory that said only it is
corrected (a new version), and no note keeps the replaced value. Extractor cases are one message and the exact
mentions read; the end-to-end cases go through the public API on every store.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_capture import _facts, _one, _say
from .test_entity_extract import Row, _org, _p, _rows

ZH: list[tuple[str, list[Row]]] = [
    # where they live: the old place said as over, then the new one
    ("我表姐早就不在杭州了，去年搬到了厦门", [_p("", "表姐", ("lives_in", "厦门", "fix"))]),
    ("我表姐已经搬离杭州，现在住在西安", [_p("", "表姐", ("lives_in", "西安", "fix"))]),
    ("更正一下，我表姐不住杭州了，搬去了西安", [_p("", "表姐", ("lives_in", "西安", "fix"))]),
    ("我表姐现在不在杭州了，搬到西安去了", [_p("", "表姐", ("lives_in", "西安", "fix"))]),
    ("说错了，我表姐是在西安定居，不是杭州", [_p("", "表姐", ("lives_in", "西安", "fix"))]),
    ("我搞错了，我表姐其实一直住在青岛", [_p("", "表姐", ("lives_in", "青岛", "fix"))]),
    # work
    ("我同事小王不当老师了，改行做了销售", [_p("小王", "同事", ("job", "销售", "fix"))]),
    ("我同事小王早就不干老师了，现在是销售", [_p("小王", "同事", ("job", "销售", "fix"))]),
    ("我同事小王辞职了，不做老师了，转行当了销售", [_p("小王", "同事", ("job", "销售", "fix"))]),
    ("我记错了，我同事小王其实是销售，不是老师", [_p("小王", "同事", ("job", "销售", "fix"))]),
    ("我同事小王已经不是老师了，现在当销售", [_p("小王", "同事", ("job", "销售", "fix"))]),
    ("我同事小王跳槽转行做销售了", [_p("小王", "同事", ("job", "销售", "fix"))]),
    # employer and education
    (
        "我朋友老周已经离开华为，跳槽到了腾讯",
        [_p("老周", "朋友", ("employer", "腾讯", "fix"), links=(("works_at", "腾讯"),)), _org("腾讯")],
    ),
    ("我记错了，我表姐其实是硕士", [_p("", "表姐", ("education", "硕士", "fix"))]),
    # "其实" inside a sentence only stresses: her two hobbies are both kept, neither replaces the other
    ("我妹妹喜欢画画，其实她也喜欢唱歌", [_p("", "妹妹", ("likes", "画画"), ("likes", "唱歌"))]),
]

EN: list[tuple[str, list[Row]]] = [
    (
        "My sister Amy is not in Denver anymore - moved to Portland.",
        [_p("Amy", "sister", ("lives_in", "Portland", "fix"))],
    ),
    ("Amy moved away from Denver and lives in Portland now.", [_p("Amy", "", ("lives_in", "Portland", "fix"))]),
    ("Amy no longer lives in Denver, it's Portland these days.", [_p("Amy", "", ("lives_in", "Portland", "fix"))]),
    ("Turns out Amy lives in Portland, not Denver.", [_p("Amy", "", ("lives_in", "Portland", "fix"))]),
    ("Amy left Denver last year for Portland.", [_p("Amy", "", ("lives_in", "Portland", "fix"))]),
    ("Scratch that, Amy lives in Oslo.", [_p("Amy", "", ("lives_in", "Oslo", "fix"))]),
    ("My brother Tom quit nursing and is a paramedic now.", [_p("Tom", "brother", ("job", "paramedic", "fix"))]),
    ("Tom is not a pilot anymore, works as a chef now.", [_p("Tom", "", ("job", "chef", "fix"))]),
    ("Turns out Tom is a chef, not a pilot.", [_p("Tom", "", ("job", "chef", "fix"))]),
    ("Tom no longer works as a pilot and is a chef these days.", [_p("Tom", "", ("job", "chef", "fix"))]),
    ("Tom left the pilot job and became a chef.", [_p("Tom", "", ("job", "chef", "fix"))]),
    ("Tom switched to being a chef.", [_p("Tom", "", ("job", "chef", "fix"))]),
    ("Turns out Tom is 45, not 40.", [_p("Tom", "", ("age", "45", "fix"))]),
]


@pytest.mark.parametrize(("text", "expected"), ZH, ids=[t for t, _ in ZH])
def test_a_chinese_change_is_read_as_a_correction(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), EN, ids=[t for t, _ in EN])
def test_an_english_change_is_read_as_a_correction(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


@pytest.mark.parametrize(
    ("text", "names", "expected"),
    [
        # "徐伟人在西安": 徐伟, then 人在西安 (the segmenter reads 徐伟人 as one word)
        ("徐伟人在西安，不常回来", ("徐伟",), [_p("徐伟", "", ("lives_in", "西安"))]),
        ("我搭档徐伟人在西安", (), [_p("徐伟", "搭档", ("lives_in", "西安"))]),
        # "阿华干建筑师这行": 阿华, then 干…这行
        ("阿华干建筑师这行", ("高淑华",), [_p("阿华", "", ("job", "建筑师"))]),
        ("张伟常住西安", ("张伟",), [_p("张伟", "", ("lives_in", "西安"))]),
        # after a relation word, a name the segmenter cuts short (黄家 / 豪, 胡佳 / 怡, 高志 / 刚) or glues to the
        # predicate (李明前 / 几天) is still the whole name
        ("我同事黄家豪今年三十岁", (), [_p("黄家豪", "同事", ("age", "三十岁"))]),
        ("我邻居杨淑华前几天找我吃饭", (), [_p("杨淑华", "邻居")]),
        ("我同事李明前几天找我吃饭", (), [_p("李明", "同事")]),
        ("跟你说说我发小高志刚，他初中毕业", (), [_p("高志刚", "发小", ("education", "初中"))]),
        ("我同事胡佳怡最近挺忙的", (), [_p("胡佳怡", "同事")]),
        ("我同事江湖气很重", (), []),  # 江湖气 is a word, not a name
        ("我们都管王明叫小王", ("王明",), [_p("王明", "", aliases=("小王",))]),  # 王明, not 王明叫
    ],
)
def test_a_name_is_not_extended_by_the_words_after_it(text: str, names: tuple[str, ...], expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh", names=names)) == expected


def _unstale(mem: Memory, user: str, question: str, old: str, new: str) -> None:
    """No line of the block states the replaced value as current (a line naming both is the correction itself)."""
    text = mem.context(user, question).text
    assert new in text, text
    stale = [line for line in text.splitlines() if old in line and new not in line]
    assert not stale, stale


@pytest.mark.parametrize(
    ("said", "name", "attr", "old", "new", "question"),
    [
        (
            ("我表姐林晓燕住在杭州", "我表姐早就不在杭州了，去年搬到了厦门"),
            "林晓燕",
            "lives_in",
            "杭州",
            "厦门",
            "林晓燕现在住在哪？",
        ),
        (("我同事小王是老师", "小王不当老师了，改行做了销售"), "小王", "job", "老师", "销售", "小王现在做什么工作？"),
        (
            ("My sister Amy lives in Denver.", "Amy is not in Denver anymore - moved to Portland."),
            *("Amy", "lives_in", "Denver", "Portland", "Where does Amy live now?"),
        ),
        (
            ("My brother Tom is a pilot.", "Tom no longer works as a pilot and is a chef these days."),
            *("Tom", "job", "pilot", "chef", "What does Tom do for work now?"),
        ),
    ],
)
def test_a_change_replaces_the_value_keeps_it_as_history_and_corrects_its_memory(
    mem: Memory, said: tuple[str, ...], name: str, attr: str, old: str, new: str, question: str
) -> None:
    _say(mem, "u1", *said)
    view = _one(mem, "u1", name)
    assert _facts(view)[attr] == new
    [past] = [f for f in view.past if f.attribute == attr]
    assert past.value == old
    memory = mem.get("u1", past.memory_id)
    assert not memory.is_current or old not in memory.content, memory.content
    assert not any(old in f.value for f in view.facts)  # no note keeps the replaced value ("不在杭州了")
    _unstale(mem, "u1", question, old, new)


def test_a_name_the_segmenter_extends_stays_one_person(mem: Memory) -> None:
    _say(mem, "u1", "我搭档徐伟喜欢弹吉他", "徐伟人在西安，不常回来")
    xu = _one(mem, "u1", "徐伟")
    assert _facts(xu)["lives_in"] == "西安" and _facts(xu)["likes"] == "弹吉他"
    assert not mem.entities.find("u1", "徐伟人")


def test_two_people_who_share_a_nickname_and_differ_in_relation_stay_two(mem: Memory) -> None:
    _say(mem, "u1", "我同事小王是老师", "我邻居小王是护士")
    wangs = [e for e in mem.entities.list("u1") if e.kind == "person" and "小王" in (e.name, *e.aliases)]
    assert sorted(e.relation for e in wangs) == ["同事", "邻居"]


def test_two_people_who_share_a_surname_stay_two(mem: Memory) -> None:
    _say(mem, "u1", "我同事王明住在杭州", "我同学王芳住在成都", "王明喜欢爬山")
    assert _facts(_one(mem, "u1", "王明")) == {"relation": "同事", "lives_in": "杭州", "likes": "爬山"}
    assert _facts(_one(mem, "u1", "王芳")) == {"relation": "同学", "lives_in": "成都"}


def test_a_colleague_with_another_full_name_is_not_the_one_called_by_the_shared_surname(mem: Memory) -> None:
    # 王明 is 小王 to the user; 王芳 is another colleague surnamed 王, not 王明
    _say(mem, "u1", "我同事王明是老师", "我们都管王明叫小王", "王芳也是我同事，她住在杭州")
    wang_ming, wang_fang = _one(mem, "u1", "王明"), _one(mem, "u1", "王芳")
    assert wang_ming.entity.id != wang_fang.entity.id
    assert _facts(wang_ming) == {"relation": "同事", "job": "老师"}
    assert _facts(wang_fang) == {"relation": "同事", "lives_in": "杭州"}


def test_a_friend_with_another_full_name_is_not_the_one_who_shares_the_first_name(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "My friend Tom is a pilot.",
        "Tom Lee is my friend from college.",
        "My friend Tom Baker lives in Leeds.",
    )
    lee, baker = _one(mem, "u1", "Tom Lee"), _one(mem, "u1", "Tom Baker")
    assert lee.entity.id != baker.entity.id
    assert _facts(baker).get("lives_in") == "Leeds" and "lives_in" not in _facts(lee)


def test_a_nickname_of_the_shared_given_name_joins_neither(mem: Memory) -> None:
    _say(mem, "u1", "我同事王明住在杭州", "我同学李明住在成都", "阿明喜欢爬山")
    assert "likes" not in _facts(_one(mem, "u1", "王明")) and "likes" not in _facts(_one(mem, "u1", "李明"))


@pytest.mark.parametrize("later", ["小邓在腾讯上班", "老邓在腾讯上班", "文博在腾讯上班"])
def test_a_bare_nickname_or_given_name_joins_the_one_person_named_in_full(mem: Memory, later: str) -> None:
    _say(mem, "u1", "说起我室友邓文博，人挺好的", "邓文博住在成都", later)
    [deng] = [e for e in mem.entities.list("u1") if e.kind == "person"]
    assert deng.name == "邓文博"
    assert _facts(_one(mem, "u1", "邓文博"))["employer"] == "腾讯"


def test_a_bare_nickname_two_people_share_makes_a_new_entity(mem: Memory) -> None:
    _say(mem, "u1", "我室友邓文博住在成都", "我同学邓丽娟住在西安", "小邓在腾讯上班")
    assert "employer" not in _facts(_one(mem, "u1", "邓文博"))
    assert "employer" not in _facts(_one(mem, "u1", "邓丽娟"))
