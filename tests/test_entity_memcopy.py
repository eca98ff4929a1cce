"""Memory text that kept a chat's shapes (branch memcopy), each family in the words of several speakers:

- a tie said first and the name set off after it ("我徒弟，就是王建国，…") reads "用户的徒弟王建国，…";
- a relative's household said for their child ("张磊，我大姨家的，…") reads "用户大姨家的孩子张磊，…", the tie before
  the name as every name-with-aside shape is written;
- the speaker's aside before he / she ("…，顺便说下他是本科学历", "对了", "话说") goes; a word that ties the clauses
  (但是) stays;
- a sentence that only names someone and their tie ("Megan Thompson (my line manager).") and the he / she that opens
  the next one are said as one;
- "we … with my cousin Dana" is the user with their cousin, said once ("User went … with their cousin Dana");
- 常去 / 常跟 after a day that comes round again is a habit, no plan dated the coming Saturday.

Read at the memory level (`Memory` on a SQLite file, the offline extractor).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import Memory

_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memcopy")) / "m.db")
    yield memory
    memory.close()


def _memories(mem: Memory, said: str) -> list[tuple[str, str, bool]]:
    """(type, content without its date, dated) of each memory of one message."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return [
        (r.type, re.sub(r"\s*[（(][^）)]*\d{4}[^）)]*[)）]", "", r.content), r.due_at is not None)
        for r in mem.list(user, limit=100)
    ]


def _texts(mem: Memory, said: str) -> list[str]:
    return [text for _, text, _ in _memories(mem, said)]


# --- the tie first, the name set off after it -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我徒弟，就是王建国，今年三十，在杭州上班", "用户的徒弟王建国，今年三十，在杭州上班"),
        ("我表姐，也就是周婷，在成都当老师", "用户的表姐周婷，在成都当老师"),
        ("我室友，名叫赵磊，平时特别爱打篮球", "用户的室友赵磊，平时特别爱打篮球"),
        ("我的组长，就是孙敏，今年四十", "用户的组长孙敏，今年四十"),
        ("我表哥，陈浩，在北京做程序员", "用户的表哥陈浩，在北京做程序员"),
        ("我领导，叫做何静，人特别好", "用户的领导何静，人特别好"),
        ("我闺蜜，也就是唐糖，在上海做设计", "用户的闺蜜唐糖，在上海做设计"),
        ("我师傅，就是老马，手艺特别好", "用户的师傅老马，手艺特别好"),
    ],
)
def test_a_name_set_off_after_its_tie_follows_the_tie(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我同事，在北京上班", "用户的同事，在北京上班"),  # no name: the pause stays
        ("我哥，就是特别爱唠叨", "用户的哥哥喜欢唠叨"),  # 就是 stresses, names nobody; 哥 said in full
    ],
)
def test_no_name_after_the_tie_leaves_the_tie_alone(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


# --- a relative's household -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("张磊，我大姨家的，在深圳当医生", "用户大姨家的孩子张磊，在深圳当医生"),
        ("小雨，就是我舅舅家的，今年刚上大学", "用户舅舅家的孩子小雨，今年刚上大学"),
        ("王芳，我叔叔家的，在杭州上班", "用户叔叔家的孩子王芳，在杭州上班"),
        ("陈晨，我小姨家的，在广州开店", "用户小姨家的孩子陈晨，在广州开店"),
        ("周航，是我二舅家的，在读博士", "用户二舅家的孩子周航，在读博士"),
    ],
)
def test_a_relatives_household_is_said_as_their_child(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- the speaker's aside before he / she ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我邻居，在杭州上班，顺便说下她是本科学历", "用户的邻居，在杭州上班，是本科学历"),
        ("我同事，叫李娜，对了她是上海人", "用户的同事李娜，是上海人"),
        ("我同事李娜在上海上班，对了她是东北人", "用户的同事叫李娜，在上海上班，是东北人"),
        ("我表弟王凯在读大三，话说他特别会做饭", "用户的表弟王凯在读大三，特别会做饭"),
        ("我徒弟，就是王建国，在杭州上班，顺便说一下他是本科学历", "用户的徒弟王建国，在杭州上班，是本科学历"),
    ],
)
def test_an_aside_before_he_or_she_goes(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_a_word_that_ties_the_clauses_stays(mem: Memory) -> None:
    assert any("但是她是东北人" in t for t in _texts(mem, "我同事李娜在上海上班，但是她是东北人"))


# --- a sentence that only names someone, and the he / she after it --------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        (
            "Megan Thompson (my line manager). She always picks up the tab on Fridays.",
            "User's line manager Megan Thompson always picks up the tab on Fridays",
        ),
        (
            "Raj Patel (my flatmate). He's training for the Sydney marathon.",
            "User's flatmate Raj Patel is training for the Sydney marathon",
        ),
        (
            "Priya Nair (our neighbour). She grows tomatoes on her balcony.",
            "User's neighbour Priya Nair grows tomatoes on her balcony",
        ),
        (
            "Lena Fischer, who's my mentor. She reads every draft I send her.",
            "User's mentor Lena Fischer reads every draft the user sends her",
        ),
        ("Ollie Grant (my nephew). He starts uni in September.", "User's nephew Ollie Grant starts uni in September"),
    ],
)
def test_a_name_only_sentence_joins_the_one_about_them(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_a_name_only_sentence_before_someone_else_stays_apart(mem: Memory) -> None:
    texts = _texts(mem, "Megan Thompson (my line manager). My sister likes her.")
    assert "Megan Thompson is the user's line manager" in texts
    assert not any("Megan Thompson" in t and "sister" in t for t in texts)


# --- "we … with my cousin Dana": who else said once -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        (
            "we went to the concert with my cousin Dana last night",
            "User went to the concert with their cousin Dana last night",
        ),
        ("We went hiking with my dad on Sunday.", "User went hiking with their dad on Sunday"),
        (
            "We drove up to the lake with my best friend Jules last weekend",
            "User drove up to the lake with their best friend Jules last weekend",
        ),
        ("we grabbed lunch with my coworker Ben yesterday", "User grabbed lunch with their coworker Ben yesterday"),
        (
            "We watched the match with my brother Tom on Saturday.",
            "User watched the match with their brother Tom on Saturday",
        ),
    ],
)
def test_who_went_with_the_user_is_said_once(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("My wife and I went to Rome last month.", "User and their wife went to Rome last month"),
        ("we went to the concert last night", "User went to the concert last night"),
    ],
)
def test_we_without_a_with_is_as_before(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- 常 after a day that comes round again --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "周末常去郊外看星星",
        "我周六常去游泳馆",
        "周末常到河边跑步",
        "我常去那家咖啡馆",
        "周末我常会去看展",
        "平时常和同事去打羽毛球",
    ],
)
def test_a_habit_with_chang_is_no_dated_plan(mem: Memory, said: str) -> None:
    memories = _memories(mem, said)
    assert memories and all(kind != "plan" and not dated for kind, _, dated in memories)


