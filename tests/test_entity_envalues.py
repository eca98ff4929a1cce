"""English values said in everyday wordings once the person is known: how to reach them ("picks up on …", "is on …
if you need to ring her", "likes stuff emailed to …"), how tall ("clocks in at …"), how old ("is 59 yeras old",
"is 39 as of now"), when born ("came into the world on …"), the work ("is employed full time as …", "her job is
being a …", "has the team lead role", "signed on with …"), the schooling ("went on to get a doctorate"), where from
and where the work is ("is Kochi through and through", "his home town is good old Surat", "works way over in …"),
and a pastime ("his thing is surfing"). None of them is the user's, a question's, a supposition's or a past one's.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_ask_daily import _context_section, _said


def _facts(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language="en")
        if m.kind == "person"
    }


def _all_facts(text: str) -> set[tuple[str, str]]:
    return {fact for facts in _facts(text).values() for fact in facts}


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # a number to call
        ("my cousin Deb picks up on 0413 222 908", "Deb", ("phone", "0413 222 908")),
        ("Deb, my cousin, always picks up on (212) 555-0143.", "Deb", ("phone", "(212) 555-0143")),
        ("my flatmate Ollie answers on 07911 123456", "Ollie", ("phone", "07911 123456")),
        ("My uncle Sunil is on 98201 55443 if you need to call him.", "Sunil", ("phone", "98201 55443")),
        ("my coach Harriet is on 0400 111 222 if you ever need to ring her", "Harriet", ("phone", "0400 111 222")),
        ("my cousin Gav is on 020 7946 0991 in case you need it", "Gav", ("phone", "020 7946 0991")),
        ("my boss Linh's on 415-555-0188 if you want to text her", "Linh", ("phone", "415-555-0188")),
        # an address to write to
        ("my aunt Priti, mail id is priti.s@rediffmail.com", "Priti", ("email", "priti.s@rediffmail.com")),
        ("My mentor Kofi's email ID is kofi.a@outlook.com", "Kofi", ("email", "kofi.a@outlook.com")),
        ("my landlord Dave likes stuff emailed to dave.r@gmail.com", "Dave", ("email", "dave.r@gmail.com")),
        ("my tutor Anya prefers things sent to anya@uni.ac.uk", "Anya", ("email", "anya@uni.ac.uk")),
        ("My sister Zoe is great. For emails she uses zoe.k@icloud.com", "Zoe", ("email", "zoe.k@icloud.com")),
        ("my nephew Rory, his email, btw: rory.m@gmail.com", "Rory", ("email", "rory.m@gmail.com")),
        # how tall
        ("my brother Finn clocks in at six foot two", "Finn", ("height", "six foot two")),
        ("my gran Maeve clocks in at 152 cm lol", "Maeve", ("height", "152 cm")),
        ("My trainer Jonty clocks in at 1.91m", "Jonty", ("height", "1.91m")),
        ("my cousin Ines, her height, for the record: 158 cm", "Ines", ("height", "158 cm")),
        ("my son Alfie's height, fyi: 4'9\"", "Alfie", ("height", "4'9\"")),
        # how old
        ("my nan Edna is 88 yeras old", "Edna", ("age", "88")),
        ("my uncle Pete is forty-four yaers old haha", "Pete", ("age", "forty-four")),
        ("My colleague Sanjay is 39 as of now", "Sanjay", ("age", "39")),
        ("my dad Colin is 67 if that matters", "Colin", ("age", "67")),
        ("my goddaughter Lily's age, for the record: nine", "Lily", ("age", "nine")),
        # when born
        ("my niece Ava came into the world on 3 March", "Ava", ("birthday", "3 March")),
        ("my godson Theo arrived into this world on June 14", "Theo", ("birthday", "June 14")),
        ("My grandad Walter entered the world in 1941", "Walter", ("birthday", "1941")),
        # the work
        ("my sister-in-law Kerry is employed full time as a paramedic", "Kerry", ("job", "paramedic")),
        ("my neighbour Bashir works part-time as a pharmacist", "Bashir", ("job", "pharmacist")),
        ("my aunt Rosa, her job is being a school nurse", "Rosa", ("job", "school nurse")),
        ("my mate Dean is working as store manager", "Dean", ("title", "store manager")),
        ("my cousin Tamsin has the team lead role", "Tamsin", ("title", "team lead")),
        ("my friend Obi took on the deputy manager role at Arup", "Obi", ("title", "deputy manager")),
        ("my stepmum Carla is employed over at Riverside Council", "Carla", ("employer", "Riverside Council")),
        ("my brother Kai got a job with Fernwood Logistics", "Kai", ("employer", "Fernwood Logistics")),
        ("my cousin Bea signed on with Harbour Dental recently", "Bea", ("employer", "Harbour Dental")),
        ("my son Jack got taken on by Tesco", "Jack", ("employer", "Tesco")),
        # the schooling
        ("my aunt Noor went on to get a doctorate", "Noor", ("education", "doctorate")),
        ("my cousin Reece went and got an associate degree only", "Reece", ("education", "associate degree")),
        ("my sister Gemma finished with a master's", "Gemma", ("education", "master's")),
        ("my uncle Ray studied as far as a high school diploma", "Ray", ("education", "high school diploma")),
        ("my boss Imogen, her top qualification is an MBA", "Imogen", ("education", "MBA")),
        ("my mate Jas graduated with a bachelor's in the end", "Jas", ("education", "bachelor's")),
        # where from, where the work is
        ("my flatmate Arjun is Pune through and through", "Arjun", ("from", "Pune")),
        ("my colleague Shona, her hometown, fyi: Inverness", "Shona", ("from", "Inverness")),
        ("my grandpa Hari, his home town is good old Surat", "Hari", ("from", "Surat")),
        ("my aunt Dot's hometown is sleepy little Whitby", "Dot", ("from", "Whitby")),
        ("my brother Sam works way over in Perth", "Sam", ("works_in", "Perth")),
        ("my cousin Leah works all the way out in Calgary", "Leah", ("works_in", "Calgary")),
        ("my dad Mohan, his job is out in Bengaluru", "Mohan", ("works_in", "Bengaluru")),
        ("my gran Iris is form Cork originally", "Iris", ("from", "Cork")),
        ("my boss Nadia comes form Lahore", "Nadia", ("from", "Lahore")),
        ("my uncle Raj, his office is over in Melbourne", "Raj", ("works_in", "Melbourne")),
        ("my aunt Dee's work is way out in Reno", "Dee", ("works_in", "Reno")),
        ("my dad Ken stopped studying after a master's", "Ken", ("education", "master's")),
        ("my niece Tara has got a bachelor's degree", "Tara", ("education", "bachelor's degree")),
        ("my cousin Viv did an MBA i forgot to mention that", "Viv", ("education", "MBA")),
        # said with a word on whether it was said before
        ("my stepdad Ray is a welder btw, not sure I told you", "Ray", ("job", "welder")),
        ("my gran Pat is 91, forgot to mention", "Pat", ("age", "91")),
        ("My boss Tunde is from Lagos in case I didn't say", "Tunde", ("from", "Lagos")),
        ("my mate Kez is a roofer, not sure if I ever told you", "Kez", ("job", "roofer")),
        ("my cousin Al is 30, not sure I mentioned it before", "Al", ("age", "30")),
        # a pastime
        ("my uncle Des, his thing is fly fishing", "Des", ("hobby", "fly fishing")),
        ("my niece Poppy's big thing is skateboarding", "Poppy", ("hobby", "skateboarding")),
    ],
)
def test_a_value_said_in_everyday_words_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said).get(who, set()), _facts(said)


@pytest.mark.parametrize(
    "said",
    [
        "I can be rung on 0412 555 987",  # the user's own
        "I pick up on 555-201-3344",
        "I'm on 98450 12345 if you need to call",
        "Does my sister Aoife pick up on 555-201-3344?",  # asked
        "If my brother Tom got a job with Acme Corp he'd be thrilled",  # supposed
        "My brother Tom used to be employed full time as a roofer",  # past
        "my sister Jo isn't employed full time as a nurse",  # denied
        "my sister Jo clocks in at 8am every day",  # a time, no height
        "my sister Jo finished with a bang",  # no qualification
        "my sister Jo went on to get married",
        "my sister Jo, her thing is complaining",  # a habit, no pastime
        "my sister Jo, her thing is always being late",
        "my sister Jo has the final say",
        "my sister Jo is on 2 meds now",
        "my sister Jo picks up on everything",
        "I'm a welder, not sure I told you",
        "I am form Leeds",
        "my uncle Raj has got a new car",
        "my uncle Raj, his office is over there",
    ],
)
def test_no_value_where_none_is_said_of_them(said: str) -> None:
    kept = {a for a, _ in _all_facts(said)} - {"note", "status"}
    assert not kept & {"phone", "email", "height", "age", "birthday", "job", "title", "employer", "education", "hobby"}


def test_a_third_person_in_the_same_message_keeps_their_own() -> None:
    facts = _facts("my mum's friend Carol got a job with Acme Corp, and my mum Aoife is 61 if that matters")
    assert ("employer", "Acme Corp") in facts["Carol"]
    assert ("age", "61") in facts["Aoife"] and ("employer", "Acme Corp") not in facts["Aoife"]


def test_a_belonging_through_and_through_is_no_hometown() -> None:
    assert not any(a == "from" for a, _ in _all_facts("my uncle Des is Labour through and through"))


def test_a_number_said_in_passing_answers_how_to_reach_them(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "My cousin Deb is a sweetheart. She picks up on 0413 222 908 if you need to call her.")
    block = _context_section(mem, "u", "What's Deb's number?")
    assert "0413 222 908" in block, block
