"""Several people in English talk (issue #21): who a pronoun points to after two were named, a relation said once
for a list of names ("my colleagues Wes and Lena are both …", "Here are my coworkers:" then one line each), and a
name said in a second form ("Liam is my cousin, full name Liam Foster").

A pronoun after several people resolves only by gender, when the relation words leave exactly one of that gender
("my aunt Rosa and my uncle Rob came over. She is 52"); otherwise it resolves to no one: a missed fact costs less
than one given to the wrong person.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ._entities import Draft, Sentence
from ._entities_en_facts import NAME
from ._entities_en_words import MOD, NOT_A_NAME, REL_EN, VERB
from ._entities_more import singular_en
from ._referents import relation_gender, someone_new_en
from ._rules_common import is_place, split_sentences

__all__ = [
    "FULL_NAME_OF",
    "WHO_INSIDE",
    "by_gender",
    "clause_person",
    "full_name",
    "group_relation",
    "mismatched",
    "named_in",
    "one_per_name",
    "past_the_pet",
    "plural_nouns",
    "rival_of",
    "who_inside",
]

_I = re.IGNORECASE


def _gender(d: Draft, people: Sequence[Draft] = (), text: str = "") -> str:
    """ "f" / "m" by the relation word ("aunt", "uncle"), else by the pronouns `text` says of `d` before it names
    another of `people` ("Maya, my boss, …; she is …"); "" when neither says ("boss", "cousin")."""
    if by_word := relation_gender(d.relation):
        return by_word
    if not d.name or not text:
        return ""
    names = "|".join(re.escape(p.name) for p in people if p.name and p is not d)
    said = set()
    for m in re.finditer(rf"\b{re.escape(d.name)}\b", text):
        after = text[m.end() :]
        other = re.search(rf"\b(?:{names})\b", after) if names else None
        span = after[: other.start()] if other else after
        said |= {
            "f" if w.lower() in ("she", "her", "hers") else "m"
            for w in re.findall(r"\b(?i:she|her|hers|he|him|his)\b", span)
        }
    return said.pop() if len(said) == 1 else ""


def by_gender(state: Sentence, pronoun: str) -> Draft | None:
    """The one person a she / he (her / his) may point to among those named together; None when not exactly one.

    With fewer than two people named in this message, those the message before named count too ("My aunt Joan
    and my uncle Rob came over." then "She is 53."): the one that fits is read as named here."""
    want = "f" if pronoun.lower() in ("she", "her", "hers") else "m"
    people = [d for d in state.crowd if d in state.drafts]
    if len(people) < 2:
        people = _people(state)
    before = _said_before(state) if len(people) < 2 else []
    text = _last_sentence(state) if before else state.before
    said = {id(d): _gender(d, [*people, *before], text) for d in [*people, *before]}
    fits = [d for d in [*people, *before] if said[id(d)] in (want, "")]
    # "My cousin Sam … My nephew Ty … She …": the nephew is ruled out, but a cousin named before him says no gender;
    # only the last one named may be taken on no word of gender, an earlier one is a guess
    last = (people or before)[-1:]
    if len(fits) != 1 or (not said[id(fits[0])] and fits[0] not in last):
        return None
    if fits[0] in people:
        return fits[0]
    return state.note(fits[0].name, kind="person", relation=fits[0].relation, language="en")


def _people(state: Sentence) -> list[Draft]:
    """The people this message has named so far, by name or by tie."""
    return [d for d in state.drafts if d.kind == "person" and not d.pronoun and (d.name or d.relation)]


def _last_sentence(state: Sentence) -> str:
    said = [s for s in split_sentences(state.recent[-1], 40) if s.strip()] if state.recent else []
    return re.split(r"(?<=\d)\.\s+(?=[A-Z])", said[-1])[-1] if said else ""  # "… is 35. Caleb …": two


def _said_before(state: Sentence) -> list[Draft]:
    """The people the last message ended naming together, when several ("My aunt Joan and my uncle Rob came
    over."); a message that ended on one person (or none) leaves the pronoun to the store, to whom it was about."""
    from ._entities import extract_mentions

    last = _last_sentence(state)
    said = [m for m in extract_mentions(last, language="en") if m.kind == "person" and not m.pronoun] if last else []
    named = {m.relation for m in said if m.name}
    said = [m for m in said if m.name or m.relation not in named]  # "my aunt Claire … my aunt …": one aunt
    if len(said) < 2:
        return []
    here = {d.key() for d in state.drafts}
    people = [Draft(name=m.name, relation=m.relation, language="en") for m in said]
    return [d for d in people if d.key() not in here]


def clause_person(c: str, state: Sentence, antecedent: Callable[[str], bool]) -> Draft | None:
    """Whom a clause opening with a pronoun (or going on without a subject) is about."""
    said = re.match(r"^(?:she|he|her|his)\b", c, _I)
    if said and len([d for d in state.crowd if d in state.drafts]) > 1:
        return by_gender(state, said[0])  # "My aunt Rosa and my uncle Rob came over. She is 52."
    if said and not state.drafts and state.subject is None and _said_before(state):
        return by_gender(state, said[0])  # the same, said in the next message
    if said and state.subject is not None and mismatched(state.subject, said[0], state):
        return by_gender(state, said[0])  # "my uncle Rob …. She …": not Rob
    if said and someone_new_en(state.before, said[0], state.subject.relation if state.subject is not None else ""):
        return None  # "… set me up with a girl; she's a nurse": she may be the one just brought in
    if said and state.subject is not None and _named_since(state.before, state.subject):
        return None  # "Bec is my flatmate, also Aoife did a doctorate, she has a job …": Aoife's, maybe
    if said and state.subject is None and len(_people(state)) > 1:
        # "Mitch (my trainee), his email: …. Bec's my teammate. watched a show last night. her job is …": talk of
        # the user's own came between; the pronoun is the one of its gender, or the last one named when the others
        # are said to be of the other — when two could be meant, no one
        return by_gender(state, said[0])
    if said and state.subject is not None and (rival := carried_rival(state, said[0])) is not None:
        return rival  # "My brother Tom is 30. My friend Jess is lovely. He …": Tom, the one said to be a he
    found = state.subject or state.pronoun_draft("en", antecedent)
    if said and found is not None and mismatched(found, said[0], state):
        return None  # "My brother Tom is great. She is 24.": the one named is no she, and no one else is
    return found


def carried_rival(state: Sentence, pronoun: str) -> Draft | None:
    """The one a she / he opening a sentence means when it is not the subject carried over from an earlier sentence:
    nothing says the subject's gender, and the last other one of this message is of the pronoun's by their tie ("My
    brother Tom is 30. My friend Jess is lovely. He works at Tesco": Tom, the brother). A pronoun in the sentence
    that names the subject, or in the same run-on, is theirs ("Jess, my friend - she …"); None when they keep it."""
    d = state.subject
    if d is None or d.kind != "person" or d.pronoun or not (d.name or d.relation):
        return None
    people = _people(state)
    if _gender(d, people, state.before):
        return None
    here = state.before[state.sentence_from :]
    said = [rf"\b{re.escape(n)}\b" for n in (d.name, *d.aliases) if n] or [rf"\b{re.escape(d.relation)}\b"]
    if any(re.search(n, here) for n in said):
        return None
    if any(re.search(n + r"[^.!;\n]*\?", state.text) for n in said):
        return None  # "How far did Bashir get in school? a degree, and … he works …": the answer is of Bashir
    last = [m.end() for n in said for m in re.finditer(n, state.text)]
    if last and not re.search(rf"[.!?]\s+{pronoun}\b", state.text[max(last) :], _I):
        return None  # "… my trainee Mahalia Loo and went shopping and honestly she is …": one run-on sentence
    # only a tie that says the gender ("brother", "aunt") outweighs the nearer one: a she said of someone earlier
    # ("Tash …, she is reachable at …. Jess (my teammate) - …. she went on to …") says nothing of Jess
    want = "f" if pronoun.lower() in ("she", "her", "hers") else "m"
    fits = [p for p in people if p is not d and relation_gender(p.relation) == want]
    return fits[-1] if fits else None


def past_the_pet(state: Sentence, pronoun: str) -> Draft | None:
    """Whom a she / he means when the pet this message talked of in passing ("my cat knocked my coffee over") can
    have nothing of what the clause says ("… anyway he is a barista"): the person of this message it fits (see
    `by_gender`); with none named here, the one the last messages were about (a mention named by the pronoun, for
    the store to join), unless the last message ended naming several."""
    if _people(state) or _said_before(state):
        return by_gender(state, pronoun)
    d = Draft(pronoun=True, language="en")
    state.drafts.append(d)
    return d


def _named_since(before: str, d: Draft) -> bool:
    """Whether the clause before names someone other than `d` as the subject of a verb of their own ("…, also Aoife
    did a doctorate"), whom no reader took for a person: a she / he after it may be theirs as well as `d`'s."""
    last = re.split(r"[;.!?\n]", before.rstrip("; .!?\n"))[-1]
    own = {d.name, *d.aliases, d.name.split()[0] if d.name else ""} - {""}
    for m in re.finditer(rf"\b(?P<n>{NAME})\s+(?:{VERB}|did|does|\w+ed)\b", last):
        name = m["n"]
        if name in own or name.split()[0] in own or name.split()[0].lower() in NOT_A_NAME or is_place(name):
            continue
        return True
    return False


# "… with my cousin Dana, who is 34 and lives in Denver": a person named inside a clause about something else
WHO_INSIDE = re.compile(
    rf"(?<=\s)(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN}))\s+(?P<n>{NAME}),\s+(?i:who)(?P<is>'s|\s+is)?\s+(?P<x>[^;]+)$"
)
# "…, and Sadie, who works there now, took me to lunch": a name with a clause about them before the main verb
_WHO_NAME_INSIDE = re.compile(
    rf"(?:(?<=,\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bthen\s))(?P<n>{NAME}),\s+(?i:who)(?P<is>'s|\s+is)?\s+(?P<x>[^,;]+?),\s+(?P<main>[^;]+)$"
)
# "there" of such a clause: the place the sentence named last before it ("I visited Boise last month, and …")
_PLACE_BEFORE = re.compile(
    r"\b(?P<went>(?i:visited|(?:went|flew|drove|moved|traveled|travelled|been|was|were|stayed|got)\s+(?:to|in|out\s+to)"
    r"|(?:a\s+)?trip\s+to)\s)?(?:(?i:in|to|at|near|around|through)\s)?\s*"
    r"(?P<p>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2})(?!['’])"
)


def _there_said(clause: str, before: str, is_place: Callable[[str], bool]) -> str | None:
    """`clause` with its "there" made the place `before` named last ("works there now" -> "works in Boise now"),
    `clause` itself when it has no "there", None when it has one and no one place before says where."""
    if not re.search(r"\bthere\b", clause, re.I):
        return clause
    # a place by name, or a capitalised name one went to or was in ("visited Boise"; not "talked to Marcus")
    places = [m["p"] for m in _PLACE_BEFORE.finditer(before) if is_place(m["p"]) or m["went"]]
    if not places:
        return None
    return re.sub(r"\bthere\b", f"in {places[-1]}", clause, count=1, flags=re.I)


def mismatched(d: Draft, pronoun: str, state: Sentence | None = None) -> bool:
    """The pronoun says a gender the relation of `d` does not have ("my uncle Rob …. She …"), nor (with `state`) the
    pronouns said of them ("My cousin Sarah and her husband Mike live in Denver. He …")."""
    people = [p for p in state.drafts if p.kind == "person" and not p.pronoun] if state else []
    g = _gender(d, people, state.before if state else "")
    return bool(g) and g != ("f" if pronoun.lower() in ("she", "her", "hers") else "m")


def named_in(clause: str, state: Sentence) -> list[Draft]:
    """The people of this message `clause` names, by name or alias, or unnamed by their relation ("my dad")."""
    out = []
    for d in state.drafts:
        if d.kind != "person" or d.pronoun:
            continue
        said = [rf"\b{re.escape(n)}\b" for n in (d.name, *d.aliases) if n]
        if not d.name and d.relation:
            said.append(rf"\b(?i:my|our)\s+(?:\w+\s+)?{re.escape(d.relation)}\b")
        if any(re.search(n, clause) for n in said):
            out.append(d)
    return out


def rival_of(d: Draft, pronoun: str, before: str, state: Sentence) -> bool:
    """Someone other than `d` named in `before` whom the pronoun fits as well as `d` ("My aunt Rosa met my cousin
    Lina, and she …": either of them); a fact after it is nobody's, since a wrong owner costs more than none."""
    if mismatched(d, pronoun):
        return False
    if any(o is not d and not mismatched(o, pronoun) for o in named_in(before, state)):
        return True
    # "my friend Nina met my sister and she …": someone said by a relation only, never read as a draft
    said = [Draft(relation=m[1].lower()) for m in re.finditer(rf"\b(?i:my|our)\s+((?i:{REL_EN}))\b", before)]
    return any(not mismatched(o, pronoun) and o.relation != d.relation for o in said)


# "my colleagues Wes Park and Lena Ortiz …", "both my cousins, Dana and Gina, …": one relation for two names
_REL_LIST = re.compile(
    rf"^(?P<pre>(?i:both\s+)?)(?P<my>(?i:my|our))\s+(?P<r>(?i:{MOD}{REL_EN}|{MOD}[\w-]+(?=ies)))(?i:e?s|ies),?\s+"
    rf"(?P<a>{NAME}),?\s+(?i:and)\s+(?P<b>{NAME})\b,?"
)


# "I have two cousins, Dana and Gina": the same, said as what the user has
_HAVE_LIST = re.compile(
    r"^(?i:i|we)(?i:\s+have|\s+have\s+got|'ve\s+got|\s+got)\s+(?i:two|three|a\s+couple\s+of)\s+"
    rf"(?=(?i:{MOD}{REL_EN}|{MOD}[\w-]+(?=ies))(?i:e?s|ies)[,:]\s+{NAME},?\s+(?i:and)\s+{NAME})"
)


def one_per_name(clause: str) -> str:
    """ "My colleagues Wes and Lena are …" said as "My colleague Wes and my colleague Lena are …"."""
    have = _HAVE_LIST.match(clause)
    if have:
        clause = "my " + clause[have.end() :].replace(",", "", 1)
    m = _REL_LIST.match(clause)
    if m is None:
        return clause
    rel, my = singular_en(m["r"]), m["my"]
    return f"{m['pre']}{my} {rel} {m['a']} and {my.lower()} {rel} {m['b']}{clause[m.end() :]}"


def plural_nouns(tail: str) -> str:
    """ "programmers", "retired nurses" after a shared "are": what each one is ("a programmer")."""
    m = re.fullmatch(r"(?P<mod>(?:[a-z-]+\s+)?)(?P<n>[a-z-]{3,}s)", tail.strip())
    if m is None or m["n"].endswith("ss"):
        return tail
    return f"a {m['mod']}{singular_en(m['n'])}"


# "Let me tell you about a few of my colleagues.", "Here are my coworkers:", "These are my cousins -"
_INTRO = re.compile(
    r"^(?i:(?:so|ok|okay|well|now)[,\s]+)?(?i:let\s+me\s+tell\s+you\s+about|i\s+want\s+to\s+tell\s+you\s+about|"
    r"(?:a\s+)?(?:quick\s+)?(?:rundown|notes?)\s+(?:on|about)|here\s+(?:are|is|goes)|here's|these\s+are|"
    r"meet|some\s+(?:info|details)\s+(?:on|about))\s+"
    r"(?i:(?:a\s+few|some|two|three|four|five|all|several|a\s+couple)\s+of\s+)?(?i:my|our)\s+"
    rf"(?i:(?:two|three|four|five|several)\s+)?(?P<r>(?i:{MOD}{REL_EN}|{MOD}[\w-]+(?=ies)))(?i:e?s|ies)\b"
    r"[^.?!]{0,40}[.:!-]*\s*$"
)
# a line of such a list: a name first, then what is said of them ("Wes Park, 31, engineer", "Lena — 28")
_LIST_LINE = re.compile(rf"^\s*(?:[-*•]\s*|\d+[.)]\s*)?{NAME}\s*(?:,|:|—|–|\s-\s|\()")


def group_relation(recent: Sequence[str]) -> str:
    """The relation an intro line said for the list of people the messages after it name one a line; ""."""
    for said in reversed(recent):
        text = said.strip()
        m = _INTRO.match(text)
        if m:
            return singular_en(m["r"])
        if not _LIST_LINE.match(text):
            return ""
    return ""


_FULL_NAME = re.compile(
    rf"^(?:(?:her|his|their)\s+)?(?:full|real|legal|whole)\s+name(?:\s+is|\s*:|\s*—|\s*-)?\s+(?P<n>{NAME})$", _I
)


# "Her full name is Tess Grant": a clause about the one just named
FULL_NAME_OF = re.compile(r"^(?:her|his|their)(?P<c>\s)(?P<rest>(?:full|real|legal|whole)\s+name\b.*)$", _I)


def full_name(draft: Draft, said: str) -> bool:
    """ "full name Liam Foster" of Liam: the name said in full, the short one kept as an alias; True when it was."""
    m = _FULL_NAME.match(said.strip().rstrip("."))
    if m is None or draft.kind != "person" or draft.pronoun:  # whose, the store resolves; not what they are named
        return False
    full = m["n"]
    if not draft.name or full.split()[0].casefold() == draft.name.split()[0].casefold():
        short, draft.name = draft.name, full
        draft.aliases = [a for a in draft.aliases if a != full]
        draft.add_alias(short)
    else:
        draft.add_alias(full)
    return True


def who_inside(c: str, before: str, is_place: Callable[[str], bool]) -> tuple[str, str, str, str] | None:
    """A person a clause says something of in passing, inside it: (name, relation, what is said of them, the clause
    without it), or None. "We went to a concert with my cousin Dana, who is 34" -> Dana, cousin, "is 34"; "I visited
    Boise last month, and Sadie, who works there now, took me to lunch" -> Sadie, "", "works in Boise now", with
    "took me to lunch" kept as the clause goes on. A "there" no place before says is read as said, or not at all."""
    told = WHO_INSIDE.search(c)
    if told is not None:  # cut at the main verb, as a bare name's: "my cousin Sadie, who works there now, said hi"
        x, _, main = told["x"].partition(", ")
        x = _there_said(x, before + c[: told.start()], is_place) or x
        kept = c[: told.end("n")] + (" " + main if main else "")
        return told["n"], told["r"].lower(), ("is " if told["is"] else "") + x, kept
    inside = _WHO_NAME_INSIDE.search(c)
    x = _there_said(inside["x"], before + c[: inside.start()], is_place) if inside else None
    if inside is None or x is None:
        return None
    return inside["n"], "", ("is " if inside["is"] else "") + x, c[: inside.end("n")] + " " + inside["main"]
