"""Stop 36, read as a user: "哪个表哥？" / "张磊，我大姨家的，在深圳当医生" named the cousin the user had spoken of, yet
it left two people — 表哥 (下周来玩) and 张磊 (大姨的孩子, 深圳, 医生) — and the block answered "我表哥在哪工作？" with
"工作地 未提及". The Chinese reply to a which-question is now read as the English one was ("Which cousin?" /
"Rohan, …"): 我表哥张磊，是我大姨家的，在深圳当医生. A relation said with the name keeps "我" as 用户 in the memory
("用户的表哥叫张磊，是我大姨家的" read as the user's own words)."""

from __future__ import annotations

from datetime import UTC
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities_replied import which_said


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("哪个表哥？", "张磊，我大姨家的，在深圳当医生", "我表哥张磊，是我大姨家的，在深圳当医生"),
        ("你说的是哪位同事呀？", "就是小王啦，做前端的", "我同事小王，做前端的"),
        ("哪个朋友？", "李娜", "我朋友李娜"),
        ("哪一个表妹来着？", "张小雨呀，我小姑家的女儿，刚上大学", "我表妹张小雨，是我小姑家的女儿，刚上大学"),
        ("好的～哪个同学？", "嗯，王建国，高中的", "我同学王建国，高中的"),
        ("哪个表哥？", "大姨家那个", None),  # no name
        ("哪个表哥？", "不记得了", None),
        ("哪个表哥？", "张磊在深圳当医生", None),  # where the name ends is a guess: read as said
        ("你表哥在哪工作？", "张磊", None),  # no which-question
        ("哪个？", "张磊", None),  # no relation asked to be named
    ],
)
def test_which_relation_named_in_a_chinese_reply(asked: str, reply: str, said: str | None) -> None:
    assert which_said(asked, reply) == said


@pytest.mark.parametrize(
    ("turns", "name", "relation", "facts"),
    [
        (
            ("我表哥下周来玩", "哪个表哥？", "张磊，我大姨家的，在深圳当医生"),
            "张磊",
            "表哥",
            {("works_in", "深圳"), ("job", "医生")},
        ),
        (("我同事最近老加班", "你说的是哪位同事呀？", "就是小王啦，做前端的"), "小王", "同事", {("job", "前端")}),
        (
            ("My cousin is coming over next week", "Which cousin?", "Rohan, he's a cardiologist in Mumbai"),
            "Rohan",
            "cousin",
            {("job", "cardiologist")},
        ),
    ],
)
def test_the_person_named_in_a_reply_is_the_one_spoken_of(
    tmp_path: Path, turns: tuple[str, str, str], name: str, relation: str, facts: set[tuple[str, str]]
) -> None:
    mem = Memory(tmp_path / "w.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for role, text in zip(("user", "assistant", "user"), turns, strict=True):
            mem.messages.add(topic.id, role=role, content=text)
        mem.extract(topic.id)
        people = [v for v in mem.entities.views("u") if v.entity.kind == "person" and v.entity.state == "active"]
        assert [v.entity.name for v in people] == [name]  # one person, not the relation and the name apart
        (person,) = people
        assert person.entity.relation == relation
        assert {(f.attribute, f.value) for f in person.facts} >= facts
        memories = [m.content for m in mem.list("u")]
        assert any(name in m and "我" not in m for m in memories), memories
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ("1990-03-05", True),
        ("March 5, 1990", True),
        ("92年3月5号", True),
        ("二〇〇一年五月", True),
        ("5月13日", False),
        ("6.12", False),
        ("March 5th", False),
        ("下周三", False),
        ("12345年", False),  # no year said short: five digits are no two-digit year
    ],
)
def test_a_birthday_says_its_year_or_not(value: str, said: bool) -> None:
    from jiyi._entity_scale import says_year

    assert says_year(value) is said


