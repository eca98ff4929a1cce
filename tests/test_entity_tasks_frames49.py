"""Stop 49, tasksframe12: a person named in a frame around a request ("Something for Josh Wright, my best mate: Can
you write a thank-you note? he works as a bellfounder", "Question about Dionne Brown (my step-sister): … she is
5'3"", "write a thank-you card — it's for Aunt Mo, she …"). The pronoun after the request is the one the frame
names, not whoever the message named before; "that's his email" is theirs; a value written before the name
("… for x@y.com, it's Isaura's work address") is the one named after it. What stays no one's: a frame naming no
person ("Something for Christmas:"), a pronoun of the other gender than the tie's, one past another person named.
Chinese says the same with its own frames (帮我给我发小陈刚张罗点事，他…), read as it already was.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_en_frames import framed_en

from .test_entity_crossen48 import _people as _held
from .test_memtext46 import _texts


def _people(text: str, language: str) -> dict[str, set[tuple[str, str]]]:
    """Who holds what in one message: each person's (attribute, value) facts, by name (or tie when unnamed)."""
    out: dict[str, set[tuple[str, str]]] = {}
    for m in extract_mentions(text, language=language):
        if m.kind == "person":
            who = m.name or (f"<{m.gender}>" if m.pronoun else m.relation)
            out.setdefault(who, set()).update((f.attribute, f.value) for f in m.facts if f.attribute != "relation")
    return out


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("Something for Josh Wright, my best mate: Can you write a thank-you note? he works as a bellfounder and "
         "helped me out.", "Josh Wright", ("job", "bellfounder")),
        ("Question about Dionne Brown (my step-sister): Can you recommend a road bike? she is 5'3\".", "Dionne Brown",
         ("height", "5'3\"")),
        ("Need your advice about my mentee, Adam Taylor: he was born and raised in Alnwick, can you teach me a few "
         "local phrases? thx!", "Adam Taylor", ("from", "Alnwick")),
        ("It's about my teammate, Isaura Wilson: Help me write a toast — she is originally from Dunedin, so maybe "
         "a nod to that ty", "Isaura Wilson", ("from", "Dunedin")),
        ("This one's for Hedwig Cooper, my childhood friend: Any gift ideas? she is a bellfounder and on their feet "
         "all day.", "Hedwig Cooper", ("job", "bellfounder")),
        ("I'm sorting out a few things for my stepdad Matt Taylor: he just joined Qantas, what should I get as a "
         "first-day gift?", "Matt Taylor", ("employer", "Qantas")),
        ("Something for Ben Parker, my teammate: his height is 5 foot 7, does that fit a standard bunk bed?",
         "Ben Parker", ("height", "5 foot 7")),
        ("Quick favour for my mentee Ben: Can you recommend comfy shoes? he works as a cooper thx", "Ben",
         ("job", "cooper")),
        ("Need some help with my neighbour, Priya: she is from Pune, what should I cook?", "Priya", ("from", "Pune")),
        ("I'm looking for a present for my sister Amy: she is really into origami thx", "Amy", ("likes", "origami")),
        ("Question about my sister Amy: can you write her a note? she is 34.", "Amy", ("age", "34")),
        ("For my sister Amy: she is 34, what should I get her?", "Amy", ("age", "34")),
        ("Shopping for my niece Lily: she is 7, any book ideas?", "Lily", ("age", "7")),
        ("Re my boss Karen: she is from Leeds, any pub tips?", "Karen", ("from", "Leeds")),
        ("Question about my son's school: he is 7, which class?", "son", ("age", "7")),
        ("Help with my sister Amy's CV: she has a PhD, how do I word it?", "Amy", ("education", "PhD")),
        # the frame after the request
        ("Can you suggest a card? It's for my grandma Rose — she is 88.", "Rose", ("age", "88")),
        # Chinese frames, read as they were
        ("帮我给我发小陈刚张罗点事，他本科毕业", "陈刚", ("education", "本科")),
        ("问你个事，关于我二伯孙卫国，他今年69岁，帮我排个体检项目清单", "孙卫国", ("age", "69岁")),
        ("想请你出出主意，我舅舅叫赵强，他老家在锦州", "赵强", ("from", "锦州")),
        ("帮我给我同事张伟张罗点事，他老家是锦州的", "张伟", ("from", "锦州")),
    ],
)  # fmt: skip
def test_the_pronoun_after_the_request_is_the_one_the_frame_names(said: str, who: str, fact: tuple[str, str]) -> None:
    language = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in said) else "en"
    assert fact in _people(said, language)[who]


