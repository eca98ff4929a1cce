"""Stop 49, English facts said inside a question or a request to the assistant (`_entities_en_asking`).

- the fact clause beside the question or request is read, the request nothing ("My neighbour Priya is 5'2\", which
  step stool should I buy?", "Help me plan a surprise dinner — my aunt Rosa is 70 now");
- thanks and "pls" never ride on a value ("… mad about bouldering thx!");
- what the request goes on to say is no part of the value ("… works as a locksmith and helped me out");
- "there" after a question naming one place is that place ("… a hotel in Porto? my brother works there");
- "one", "that title", "exactly that" after a question that sets the value off plainly ("Is being a paramedic
  exhausting? my cousin is one");
- "Save Mia's number: …" keeps Mia, no one called "Save Mia"; "… to Adam's address, adam@…?" is Adam's email, and
  so is "… to otter@…? it's my mentee's address";
- "the most taciturn person I know" is very taciturn.
A question with no statement beside it, two places, a person after "to", a clause for a trait: nothing invented.
Chinese counterparts where the Chinese readers read them today (a "那边" after a question is not yet one of them).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory

from .test_entity_lead38 import _people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("My neighbour Priya is 5'2\", which step stool should I buy?", "Priya", ("height", "5'2\"")),
        ("My cousin Lena turned 41 last week, any ideas for a belated present?", "Lena", ("age", "41")),
        ("Help me plan a surprise dinner — my aunt Rosa is 70 now.", "Rosa", ("age", "70")),
        ("Help me pick a desk chair: my son Leo is 6 foot 1", "Leo", ("height", "6 foot 1")),
        ("My teammate, Andy, is a saddler, do you think it's a good line of work?", "Andy", ("job", "saddler")),
        ("My brother Sam grew up in Galway, what should we see when we visit?", "Sam", ("from", "Galway")),
        ("Andy's big hobby is woodturning, any good books on it?", "Andy", ("hobby", "woodturning")),
        ("Gift ideas? my sister-in-law Jo is mad about bouldering thx!", "Jo", ("likes", "bouldering")),
        ("Can you write a thank-you card? my neighbour Hal works as a locksmith and helped me out", "Hal",
         ("job", "locksmith")),
        ("My colleague Nadia got a college diploma, could you suggest a graduation gift?", "Nadia",
         ("education", "college diploma")),
        ("Could you suggest a hotel in Porto? my brother Tiago works there and I'm visiting.", "Tiago",
         ("works_in", "Porto")),
        ("Is Kraków worth a visit in spring? my flatmate Ola is from there.", "Ola", ("from", "Kraków")),
        ("Can you find the graduate scheme at Arup? my cousin Dana works there and could refer me", "Dana",
         ("employer", "Arup")),
        ("Is being a paramedic exhausting? my cousin Dana is one.", "Dana", ("job", "paramedic")),
        ("Any tips for living with someone messy? my flatmate Ola is exactly that.", "Ola", ("trait", "messy")),
        ("Is a nursing degree enough for a midwife role? asking because my sister Kim has one", "Kim",
         ("education", "nursing degree")),
        ("Is team lead a senior role? my cousin Dana has that title", "Dana", ("title", "team lead")),
        ("Save Mia's number: 555-201-3344", "Mia", ("phone", "555-201-3344")),
        ("Saving this: my uncle Ray's email is ray.k@example.com", "Ray", ("email", "ray.k@example.com")),
        ("Help me plan a weekend visit — my aunt Jo works in Bergen now pls", "Jo", ("works_in", "Bergen")),
        ("Morning! Save my mother-in-law's number: 329-486-2431", "mother-in-law", ("phone", "329-486-2431")),
        ("It's about my line manager, Sam Mitchell: Is being a saddler stressful? he is one and never complains",
         "Sam Mitchell", ("job", "saddler")),
        ("Something for Theodora Mitchell, my mentee: she is 59 and wants to start lifting, is that too late?",
         "Theodora Mitchell", ("age", "59")),
        ("Can you send the minutes to Adam's address, adam.k@example.com?", "Adam", ("email", "adam.k@example.com")),
        ("Can you draft a text to (467) 491-7270? it's my mentee Dionne's phone, say dinner is moved", "Dionne",
         ("phone", "(467) 491-7270")),
        ("Write a fun toast — my aunt Jo is the most happy-go-lucky person I know thx!", "Jo",
         ("trait", "happy-go-lucky")),
        ("What's the accent like in Brandon, Manitoba? my cousin Ann was raised there and I can't always follow.",
         "Ann", ("from", "Brandon, Manitoba")),
    ],
)  # fmt: skip
def test_the_fact_inside_a_request_is_read_en(said: str, who: str, fact: tuple[str, str]) -> None:
    people = _people(said, "en")
    assert fact in people.get(who, set()), people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我表哥王勇身高一米八五，帮我挑条西裤？", "表哥", ("height", "一米八五")),
        ("帮我张罗个聚会，我干妈今年七十二岁了", "干妈", ("age", "七十二岁")),
        ("我搭档刘超是做箍桶匠的，你觉得这行还好做吗？", "刘超", ("job", "箍桶匠")),
        ("帮我写个感谢信，我搭档刘超是木匠，上次帮了我大忙", "刘超", ("job", "木匠")),
        ("我搭档刘超有大专文凭，帮我改改简历", "刘超", ("education", "大专")),
        ("帮我想想怎么开口借车，我发小王勇这人挺内向的", "王勇", ("trait", "内向")),
        ("帮我存个号码，我发小王勇的手机13912345678", "王勇", ("phone", "13912345678")),
    ],
)  # fmt: skip
def test_the_fact_inside_a_request_is_read_zh(said: str, who: str, fact: tuple[str, str]) -> None:
    people = _people(said, "zh")
    assert fact in people.get(who, set()) or (len(people) == 1 and fact in next(iter(people.values()))), people


@pytest.mark.parametrize(
    "said",
    [
        "Is my brother Tom 34?",
        "What should I get my sister Amy for her 30th?",
        "Could you recommend a hotel in Halifax or Truro? my aunt Jo works there.",
        "Can you send this to Josh? my sister Ann lives there.",
        "What's the weather like this week? my sister Ann lives there.",
        "Any tips for living with someone who snores? my dad Rob is exactly that.",
        "Any advice for dating someone older? my friend Ann is exactly that.",
        "If my brother Tom is 34, can he still join the youth team?",
        "Can you draft a text to 555-201-3344 or 555-201-9999? it's my aunt Jo's number",
    ],
)
def test_a_question_states_nothing_it_only_asks_en(said: str) -> None:
    people = _people(said, "en")
    facts = {f for facts in people.values() for f in facts if f[0] != "note"}
    assert not {f for f in facts if f[0] in ("age", "lives_in", "works_in", "trait", "likes", "phone")}, people
    assert not any(("lives_in", w) in facts or ("works_in", w) in facts for w in ("Halifax", "Truro", "Josh"))


@pytest.mark.parametrize(
    ("said", "zh"),
    [
        ("Gift ideas? my childhood friend Hedwig is mad about orienteering thx!", "推荐个礼物吧，我闺蜜李蕾特别迷钓鱼"),
        ("Save George's number: 667-272-8560.", "帮我存个号码，我发小王勇的手机13912345678"),
    ],
)
def test_no_request_word_becomes_a_name_or_a_value(said: str, zh: str) -> None:
    people = _people(said, "en")
    assert not any(w.startswith(("Save", "Gift")) for w in people), people
    assert not any("thx" in v for facts in people.values() for _, v in facts), people
    assert not any(w.startswith(("帮我", "推荐")) for w in _people(zh, "zh"))


def _memories(tmp_path: Path, said: str) -> tuple[list[str], dict[str, set[tuple[str, str]]]]:
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        mem.messages.add(topic.id, role="user", content=said)
        mem.extract(topic.id)
        texts = [r.content for r in mem.list("u", limit=50)]
        people = {
            v.entity.name: {(f.attribute, f.value) for f in v.facts}
            for v in mem.entities.views("u")
            if v.entity.kind == "person"
        }
    finally:
        mem.close()
    return texts, people


@pytest.mark.parametrize(
    ("said", "memory", "not_said", "who", "fact"),
    [
        ("Is being a saddler stressful? my teammate Andy is one and never complains", "Andy is a saddler",
         "is one", "Andy", ("job", "saddler")),
        ("Could you recommend a hotel in Halifax? my friend Theodora works there and I'm visiting.",
         "Theodora works in Halifax", "works there", "Theodora", ("works_in", "Halifax")),
        ("Gift ideas? my childhood friend Hedwig is mad about orienteering thx!", "Hedwig", "thx", "Hedwig",
         ("likes", "orienteering")),
        ("My best mate, Josh, is 6'4\", what bike frame size should I get?", "Josh is 6'4\"", "bike", "Josh",
         ("height", "6'4\"")),
        ("Any tips for living with someone highly strung? my best mate Josh is exactly that.",
         "Josh is highly strung", "exactly that", "Josh", ("trait", "highly strung")),
        ("Help me write a toast — my teammate Isaura is originally from Dunedin, Otago, so maybe a nod to that ty",
         "Isaura is originally from Dunedin, Otago", "toast", "Isaura", ("from", "Dunedin, Otago")),
        ("Write a fun toast — my aunt Jo is the most happy-go-lucky person I know thx!", "Jo is very happy-go-lucky",
         "toast", "Jo", ("trait", "happy-go-lucky")),
        ("My teammate George works as an orthoptist, what's a typical salary?", "George works as an orthoptist",
         "salary", "George", ("job", "orthoptist")),
    ],
)  # fmt: skip
def test_the_memory_keeps_the_fact_not_the_request(
    tmp_path: Path, said: str, memory: str, not_said: str, who: str, fact: tuple[str, str]
) -> None:
    texts, people = _memories(tmp_path, said)
    assert any(memory in t for t in texts), texts
    assert not any(not_said in t for t in texts), texts
    assert fact in people.get(who, set()), people
    assert not any(n.startswith(("Save", "Gift", "Could", "Is ")) for n in people), people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("帮我张罗个聚会，我干妈今年七十二岁了", "干妈", ("age", "七十二岁")),
        ("帮我写个感谢信，我搭档刘超是木匠，上次帮了我大忙", "刘超", ("job", "木匠")),
    ],
)
def test_the_memory_keeps_the_fact_not_the_request_zh(
    tmp_path: Path, said: str, who: str, fact: tuple[str, str]
) -> None:
    texts, people = _memories(tmp_path, said)
    assert any(who in t for t in texts), texts
    assert not any(t.startswith(("帮我", "用户帮")) for t in texts), texts
    assert any(fact in facts for facts in people.values()), people
