"""English sayings about the user's people the readers missed (issue #21), each as the family a user says it in:
"'s been" is "has been" ("She's been vegetarian for years"), "'s at" is "is at" ("My uncle's at Zalando now, a
designer"), a name before a trade is the employer where it can be nothing else ("Amy's a Google engineer", not "an
ER nurse"), and a bare height answers the assistant's "How tall is she?" ("1.65"). Chinese twins where they exist:
"跳槽到字节了" is 字节 (not 字节了), "她多高？" / "1.65" is 1.65米.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_replied import reply_said
from tests.test_entity_ask_daily import _context_section, _said
from tests.test_entity_replied import _extracted


def _facts(text: str, language: str = "en", recent: tuple[str, ...] = ()) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language, recent=recent)
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("She's been vegetarian for years.", "pronoun", ("diet", "vegetarian")),
        ("he's been vegan since 2019", "pronoun", ("diet", "vegan")),
        ("Amy's been vegetarian forever", "Amy", ("diet", "vegetarian")),
        ("My sister Amy's been a nurse for years", "Amy", ("job", "nurse")),
        ("my brother's been pescatarian for a while now", "brother", ("diet", "pescatarian")),
        ("My uncle's been at Google for ten years", "uncle", ("employer", "Google")),
        ("She’s been living in Leeds for ages", "pronoun", ("lives_in", "Leeds")),
    ],
)
def test_s_been_is_has_been(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, recent=("My sister Amy lives in Leeds.",))[who]


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("My uncle's at Zalando now, a designer", "uncle"),
        ("Amy's at Zalando now, a designer", "Amy"),
        ("My cousin's at Zalando as a designer", "cousin"),
        ("my sister Amy's at Zalando, designer", "Amy"),
        ("She's at Zalando now as a designer", "pronoun"),
        ("Dev's over at Zalando, designer lol", "Dev"),
        ("my brother Tom is over at Zalando now, as a designer", "Tom"),
    ],
)
def test_s_at_a_workplace_with_the_trade(said: str, who: str) -> None:
    facts = _facts(said, recent=("My sister Amy lives in Leeds.",))[who]
    assert {("employer", "Zalando"), ("job", "designer")} <= facts, facts
    assert {a for a, _ in facts} == {"employer", "job"}


@pytest.mark.parametrize(
    ("said", "who"),
    [("my uncle's at home today", "uncle"), ("Amy's at the gym", "Amy"), ("My sister's at the hospital", "sister")],
)
def test_s_at_where_one_is_is_no_employer(said: str, who: str) -> None:
    assert not any(a in ("employer", "job") for a, _ in _facts(said).get(who, set()))


@pytest.mark.parametrize(
    ("said", "who", "job", "employer"),
    [
        ("Amy's a Google engineer", "Amy", "engineer", "Google"),
        ("My sister Amy is a Google software engineer", "Amy", "software engineer", "Google"),
        ("My uncle is a Kroger cashier", "uncle", "cashier", "Kroger"),
        ("my cousin's a Deloitte accountant", "cousin", "accountant", "Deloitte"),
        ("He's a Starbucks barista", "pronoun", "barista", "Starbucks"),
        ("my coworker Dev is a Google engineer in Zurich", "Dev", "engineer", "Google"),
    ],
)
def test_a_name_before_a_trade_is_the_employer(said: str, who: str, job: str, employer: str) -> None:
    facts = _facts(said, recent=("I saw my brother Tom yesterday.",))[who]
    assert ("job", job) in facts and ("employer", employer) in facts, facts


@pytest.mark.parametrize(
    ("said", "who", "job"),
    [
        ("my aunt is an ER nurse", "aunt", "ER nurse"),
        ("my brother-in-law Sam is an HVAC technician", "Sam", "HVAC technician"),
        ("my teammate Kwame is an ASL interpreter", "Kwame", "ASL interpreter"),
        ("my aunt is a French teacher", "aunt", "French teacher"),
        ("my brother is a Senior Engineer", "brother", "Senior Engineer"),
        ("my friend Jo is a Python developer", "Jo", "Python developer"),
        ("my mum is a Pilates instructor", "mum", "Pilates instructor"),
        ("my dad is a Catholic priest", "dad", "Catholic priest"),
        ("My sister is a Math teacher", "sister", "Math teacher"),
        ("Amy is a Google engineer at DeepMind", "Amy", "Google engineer"),  # the employer said is the employer
    ],
)
def test_a_word_for_the_kind_of_work_is_no_employer(said: str, who: str, job: str) -> None:
    facts = _facts(said)[who]
    assert ("job", job) in facts
    assert not any(a == "employer" and v != "DeepMind" for a, v in facts), facts


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("How tall is your sister?", "1.65", "My sister is 1.65 m tall."),
        ("Oh nice! How tall is she?", "1.65 lol", "She is 1.65 m tall."),
        ("How tall is your sister Amy?", "172", "My sister Amy is 172 cm tall."),
        ("How tall is he?", "1,80", "He is 1.80 m tall."),
        ("How tall is your brother?", "1.9!", "My brother is 1.9 m tall."),
        ("你姐姐多高？", "1.65", "我姐姐身高1.65米。"),
        ("你表哥多高", "1.8", "我表哥身高1.8米。"),
    ],
)
def test_a_bare_height_answers_how_tall(asked: str, reply: str, said: str) -> None:
    assert reply_said(asked, reply, "zh" if "你" in asked else "en") == said


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("How old is your sister?", "1.65"),  # no age
        ("How tall is your sister?", "12"),  # no height
        ("What's your dad's number?", "172"),
        ("How tall is your sister?", "1.65 I think"),  # hedged
        ("她多高？", "1.62吧"),
    ],
)
def test_a_bare_number_that_answers_no_height_is_none(asked: str, reply: str) -> None:
    assert reply_said(asked, reply, "zh" if "她" in asked else "en") is None


@pytest.mark.parametrize(
    ("turns", "name", "attribute", "value"),
    [
        ((("user", "My sister Amy is visiting next week."), ("assistant", "Nice! How tall is your sister?"),
          ("user", "1.65")), "Amy", "height", "1.65 m"),
        ((("user", "My sister Amy is visiting next week."), ("assistant", "Nice!"),
          ("user", "She's been vegetarian for years.")), "Amy", "diet", "vegetarian"),
        ((("user", "My cousin Dev came over."), ("assistant", "Fun!"),
          ("user", "He's at Zalando now, a designer")), "Dev", "employer", "Zalando"),
        ((("user", "My sister Amy is visiting next week."), ("assistant", "Nice!"),
          ("user", "Amy's a Google engineer")), "Amy", "employer", "Google"),
        ((("user", "我表姐周敏下周来玩"), ("assistant", "她多高？"), ("user", "1.65")), "周敏", "height", "1.65米"),
        ((("user", "我表姐周敏跳槽到字节了"),), "周敏", "employer", "字节"),
    ],
)  # fmt: skip
def test_kept_on_the_person(
    tmp_path: Path, turns: tuple[tuple[str, str], ...], name: str, attribute: str, value: str
) -> None:
    people = _extracted(tmp_path, *turns).people
    assert people.get(name, {}).get(attribute) == value, people


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("我表姐周敏跳槽到字节了", "周敏"),
        ("我同事小刘跳槽到美团上班了", "小刘"),
        ("我表哥刚入职腾讯了", "表哥"),
        ("我表姐已经跳槽去了字节啦", "表姐"),
        ("我舅舅跳槽到华为工作了", "舅舅"),
    ],
)
def test_zh_a_new_employer_without_its_particles(said: str, who: str) -> None:
    employers = {v for a, v in _facts(said, "zh")[who] if a == "employer"}
    assert employers and all(not v.endswith(("了", "啦", "上班", "工作")) for v in employers), employers


@pytest.mark.parametrize(
    ("said", "who", "facts"),
    [
        ("my cuz turned 33 last month lol, and so 1.73m, thats how tall he is", "cuz",
         {("age", "33"), ("height", "1.73m")}),
        ("so uh so 1.55m, thats how tall my nana is, and she picks up on (305)661-6862", "nana", {("height", "1.55m")}),
        ("my auntie Yasmin just had a bday, forty-six now, and so 5'3\", thats how tall she is", "Yasmin",
         {("age", "forty-six"), ("height", "5'3\"")}),
        ("my sister Amy is a nurse, and so fifty-one, that's how old she is", "Amy",
         {("job", "nurse"), ("age", "fifty-one")}),
        ("my sister Amy is a nurse, so 1.65 m, that's how tall she is", "Amy", {("height", "1.65 m")}),
        ("my sister Amy is a nurse, but um Leeds is where she grew up", "Amy", {("from", "Leeds")}),
    ],
)  # fmt: skip
def test_a_value_said_first_after_a_clause_and_its_fillers(said: str, who: str, facts: set[tuple[str, str]]) -> None:
    assert facts <= _facts(said)[who]


@pytest.mark.parametrize(
    ("said", "who", "hobby"),
    [
        ("my teammate Ngozi does curling every weekend", "Ngozi", "curling"),
        ("Ngozi does axe throwing on Fridays", "Ngozi", "axe throwing"),
        ("my dad does rock climbing on weekends", "dad", "rock climbing"),
        ("my aunt does quilting every Sunday", "aunt", "quilting"),
        ("my cousin Dana does kickboxing most weekends", "Dana", "kickboxing"),
    ],
)
def test_does_a_pastime_as_a_habit_is_a_hobby(said: str, who: str, hobby: str) -> None:
    assert ("hobby", hobby) in _facts(said)[who]


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("my sis does the shopping every week", "sis"),  # a chore
        ("my boss does consulting every day", "boss"),  # work, not a pastime
        ("Ngozi does nothing every weekend", "Ngozi"),
    ],
)
def test_does_what_is_no_pastime(said: str, who: str) -> None:
    assert not any(a == "hobby" for a, _ in _facts(said).get(who, set()))


@pytest.mark.parametrize(
    ("said", "who", "employer"),
    [
        ("This is about Dmitri Achterberg, my father-in-law. He has been stuck at Redline Freight forever",
         "Dmitri Achterberg", "Redline Freight"),
        ("my dad's been stuck at Redline Freight for years", "dad", "Redline Freight"),
        ("my aunt has been working at Kroger for ten years", "aunt", "Kroger"),
        ("my uncle has been at Deloitte since 2015", "uncle", "Deloitte"),
        ("Amy has been stuck at Zalando for a decade", "Amy", "Zalando"),
    ],
)  # fmt: skip
def test_been_at_a_workplace_for_years_is_the_employer(said: str, who: str, employer: str) -> None:
    assert ("employer", employer) in _facts(said)[who]


@pytest.mark.parametrize(
    ("said", "who"),
    [("my aunt has been stuck at home for years", "aunt"), ("Amy's been stuck at Heathrow for hours", "Amy")],
)
def test_stuck_somewhere_is_no_employer(said: str, who: str) -> None:
    assert not any(a == "employer" for a, _ in _facts(said).get(who, set()))


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("How does my only relative employed by Redline Freight make a living?", {"job"}),
        ("How does my uncle earn a living?", {"job"}),
        ("How does my aunt make her living?", {"job"}),
        ("What does my brother do for money?", {"job"}),
        ("How does Amy pay the bills?", {"job"}),
        ("Where is my sister living now?", {"lives_in"}),  # living, not a living
        ("我表哥靠什么吃饭？", {"job"}),
        ("我表姐周敏靠啥吃饭", {"job"}),
        ("我表哥以什么为生", {"job"}),
    ],
)
def test_a_living_is_a_job(question: str, asked: set[str]) -> None:
    from jiyi._entity_asked import asked_attributes

    assert asked <= asked_attributes(question)
    assert ("lives_in" in asked) == ("lives_in" in asked_attributes(question))


def test_a_company_asked_by_is_no_member_of_the_set(mem: Memory, clock: FixedClock) -> None:
    for text in (
        "My father-in-law Dmitri Achterberg works at Redline Freight.",
        "Dmitri is an optometrist.",
        "My sister Odette is a welder.",
        "My brother Anton is a nurse.",
    ):
        _said(mem, clock, "u", text)
    block = _context_section(mem, "u", "How does my only relative employed by Redline Freight make a living?")
    assert "optometrist" in block
    assert "- Redline Freight —" not in block, block
    assert "relatives (3)" in block, block


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("Amy’s a nurse", "Amy", ("job", "nurse")),
        ("my sister’s a nurse", "sister", ("job", "nurse")),
        ("He’s 34", "pronoun", ("age", "34")),
        ("my sister Amy’s from Leeds", "Amy", ("from", "Leeds")),
        ("She’s been vegan for years", "pronoun", ("diet", "vegan")),
        ("my mom’s at Mercy, she’s a nurse there", "mom", ("employer", "Mercy")),
    ],
)
def test_a_curly_apostrophe_is_read_as_the_plain_one(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, recent=("My sister Amy lives in Leeds.",))[who]


@pytest.mark.parametrize(
    ("said", "language", "who", "facts"),
    [
        ("Marnie just hit twenty-four, can you believe it, and she drove back home for the holidays.", "en", "Marnie",
         {("age", "twenty-four")}),
        ("my sister Amy turned 30, can you believe it, and she lives in Leeds", "en", "Amy",
         {("age", "30"), ("lives_in", "Leeds")}),
        ("my cousin Dana is 34, believe it or not, and she works at Google", "en", "Dana",
         {("age", "34"), ("employer", "Google")}),
        ("my uncle is 70, no joke, and he lives in Cork", "en", "uncle", {("age", "70"), ("lives_in", "Cork")}),
        ("my boss Dan is 52, no kidding, and he is from Leeds", "en", "Dan", {("age", "52"), ("from", "Leeds")}),
        ("我表哥孙立伟35了，你敢信，还在杭州上班", "zh", "孙立伟", {("works_in", "杭州")}),
    ],
)  # fmt: skip
def test_an_aside_mid_sentence_leaves_what_follows_it(
    said: str, language: str, who: str, facts: set[tuple[str, str]]
) -> None:
    assert facts <= _facts(said, language)[who]


@pytest.mark.parametrize(
    "question",
    [
        "What does Imani measure?",
        "What does the coworker crazy about crocheting I mentioned measure?",
        "What does my sister measure these days?",
        "How much does my brother measure?",
        "What does the relative of mine stationed in Boise measure?",
    ],
)
def test_measure_asks_the_height(question: str) -> None:
    from jiyi._entity_asked import asked_attributes

    assert "height" in asked_attributes(question)


# --- what someone is like, in the words people use of family and bosses ------------------------------------------
@pytest.mark.parametrize(
    ("said", "trait"),
    [
        ("my boss is such a micromanager", "micromanager"),
        ("my sister is a total control freak", "control freak"),
        ("my dad is kind of a worrier", "worrier"),
        ("my mom is super anxious about everything", "anxious"),
        ("ugh my MIL is so nosy", "nosy"),
        ("my brother is pretty pushy", "pushy"),
        ("my grandpa is always so cranky", "cranky"),
    ],
)
def test_what_they_are_like_in_everyday_words(said: str, trait: str) -> None:
    values = [f.value for m in extract_mentions(said, language="en") for f in m.facts if f.attribute == "trait"]
    assert any(trait in v for v in values), (said, values)


@pytest.mark.parametrize(
    "said", ["I'm anxious about the exam", "the traffic was so pushy today", "ugh this is so nosy"]
)
def test_a_feeling_of_the_users_or_of_no_one_is_no_trait(said: str) -> None:
    assert not [f for m in extract_mentions(said, language="en") for f in m.facts if f.attribute == "trait"]


def test_like_crazy_is_kept_as_said() -> None:
    notes = [f.value for m in extract_mentions("my husband snores like crazy", language="en") for f in m.facts]
    assert "snores like crazy" in notes
