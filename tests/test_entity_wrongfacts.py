"""Facts given to the wrong person: a value goes to the one it is said of, or to nobody.

The rules these tests pin:
- After a call or a message from one person to another ("小李给我妹妹打电话，她…", "Dana texted my sister, she …"),
  a 她 / 他 / she / he may mean the caller or the one called: nobody's, unless a gender word rules one of them out
  ("我哥给我妹妹打电话，她…" is the sister's; "My sister rang my brother, she …" the sister's who called). We do not
  follow a "the one called" rule: people use the pronoun for either, and a wrong fact costs more than a missing one.
- A clause of the user's after an aside ("Tom Lee (my boss) - I work in Leeds") is the user's, never the named one's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from tests.test_entity_replied import _extracted


def _people(text: str, language: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or "?"): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language)
        if m.kind == "person"
    }


def _all_facts(text: str, language: str) -> set[tuple[str, str]]:
    return {fact for facts in _people(text, language).values() for fact in facts}


# --- a pronoun after a call between two people ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "我同事小李给我妹妹打电话，她手机是13912345678。",
        "小刘给张伟打电话，他手机13812345678。",
        "小刘给张伟打电话，他在上海上班。",
        "我同事小李给我妹妹打了个电话，她在杭州读研。",
        "我同事小李给我妹妹打电话，她今年28岁。",
        "小张联系了我表妹，她在广州当老师。",
        "王芳昨天给李强发微信，他说下周搬去成都。",
        "我室友给我表姐发了条微信，她下个月去深圳上班",
        "老陈昨晚给我姑妈打电话 她说她退休了",
        "阿强给赵磊发消息，他电话是13600001111",
    ],
)
def test_a_pronoun_after_a_call_between_two_zh_is_nobodys(said: str) -> None:
    assert not _all_facts(said, "zh"), _people(said, "zh")


@pytest.mark.parametrize(
    "said",
    [
        "Priya called my cousin, her number is 555-201-3344.",
        "My boss Dana texted my sister yesterday, she lives in Perth now.",
        "my cousin Aisha dm'd my sister, she works at Tesco",
        "Tom rang my sister, her number is 07700 900123.",
        "My flatmate Jo messaged my aunt last night and she's moving to Leeds",
        "Kiran phoned my mate Sam, he works at Google now",
        "my neighbour rang my nan, she's 82 next week",
    ],
)
def test_a_pronoun_after_a_call_between_two_en_is_nobodys(said: str) -> None:
    assert not _all_facts(said, "en"), _people(said, "en")


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("我哥给我妹妹打电话，她手机是13912345678。", "zh", "妹妹", ("phone", "13912345678")),
        ("我姐给我哥打电话，她在深圳工作。", "zh", "姐", ("works_in", "深圳")),
        ("My sister rang my brother, she works in Dublin.", "en", "sister", ("works_in", "Dublin")),
        ("小李给我打电话，她说她在北京上班。", "zh", "小李", ("works_in", "北京")),  # the user is no one else
    ],
)
def test_a_gender_word_that_rules_one_out_gives_the_other(
    said: str, language: str, who: str, fact: tuple[str, str]
) -> None:
    read = _people(said, language)
    assert fact in read[who]
    assert all(fact not in facts for name, facts in read.items() if name != who)


@pytest.mark.parametrize(
    "said",
    ["My sister rang my brother, she works in Dublin.", "my mum rang my aunt and she's in Spain till June"],
)
def test_a_reach_verb_after_a_tie_is_no_name(said: str) -> None:
    assert not any(name.lower() in ("rang", "rung") for name in _people(said, "en"))


def test_the_call_kept_nobodys_in_a_real_memory(tmp_path: Path) -> None:
    read = _extracted(
        tmp_path,
        ("user", "我同事小李给我妹妹打电话，她手机是13912345678。"),
        ("user", "Priya called my cousin, her number is 555-201-3344."),
    )
    for facts in read.people.values():
        assert "phone" not in facts


# --- the user's own clause after an aside --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "Tom Lee (my boss) - I work in Leeds.",
        "Priya (my flatmate) — I'm 29 btw.",
        "my cousin Dev - i live in Perth now",
        "Sarah, my neighbour - I moved to Bristol last year.",
        "Aunt Meg - we're going to Spain in June",
        "Dana (my coworker) - I've got a new job at Tesco.",
        "my mate Gaz - I'm from Glasgow originally",
        "Bilal (my landlord) – my flat's in Hackney",
    ],
)
def test_a_users_clause_after_an_aside_is_not_the_named_ones(said: str) -> None:
    assert not _all_facts(said, "en"), _people(said, "en")


@pytest.mark.parametrize(
    "said",
    [
        "张伟（我老板）——我在上海上班。",
        "王芳（我同事）- 我今年29岁",
        "老周，我邻居，我下个月搬去成都",
        "刘洋（我室友）：我是护士",
        "我同事小陈——我老家是四川的",
    ],
)
def test_a_users_clause_after_an_aside_is_not_the_named_ones_zh(said: str) -> None:
    assert not _all_facts(said, "zh"), _people(said, "zh")


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("Tom Lee (my boss) - lives in Leeds.", "Tom Lee", ("lives_in", "Leeds")),
        ("Priya (my flatmate) - 29, nurse.", "Priya", ("age", "29")),
        ("my friend Jess - allergic to peanuts - vegan", "Jess", ("note", "allergic to peanuts, vegan")),
    ],
)
def test_an_aside_note_of_theirs_is_still_read(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "en")[who]


# --- a nationality is where they are from, as said ------------------------------------------------------------------
# (the lead kept "from: Irish" over the branch's trait: it answers "where is Niamh from?", a trait answers nothing)
@pytest.mark.parametrize(
    ("said", "who", "word"),
    [
        ("Niamh is Irish through and through.", "Niamh", "Irish"),
        ("my boss Lars is Danish", "Lars", "Danish"),
        ("Gaz is Scottish born and bred", "Gaz", "Scottish"),
        ("my mate Pete is Welsh by birth", "Pete", "Welsh"),
        ("My cousin Priya is Indian.", "Priya", "Indian"),
        ("Sven is Swedish, lives in Oslo", "Sven", "Swedish"),
    ],
)
def test_a_nationality_is_kept_as_said(said: str, who: str, word: str) -> None:
    facts = _people(said, "en")[who]
    assert any(a == "from" and v == word for a, v in facts), facts
    assert ("trait", word) not in facts


@pytest.mark.parametrize(
    ("said", "who", "place"),
    [
        ("Marco is Italian, from Naples.", "Marco", "Naples"),
        ("my mate Tom's a Yorkshire lad", "Tom", "Yorkshire"),
        ("Tom's a proper Scouser", "Tom", "Liverpool"),
        ("Dana is from Ireland", "Dana", "Ireland"),
        ("我同事老王是地道的四川人", "老王", "四川"),
    ],
)
def test_a_place_said_is_still_where_they_are_from(said: str, who: str, place: str) -> None:
    language = "zh" if not said.isascii() else "en"
    assert ("from", place) in _people(said, language)[who]


# --- a sentence opener is no name -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "For emails she uses dana@x.io",
        "For calls she prefers 0412 555 123",
        "With texts he replies on 0412 555 999",
        "From Monday she uses kim@newjob.com",
        "Btw she texts from 07700 900111",
        "Plus she emails from jo@work.io",
    ],
)
def test_an_opener_word_is_no_name(said: str) -> None:
    names = {m.name for m in extract_mentions(said, language="en")}
    assert not names & {"For", "With", "From", "Btw", "Plus"}, names


# --- a she / he after someone newly named ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "Bec is my flatmate and she's lovely, also Aoife did a doctorate in Galway, she has a job in Auckland now",
        "my sister Jo is great, anyway Maeve finished her PhD last year, she lives in Cork now",
        "Cal is my boss, also Priya joined the team, she works in Pune",
        "my cousin Ana is 30, oh and Lucia moved house, she's in Madrid now",
        "My neighbour Sue is lovely, also Kate started uni, she lives in York",
    ],
)
def test_a_pronoun_after_a_newly_named_person_is_not_the_first_ones(said: str) -> None:
    first = said.split()[0] if said[0].isupper() and not said.startswith("My ") else said.split()[2]
    facts = _people(said, "en").get(first.strip(","), set())
    assert not any(a in ("works_in", "lives_in") for a, _ in facts), facts


def test_a_pronoun_after_the_one_named_stays_theirs() -> None:
    read = _people("my sister Bec is 30. Aoife did a PhD at Trinity and she works in Auckland.", "en")
    assert ("works_in", "Auckland") in read["Aoife"]
    assert ("age", "30") in read["Bec"]
    assert ("age", "sixty-nine") in _people("My stepdad is called Nate Patel. he is sixty-nine yrs old.", "en")[
        "Nate Patel"
    ]