@pytest.mark.parametrize(
    ("text", "name", "fact"),
    [
        ("Aoife, who's my mum, can be rung on +1 575-517-2568.", "Aoife", ("phone", "+1 575-517-2568")),
        ("My sister Amy can be called at 555-201-3344.", "Amy", ("phone", "555-201-3344")),
        ("my boss Raj is reachable on 07700 900123", "Raj", ("phone", "07700 900123")),
        ("Our neighbour Jo can be got hold of on 0412 555 987.", "Jo", ("phone", "0412 555 987")),
        # "our mum" is one of the user's people as "my mum" is, beside someone else in the message
        (
            "Dougal is a social worker. One more thing, our mum Aoife is kiwi.girl98@hotmail.co.uk on email.",
            "Aoife",
            ("email", "kiwi.girl98@hotmail.co.uk"),
        ),
        (
            "Dougal is a social worker. Our trainee Nate is 555-201-3344 on the phone.",
            "Nate",
            ("phone", "555-201-3344"),
        ),
        # measured without shoes, still their height
        ("My brother Sam is 6'1\" in socks.", "Sam", ("height", "6'1\"")),
        ("My aunt Jo stands 158 cm barefoot.", "Jo", ("height", "158 cm")),
        ("my coworker Ian is five foot nine without shoes", "Ian", ("height", "five foot nine")),
        ("My dad Tom is 180cm with his shoes off, and he loves golf.", "Tom", ("height", "180cm")),
        ("Our godfather Dougal is 196cm with no shoes on, and funny.", "Dougal", ("height", "196cm")),
    ],
)
def test_english_ways_of_giving_a_number_an_address_or_a_height(text: str, name: str, fact: tuple[str, str]) -> None:
    from jiyi.extractors._entities import extract_mentions

    held = {(f.attribute, f.value) for m in extract_mentions(text, language="en") if m.name == name for f in m.facts}
    assert fact in held, held


@pytest.mark.parametrize(
    "text",
    [
        "I can be rung on 555-201-3344.",  # the user's own
        "Dougal is a social worker. Our office is on 555-201-3344.",  # no person
        "Our godfather Dougal can be rung on 555-201-3344 and my mum Aoife on 555-777-1234.",
    ],
)
def test_a_number_is_not_given_to_the_wrong_one(text: str) -> None:
    from jiyi.extractors._entities import extract_mentions

    for m in extract_mentions(text, language="en"):
        phones = {f.value for f in m.facts if f.attribute == "phone"}
        if m.name == "Dougal":
            assert phones <= {"555-201-3344"}
        elif m.name == "Aoife":
            assert phones <= {"555-777-1234"}
        else:
            assert not phones, (m.name, phones)


@pytest.mark.parametrize(
    ("text", "name", "relation", "fact"),
    [
        (
            "You know Kev Reddy? my trainee; he trained as a primary school teacher and still does it.",
            "Kev Reddy",
            "trainee",
            ("job", "primary school teacher"),
        ),
        ("Remember Omar Haddad? my cousin; he lives in Leeds.", "Omar Haddad", "cousin", ("lives_in", "Leeds")),
        ("you know Al Lee? my boss; his email is al@x.io", "Al Lee", "boss", ("email", "al@x.io")),
        ("Right, Vikram, aka my teammate, is from Townsville.", "Vikram", "teammate", ("from", "Townsville")),
        ("Right so Vikram, who's my teammate, is 34.", "Vikram", "teammate", ("age", "34")),
        ("Now, Priya, who's my mum, is 61.", "Priya", "mum", ("age", "61")),
    ],
)
def test_a_name_brought_up_then_tied(text: str, name: str, relation: str, fact: tuple[str, str]) -> None:
    from jiyi.extractors._entities import extract_mentions

    (person,) = [m for m in extract_mentions(text, language="en") if m.kind == "person"]
    assert (person.name, person.relation) == (name, relation)
    assert fact in {(f.attribute, f.value) for f in person.facts}


def test_an_opener_before_the_user_makes_no_person() -> None:
    from jiyi.extractors._entities import extract_mentions

    people = [m for m in extract_mentions("Right, I am 34.", language="en") if m.kind == "person"]
    assert people == []