@pytest.mark.parametrize(("said", "kind"), [("下周六去郊外看星星", "plan"), ("我非常想去日本", "plan")])
def test_a_plan_stays_a_plan(mem: Memory, said: str, kind: str) -> None:
    assert [k for k, _, _ in _memories(mem, said)] == [kind]


# --- a chat's marks and the telling's words -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("笑死，我徒弟王建国又迟到了", "用户的徒弟王建国又迟到了"),
        ("我同事李娜在上海上班[捂脸]她是东北人", "用户的同事叫李娜，在上海上班，是东北人"),
        ("我室友赵磊特别爱打篮球hhh", "用户的室友叫赵磊，特别爱打篮球"),
        ("我同事李娜是东北人，烦请记录", "用户的同事叫李娜，是东北人"),
        ("我表姐周婷在成都当老师，这个之前漏说了", "用户的表姐周婷在成都当老师"),
        ("我徒弟王建国是本科学历，麻烦记一下", "用户的徒弟王建国是本科学历"),
        ("补充一点：我表哥陈浩在北京做程序员", "用户的表哥叫陈浩，在北京做程序员"),
        ("我师傅老马手艺特别好，哦对他是山东人", "用户的师傅老马手艺特别好，是山东人"),
    ],
)
def test_a_chats_marks_and_the_telling_go(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("我侄子3~5岁的时候学过钢琴", "3~5岁"),  # a range's tilde
        ("我师傅老马对他很好", "对他很好"),  # 对 before 他 is no 哦对
    ],
)
def test_what_looks_like_a_mark_but_says_something_stays(mem: Memory, said: str, kept: str) -> None:
    assert any(kept in t for t in _texts(mem, said))


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my stepdad Baz is from Cairns originally yeah", "User's stepdad Baz is from Cairns originally"),
        ("my godfather Tyler is five foot seven okay", "User's godfather Tyler is five foot seven"),
        ("my nan Kayla is 80 yeah", "User's nan Kayla is 80"),
        ("my coworker Priya lives in Leeds yeah", "User's coworker Priya lives in Leeds"),
        ("my flatmate Raj works at Tesco okay", "User's flatmate Raj works at Tesco"),
    ],
)
def test_a_closing_nod_goes(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_okay_said_of_someone_stays(mem: Memory) -> None:
    assert "User's mum is doing okay" in _texts(mem, "my mum is doing okay")
