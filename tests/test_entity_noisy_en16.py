"""English facts said in a chat voice (issue #21): clauses set apart by slashes, a tie and a name joined by "=" or
dashes, a person brought up by "you know X? my boss - …", meta tails ("(saving this)", "anyway"), chat idioms for a
hometown ("a Dundee kid through and through"), a height ("got measured …, 5'4 tall"), a place of work ("job-wise she
is in Reno") and a job ("does welding stuff", "what he does: locksmith", "is like a welder").

The sentences are our own, in several voices; the negatives are what must not be read: questions, hypotheticals,
negations, the user's own facts and other people's.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _facts(text: str, recent: tuple[str, ...] = ()) -> dict[str, set[tuple[str, str]]]:
    out: dict[str, set[tuple[str, str]]] = {}
    for m in extract_mentions(text, language="en", recent=recent):
        key = m.name or (f"<{m.relation}>" if m.relation else "<pronoun>")
        out.setdefault(key, set()).update((f.attribute, f.value) for f in m.facts)
    return out


def _has(text: str, name: str, attribute: str, value: str) -> bool:
    return (attribute, value) in _facts(text).get(name, set())


def _values(text: str, attribute: str) -> set[tuple[str, str]]:
    return {(who, v) for who, facts in _facts(text).items() for a, v in facts if a == attribute}


# --- clauses set apart by a spaced slash are clauses of their own --------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("Zara is from Dundee you know / height of Omar: 180cm", "Zara", "from", "Dundee"),
        ("Zara is from Dundee you know / height of Omar: 180cm", "Omar", "height", "180cm"),
        ("ok so Hal Moreno is a locksmith / we went bowling after / Priya is 41 btw", "Priya", "age", "41"),
        ("Hal Moreno is a locksmith / we went bowling after / Priya is 41 btw", "Hal Moreno", "job", "locksmith"),
    ],
)
def test_a_spaced_slash_parts_two_clauses(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_a_value_after_a_slash_is_not_the_clause_befores() -> None:
    facts = _facts("Zara is from Dundee you know / height of Omar: 180cm")
    assert ("height", "180cm") not in facts.get("Zara", set())


# --- a meta tail closing the clause says nothing -----------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("my aunt Greta is a welder btw (saving this)", "Greta", "job", "welder"),
        ("Priya is 41 anyway", "Priya", "age", "41"),
        ("Priya is from Reno i think (note to self)", "Priya", "from", "Reno"),
        ("fyi Hal is 52 now?? time flies", "Hal", "age", "52"),
    ],
)
def test_a_meta_tail_is_set_aside(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_the_users_own_age_with_a_tail_is_no_ones() -> None:
    assert _values("I'm 34 anyway (saving this)", "age") == set()


# --- a tie and a name joined by "=" or set off by dashes are one person ----------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("my neighbour = Hal Moreno - his bday is June 3", "Hal Moreno", "birthday", "June 3"),
        ("my boss - Ines Duarte - she is 5'6 tall i think", "Ines Duarte", "height", "5'6\""),
        ("My Boss — Ines Duarte — she works as a pharmacist", "Ines Duarte", "job", "pharmacist"),
        ("my roommate = Lou Park, she has a master's btw", "Lou Park", "education", "master's"),
    ],
)
def test_a_tie_and_a_name_set_off_are_one_person(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_a_tie_set_off_before_a_value_is_no_name() -> None:
    # "my boss - based in Reno": what follows the dash is said of the boss, and no name is made of it
    facts = _facts("my boss - based in Reno")
    assert not any(k.startswith("Based") or k == "Reno" for k in facts)


# --- "you know X? my boss - …": the one brought up is the tie ------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("u know Ines Duarte? my boss - she works as a pharmacist", "Ines Duarte", "job", "pharmacist"),
        ("you know Omar Haddad? my cousin, he is from Dundee", "Omar Haddad", "from", "Dundee"),
        ("You know Lou Park? My roommate - her bday is May 2", "Lou Park", "birthday", "May 2"),
    ],
)
def test_a_person_brought_up_then_tied(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_a_tie_doing_something_to_the_one_brought_up_is_not_them() -> None:
    # "my boss is dating her": the boss is someone else
    facts = _facts("you know Ines Duarte? my boss is dating her and he is 50")
    assert ("age", "50") not in facts.get("Ines Duarte", set())


# --- age ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("so Hal just had a birthday, fifty-one now", "Hal", "age", "fifty-one"),
        ("my aunt Greta just had her bday, 60 now lol", "Greta", "age", "60"),
        ("typo earlier, Hal's age is 52", "Hal", "age", "52"),
        ("fixing what i said, my cousin Omar's age is 29", "Omar", "age", "29"),
        ("my intern Theo's degree is a BA, and he - 35 y.o.", "Theo", "age", "35"),
    ],
)
def test_age_in_a_chat_voice(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


@pytest.mark.parametrize(
    "text",
    [
        "did Hal just have a birthday? fifty-one now?",
        "if Hal just had a birthday he'd be fifty-one now",
        "I just had a bday, 34 now lol",
        "my uncle who lives in texas is 70",
    ],
)
def test_no_age_is_made_up(text: str) -> None:
    ages = _values(text, "age")
    assert all(who not in ("Hal", "Texas", "<pronoun>") for who, _ in ages)


# --- hometown: "a Dundee kid through and through" -------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("Omar is a Dundee kid through and through", "Omar", "Dundee"),
        ("my cousin Lou is a Reno, Nevada girl through and through lol", "Lou", "Reno, Nevada"),
        ("theres my bro Omar Haddad and he is a Dundee boy through and through", "Omar Haddad", "Dundee"),
    ],
)
def test_a_place_kid_through_and_through_is_from_there(text: str, name: str, value: str) -> None:
    assert _has(text, name, "from", value)


@pytest.mark.parametrize(
    "text", ["Omar is a Yankees guy", "Omar is a Dundee fan through and through", "is Omar a Dundee kid?"]
)
def test_no_hometown_from_a_fan(text: str) -> None:
    assert _values(text, "from") == set()


# --- height -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("Priya got measured at the clinic, 5'4 tall", "Priya", "5'4\""),
        ("my sister Priya got measured at the gp today, 162cm tall!", "Priya", "162cm"),
        ("correction on Priya's height, its 165cm", "Priya", "165cm"),
        ("correction on my bro Omar's height, it's 6'1\"", "Omar", "6'1\""),
        ("so 180cm, thats how tall my brother Omar is", "Omar", "180cm"),
    ],
)
def test_height_in_a_chat_voice(text: str, name: str, value: str) -> None:
    assert _has(text, name, "height", value)


def test_a_height_measured_of_the_user_is_no_ones() -> None:
    assert _values("I got measured at the clinic, 5'4 tall", "height") == set()


# --- place of work: "job-wise she is in Reno" -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("job-wise Hal is in Boise", "Hal", "Boise"),
        ("my roommate = Lou Park and job-wise she is in Reno!", "Lou Park", "Reno"),
        ("Work-wise, my cousin Omar is in Dundee these days", "Omar", "Dundee"),
    ],
)
def test_job_wise_in_a_place_is_where_they_work(text: str, name: str, value: str) -> None:
    assert _has(text, name, "works_in", value)


def test_job_wise_a_question_is_not_read() -> None:
    assert _values("job-wise is Hal in Boise?", "works_in") == set()


# --- job ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("um Greta is like a welder lol", "Greta", "welder"),
        ("Lou does locksmith stuff, crazy hours", "Lou", "locksmith"),
        ("what my neighbour Hal does: locksmith (saving this)", "Hal", "locksmith"),
        ("Hal has been a locksmith forever lol", "Hal", "locksmith"),
        ("Greta isnt a teacher anymore, she is a welder now", "Greta", "welder"),
    ],
)
def test_job_in_a_chat_voice(text: str, name: str, value: str) -> None:
    assert _has(text, name, "job", value)


@pytest.mark.parametrize(
    "text",
    [
        "Greta is like a mother to me",
        "is Greta like a welder?",
        "Greta is not a welder",
        "what my neighbour Hal does: no idea lol",
        "Lou does crazy stuff",
    ],
)
def test_no_job_is_made_up(text: str) -> None:
    jobs = _values(text, "job")
    assert ("Greta", "welder") not in jobs and ("Greta", "mother") not in jobs
    assert all(v not in ("no idea", "crazy") for _, v in jobs)


# --- education: "a HS diploma", and the year it was finished ----------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("Hal finished a HS diploma last yr i think", "Hal", "HS diploma"),
        ("fyi my roommate Lou got a HS diploma n never lets us forget it lol", "Lou", "HS diploma"),
        ("Omar finished a BA last year!", "Omar", "BA"),
    ],
)
def test_education_in_a_chat_voice(text: str, name: str, value: str) -> None:
    assert _has(text, name, "education", value)


def test_the_users_own_diploma_is_no_ones() -> None:
    assert _values("I finished a HS diploma last year", "education") == set()


# --- more chat noise: "so yeah", "n still talks about it", "note:", "@", "w", "y.o." in words ---------------------
@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("um Tess is uh from Halifax you know so yeah", "Tess", "from", "Halifax"),
        ("Tess grew up in Halifax, Nova Scotia n still talks about it", "Tess", "from", "Halifax, Nova Scotia"),
        ("Omar is 100 lol jk, 29 / the party ran late", "Omar", "age", "29"),
        ("Tess - thirty-one y.o.", "Tess", "age", "thirty-one"),
        ("i had Tess's bday wrong, its Oct 3", "Tess", "birthday", "Oct 3"),
        ("Tess changed emails, its tess.k@mail.com now", "Tess", "email", "tess.k@mail.com"),
        ("so uh Omar - works @ Shopify", "Omar", "employer", "Shopify"),
        ("my cousin Tess is obsessed w pottery", "Tess", "likes", "pottery"),
        ("note: my aunt Tess was born n raised in Halifax", "Tess", "from", "Halifax"),
    ],
)
def test_more_chat_noise(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        ("i had my bday wrong, its Oct 3", "birthday"),
        ("I changed emails, its me.k@mail.com now", "email"),
        ("i'm thirty-one y.o. lol", "age"),
    ],
)
def test_the_users_own_chat_facts_are_no_ones(text: str, attribute: str) -> None:
    assert _values(text, attribute) == set()


# --- a second person's field in a run-on is theirs, not the first one's ------------------------------------------
def test_a_second_persons_field_after_a_filler_is_theirs() -> None:
    facts = _facts("my roommate Lou's job title: shift lead um my cousin Omar's email is uh omar.h@mail.com")
    assert ("email", "omar.h@mail.com") in facts.get("Omar", set())
    assert ("email", "omar.h@mail.com") not in facts.get("Lou", set())


def test_her_after_a_name_set_up_by_right_is_hers_not_his() -> None:
    text = "so my boss Hal Moreno and he works in Boise btw so my bestie Tess Kim right and um her email is tk@mail.com"
    facts = _facts(text)
    assert ("email", "tk@mail.com") in facts.get("Tess Kim", set())
    assert ("email", "tk@mail.com") not in facts.get("Hal Moreno", set())


@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("so my cousin Tess Kim right - she turned 42 last month lol", "Tess Kim", "age", "42"),
        (
            "my teammate is called Omar Haddad and um he has been at Shopify for like ever",
            "Omar Haddad",
            "employer",
            "Shopify",
        ),
    ],
)
def test_right_and_for_like_ever(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_turn_right_is_no_filler() -> None:
    assert "Turn" not in _facts("Turn right and she is 40")


def test_its_a_tied_persons_birthday_stays_one_clause() -> None:
    assert _has("on 3 Oct its my cousin Tess's birthday so thats a party", "Tess", "birthday", "3 Oct")


@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("you know Omar Haddad? my cousin and um his hometown: Dundee", "Omar Haddad", "from", "Dundee"),
        ("ok so typo earlier, Tess's age is 44! anyway", "Tess", "age", "44"),
        ("personality-wise Omar is grumpy", "Omar", "trait", "grumpy"),
        (
            "my aunt Tess Kim um she is like really shy so my cousin Omar Haddad right, he works in Dundee now",
            "Tess Kim",
            "trait",
            "shy",
        ),
        (
            "my aunt Tess Kim um she is like really shy so my cousin Omar Haddad right, he works in Dundee now",
            "Omar Haddad",
            "works_in",
            "Dundee",
        ),
        ("my uncle's title is like head of sales", "<uncle>", "title", "head of sales"),
    ],
)
def test_ties_frames_and_hedged_values(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_a_tie_and_someone_else_is_not_the_one_brought_up() -> None:
    said = extract_mentions("you know Omar Haddad? my cousin and I went bowling, he is 40", language="en")
    assert not any(m.name == "Omar Haddad" and m.relation == "cousin" for m in said)


@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("Lou isn't a nurse anymore, Lou is a welder now (saving this)", "Lou", "job", "welder"),
        ("u know Omar Haddad? my cousin he - job: locksmith!", "Omar Haddad", "job", "locksmith"),
        (
            "my roommate = Tess Kim, correction on her height, its five foot four!",
            "Tess Kim",
            "height",
            "five foot four",
        ),
        ("Hal has a new # now, 415 555 0199", "Hal", "phone", "415 555 0199"),
        ("my goddaughter Lou Park and um so she does welder stuff, crazy hrs", "Lou Park", "job", "welder"),
        ("my bro = Omar Haddad - honestly he is the most stubborn person i know", "Omar Haddad", "trait", "stubborn"),
        ("so my uncle Hal Moreno right - so he does locksmith stuff", "Hal Moreno", "job", "locksmith"),
    ],
)
def test_run_ons_with_a_repeated_subject_or_a_chat_word(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_a_new_subject_after_a_change_gets_the_new_value() -> None:
    facts = _facts("Lou isn't a nurse anymore, Sam is a welder now")
    assert ("job", "welder") in facts.get("Sam", set())
    assert ("job", "welder") not in facts.get("Lou", set())


@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        (
            "Tess changed emails, its tk@mail.com now so yeah my bro is 100 lol jk, 37 so uh my sis Tess is 30",
            "<bro>",
            "age",
            "37",
        ),
        ("my sis Tess commutes into Reno every day ugh", "Tess", "works_in", "Reno"),
        (
            "Omar is from Dundee haha ok so gonna tell u about my aunt Tess Kim, she has a master's",
            "Tess Kim",
            "education",
            "master's",
        ),
    ],
)
def test_sentences_after_a_number_a_laugh_or_a_sigh(text: str, name: str, attribute: str, value: str) -> None:
    assert _has(text, name, attribute, value)


def test_okay_so_turns_to_a_new_sentence() -> None:
    facts = _facts("my intern - based in Reno okay so my teammate Lou - edu: BA")
    assert ("works_in", "Reno") in facts.get("<intern>", set())  # a colleague "based in" a city works there
    assert ("education", "BA") in facts.get("Lou", set())


def test_a_new_number_is_the_phone_and_no_note() -> None:
    facts = _facts("correction, Omar's title is COO, and he has a new # now, (415)555-0199 my cuz turned 30")
    assert ("phone", "(415)555-0199") in facts.get("Omar", set())
    assert not any(a == "note" for a, _ in facts.get("Omar", set()))
    assert ("age", "30") in facts.get("<cuz>", set())
