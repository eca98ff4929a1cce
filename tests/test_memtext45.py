"""Memory text the offline extractor writes for everyday chat (branch memtext5), each family in Chinese and English:
a "feels like yesterday" is no date and no part of the fact; a name with its tie said the chat way ("X，就我组员，",
"X就我舅舅", "Sarah my coworker") is the user's tie and name; the lead-in to a thought ("说到通勤我就想起…",
"Speaking of commutes, …", "… reminds me of my aunt Rosa, she …") goes and the person stays; the user's second verb
after "and" agrees with "User"; a device the user types or shoots on in passing is said as what it is; the chat around
a statement (a closing "btw" / "yeah", a pronoun said again after the name, a laugh's pause) goes; the year the user
was born is kept ("我是95年的"); a weekday of something done is the one gone by ("I ran a half marathon on Sunday");
and chit-chat and questions leave no memory.

Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi._dates import resolve_when

NOW = datetime(2026, 11, 25, 9, tzinfo=UTC)
_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext45")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


def _memories(mem: Memory, said: str) -> list[tuple[str, str]]:
    """(type, content) of each memory one user message leaves, for a fresh user."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return sorted((r.type, r.content) for r in mem.list(user, limit=100))


def _texts(mem: Memory, said: str) -> list[str]:
    return [text for _, text in _memories(mem, said)]


# --- "feels like yesterday" is how near a past feels: no day ------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "感觉就像昨天一样",
        "我奶奶去世三年了，感觉就像昨天",
        "恍如昨日",
        "仿佛就在昨天",
        "像是昨天的事",
        "感觉就像昨天才出生",
        "feels like yesterday he taught me to swim",
        "It seems like only yesterday",
        "like it was yesterday we got him",
        "as if it were yesterday",
    ],
)
def test_a_past_that_feels_near_names_no_day(text: str) -> None:
    assert resolve_when(text, NOW) is None


@pytest.mark.parametrize(
    "text",
    ["我好像昨天把钥匙丢了", "昨天去了趟医院", "I feel like yesterday was a waste", "I went to the gym yesterday"],
)
def test_yesterday_said_as_a_day_is_still_one(text: str) -> None:
    resolved = resolve_when(text, NOW)
    assert resolved is not None and resolved.when.date().isoformat() == "2026-11-24"


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("感觉就像昨天一样，我儿子都上大学了", "用户的儿子都上大学了"),
        ("我女儿都上初中了，恍如昨日", "用户的女儿都上初中了"),
        ("我儿子今年上小学了 感觉就像昨天才出生", "用户的儿子今年上小学了"),
        (
            "Can't believe my uncle Declan is sixty already, feels like yesterday he taught me to swim",
            "User's uncle Declan is sixty already. He taught the user to swim",
        ),
        ("my dog Max turned 5 like it was yesterday we got him", "User's dog Max turned 5"),
    ],
)  # fmt: skip
def test_feels_like_yesterday_is_no_part_of_the_memory(mem: Memory, said: str, memory: str) -> None:
    found = _memories(mem, said)
    assert [text for _, text in found] == [memory]
    assert found[0][0] != "preference"  # "feels like" likes nothing
    assert not re.search(r"\d{4}-\d{2}-\d{2}", found[0][1])


@pytest.mark.parametrize("said", ["感觉就像昨天一样", "哈哈 时间过得真快，感觉就像昨天", "feels like yesterday lol"])
def test_a_feeling_about_time_alone_is_no_memory(mem: Memory, said: str) -> None:
    assert _texts(mem, said) == []


