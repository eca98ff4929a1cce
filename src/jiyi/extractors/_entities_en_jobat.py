"""A job and where it is done said in one breath, in the everyday shapes (issue #21).

"works at Zalando now, as a designer", "is a designer over at Zalando", "is at Zalando, a designer", "'s job: nurse
at Mercy", "landed a designer role at Zalando", "freelances as a designer for Zalando": each is put back into the one
shape the predicate readers know ("is a designer at Zalando"), or into its two plain parts ("works at zalando" and
"works as a designer") when the workplace has no capital to say it is a name. A job "there" ("'s a designer there")
is the job alone: where was said before. The trade is checked against the trades lexicon; anything else is left as
said.
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import is_occupation

__all__ = ["job_at_en"]

_I = re.IGNORECASE
_WHEN = r"(?:\s+(?:now|currently|these\s+days|right\s+now|nowadays|full[-\s]time|part[-\s]time))?"
# a workplace: a name or a plain noun phrase, no article ("the city" is read by the readers that know it)
_AT = r"(?P<w>(?!(?:a|an|the|home|night|nights)\b)[\w&.'’-]+(?:\s+[\w&.'’-]+){0,3}?)"
_TRADE = r"(?P<j>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)"
_AS = r"\s+as\s+(?:a|an)\s+"
_SPLIT = [
    re.compile(shape, _I)
    for shape in (
        # "works at Zalando now, as a designer", "works for Zalando, as a designer", "works at zalando now as a …"
        rf"^(?:works|is\s+working)\s+(?:at|for|with)\s+{_AT}(?:{_WHEN}\s*,\s*(?:now)?|\s+(?:now|currently|nowadays))"
        rf"{_AS}{_TRADE}$",
        # "is at Zalando, a designer", "'s at Zalando now, designer"
        rf"^(?:is|'s)\s+(?:at|with)\s+{_AT}{_WHEN}\s*,\s*(?:(?:a|an)\s+)?{_TRADE}$",
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
        # "landed a job at Google as an engineer"
        rf"^(?:just\s+)?landed\s+(?:a|an)\s+(?:new\s+)?(?:job|role|position|gig)\s+(?:at|with)\s+{_AT}{_AS}{_TRADE}$",
    )
]
# "is a designer over at Zalando", "'s a nurse over at St Mary's"
_OVER_AT = re.compile(rf"^(?P<v>(?:is|'s|works\s+as)\s+(?:a|an)\s+{_TRADE})\s+over\s+(?:at|with)\s+{_AT}$", _I)
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
