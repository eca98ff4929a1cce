"""English jobs, positions, employers, pastimes and personalities said with open-class words (issue #21).

People name trades no list holds ("an actuary", "a court stenographer", "trained as a seamstress"), positions by
how they were reached ("was just made …", "got bumped up to …", "is … now"), employers by a name said after what
the place is ("a bakery called …", "works with Harbor Dental"), pastimes as a form would ("her main hobby is …"),
and personalities with the words people stress them with ("soooo laid-back, seriously", "fiercely independent",
"best described as big-hearted", "such a generous person"). Each negative case must attach no such fact: the
user's own, a role in life or a fan's love said as "is a", a mood, a question, a wish, someone else's person.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import EntityView
from jiyi.extractors._entities import extract_mentions

Fact = tuple[str, str]


def _facts_of(text: str, who: str) -> set[Fact]:
    """The facts the reader attaches to the person named (or, with no name, related) `who` in `text` alone."""
    found: set[Fact] = set()
    for m in extract_mentions(text, language="en", recent=[]):
        if who in (m.name, m.relation, *m.aliases):
            found |= {(f.attribute, f.value) for f in m.facts}
    return found


CASES: list[tuple[str, str, Fact]] = [
    # a trade by the shape of its noun phrase, after "is a", with an aside after it
    ("My uncle Osric is an actuary.", "Osric", ("job", "actuary")),
    ("my cousin Tamsin's a welder, crazy hours.", "Tamsin", ("job", "welder")),
    ("My stepsister Priya is a dental hygienist, long shifts.", "Priya", ("job", "dental hygienist")),
    ("my brother Owen is a commercial pilot, always traveling.", "Owen", ("job", "commercial pilot")),
    ("My aunt Lydia is a court stenographer.", "Lydia", ("job", "court stenographer")),
    ("my godmother Ines is a notary.", "Ines", ("job", "notary")),
    ("My cousin Farid is an ER nurse — loves it.", "Farid", ("job", "ER nurse")),
    ("my sister-in-law Maeve is a sonographer.", "Maeve", ("job", "sonographer")),
    ("My neighbor Colm is a locksmith, handy guy.", "Colm", ("job", "locksmith")),
    ("my uncle Radu is a crane operator.", "Radu", ("job", "crane operator")),
    ("My cousin Yusuf is a wind turbine technician.", "Yusuf", ("job", "wind turbine technician")),
    ("my aunt Perpetua is a school bus driver, has been forever", "Perpetua", ("job", "school bus driver")),
    ("My half-brother Abe is a phlebotomist.", "Abe", ("job", "phlebotomist")),
    ("My cousin Dana is an RN.", "Dana", ("job", "RN")),
    ("my uncle Hal is a CPA, does my taxes.", "Hal", ("job", "CPA")),
    ("my aunt June retired as a school principal.", "June", ("job", "retired school principal")),
    # a trade after a verb that says one follows: trained, qualified, certified, hired, became
    ("my grandma Edith was trained as a seamstress.", "Edith", ("job", "seamstress")),
    ("my nephew Eli qualified as an electrician last spring.", "Eli", ("job", "electrician")),
    ("My godfather Walt became a locksmith after the army.", "Walt", ("job", "locksmith")),
    ("My cousin Lars trained as an air traffic controller.", "Lars", ("job", "air traffic controller")),
    ("my aunt Bea got hired as a claims adjuster in March.", "Bea", ("job", "claims adjuster")),
    ("My stepdad Ray is certified as a home inspector.", "Ray", ("job", "home inspector")),
    ("my brother-in-law Kofi started out as a line cook.", "Kofi", ("job", "line cook")),
    ("my cousin Ilse retrained as a dietitian a few years ago.", "Ilse", ("job", "dietitian")),
    ("My uncle Bram makes a living as a sign painter.", "Bram", ("job", "sign painter")),
    ("my sister Noor went on to become a patent attorney.", "Noor", ("job", "patent attorney")),
    # a position by how it was reached, or held "now"
    ("My boss Irene was just made regional operations director.", "Irene", ("title", "regional operations director")),
    ("my report Kevin is now a senior account manager.", "Kevin", ("title", "senior account manager")),
    ("My sister Leah got bumped up to store manager.", "Leah", ("title", "store manager")),
    ("my coworker Quinn was recently named head of logistics.", "Quinn", ("title", "head of logistics")),
    ("My cousin Hugo is principal engineer now.", "Hugo", ("job", "principal engineer")),
    ("my colleague Dora was introduced as the office coordinator.", "Dora", ("title", "office coordinator")),
    ("My manager Femi got moved up to shift supervisor last month.", "Femi", ("title", "shift supervisor")),
    ("my coworker Saoirse was appointed deputy editor at Lantern Press.", "Saoirse", ("title", "deputy editor")),
    ("my coworker Saoirse was appointed deputy editor at Lantern Press.", "Saoirse", ("employer", "Lantern Press")),
    ("My brother Pat's been promoted to floor manager.", "Pat", ("title", "floor manager")),
    # an employer by the name said after what the place is, or a name shaped as an organisation
    ("my cousin Pete works for a logistics startup called Parcelo.", "Pete", ("employer", "Parcelo")),
    ("My uncle Sal works at a bakery called Flour & Stone.", "Sal", ("employer", "Flour & Stone")),
    ("My aunt Mei works with Harbor Dental.", "Mei", ("employer", "Harbor Dental")),
    ("my brother Tiago is employed by Quarry Hill Foods.", "Tiago", ("employer", "Quarry Hill Foods")),
    ("My coworker Ruth's current employer is Tallpine Outfitters.", "Ruth", ("employer", "Tallpine Outfitters")),
    # a pastime or a title as a form says it, with the words that qualify the label
    ("Bianca's main hobby is birdwatching.", "Bianca", ("hobby", "birdwatching")),
    ("my brother Sam's biggest hobby is restoring old motorcycles.", "Sam", ("hobby", "restoring old motorcycles")),
    ("My cousin Wanda's latest hobby is geocaching.", "Wanda", ("hobby", "geocaching")),
    ("Rupert's official title is finance lead.", "Rupert", ("title", "finance lead")),
    ("my uncle Lorcan's current job is tree surgeon.", "Lorcan", ("job", "tree surgeon")),
    ("My coworker Ade's new title is program director.", "Ade", ("title", "program director")),
    # a pastime by the time or the love given to it
    ("my cousin Ana does a lot of rock climbing.", "Ana", ("hobby", "rock climbing")),
    ("My uncle Mo has gotten really into woodworking.", "Mo", ("hobby", "woodworking")),
    ("my aunt Deb has been doing pilates for years.", "Deb", ("hobby", "pilates")),
    ("my neighbor Bob is a huge birdwatching nerd.", "Bob", ("hobby", "birdwatching")),
    ("My brother Ned is crazy into bouldering.", "Ned", ("hobby", "bouldering")),
    ("My boss Ken's passion is sailing.", "Ken", ("hobby", "sailing")),
    ("my friend Jo's big hobby is salsa dancing.", "Jo", ("hobby", "salsa dancing")),
    # a personality with the words that stress it, or how others describe it
    ("My stepmom Lisa is best described as big-hearted.", "Lisa", ("trait", "big-hearted")),
    ("my boss Greg is soooo upbeat.", "Greg", ("trait", "upbeat")),
    ("Bashir is soooo laid-back, seriously.", "Bashir", ("trait", "laid-back")),
    ("My cousin Mia is such a generous person.", "Mia", ("trait", "generous")),
    ("my grandma Nell is incredibly resilient.", "Nell", ("trait", "resilient")),
    ("My coworker Hal is so scatterbrained.", "Hal", ("trait", "scatterbrained")),
    ("my brother Jay is very meticulous about everything.", "Jay", ("trait", "meticulous")),
    ("My aunt Pat is such a warm person.", "Pat", ("trait", "warm")),
    ("My manager Dee is known for being blunt.", "Dee", ("trait", "blunt")),
    ("My niece Ada is fiercely independent.", "Ada", ("trait", "independent")),
    ("my uncle Fitz is stubborn to a fault.", "Fitz", ("trait", "stubborn")),
    ("my cousin Ola is one of the kindest people I know.", "Ola", ("trait", "kind")),
    ("My coworker Kai is an extremely private person.", "Kai", ("trait", "private")),
    ("my father Tad is calm and patient, always.", "Tad", ("trait", "calm and patient")),
    ("My report Lena is painfully shy, no joke.", "Lena", ("trait", "shy")),
    ("my sister Roz is super compassionate.", "Roz", ("trait", "compassionate")),
    ("My father-in-law Gus is notoriously gruff.", "Gus", ("trait", "gruff")),
    ("my cousin Ike is often described as easygoing.", "Ike", ("trait", "easygoing")),
    ("My colleague Tova is always so diplomatic.", "Tova", ("trait", "diplomatic")),
    ("my aunt Clem is a very meticulous, no-nonsense kind of boss.", "Clem", ("trait", "meticulous, no-nonsense")),
    ("My boss Ola is brutally honest.", "Ola", ("trait", "honest")),
    ("my cousin Tim is a little bit shy.", "Tim", ("trait", "shy")),
    # several in one breath, and facts told across the same message
    ("My cousin Wren is 175 cm, and she is a welder, crazy hours.", "Wren", ("job", "welder")),
    ("My cousin Wren is 175 cm, and she is a welder, crazy hours.", "Wren", ("height", "175 cm")),
    ("my coworker Dan is 41 and a claims adjuster.", "Dan", ("job", "claims adjuster")),
]


@pytest.mark.parametrize(("text", "who", "fact"), CASES, ids=[f"{t}|{f[0]}" for t, _, f in CASES])
def test_an_open_class_value_is_attached_to_its_person(text: str, who: str, fact: Fact) -> None:
    assert fact in _facts_of(text, who)


NEGATIVES: list[tuple[str, str]] = [
    # the user's own
    ("I'm an actuary, crazy hours.", "job"),
    ("I was trained as a welder.", "job"),
    ("I'm soooo laid-back, seriously.", "trait"),
    ("My main hobby is birdwatching.", "hobby"),
    ("I just got bumped up to store manager!", "title"),
    # "is a" that names no trade: a fan, a mess, a sign, a role in life, a member, a natural, a character
    ("My cousin Dana is a big fan of the Lakers.", "job"),
    ("my brother Joe is a mess right now.", "job"),
    ("My sister Kim is a Leo.", "job"),
    ("my aunt Rose is a grandmother now.", "job"),
    ("My uncle Bill is a member of the Elks lodge.", "job"),
    ("my roommate Tim is a pain.", "job"),
    ("My niece Ella is a natural.", "job"),
    ("my aunt Meg is a Christian.", "job"),
    ("My uncle Joe became a grandfather last week.", "job"),
    ("my coworker Pam became a problem for the team.", "job"),
    ("My aunt Vera is a patient at Saint Mary's.", "job"),
    ("my cousin Lily is a vegetarian.", "job"),
    ("my boss Sue is a real character.", "trait"),
    # moods are no personality
    ("my cousin Ed is so tired lately.", "trait"),
    ("My sister Jen is super busy these days.", "trait"),
    ("my dad is really sick.", "trait"),
    # "made", "named" before what is no role
    ("My cousin Lee was made fun of at school.", "title"),
    ("My coworker Jill was named after her grandmother.", "title"),
    # a person, not an organisation, worked beside
    ("My cousin Ray works with Tom Barker.", "employer"),
    # a situation, an illness, a life said to be tough; a pastime that is none
    ("Life can be tough, but we keep going.", "trait"),
    ("Sorry to hear that. Allergies can be tough.", "trait"),
    ("my cousin Ana does a lot of work for the church.", "hobby"),
    ("My uncle Mo got into trouble again.", "hobby"),
    ("my aunt Deb has been doing well for years.", "hobby"),
    ("I have gotten really into woodworking.", "hobby"),
    ("my cousin Al started as a joke at work.", "job"),
    ("My aunt Fay works as hard as anyone.", "job"),
    # a question, a wish
    ("Is your cousin Abe an electrician?", "job"),
    ("If my brother Nils became a plumber he'd be rich.", "job"),
    ("My friend Ana trained as hard as she could.", "job"),
]


@pytest.mark.parametrize(("text", "attribute"), NEGATIVES, ids=[t for t, _ in NEGATIVES])
def test_no_such_fact_is_attached(text: str, attribute: str) -> None:
    attached = [
        (m.name or m.relation, f.value)
        for m in extract_mentions(text, language="en", recent=[])
        for f in m.facts
        if f.attribute == attribute
    ]
    assert attached == []


def test_a_value_said_of_another_person_in_the_same_message_stays_theirs() -> None:
    text = "My uncle Osric is an actuary, and my cousin Tamsin is a welder."
    assert ("job", "actuary") in _facts_of(text, "Osric")
    assert ("job", "welder") not in _facts_of(text, "Osric")
    assert ("job", "welder") in _facts_of(text, "Tamsin")
    assert ("job", "actuary") not in _facts_of(text, "Tamsin")


# --- end to end: messages in, `extract`, the entity table and the context block --------------------------------


def _person(mem: Memory, user: str, name: str) -> EntityView:
    found = [e for e in mem.entities.find(user, name) if e.kind == "person"]
    assert len(found) == 1, [(e.name, e.aliases) for e in found]
    return mem.entities.get(user, found[0].id)


def test_open_class_values_told_in_a_conversation_reach_the_context(mem: Memory) -> None:
    topic = mem.topics.create("u1", "chat")
    for text in (
        "My uncle Osric is an actuary, crazy hours.",
        "My cousin Tamsin was just made regional operations director.",
        "Tamsin's main hobby is geocaching, and she is soooo upbeat, seriously.",
        "I'm a welder myself.",
    ):
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)
    osric = {f.attribute: f.value for f in _person(mem, "u1", "Osric").facts}
    tamsin = {f.attribute: f.value for f in _person(mem, "u1", "Tamsin").facts}
    assert osric.get("job") == "actuary"
    assert (tamsin.get("title"), tamsin.get("hobby"), tamsin.get("trait")) == (
        "regional operations director",
        "geocaching",
        "upbeat",
    )
    assert "welder" not in str(osric) + str(tamsin)  # the user's own trade is no one else's
    block = mem.context("u1", "What does my uncle do, and what is my cousin like?").text
    assert "actuary" in block and "upbeat" in block