# --- a name and its tie, said the chat way -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("郗虎生，就我组员，眼下的活儿是调酒师", "用户的组员郗虎生，眼下的活儿是调酒师"),
        ("冯晓磊，就我同事，现在在字节做后端", "用户的同事冯晓磊，现在在字节做后端"),
        ("李建国就我舅舅，开了家面馆", "用户的舅舅李建国，开了家面馆"),
        ("王芳就是我表妹，在南京读研", "用户的表妹王芳，在南京读研"),
        ("陈静就我大学室友现在在上海当老师", "用户的大学室友陈静，现在在上海当老师"),
        ("我那个同事 叫陈磊的 下个月调去北京", "用户的同事陈磊，下个月调去北京（2026-12）"),
        ("Sarah my coworker is pregnant with twins", "User's coworker Sarah is pregnant with twins"),
        ("Jake my brother works at Tesla", "User's brother Jake works at Tesla"),
        ("oh and Priya my manager is from Bangalore", "User's manager Priya is from Bangalore"),
        ("my roommate Dev, the one from Pune, is a nurse", "User's roommate Dev is from Pune and is a nurse"),
        ("my cousin Raj - the doctor one - moved to Dubai", "User's cousin Raj is a doctor and moved to Dubai"),
    ],
)  # fmt: skip
def test_a_tie_said_the_chat_way_is_the_users(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我同事老王，就坐我对面那个，天天带饭", "坐用户对面，天天带饭"),
        ("我闺蜜林悦，就做HR的那个，最近跳槽去了美团", "做HR，最近跳槽去了美团"),
    ],
)
def test_which_one_is_meant_keeps_what_it_says(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert any(memory in text for text in texts), texts


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Today my sister is 30", "User's sister Today"),  # a word that names nobody is no name
        ("Sadly my grandpa has cancer", "User's grandpa Sadly"),
    ],
)
def test_a_sentence_opener_is_no_name(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert texts and not any(memory in text for text in texts), texts


def test_which_one_by_a_trait_is_no_trade(mem: Memory) -> None:
    texts = _texts(mem, "my sister Emma, the youngest one, is a nurse")
    assert not any("is a youngest" in text for text in texts), texts


def test_the_speakers_adverb_goes(mem: Memory) -> None:
    assert _texts(mem, "Sadly my grandpa has cancer") == ["User's grandpa has cancer"]


def test_a_unit_role_stays_the_users_own(mem: Memory) -> None:
    assert not any("用户所在的组员" in text for text in _texts(mem, "郗虎生，就我组员，眼下的活儿是调酒师"))


# --- the lead-in to a thought goes; the person it brought to mind stays ------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("说到通勤我就想起我表姐周敏，在苏州上班，每天坐高铁", "用户的表姐周敏，在苏州上班，每天坐高铁"),
        ("说起这个我就想起我爸，他以前是开出租的", "用户的爸爸，以前是开出租的"),
        ("提到火锅我就想到我大学室友小林，她是重庆人", "用户的大学室友小林，是重庆人"),
        ("说到这个，我就想起我同事张磊，他去年去了深圳", "用户的同事张磊"),
        ("说起来我爸以前是当兵的", "用户的爸爸以前是当兵的"),
        (
            "Speaking of commutes, my cousin Jen takes the train to Boston every day",
            "User's cousin Jen takes the train to Boston every day",
        ),
        ("That reminds me, my brother Luke just moved to Seattle", "User's brother Luke just moved to Seattle"),
        (
            "Talking about food reminds me of my aunt Rosa, she runs a taco truck in Austin",
            "User's aunt Rosa runs a taco truck in Austin",
        ),
    ],
)  # fmt: skip
def test_the_lead_in_to_a_thought_goes(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert len(texts) == 1 and texts[0].startswith(memory), texts


def test_a_person_brought_to_mind_is_said_once(mem: Memory) -> None:
    assert _texts(mem, "说起这个我就想起我爸，他以前是开出租的") == ["用户的爸爸，以前是开出租的"]


# --- the user's second verb agrees with "User" ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I'm 35 and work in design in Hangzhou", "User is 35 and works in design in Hangzhou"),
        ("I live in Austin and teach high school math", "User lives in Austin and teaches high school math"),
        ("I'm 42 and run a small bakery", "User is 42 and runs a small bakery"),
        ("I'm 29 and have two kids", "User is 29 and has two kids"),
        ("I'm a teacher and love my job", "User is a teacher and loves their job"),
        ("I'm Italian and speak three languages", "User is Italian and speaks three languages"),
        ("im from ohio originally but live in denver now", "User is from Ohio originally but lives in Denver now"),
        # a noun after "and", and a verb after "to" or a modal, stay as said
        ("I'm a nurse and mother of two", "User is a nurse and mother of two"),
        ("I like to read and write poetry", "User likes to read and write poetry"),
        ("I can swim and cook", "User can swim and cook"),
        ("I love my family and work", "User loves their family and work"),
        # the Chinese verb has no agreement to make: the subject is said once and the clauses stay
        ("我35了 在杭州做设计", "用户35了，在杭州做设计"),
    ],
)  # fmt: skip
def test_the_second_verb_agrees_with_the_user(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- a device the user types or shoots on, said in passing -----------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("话说，拿红米K70打的字", "用户的手机是红米K70"),
        ("用我的华为Mate60拍的", "用户的手机是华为Mate60"),
        ("btw I'm typing this on my Pixel 8", "User's phone is a Pixel 8"),
        ("shot on my iPhone 15 btw", "User's phone is an iPhone 15"),
        ("sent from my iPhone", "User's phone is an iPhone"),
        ("typing this from my ThinkPad lol", "The user's laptop is a ThinkPad"),
    ],
)
def test_a_device_typed_on_is_said_as_what_it_is(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


@pytest.mark.parametrize("said", ["用我老婆的小米14拍的", "shot on my wife's iPhone 14"])
def test_someone_elses_device_is_not_the_users(mem: Memory, said: str) -> None:
    texts = _texts(mem, said)
    assert not any(text.startswith(("用户的手机是", "User's phone is")) for text in texts), texts


# --- the chat around a statement: a closing aside, a pronoun said again, a laugh's pause --------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("oh and I'm vegetarian btw", "User is vegetarian"),
        ("I'm vegetarian btw", "User is vegetarian"),
        ("对了我是素食主义者 btw", "用户是素食主义者"),
        ("我侄子小宇今年高考 考了620分 yeah", "用户的侄子小宇今年高考，考了620分"),
        ("我老公下周去成都出差 哈哈终于可以清静几天了", "用户的老公下周去成都出差，终于可以清静几天了"),
        ("我姐她在银行上班", "用户的姐姐在银行上班"),
        ("我表哥王磊他现在在深圳开公司", "用户的表哥王磊现在在深圳开公司"),
        ("my bro Mike he's a cop in Chicago", "User's bro Mike is a cop in Chicago"),
        ("my dad he still runs every morning", "User's dad still runs every morning"),
        ("my coworker Jen, she works remote from Lisbon", "User's coworker Jen works remote from Lisbon"),
        ("我家那位在华为上班", "用户的另一半在华为上班"),
        ("我男朋友他爸是医生", "用户男朋友的爸爸是医生"),  # his father, said as whose he is
        ("我老公他妈在老家种地", "用户老公的妈妈在老家种地"),
        ("我用的是 Pixel 7 平时拍照还行", "用户用的是 Pixel 7，平时拍照还行"),
    ],
)  # fmt: skip
def test_the_chat_around_a_statement_goes(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert any(text.startswith(memory) for text in texts), texts


def test_someone_of_theirs_is_said_once(mem: Memory) -> None:
    assert _texts(mem, "我男朋友他爸是医生") == ["用户男朋友的爸爸是医生"]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("我姐她们公司在裁员", "她们"),
        ("我师傅老马对他很好", "对他很好"),
    ],
)
def test_a_pronoun_that_is_someone_else_stays(mem: Memory, said: str, kept: str) -> None:
    texts = _texts(mem, said)
    assert any(kept in text for text in texts), texts


