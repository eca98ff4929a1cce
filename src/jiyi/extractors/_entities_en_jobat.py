"""A job and where it is done said in one breath, in the everyday shapes (issue #21).

"works at Zalando now, as a designer", "is a designer over at Zalando", "is at Zalando, a designer", "'s job: nurse
at Mercy", "landed a designer role at Zalando", "freelances as a designer for Zalando": each is put back into the one
shape the predicate readers know ("is a designer at Zalando"), or into its two plain parts ("works at zalando" and
"works as a designer") when the workplace has no capital to say it is a name. A job "there" ("'s a designer there")
is the job alone: where was said before. The trade is checked against the trades lexicon; anything else is left as
said. "a Google engineer", "a Deloitte accountant": a name before a trade is the employer, unless it says the kind
of work ("an ER nurse", "an HVAC technician", "a French teacher", "a Python developer", "a Senior Engineer", "a London
cabbie").
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import NATIONALITY, STUDY_FIELD, is_occupation
from ._entities_en_values import DEPARTMENT
from ._rules_common import is_place, tool_mentions

__all__ = ["hired_by", "job_at_en", "org_and_trade"]

_I = re.IGNORECASE
_WHEN = r"(?:\s+(?:now|currently|these\s+days|right\s+now|nowadays|full[-\s]time|part[-\s]time))?"
# a workplace: a name or a plain noun phrase, no article ("the city" is read by the readers that know it)
_AT = r"(?P<w>(?!(?:a|an|the|home|night|nights)\b)[\w&.'’-]+(?:\s+[\w&.'’-]+){0,3}?)"
_TRADE = r"(?P<j>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)"
_AS = r"\s+as\s+(?:a|an)\s+"
_THE_BODY = r"(?P<w>the\s+(?:(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2}|(?:local\s+|city\s+)?council))"
_SPLIT = [
    re.compile(shape, _I)
    for shape in (
        # "works at Zalando now, as a designer", "works for Zalando, as a designer", "works at zalando now as a …"
        rf"^(?:works|is\s+working)\s+(?:at|for|with)\s+{_AT}(?:{_WHEN}\s*,\s*(?:now)?|\s+(?:now|currently|nowadays))"
        rf"{_AS}{_TRADE}$",
        # "is at Zalando as a designer", "'s over at Deloitte now, as an accountant"
        rf"^(?:is|'s)\s+(?:over\s+)?(?:at|with)\s+{_AT}{_WHEN}\s*,?{_AS}{_TRADE}$",
        # "is at Zalando, a designer", "'s at Zalando now, designer", "'s over at Deloitte, accountant"
        rf"^(?:is|'s)\s+(?:over\s+)?(?:at|with)\s+{_AT}{_WHEN}\s*,\s*(?:(?:a|an)\s+)?{_TRADE}$",
        # "is a designer, at Zalando"
        rf"^(?:is|'s)\s+(?:a|an)\s+{_TRADE}\s*,\s*(?:at|for|with)\s+{_AT}$",
        # "'s job: designer at Zalando", "freelances as a designer for Zalando"
        rf"^(?:(?:'s|is)\s+(?:job|work|occupation)\s*(?::|is|-)|freelances\s+as\s+(?:a|an))"
        rf"\s+(?:(?:a|an)\s+)?{_TRADE}\s*,?\s+(?:at|for|with)\s+{_AT}$",
        # "works as a designer at Zalando in Berlin": said the way "is a designer at …" is
        rf"^works{_AS}{_TRADE}\s+(?:at|for|with)\s+{_AT}$",
        # "landed a designer role at Zalando", "got a nursing job at Mercy" (the trade said as the job's kind)
        rf"^(?:just\s+)?(?:landed|got|started|took)\s+(?:a|an|the)\s+(?:new\s+)?{_TRADE}\s+(?:role|job|position|gig)"
        rf"\s+(?:at|with)\s+{_AT}$",
        # "is a nurse with the NHS", "works for the BBC as a producer", "'s a planner at the council": a named body
        # said with its article ("the council" is the one named body a lower-case word says)
        rf"^(?:is|'s)\s+(?:a|an)\s+{_TRADE}\s+(?:at|for|with)\s+{_THE_BODY}$",
        rf"^works\s+(?:at|for|with)\s+{_THE_BODY}{_AS}{_TRADE}$",
        rf"^works{_AS}{_TRADE}\s+(?:at|for|with)\s+{_THE_BODY}$",
        # "landed a job at Google as an engineer"
        rf"^(?:just\s+)?landed\s+(?:a|an)\s+(?:new\s+)?(?:job|role|position|gig)\s+(?:at|with)\s+{_AT}{_AS}{_TRADE}$",
    )
]
# "is a designer over at Zalando", "'s a nurse over at St Mary's"
_OVER_AT = re.compile(rf"^(?P<v>(?:is|'s|works\s+as)\s+(?:a|an)\s+{_TRADE})\s+over\s+(?:at|with)\s+{_AT}$", _I)
# "is over at Deloitte", "'s over at Zalando now": where they work, as "is at Deloitte" says it
_OVER_ALONE = re.compile(
    rf"^(?:is|'s)\s+over\s+(?P<a>at|with)\s+(?P<w>(?-i:[A-Z])[\w&.'’-]*(?:\s+[\w&.'’-]+){{0,3}}?){_WHEN}$", _I
)
# "is a designer there", "works as a nurse there now", "works there as a nurse": the job; the place came before
_THERE = re.compile(
    rf"^(?P<v>(?:is|'s|works\s+as)\s+(?:a|an)\s+{_TRADE})\s+there{_WHEN}$|^works\s+there{_WHEN}\s+as\s+"
    rf"(?P<a>(?:a|an)\s+{_TRADE.replace('P<j>', 'P<k>')})$",
    _I,
)


def job_at_en(rest: str) -> list[str] | None:
    """The plain predicates a job-and-workplace predicate says ("is a designer at Zalando", or "works at zalando"
    and "works as a designer"), None when `rest` is no such shape or its trade is no trade."""
    said = rest.strip().rstrip(".!")
    there = _THERE.match(said)
    if there:
        trade = there["j"] or there["k"]
        if not is_occupation(trade, by_suffix=len(trade.split()) > 1):
            return None
        return [there["v"]] if there["v"] else [f"works as {there['a']}"]
    over = _OVER_AT.match(said)
    if over:  # "is a good cook over at Nobu": said as "is a good cook at Nobu" is, whatever the trade
        return [f"{over['v']} at {over['w']}"]
    alone = _OVER_ALONE.match(said)
    if alone:
        return [f"is {alone['a']} {alone['w']}"]
    for shape in _SPLIT:
        m = shape.match(said)
        if not m:
            continue
        trade, where = m["j"].strip(), m["w"].strip()
        if not is_occupation(trade, by_suffix=len(trade.split()) > 1):
            return None
        article = "an" if trade[:1].lower() in "aeiou" else "a"
        if where[:1].isupper():
            plain = f"is {article} {trade} at {where}"
            return [plain] if plain.lower() != said.lower() else None
        return [f"works at {where}", f"works as {article} {trade}"]
    return None


# "a Google engineer", "a Deloitte senior accountant": a capitalised name, then a trade in lower case
_ORG_TRADE = re.compile(
    r"^(?P<o>[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?P<j>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3})$"
)
# a capitalised word before a trade that says the kind of work or its rank, not who it is done for: a ward or a
# unit ("ER nurse"), a rank ("Senior engineer"), a faith, a subject, a sport or a discipline ("Pilates instructor")
_KIND_OF_WORK = re.compile(
    rf"^(?:{NATIONALITY}|{STUDY_FIELD}|"
    r"senior|junior|lead|head|chief|principal|staff|assistant|associate|registered|licensed|certified|master|sous|"
    r"executive|former|retired|freelance|self-employed|full-time|part-time|trainee|student|apprentice|"
    r"catholic|christian|muslim|jewish|buddhist|hindu|mormon|protestant|orthodox|anglican|methodist|baptist|"
    r"yoga|pilates|zumba|crossfit|montessori|waldorf|kindergarten|preschool|high\s+school|middle\s+school|"
    r"elementary|primary|secondary|science|maths?|geography|latin|drama|gym|ski|tennis|golf|swim|football|soccer|"
    r"baseball|basketball|hockey|rugby|cricket|piano|guitar|violin|dance|ballet|music|art|church|army|navy|"
    r"air\s+force|marine|police|fire|coast\s+guard|state|federal|city|county|government|private|public)$",
    re.IGNORECASE,
)


def org_and_trade(job: str) -> tuple[str, str] | None:
    """ "Google engineer" said as one job: ("Google", "engineer"), the employer and the trade, when the name before
    the trade is clearly who the work is for; None otherwise ("ER nurse", "French teacher", "London cabbie")."""
    m = _ORG_TRADE.match(job.strip())
    if m is None or not is_occupation(m["j"], by_suffix=False):
        return None
    org = m["o"]
    # letters before a trade name its field far more often than its employer ("HVAC technician", "ASL interpreter")
    if (
        re.fullmatch(r"[A-Z]{2,5}", org)
        or _KIND_OF_WORK.match(org)
        or DEPARTMENT.match(org)
        or is_place(org)
        or tool_mentions(org)
    ):
        return None
    return org, m["j"]


def hired_by(facts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """(attribute, label, value) facts with a job said with its employer ("Google engineer") told as the two, unless
    an employer was said as well ("a Google engineer at DeepMind": the job as said)."""
    if any(a == "employer" for a, _, _ in facts):
        return facts
    out = []
    for a, label, v in facts:
        split = org_and_trade(v) if a == "job" else None
        out += [(a, label, split[1]), ("employer", "works at", split[0])] if split else [(a, label, v)]
    return out