@pytest.mark.parametrize(
    ("said", "who", "attribute", "value"),
    [
        ("Something for Josh Wright, my best mate: he works as a bellfounder and helped me out.", "Josh Wright", "job",
         "bellfounder"),
        ("Something for Matt Turner, my stepdad: Can you plan seating for the dinner? he is very gregarious thx!",
         "Matt Turner", "trait", "gregarious"),
        ("Need your advice about my father-in-law, Josh Cooper: he is 5 foot 11, what bike frame size should I get?",
         "Josh Cooper", "height", "5 foot 11"),
        ("Something for Ben Walker, my line manager: Which trouser length should I order? he stands 168 cm please "
         "Still on the harbour half marathon.", "Ben Walker", "height", "168 cm"),
        ("帮我给我发小陈刚张罗点事，他本科毕业", "陈刚", "education", "本科"),
    ],
)  # fmt: skip
def test_no_request_word_or_sign_off_rides_on_the_value(said: str, who: str, attribute: str, value: str) -> None:
    """The value is the fact alone: never "bellfounder and helped me out", "gregarious thx", "168 cm please …"."""
    language = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in said) else "en"
    facts = _people(said, language)[who]
    assert {v for a, v in facts if a == attribute} == {value}
    assert not any(a == "note" for a, _ in facts)


def test_each_frame_carries_its_own_person() -> None:
    """Two frames in one message: "that's his email" is the teammate's, the age the mentee's."""
    people = _people(
        "Something for Theodora Mitchell, my mentee: she is 59 and wants to start lifting, is that too late? Quick "
        "favour for my teammate Andy Parker: Please write an invite for dj.pike63@proton.me — that's his email ty",
        "en",
    )
    assert ("age", "59") in people["Theodora Mitchell"]
    assert ("email", "dj.pike63@proton.me") in people["Andy Parker"]
    assert not any(a == "email" for a, _ in people["Theodora Mitchell"])
    zh = _people("问你个事，关于我徒弟周莺，她今年二十五岁。想请你出出主意，我同事叫张伟，他老家在锦州", "zh")
    assert ("from", "锦州") in zh["张伟"]
    assert not any(a == "from" for a, _ in zh.get("周莺", set()))


@pytest.mark.parametrize(
    ("said", "who", "value"),
    [
        ("This one's for Isaura Wilson, my mentee: Draft a follow-up to dj.pike6@hotmail.co.uk, it's her work "
         "address.", "Isaura Wilson", "dj.pike6@hotmail.co.uk"),
        ("Please write an invite for sk8r99@icloud.com — that's Melisande's email.", "Melisande", "sk8r99@icloud.com"),
        ("Draft a follow-up to rubyroo@proton.me, that's Isaura's email.", "Isaura", "rubyroo@proton.me"),
        ("Draft a follow-up to rubyroo@proton.me. It's Isaura's work address.", "Isaura", "rubyroo@proton.me"),
        ("Can you draft a text to 415-555-0142? it's my sister Amy's phone, say dinner is moved", "Amy",
         "415-555-0142"),
        ("帮我给我徒弟周莺张罗点事，她邮箱是 zy@qq.com", "周莺", "zy@qq.com"),
    ],
)  # fmt: skip
def test_a_contact_value_written_before_the_name_is_the_one_named_after(said: str, who: str, value: str) -> None:
    language = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in said) else "en"
    people = _people(said, language)
    assert value in {v for a, v in people[who] if a in ("email", "phone")}
    assert all(value not in {v for _, v in facts} for name, facts in people.items() if name != who)


