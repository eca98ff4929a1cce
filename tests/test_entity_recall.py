"""The people and things section (`jiyi._entity_recall`) over hand-built entity views, in Chinese and English:
one entity by name, alias or relation; sets by relation, counted, listed and compared on a known scale; missing
values said as such; the budget; and no section for a question about no one."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from datetime import UTC, datetime

import pytest

from jiyi._entity_models import EntityFact, EntityKind, EntityLink, EntityState, EntityView
from jiyi._entity_recall import SECTION_HEADING, EntityLine, entity_lines, entity_section, restates
from jiyi._entity_targets import entity_targets
from jiyi._text import estimate_tokens

from .test_entity_resolve import _e

T = datetime(2026, 3, 1, tzinfo=UTC)
_ids = itertools.count()

Fact = tuple[str, str] | tuple[str, str, str]


def _fact(entity_id: str, spec: Fact, *, past: bool = False) -> EntityFact:
    n = next(_ids)
    attribute, value, label = (*spec, "")[:3]
    return EntityFact(
        id=f"f{n}",
        user_id="u1",
        entity_id=entity_id,
        attribute=attribute,
        label=label,
        value=value,
        memory_id=f"m{n}",
        valid_from=T,
        valid_to=T if past else None,
        superseded_by=f"f{n + 1}" if past else None,
        created_at=T,
    )


def view(
    name: str,
    relation: str = "",
    facts: Sequence[Fact] = (),
    *,
    past: Sequence[Fact] = (),
    aliases: Sequence[str] = (),
    kind: EntityKind = "person",
    state: EntityState = "active",
) -> EntityView:
    eid = f"e-{name}"
    bare = _e(eid, name, relation, kind=kind, aliases=tuple(aliases), state=state)
    facts_now = [_fact(eid, f) for f in facts]
    return bare.model_copy(update={"facts": facts_now, "past": [_fact(eid, p, past=True) for p in past]})


WORLD = [
    view("吴杰明", "下属", [("education", "专科", "教育背景"), ("lives_in", "杭州")]),
    view("张伟", "下属", [("education", "硕士", "学历"), ("age", "35岁")]),
    view("李娜", "下属", [("likes", "跑步")]),
    view("陈静", "下属", [("education", "本科"), ("lives_in", "Singapore")]),
    view("王明", "同事", [("likes", "咖啡"), ("likes", "爬山"), ("lives_in", "上海")], aliases=["小王"]),
    view("赵磊", "同事", [("lives_in", "北京")], past=[("lives_in", "天津")]),
    view("妹妹", "妹妹", [("lives_in", "成都"), ("job", "护士")], past=[("lives_in", "重庆")]),
    view("妈妈", "妈妈", [("age", "62")]),
    view("刘洋", "朋友", [("lives_in", "东京")]),
    view("蓝瓶咖啡", "楼下的咖啡店", [("opening_hours", "周一不开门")], kind="place"),
    view("Amy", "sister", [("lives_in", "Munich", "lives in"), ("likes", "hiking")], past=[("lives_in", "Berlin")]),
    view("Tom", "friend", [("lives_in", "London"), ("age", "31")]),
    view("Jake", "friend", [("job", "nurse"), ("age", "29")]),
    view("Priya", "friend"),
    view("Sam", "colleague", [("trait", "loves writing")]),
    view("Mark", "boss", [("education", "PhD")]),
    view("Lily", "daughter", [("age", "8")]),
    view("Ben", "son", [("age", "12")]),
    view("Rex", "dog", [("likes", "chasing balls")], kind="pet"),
]


def section(question: str, views: Sequence[EntityView] = WORLD, *, budget: int = 600, **kw: object) -> str:
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in question) else "en"
    text = entity_section(question, views, language=lang, budget_tokens=budget, **kw)  # type: ignore[arg-type]
    assert estimate_tokens(text) <= budget
    return text


def lines(text: str) -> list[str]:
    return text.splitlines()[1:]


# (question, what must be in the section, what must not)
CASES: list[tuple[str, Sequence[str], Sequence[str]]] = [
    # one entity, by name, alias or relation (zh)
    ("小王喜欢什么？", ["王明（同事，又名小王）：喜欢 咖啡、爬山"], ["吴杰明", "上海"]),
    ("王明住在哪里？", ["王明（同事，又名小王）：住在 上海"], ["咖啡"]),
    ("吴杰明的教育背景是什么？", ["吴杰明（下属）：教育背景 专科"], ["张伟"]),
    ("张伟多大了？", ["张伟（下属）：年龄 35岁"], ["硕士"]),
    ("我妈妈多少岁？", ["妈妈：年龄 62"], ["共"]),
    ("我妹妹住哪？", ["妹妹：住在 成都"], ["重庆", "Amy"]),
    ("我妹妹以前住在哪？", ["妹妹：住在 成都（以前：重庆）"], ["Amy"]),
    ("楼下的咖啡店周一开门吗？", ["蓝瓶咖啡（楼下的咖啡店）：营业时间 周一不开门"], ["共"]),
    ("李娜住在哪？", ["李娜（下属）：住在 未提及；其他：喜欢 跑步"], []),
    ("赵磊现在住哪？", ["赵磊（同事）：住在 北京"], ["天津"]),
    # sets (zh): listed, counted, compared
    (
        "我的同事们都住在哪？",
        [
            "用户的同事共",
            "王明（同事）：住在 上海",
            "赵磊（同事）：住在 北京",
            "陈静（下属）：住在 「Singapore」",
            "李娜（下属）：住在 未提及",
        ],
        ["天津", "刘洋"],
    ),
    ("我有几个下属？", ["用户的下属共 4 人：吴杰明、张伟、李娜、陈静"], ["王明"]),
    ("我下属里谁学历最高？", ["用户的下属共 4 人", "学历最高：张伟（硕士）", "李娜（下属）：学历 未提及"], ["王明"]),
    ("我下属里谁学历最低？", ["学历最低：吴杰明（专科）", "按学历从低到高排列"], []),
    (
        "我的朋友们都住在哪？",
        [
            "用户的朋友共 4 人",
            "刘洋（朋友）：住在 东京",
            "Tom（「friend」）：住在 「London」",
            "Priya（「friend」）：住在 未提及",
        ],
        ["Amy"],
    ),
    ("我家人里谁年纪最大？", ["年龄最大：妈妈（62）", "Ben（「son」）：年龄 12"], ["Tom", "张伟"]),
    ("我孩子们谁最小？", ["年龄最小：Lily（8）"], ["妈妈"]),
    ("我同事住哪？", ["用户的同事共", "王明（同事）：住在 上海"], []),
    # one entity (en)
    ("What did I say about Amy?", ["Amy (sister) — lives in: Munich; likes: hiking"], ["Berlin", "Tom"]),
    ("Where did Amy live before?", ["Amy (sister) — lives in: Munich (before: Berlin)"], []),
    ("What does my sister like?", ["Amy (sister) — likes: hiking"], ["Tom"]),
    ("How old is my daughter?", ["Lily (daughter) — age: 8"], ["Ben"]),
    ("What does Rex like?", ["Rex (dog) — likes: chasing balls"], []),
    ("Tell me about Sam.", ["Sam (colleague) — personality: loves writing"], []),
    ("Where does my younger sister live?", ['妹妹 — lives in: "成都"'], ["Amy"]),
    # sets (en)
    (
        "Which of my friends live abroad?",
        [
            "The user's friends (4)",
            "Tom (friend) — lives in: London",
            '刘洋 ("朋友") — lives in: "东京"',
            "Priya (friend) — lives in: not said",
        ],
        ["Amy"],
    ),
    (
        "Who of my family is the oldest?",
        ["ordered by age, oldest first", "oldest: 妈妈 (62)", "Amy (sister) — age: not said"],
        ["Tom"],
    ),
    ("How many friends do I have?", ["The user's friends (4): 刘洋, Tom, Jake, Priya"], ["Amy"]),
    ("Which of my kids is the youngest?", ["youngest: Lily (8)", "Ben (son) — age: 12"], []),
    ("Who has the highest education among my colleagues?", ["highest education: Mark (PhD)"], ["Tom"]),
    ("Which of my friends is the oldest?", ["oldest: Tom (31)", "Priya (friend) — age: not said"], []),
    ("我的狗喜欢什么？", ["Rex（「dog」）：喜欢 「chasing balls」"], ["Amy"]),
    ("我的宠物们都喜欢什么？", ["用户的宠物共 1 个", "Rex（「dog」）：喜欢 「chasing balls」"], ["1 人"]),
    ("Do my teammates like hiking?", ["The user's teammates (", "Sam (colleague) — likes: not said"], ["Rex"]),
    # about no one
    ("今天天气怎么样？", [], []),
    ("帮我写一个排序算法", [], []),
    ("What's the weather like today?", [], []),
    ("I also want some tea.", [], []),
]


@pytest.mark.parametrize(("question", "present", "absent"), CASES, ids=[c[0] for c in CASES])
def test_the_section_answers_from_the_entities(question: str, present: Sequence[str], absent: Sequence[str]) -> None:
    text = section(question)
    if not present:
        assert text == ""
        return
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in question) else "en"
    assert text.startswith(SECTION_HEADING[lang] + "\n"), text
    for needle in present:
        assert needle in text, (needle, text)
    for needle in absent:
        assert needle not in text, (needle, text)


def test_a_comparison_lists_the_members_in_order_with_the_unknown_last() -> None:
    got = lines(section("我下属里谁学历最高？"))
    assert [ln.split("（")[0] for ln in got[1:]] == ["- 张伟", "- 陈静", "- 吴杰明", "- 李娜"]
    got = lines(section("Which of my friends is the youngest?"))
    assert [ln.split(" ")[1] for ln in got[1:]] == ["Jake", "Tom", "刘洋", "Priya"]


def test_english_education_words_sit_on_the_same_scale() -> None:
    team = [
        view("Ann", "subordinate", [("education", "master's degree")]),
        view("Bob", "subordinate", [("education", "associate degree")]),
        view("Cat", "subordinate", [("education", "high school")]),
        view("Dan", "subordinate", [("education", "本科")]),
    ]
    got = lines(section("Which of my subordinates has the highest education?", team))
    assert "highest education: Ann (master's degree)" in got[0]
    assert [ln.split(" ")[1] for ln in got[1:]] == ["Ann", "Dan", "Bob", "Cat"]


def test_birthdays_order_an_age_question_when_no_age_was_said() -> None:
    parents = [view("爸爸", "爸爸", [("birthday", "1960年5月3日")]), view("妈妈", "妈妈", [("birthday", "1965-02-01")])]
    text = section("我父母谁年纪最大？", parents)
    assert "生日最早：爸爸（1960年5月3日）" in text
    assert lines(text)[1].startswith("- 爸爸")


def test_an_age_known_only_by_a_birthday_is_shown_and_no_oldest_is_claimed() -> None:
    parents = [view("爸爸", "爸爸", [("birthday", "1960年5月3日")]), view("妈妈", "妈妈", [("age", "62")])]
    text = section("我父母谁年纪最大？", parents)
    assert "爸爸：生日 1960年5月3日" in text and "妈妈：年龄 62" in text
    assert "最大：" not in text  # 1960 may well be older than 62: the list does not say who is


def test_a_pronoun_is_read_against_the_recent_turns() -> None:
    text = section("她以前住哪？", recent=["我妹妹上个月搬家了", "好的"])
    assert "妹妹：住在 成都（以前：重庆）" in text
    assert section("她以前住哪？") == ""  # no turn says who she is: nothing guessed


def test_the_longest_name_wins() -> None:
    people = [view("王明", "同事", [("likes", "咖啡")]), view("王明远", "朋友", [("likes", "茶")])]
    text = section("王明远喜欢什么？", people)
    assert "王明远（朋友）：喜欢 茶" in text and "咖啡" not in text


def test_two_people_named_are_compared() -> None:
    text = section("张伟和吴杰明谁学历更高？")
    assert "学历最高：张伟（硕士）" in text and "用户的" not in text


def test_merged_and_deleted_entities_are_not_shown() -> None:
    people = [view("小张", "同事", [("likes", "茶")], state="merged"), view("小李", "同事", [("likes", "咖啡")])]
    text = section("我同事们都喜欢什么？", people)
    assert "小李" in text and "小张" not in text and "共 1 人" in text


def test_budget_keeps_whole_lines_header_first() -> None:
    full = section("我下属里谁学历最高？")
    for budget in (12, 30, 45):
        text = section("我下属里谁学历最高？", budget=budget)
        assert estimate_tokens(text) <= budget
        assert all(ln in full.splitlines() for ln in text.splitlines())  # nothing cut mid-line
        if text:
            assert "学历最高：张伟" in lines(text)[0]
    assert section("我下属里谁学历最高？", budget=5) == ""
    assert section("小王喜欢什么？", budget=0) == ""


def test_no_entities_no_section() -> None:
    assert section("小王喜欢什么？", []) == ""
    assert entity_lines("", WORLD, language="zh") == []


def test_each_line_names_the_memories_it_shows() -> None:
    got = entity_lines("吴杰明的教育背景是什么？", WORLD, language="zh")
    fact = WORLD[0].facts[0]
    assert got == [EntityLine("- 吴杰明（下属）：教育背景 专科", frozenset({fact.memory_id}))]


def test_a_memory_is_restated_only_when_the_line_says_all_of_it() -> None:
    line = EntityLine("- 吴杰明（下属）：教育背景 专科", frozenset({"m1"}))
    assert restates(line, "m1", "吴杰明是用户的下属，其教育背景是专科")
    assert not restates(line, "m1", "吴杰明是用户的下属，教育背景是专科，上周刚入职")  # 入职 is only in the memory
    assert not restates(line, "m2", "吴杰明是用户的下属，其教育背景是专科")  # not the memory the line shows
    en = EntityLine("- Amy (sister) — lives in: Munich", frozenset({"m3"}))
    assert restates(en, "m3", "User's sister Amy lives in Munich")
    assert not restates(en, "m3", "User's sister Amy lives in Munich with her partner Jonas")


@pytest.mark.parametrize(
    "question",
    ["", "   ", "\x00\x07", "(.*)+[", "谁" * 5000, "🙂🙂 my friends?", "Amy's", "最高最低最大", "who who who of my"],
)
def test_any_question_gives_a_section_or_nothing_and_never_raises(question: str) -> None:
    odd = [*WORLD, view("(.*)", "朋友", [("likes", "[regex]")]), view("🙂", "friend", [("age", "十二岁")])]
    for lang in ("zh", "en", "fr"):
        text = entity_section(question, odd, language=lang, budget_tokens=200)
        assert text == "" or text.split("\n")[0] in SECTION_HEADING.values()


def _linked() -> list[EntityView]:
    amy = view("Amy", "friend", [("employer", "Siemens", "works at")])
    siemens = view("Siemens", kind="org")
    link = EntityLink(
        id="l1",
        user_id="u1",
        source_id=amy.entity.id,
        relation="works_at",
        target_id=siemens.entity.id,
        memory_id=amy.facts[0].memory_id,
        created_at=T,
    )
    return [amy.model_copy(update={"links": [link]}), siemens.model_copy(update={"links": [link]})]


def test_an_entity_named_for_what_links_to_it_brings_those_entities() -> None:
    text = section("Who works at Siemens?", _linked())
    assert "Amy (friend) — works at: Siemens" in text


def test_a_link_that_a_fact_already_says_is_not_said_twice() -> None:
    text = section("What did I say about Amy?", _linked())
    assert text.count("Siemens") == 1, text


def test_a_label_that_is_only_the_verb_it_came_with_gives_way_to_the_attributes_name() -> None:
    people = [
        view("Tom", "brother", [("education", "PhD", "has a")]),
        view("妹妹", "妹妹", [("lives_in", "成都", "搬去")]),
        view("王芳", "同事", [("employer", "字节", "在…工作"), ("pet_name", "豆豆", "狗的名字")]),
    ]
    assert "Tom (brother) — education: PhD" in section("What did I say about Tom?", people)
    assert "妹妹：住在 成都" in section("我妹妹住哪？", people)
    assert "王芳（同事）：工作单位 字节；狗的名字 豆豆" in section("王芳怎么样？", people)
    assert "王芳（同事）：狗的名字 豆豆" in section("王芳的狗的名字叫什么？", people)  # the extractor's own attribute


def test_targets_are_read_from_the_entities_alone() -> None:
    entities = [v.entity for v in WORLD]
    assert entity_targets("今天天气怎么样？", entities) == []
    subordinates = [v.entity.id for v in WORLD if v.entity.relation == "下属"]
    assert entity_targets("我下属里谁学历最高？", entities) == subordinates
    assert entity_targets("小王喜欢什么？", entities) == ["e-王明"]
    assert entity_targets("她以前住哪？", entities, recent=["我妹妹上个月搬家了"]) == ["e-妹妹"]
    gone = [e.model_copy(update={"state": "deleted"}) if e.name == "王明" else e for e in entities]
    assert entity_targets("小王喜欢什么？", gone) == []
