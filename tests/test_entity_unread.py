"""Shapes the offline reader did not read at all: the trades the user deals with ("our plumber Gav is on …",
"我们小区的水电工老周电话是…"), lowercase names with an aside that makes them certain, and the user's children
by their order ("老大7岁，老二3岁", "my eldest is 12"). Each family in many voices, with the shapes that must stay
unread (the user's own trade, a question, a place that is no person)."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from tests.test_entity_replied import _extracted


def _people(text: str, language: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        | ({("relation", m.relation)} if m.relation else set())
        for m in extract_mentions(text, language=language)
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "tie", "fact"),
    [
        ("our plumber Gav is on 020 7946 0018", "Gav", "plumber", ("phone", "020 7946 0018")),
        ("my electrician Raj's number is 07700 900123", "Raj", "electrician", ("phone", "07700 900123")),
        ("the electrician, Raj, his number is 07700 900123", "Raj", "electrician", ("phone", "07700 900123")),
        ("the electrician Raj is on 07700 900123", "Raj", "electrician", ("phone", "07700 900123")),
        ("Our handyman, Pete, can be reached on 07700 900456", "Pete", "handyman", ("phone", "07700 900456")),
        ("our builder Kev's mobile is 07700 900789", "Kev", "builder", ("phone", "07700 900789")),
        ("my mechanic Steve is on 0412 345 678", "Steve", "mechanic", ("phone", "0412 345 678")),
        ("my dog walker Sasha is 24", "Sasha", "dog walker", ("age", "24")),
        ("the landlord, Mr Singh, is 60", "Singh", "landlord", ("age", "60")),
        ("our cleaner Rosa's number is 555-0142", "Rosa", "cleaner", ("phone", "555-0142")),
    ],
)
def test_a_trade_the_user_deals_with_is_a_person_with_their_number(
    said: str, who: str, tie: str, fact: tuple[str, str]
) -> None:
    people = _people(said, "en")
    assert {("relation", tie), fact} <= people[who]


@pytest.mark.parametrize(
    ("said", "who", "tie", "fact"),
    [
        ("我们小区的水管工老周电话是13812345678", "老周", "水管工", ("phone", "13812345678")),
        ("修车师傅老周电话13812345678", "老周", "修车师傅", ("phone", "13812345678")),
        ("我们楼里的保洁阿姨刘姐电话是13512345678", "刘姐", "保洁阿姨", ("phone", "13512345678")),
        ("我的家庭医生陈医生电话是021-12345678", "陈医生", "家庭医生", ("phone", "021-12345678")),
        ("小区的维修工老周手机13612345678", "老周", "维修工", ("phone", "13612345678")),
        ("我们家的钟点工张姐电话是13712345678", "张姐", "钟点工", ("phone", "13712345678")),
    ],
)
def test_zh_a_trade_the_user_deals_with_is_a_person_with_their_number(
    said: str, who: str, tie: str, fact: tuple[str, str]
) -> None:
    people = _people(said, "zh")
    assert {("relation", tie), fact} <= people[who]


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("the plumber is coming tomorrow", "en"),
        ("I'm a plumber", "en"),
        ("call the electrician on 07700 900123", "en"),
        ("the driver Tuesday was late", "en"),
        ("我是电工", "zh"),
        ("我想找个水电工", "zh"),
        ("我们小区的超市关门了", "zh"),
        ("小区门口新开了家面馆", "zh"),
    ],
)
def test_a_trade_with_no_name_or_the_users_own_trade_names_nobody(said: str, language: str) -> None:
    assert not [p for p in _people(said, language) if p not in ("pronoun",)]


def test_a_trade_contact_is_kept_by_memory(tmp_path: Path) -> None:
    read = _extracted(tmp_path, ("user", "our plumber Gav is on 020 7946 0018, he's good"))
    assert read.people["Gav"]["phone"] == "020 7946 0018"


@pytest.mark.parametrize(
    ("said", "kids"),
    [
        ("my eldest is 12 and the youngest is 4", {"eldest kid": "12", "youngest kid": "4"}),
        ("ok so my oldest just turned 15, the youngest's 9", {"oldest kid": "15", "youngest kid": "9"}),
        ("Our eldest is 17 now and our baby is 2, time flies", {"eldest kid": "17", "youngest kid": "2"}),
        ("my youngest is 4", {"youngest kid": "4"}),
        ("my eldest son is 20 and my youngest daughter is 14", {"eldest son": "20", "youngest daughter": "14"}),
        (
            "my oldest is 6, the middle one is 4 and the little one is 1",
            {"oldest kid": "6", "middle kid": "4", "youngest kid": "1"},
        ),
    ],
)
def test_the_users_children_by_their_order_each_keep_their_age(tmp_path: Path, said: str, kids: dict[str, str]) -> None:
    people = _extracted(tmp_path, ("user", said)).people
    assert {name: facts.get("age") for name, facts in people.items()} == kids


@pytest.mark.parametrize(
    "said",
    [
        "my sister's eldest is 12 and her youngest is 4",
        "is my eldest 12?",
        "my eldest is 12 mins late lol",
        "her youngest is 4 and my eldest is 12",
    ],
)
def test_someone_elses_children_or_a_question_give_the_user_no_child(tmp_path: Path, said: str) -> None:
    assert not _extracted(tmp_path, ("user", said)).people


def test_what_else_a_message_says_beside_the_children_is_still_read(tmp_path: Path) -> None:
    people = _extracted(tmp_path, ("user", "my eldest is 12 and my wife Sarah is 40")).people
    assert people["eldest kid"]["age"] == "12" and people["Sarah"]["age"] == "40"


@pytest.mark.parametrize(
    ("said", "who", "tie", "fact"),
    [
        ("priya, who's my mum, lives in pune", "Priya", "mum", ("lives_in", "Pune")),
        ("ok so dev = my flatmate he's 29", "Dev", "flatmate", ("age", "29")),
        ("lol so kez, who's my cousin, is 31", "Kez", "cousin", ("age", "31")),
        ("anjali, that's my sister-in-law, works at infosys", "Anjali", "sister-in-law", ("employer", "Infosys")),
        ("tom, aka my brother in law, is 45", "Tom", "brother in law", ("age", "45")),
        ("so jas = my best mate, she's 30", "Jas", "best mate", ("age", "30")),
        ("mo = my cousin, lives in leeds", "Mo", "cousin", ("lives_in", "Leeds")),
    ],
)
def test_a_lowercase_name_with_an_aside_tie_is_a_name(said: str, who: str, tie: str, fact: tuple[str, str]) -> None:
    assert {("relation", tie), fact} <= _people(said, "en")[who]


@pytest.mark.parametrize(
    "said",
    [
        "hey, who's my boss, is late",
        "so, who's my mum, lives in pune",
        "will, who's my brother, is 30",  # an everyday word is no name in lower case
        "dev = my flatmate's brother he's 29",  # someone else's tie
    ],
)
def test_a_lowercase_word_before_an_aside_that_is_no_name_stays_unread(said: str) -> None:
    assert not [p for p in _people(said, "en") if p[:1].isupper()]


@pytest.mark.parametrize(
    ("said", "who", "job"),
    [
        ("my cousin mo does nursing for a living", "Mo", "nursing"),
        ("my sister Jen does accounting for a living", "Jen", "accounting"),
        ("my mate Gaz does plumbing for a living", "Gaz", "plumbing"),
        ("my aunt does hair professionally", "aunt", "hairdresser"),
        ("my cousin Mo does nursing for a living, she's 30", "Mo", "nursing"),
    ],
)
def test_what_someone_does_for_a_living_is_their_job(said: str, who: str, job: str) -> None:
    assert ("job", job) in _people(said, "en")[who]


@pytest.mark.parametrize(
    "said",
    [
        "my brother does nothing for a living lol",
        "what does your brother do for a living?",
        "I do nursing for a living",
    ],
)
def test_no_line_of_work_or_the_users_own_gives_nobody_a_job(said: str) -> None:
    assert not [f for facts in _people(said, "en").values() for f in facts if f[0] == "job"]


@pytest.mark.parametrize(
    ("said", "who", "job"),
    [
        ("我表姐干护士这行十几年了", "表姐", "护士"),
        ("我舅吃的是教书这碗饭", "舅", "教书"),
        ("我同学李娜是做会计这一行的", "李娜", "会计"),
        ("我哥干保险这一行", "哥", "保险"),
        ("我表哥王磊一直干销售这行", "王磊", "销售"),
        ("我姨吃设计这碗饭好多年了", "姨", "设计"),
        ("我朋友张伟是吃开车这碗饭的", "张伟", "开车"),
        ("我大伯做了二十年司机这行", "大伯", "司机"),
    ],
)
def test_zh_a_line_of_work_said_as_this_trade_is_their_job(said: str, who: str, job: str) -> None:
    assert ("job", job) in _people(said, "zh")[who]


@pytest.mark.parametrize("said", ["我干护士这行十几年了", "你表姐干哪一行的？", "我姨吃饭了吗", "我舅吃了三碗饭"])
def test_zh_the_users_own_trade_or_a_meal_gives_nobody_a_job(said: str) -> None:
    assert not [f for facts in _people(said, "zh").values() for f in facts if f[0] == "job"]