@pytest.mark.parametrize(
    "said",
    [
        "Remind me to call 415-555-0142, that's not Tom's number.",
        "Remind me to call 415-555-0142, that's my number.",
    ],
)
def test_a_value_said_to_be_no_ones_or_the_users_stays_so(said: str) -> None:
    assert not any(a == "phone" for facts in _people(said, "en").values() for a, _ in facts)


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("Question about my sister Amy: he is 34.", "Amy"),  # a he is not the sister
        ("Question about my boss Karen: my brother Tom says he is 34.", "Karen"),  # Tom is named between
        ("Quick favour for my teammate Andy Parker: can you book a table for four?", "Andy Parker"),
        ("Question about my sister Amy: is 34 too old to start ballet?", "Amy"),
        ("Question about my boss's wife: she is 40.", "boss"),  # she is the wife, not the boss
        ("我表姐王芳那边有点事，帮我挑双舒服的鞋？", "王芳"),
    ],
)
def test_a_frame_gives_no_fact_it_does_not_carry(said: str, who: str) -> None:
    language = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in said) else "en"
    assert not _people(said, language).get(who)


@pytest.mark.parametrize(
    "said",
    [
        "Something for Christmas: she is 40.",
        "Question about my flight: is it delayed? she said 5pm",
        "Question about my boss's wife: she is 40.",
        "Quick question about Python: he says it is slow.",
    ],
)
def test_a_frame_naming_no_person_is_left_as_said(said: str) -> None:
    assert framed_en(said) == said
    assert not any(name in ("Christmas", "Python", "flight") for name in _people(said, "en"))


def test_a_memory_keeps_each_framed_persons_facts_apart(tmp_path: Path) -> None:
    people = _held(
        tmp_path,
        "My mentee Theodora Mitchell is 59.",
        "Quick favour for my teammate Andy Parker: Can you recommend comfy shoes? he works as a cooper thx",
        "Question about Dionne Brown (my step-sister): Can you recommend a road bike? she is 5'3\".",
    )
    assert ("job", "cooper") in people["Andy Parker"]
    assert ("height", "5'3\"") in people["Dionne Brown"]
    assert people["Theodora Mitchell"] == {("age", "59")}
    (tmp_path / "zh").mkdir()
    zh = _held(tmp_path / "zh", "我徒弟周莺今年二十五岁。", "问你个事，关于我二伯孙卫国，他今年69岁，帮我体检")
    assert ("age", "69岁") in zh["孙卫国"]
    assert not any(a == "age" and v == "69岁" for a, v in zh["周莺"])


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Question about Dionne Brown (my step-sister): Can you recommend a road bike? she is 5'3\".",
         "User's step-sister Dionne Brown is 5'3\" tall"),
        ("Question about Bethany Parker (my mentee): Help me word a message — she is quite fastidious.",
         "User's mentee Bethany Parker is fastidious"),
        ("Can you draft a text to 415-555-0142? it's my sister Amy's phone, say dinner is moved",
         "User's sister Amy has the phone number 415-555-0142"),
        ("问你个事，关于我二伯孙卫国，他今年69岁，帮我排个体检项目清单", "用户的二伯孙卫国今年69岁"),
        ("帮我给我发小陈刚张罗点事，他本科毕业", "陈刚是用户的发小，学历是本科"),
    ],
)  # fmt: skip
def test_the_memory_of_a_framed_request_is_the_fact_in_it(tmp_path: Path, said: str, memory: str) -> None:
    """The request is no memory; what it said of the person is, in plain words."""
    mem = Memory(tmp_path / "m.db", clock=FixedClock(datetime(2026, 11, 25, 9, tzinfo=UTC)))
    try:
        assert _texts(mem, said) == [memory]
    finally:
        mem.close()


def test_an_address_in_a_remembered_request_is_kept_as_written(tmp_path: Path) -> None:
    """ "…@proton.me" is no "proton.the user": the user's "me" is a word, never the end of an address."""
    mem = Memory(tmp_path / "m.db", clock=FixedClock(datetime(2026, 11, 25, 9, tzinfo=UTC)))
    try:
        texts = _texts(mem, "Please write an invite for dj.pike63@proton.me — that's my teammate Andy Parker's email")
        texts += _texts(mem, "Quick favour for my teammate Andy: Please write an invite for me.pike@proton.me ty")
    finally:
        mem.close()
    said = " ".join(texts)
    assert "dj.pike63@proton.me" in said and "me.pike@proton.me" in said
    assert "the user" not in said.replace("for the user", "")