# --- the year the user was born ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我是95年的", "用户是95年出生的"),
        ("我1995年出生", "用户是1995年出生的"),
        ("我是1995年出生的", "用户是1995年出生的"),
        ("我出生于1995年", "用户是1995年出生的"),
        ("我是九五年的", "用户是九五年出生的"),
        ("我是95后", "用户是95后"),
        ("我属虎", "用户属虎"),
        ("I was born in 1995", "User was born in 1995"),
    ],
)
def test_the_year_the_user_was_born_is_kept(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_a_year_of_something_else_is_no_birth(mem: Memory) -> None:
    assert not any("出生" in text for text in _texts(mem, "我是2019年入职的"))


# --- a weekday gone by --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("I ran a half marathon on Sunday", "2026-11-22"),  # an irregular past: the Sunday gone by
        ("we ate at that new ramen place on Saturday", "2026-11-21"),
        ("my sister flew in on Monday", "2026-11-23"),
        ("我周日跑了个半马", "2026-11-22"),
    ],
)
def test_a_weekday_of_something_done_is_the_one_gone_by(mem: Memory, said: str, day: str) -> None:
    texts = _texts(mem, said)
    assert any(day in text for text in texts), texts


# --- chit-chat and questions leave nothing ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said", ["今天天气不错哈哈", "你觉得我该换工作吗", "what do you think about rust?", "lol that's funny"]
)
def test_chit_chat_and_questions_leave_no_memory(mem: Memory, said: str) -> None:
    assert _texts(mem, said) == []