@pytest.mark.parametrize(
    ("text", "name", "fact"),
    [
        ("哦对鲁欣悦是中专毕业", "鲁欣悦", ("education", "中专")),
        ("今天开会开了一下午 脑子都是懵的 哦对鲁欣悦是中专毕业 我之前忘说了", "鲁欣悦", ("education", "中专")),
        ("好在闫诗琪的工作在石家庄", "闫诗琪", ("works_in", "石家庄")),
        ("还有就是阮建平的生日6月5 别忘了，他是广西玉林的", "阮建平", ("from", "广西玉林")),
        ("噢对了王建国是本科毕业", "王建国", ("education", "本科")),
    ],
)
def test_a_chinese_opener_before_a_bare_name(text: str, name: str, fact: tuple[str, str]) -> None:
    from jiyi.extractors._entities import extract_mentions

    held = {(f.attribute, f.value) for m in extract_mentions(text, language="zh") if m.name == name for f in m.facts}
    assert fact in held, held


@pytest.mark.parametrize(
    ("text", "hometown"),
    [
        ("我表哥是婚礼主持人", None),  # a trade, not a place: was from=婚礼主持
        ("我表哥是经纪人", None),
        ("我同事是合伙人", None),
        ("我表哥是萍乡人", "萍乡"),
        ("我表哥是广东佛山人", "广东佛山"),
        ("我表哥是溆浦县人", "溆浦县"),
        ("我表哥是东北人", "东北"),
        ("我同事是乐清人", "乐清"),  # a place no list knows is still one
        ("她是浙江乐清人 好像是！", "浙江乐清"),
    ],
)
def test_a_person_of_a_trade_is_no_hometown(text: str, hometown: str | None) -> None:
    from jiyi.extractors._entities import extract_mentions

    froms = [f.value for m in extract_mentions(text, language="zh") for f in m.facts if f.attribute == "from"]
    assert froms == ([hometown] if hometown else [])


@pytest.mark.parametrize(
    ("text", "relation", "fact"),
    [
        ("My mum's hometown, fyi: Leeds.", "mum", ("from", "Leeds")),
        ("my boss's email, for the record: al@x.io", "boss", ("email", "al@x.io")),
        ("My mum's hometown is Leeds.", "mum", ("from", "Leeds")),
    ],
)
def test_a_word_to_the_listener_after_a_relatives_label(text: str, relation: str, fact: tuple[str, str]) -> None:
    from jiyi.extractors._entities import extract_mentions

    (person,) = extract_mentions(text, language="en")
    assert person.relation == relation
    assert fact in {(f.attribute, f.value) for f in person.facts}


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("我在保利海上五月花租的房", None),  # a housing estate's name, no date: was a plan dated next May
        ("六月雪开得正好", None),
        ("我五月去北京出差", 5),
        ("五月底要交房租", 5),
        ("2027年8月去杭州", 8),
    ],
)
def test_a_month_that_opens_a_name_is_no_date(text: str, month: int | None) -> None:
    from datetime import datetime

    from jiyi._dates import resolve_when

    when = resolve_when(text, datetime(2026, 11, 28, 12, tzinfo=UTC))
    assert (when.when.month if when else None) == month


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我经常去酒吧", "用户经常去酒吧"),  # was "用户经常去酒": 吧 taken for a closing particle
        ("我常去酒吧", "用户常去酒吧"),
        ("我周末经常去网吧吧", "用户周末经常去网吧"),
        ("我今天去公园吧", "用户今天去公园（2026-11-28）"),
        ("提醒我明天去酒吧", "用户需要明天去酒吧（2026-11-29）"),  # the todo body had its own strip
        ("提醒我明天去交报告吧", "用户需要明天去交报告（2026-11-29）"),
    ],
)
def test_a_word_ending_in_ba_keeps_it(said: str, memory: str) -> None:
    from datetime import UTC, datetime

    from jiyi.extractors._offline import candidates_from_text

    found = [c.content for c in candidates_from_text(said, datetime(2026, 11, 28, 12, tzinfo=UTC))]
    assert found == [memory]


def test_a_place_one_often_goes_to_is_no_habit_statement() -> None:
    from datetime import UTC, datetime

    from jiyi.extractors._offline import candidates_from_text

    # "我常去的那家店" is a noun phrase: the habit reader kept "用户常去的那家店是一家酒" (and cut 吧)
    found = [
        c.content for c in candidates_from_text("我常去的那家店是一家酒吧", datetime(2026, 11, 28, 12, tzinfo=UTC))
    ]
    assert all(not m.endswith("酒") for m in found)
