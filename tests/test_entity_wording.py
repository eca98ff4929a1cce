"""Set and comparison questions however they are worded and however large the set (issue #21), through `Memory`
on both stores: a place, an age, an education or a job asked in everyday words puts that fact first on every
member's line (and a place question takes where they live, not where they work); a set too long for the budget
keeps every member, each line cut from its tail, or says how many it left out.

The table is written with `mem.entities.record` (what an extractor read, exactly); the questions are our own.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from jiyi import FixedClock, Memory
from jiyi._entity_asked import ranked, read_question
from jiyi._entity_fit import EntityLine, fit_lines
from jiyi._entity_models import Entity, Mention, MentionFact
from jiyi._entity_sets import loose_sets
from jiyi._places import asks_abroad
from jiyi._text import estimate_tokens

from .test_entity_ask import _f, _said, _section

_ZH: list[tuple[str, str, list[MentionFact]]] = [
    ("朋友", "王磊", [_f("job", "医生"), _f("employer", "协和医院"), _f("age", "34岁"), _f("education", "硕士"),
                    _f("likes", "爬山"), _f("from", "成都"), _f("lives_in", "北京")]),
    ("朋友", "李娜", [_f("job", "律师"), _f("employer", "金杜律所"), _f("age", "29岁"), _f("education", "本科"),
                    _f("likes", "游泳"), _f("from", "武汉"), _f("lives_in", "上海")]),
    ("朋友", "张伟", [_f("job", "程序员"), _f("employer", "腾讯"), _f("age", "31岁"), _f("education", "博士"),
                    _f("likes", "跑步"), _f("from", "长沙"), _f("lives_in", "深圳")]),
    ("朋友", "刘洋", [_f("job", "老师"), _f("employer", "杭州二中"), _f("age", "40岁"), _f("education", "专科"),
                    _f("likes", "下棋"), _f("from", "西安"), _f("lives_in", "杭州")]),
    ("下属", "赵敏", [_f("job", "测试工程师"), _f("age", "26岁"), _f("education", "本科"), _f("lives_in", "苏州")]),
    ("下属", "孙强", [_f("job", "后端工程师"), _f("age", "33岁"), _f("education", "硕士"), _f("lives_in", "无锡")]),
    ("下属", "周婷", [_f("job", "产品经理"), _f("age", "30岁"), _f("education", "专科"), _f("lives_in", "常州")]),
    ("表哥", "吴刚", [_f("job", "厨师"), _f("age", "45岁"), _f("education", "高中"), _f("lives_in", "广州")]),
    ("表姐", "郑丽", [_f("job", "护士"), _f("age", "38岁"), _f("education", "本科"), _f("lives_in", "佛山")]),
]  # fmt: skip
_EN: list[tuple[str, str, list[MentionFact]]] = [
    ("friend", "Oliver Grant", [_f("job", "nurse"), _f("employer", "St Mary's"), _f("age", "34"),
                                _f("education", "master's degree"), _f("likes", "hiking"),
                                _f("lives_in", "Manchester")]),
    ("friend", "Hannah Ross", [_f("job", "lawyer"), _f("employer", "Baker McKenzie"), _f("age", "29"),
                               _f("education", "bachelor's degree"), _f("likes", "swimming"),
                               _f("lives_in", "London")]),
    ("friend", "Ethan Cole", [_f("job", "software engineer"), _f("employer", "Google"), _f("age", "31"),
                              _f("education", "PhD"), _f("likes", "running"), _f("lives_in", "Berlin")]),
    ("friend", "Maya Patel", [_f("job", "teacher"), _f("employer", "Hill School"), _f("age", "40"),
                              _f("education", "associate degree"), _f("likes", "chess"), _f("lives_in", "Bristol")]),
    ("teammate", "Ava Brooks", [_f("job", "tester"), _f("age", "26"), _f("education", "bachelor's degree"),
                                _f("lives_in", "Cardiff")]),
    ("teammate", "Noah Price", [_f("job", "backend engineer"), _f("age", "33"), _f("education", "master's degree"),
                                _f("lives_in", "Swansea")]),
    ("teammate", "Emma Hall", [_f("job", "product manager"), _f("age", "30"), _f("education", "high school"),
                               _f("lives_in", "Newport")]),
    ("cousin", "Jack Ward", [_f("job", "chef"), _f("age", "45"), _f("education", "high school"),
                             _f("lives_in", "Glasgow")]),
    ("cousin", "Ruby Fox", [_f("job", "nurse"), _f("age", "38"), _f("education", "bachelor's degree"),
                            _f("lives_in", "Aberdeen")]),
]  # fmt: skip


def _world(mem: Memory, clock: FixedClock) -> None:
    """One user who speaks Chinese ("zh"), one who speaks English ("en")."""
    for rel, name, facts in _ZH:
        _said(mem, clock, "zh", f"{name}是我的{rel}", [Mention(name=name, relation=rel, facts=facts)])
    for rel, name, facts in _EN:
        _said(mem, clock, "en", f"{name} is my {rel}", [Mention(name=name, relation=rel, facts=facts)])


def _user(question: str) -> str:
    return "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in question) else "en"


def _members(section: str) -> dict[str, str]:
    """name -> what its line says after the name and relation."""
    out = {}
    for line in section.splitlines()[1:]:
        for sep in ("）：", ") — "):
            if sep in line:
                name, _, said = line[2:].partition(sep)
                out[name.split("（")[0].split(" (")[0]] = said
    return out


#: question -> (the members, the first thing each line must say, words no line may say)
_SETS: dict[str, tuple[list[str], str, tuple[str, ...]]] = {
    "我的朋友们分别在哪个城市？": (["王磊", "李娜", "张伟", "刘洋"], "住在", ("协和医院", "腾讯")),
    "我朋友们都在什么地方？": (["王磊", "李娜", "张伟", "刘洋"], "住在", ("协和医院", "腾讯")),
    "我下属都在哪儿？": (["赵敏", "孙强", "周婷"], "住在", ("测试工程师",)),
    "我那几个下属都在哪里？": (["赵敏", "孙强", "周婷"], "住在", ("测试工程师",)),
    "我朋友们住在哪座城市？": (["王磊", "李娜", "张伟", "刘洋"], "住在", ("协和医院",)),
    "我朋友们分别在哪上班？": (["王磊", "李娜", "张伟", "刘洋"], "工作单位", ("北京", "深圳")),
    "我朋友们都念到什么程度了？": (["王磊", "李娜", "张伟", "刘洋"], "学历", ("北京", "医生")),
    "我下属的文化程度怎么样？": (["赵敏", "孙强", "周婷"], "学历", ("苏州",)),
    "我朋友们都是干什么的？": (["王磊", "李娜", "张伟", "刘洋"], "职业", ("北京", "硕士")),
    "我下属分别做哪一行？": (["赵敏", "孙强", "周婷"], "职业", ("苏州",)),
    "我朋友们的岁数分别是多少？": (["王磊", "李娜", "张伟", "刘洋"], "年龄", ("北京", "医生")),
    "我表亲们都在哪儿？": (["吴刚", "郑丽"], "住在", ("厨师",)),
    "what cities are my friends in?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "lives in",
                                       ("Google", "Hill School")),
    "where are my teammates based these days?": (["Ava Brooks", "Noah Price", "Emma Hall"], "lives in", ("tester",)),
    "where are my friends located?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "lives in",
                                      ("Google",)),
    "which city is each of my cousins in?": (["Jack Ward", "Ruby Fox"], "lives in", ("chef",)),
    "where do my friends work?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "works at",
                                  ("Berlin", "London")),
    "what do my friends do?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "job", ("Berlin",)),
    "what line of work are my teammates in?": (["Ava Brooks", "Noah Price", "Emma Hall"], "job", ("Cardiff",)),
    "what degrees do my friends have?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "education",
                                         ("Berlin", "nurse")),
    "what's the schooling of each of my teammates?": (["Ava Brooks", "Noah Price", "Emma Hall"], "education",
                                                      ("Cardiff",)),
    "how old are my cousins?": (["Jack Ward", "Ruby Fox"], "age", ("Glasgow",)),
    "what do my friends do for fun?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "likes",
                                       ("Berlin",)),
    "我朋友们平时业余都爱干嘛？": (["王磊", "李娜", "张伟", "刘洋"], "喜欢", ("北京",)),
    "我的朋友们平时都爱干什么？": (["王磊", "李娜", "张伟", "刘洋"], "喜欢", ("医生", "北京")),
    "我朋友们都从事什么行业？": (["王磊", "李娜", "张伟", "刘洋"], "职业", ("北京",)),
    "what careers do my teammates have?": (["Ava Brooks", "Noah Price", "Emma Hall"], "job", ("Cardiff",)),
    "what are my friends into?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "likes", ("Berlin",)),
    "what are my friends passionate about?": (["Oliver Grant", "Hannah Ross", "Ethan Cole", "Maya Patel"], "likes",
                                              ("Berlin", "nurse")),
}  # fmt: skip

#: question -> what the header says of the top
_TOPS: dict[str, str] = {
    "我下属里谁岁数最大": "年龄最大：孙强（33岁）",
    "我下属里谁年纪最小？": "年龄最小：赵敏（26岁）",
    "我朋友里谁文凭最高？": "学历最高：张伟（博士）",
    "我朋友当中谁学位最低？": "学历最低：刘洋（专科）",
    "我表亲里谁最年长？": "年龄最大：吴刚（45岁）",
    "我朋友里谁书念得最多？": "学历最高：张伟（博士）",
    "who's the eldest among my cousins?": "oldest: Jack Ward (45)",
    "who is the most senior of my teammates?": "oldest: Noah Price (33)",
    "which of my friends has the highest level of schooling?": "highest education: Ethan Cole (PhD)",
    "who among my teammates went furthest in school?": "highest education: Noah Price (master's degree)",
    "which of my friends is the youngest?": "youngest: Hannah Ross (29)",
    "who has the lowest education level among my teammates?": "lowest education: Emma Hall (high school)",
    "我朋友里谁年纪最轻？": "年龄最小：李娜（29岁）",
    "我朋友中谁出生得最早？": "年龄最大：刘洋（40岁）",
    "我下属里谁读的书最多？": "学历最高：孙强（硕士）",
    "who was born first among my cousins?": "oldest: Jack Ward (45)",
    "我下属里谁的文化水平最高？": "学历最高：孙强（硕士）",
}


def test_a_set_question_in_everyday_words_puts_the_asked_fact_first(mem: Memory, clock: FixedClock) -> None:
    _world(mem, clock)
    wrong = []
    for question, (names, first, never) in _SETS.items():
        section = _section(mem, _user(question), question)
        lines = _members(section)
        ok = (
            sorted(lines) == sorted(names)
            and all(said.startswith(first) for said in lines.values())
            and not any(w in section for w in never)
        )
        if not ok:
            wrong.append(f"{question}\n{section}")
    assert not wrong, "\n\n".join(wrong)


def test_a_comparison_in_everyday_words_names_the_top(mem: Memory, clock: FixedClock) -> None:
    _world(mem, clock)
    wrong = []
    for question, top in _TOPS.items():
        section = _section(mem, _user(question), question)
        if top not in section.splitlines()[0] if section else True:
            wrong.append(f"{question}\n{section}")
    assert not wrong, "\n\n".join(wrong)


def test_a_place_question_about_a_shop_is_not_read_as_where_it_lives(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "楼下那家咖啡店叫蓝山，在人民路88号", [
        Mention(name="蓝山", kind="place", relation="楼下的咖啡店", facts=[_f("address", "人民路88号")])
    ])  # fmt: skip
    section = _section(mem, "u", "蓝山在哪儿？")
    assert "人民路88号" in section and "住在" not in section, section


def _crowd(mem: Memory, clock: FixedClock, n: int) -> None:
    """`n` friends, each with many facts: every line whole would not fit a small block."""
    for i in range(n):
        name = "朋友" + "甲乙丙丁戊己庚辛壬癸"[i]
        facts = [_f("job", f"第{i}号设计师"), _f("employer", f"第{i}号公司"), _f("education", "本科"),
                 _f("likes", f"收集第{i}种邮票"), _f("hobby", f"第{i}种乐器"), _f("from", f"第{i}号镇"),
                 _f("lives_in", f"第{i}号城市")]  # fmt: skip
        _said(mem, clock, "u", f"{name}是我的朋友", [Mention(name=name, relation="朋友", facts=facts)])


def _lines_in(mem: Memory, question: str, budget: int) -> list[str]:
    block = mem.context("u", question, budget=budget)
    assert block.tokens <= budget
    m = re.search(r"## 相关的人和事\n(.*?)(?:\n\n## |\Z)", block.text, re.S)
    return m.group(1).splitlines() if m else []


@pytest.mark.parametrize("budget", [200, 260])
def test_a_long_set_keeps_every_member_within_a_small_budget(mem: Memory, clock: FixedClock, budget: int) -> None:
    _crowd(mem, clock, 6)
    lines = _lines_in(mem, "跟我说说我的朋友们都住哪个城市、在哪上班、有什么爱好", budget)
    assert lines and lines[0].startswith("- 用户的朋友共 6 人"), lines
    for i in range(6):  # every member, its asked value first
        line = next((x for x in lines if x.startswith("- 朋友" + "甲乙丙丁戊己"[i])), "")
        assert f"（朋友）：住在 第{i}号城市" in line, lines
    # nothing asked: the facts the question's words touch first, so every line shown holds the answer; the
    # core memories share the block, and a member left out is counted, never a silent hole
    lines = _lines_in(mem, "我的朋友们收集邮票吗？", budget)
    shown = [i for i in range(6) if any(f"（朋友）：喜欢 收集第{i}种邮票" in x for x in lines)]
    assert len(shown) >= 5 and sum(x.startswith("- 朋友") for x in lines) == len(shown), lines
    assert len(shown) == 6 or lines[-1] == f"- 另有 {6 - len(shown)} 人未列出", lines


def test_a_set_too_large_for_the_budget_says_how_many_it_left_out(mem: Memory, clock: FixedClock) -> None:
    _crowd(mem, clock, 10)
    text = mem.context("u", "我的朋友们都住哪个城市？", budget=120).text
    shown = sum(1 for c in "甲乙丙丁戊己庚辛壬癸" if f"- 朋友{c}" in text)
    assert 0 < shown < 10 and f"另有 {10 - shown} 人未列出" in text, text


# --- the pieces, pure -----------------------------------------------------------------------------------------
def _member(name: str, *parts: str) -> EntityLine:
    head = f"- {name} (friend) — "
    return EntityLine(head + "; ".join(parts), head=head, parts=parts, sep="; ")


def test_fit_lines_cuts_every_line_from_its_tail_before_it_drops_a_member() -> None:
    header = EntityLine("- The user's friends (3)")
    members = [_member(n, "lives in: Leeds", "job: nurse and part-time painter", "likes: long walks") for n in "ABC"]
    lines = [header, *members]
    assert fit_lines(lines, 1000, "en") == lines
    first = [f"- {n} (friend) — lives in: Leeds" for n in "ABC"]
    room = sum(estimate_tokens(x) + 1 for x in [header.text, *first])
    short = fit_lines(lines, room, "en")
    assert short[0] == header and [x.text for x in short[1:]] == first, short
    few = fit_lines(lines, room - 2, "en")
    assert few[0] == header and few[1].text == first[0] and few[-1].text == f"- {5 - len(few)} more not listed", few


def test_a_question_is_read_in_everyday_words() -> None:
    assert read_question("我的朋友们分别在哪个城市？", "我的  们分别在哪个城市？").attributes == ["lives_in"]
    assert read_question("老家是哪个城市", "老家是哪个城市").attributes == ["from"]
    # where someone works: the city they work in, and the employer beside it (shown when known, never a gap)
    q = read_question("where do my friends work?", "where do my  work?")
    assert q.attributes == ["works_in", "employer"] and q.optional == {"employer"}
    assert read_question("what do my friends do?", "what do my  do?").attributes == ["job"]
    # 工作 after a city asks where they work (not what they do); after a workplace, it stays the job
    for said in ("有几个人在南京工作？", "谁在杭州那边工作", "我亲戚里谁在苏州市上班"):
        assert read_question(said, said).attributes[0] == "works_in", said
    assert read_question("有几个人在银行工作？", "有几个人在银行工作？").attributes[0] == "job"
    assert read_question("what do they do for fun?", "what do they do for fun?").attributes == ["hobby"]
    assert read_question("我朋友们平时都爱干什么？", "我 们平时都爱干什么？").attributes == ["hobby"]  # not a job
    assert asks_abroad("which of my friends live in another country?") and asks_abroad("谁住在别的国家？")
    assert asks_abroad("Which of my pals lives outside the US?") and asks_abroad("我朋友里谁不在国内？")
    assert not asks_abroad("who lives outside Boston?")
    q = read_question("who is the most senior of my teammates?", "who is the most senior of my ?")
    assert q.direction == "high" and q.age_word


def test_facts_the_question_touches_come_first() -> None:
    groups = {"job": [_f("job", "设计师")], "likes": [_f("likes", "收集邮票")]}
    assert [a for a, _ in ranked(groups, "她收集邮票吗")] == ["likes", "job"]
    assert [a for a, _ in ranked(groups, "她怎么样")] == ["job", "likes"]


def test_a_quote_answers_the_attribute_the_set_question_asks(mem: Memory, clock: FixedClock) -> None:
    """ "平时都爱干什么" asks what they do for fun: the quoted sentence is the one about that, not about a job."""
    for name in ("郭晓燕", "黄宇航"):
        _said(mem, clock, "u", f"{name}是我的搭档", [Mention(name=name, relation="搭档")])
    for text in ("郭晓燕的工作是做会计", "郭晓燕平时喜欢爬山", "黄宇航的工作是开出租", "黄宇航平时喜欢钓鱼"):
        clock.advance(days=1)
        mem.messages.add(mem.topics.create("u", text[:4]).id, "user", text)  # what the table never read
    clock.advance(days=1)
    section = _section(mem, "u", "我的搭档们平时都爱干什么？")
    assert "「郭晓燕平时喜欢爬山」" in section and "「黄宇航平时喜欢钓鱼」" in section, section
    assert "会计" not in section and "出租" not in section, section


def test_part_of_a_label_in_the_singular_is_a_thing_not_a_set() -> None:
    now = datetime(2026, 11, 26, tzinfo=UTC)
    grace = Entity(id="ent_1", user_id="u", kind="person", name="Grace Liu", relation="direct report",
                   created_at=now, updated_at=now)  # fmt: skip
    assert loose_sets("Help me finish my weekly report", [grace]) == []
    assert loose_sets("My report is due tomorrow", [grace]) == []
    assert loose_sets("Which of my reports is the oldest?", [grace]) == [("reports", [grace])]
    assert loose_sets("What does my direct report like?", [grace]) == [("direct report", [grace])]
