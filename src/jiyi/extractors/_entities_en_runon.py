"""Run-on English chat cut where a new clause starts without punctuation.

Voice-typed and hurried messages run one thought into the next: "my cat knocked my coffee over this morning anyway
he is a barista", "i need a holiday so bad, anyway our teammate Tyler works at Coastline". The "anyway" is where the
speaker turns back to the person; what precedes it is their own aside. Cutting the message into a new sentence there
lets each reader see the clause about the person on its own, with its subject at its start.
"""

from __future__ import annotations

import re

# A sentence break the splitter always honours: "is 30. would love …" after a number is no abbreviation's period
_BREAK = ".\n"

# "anyway" (or "anyways") after a word, a comma or a dash, with a clause about someone after it: a pronoun, a
# possessive ("my mum", "our line manager", "her home town") or a capitalised name. "I went anyway." and "anyway,"
# opening a message are left alone: nothing follows, or a sentence already starts there.
_TURN_BACK = re.compile(
    r"(?<=[\w)'\"])\s*[,;–—-]?\s+(?i:anyways?)[,!]?\s+"
    r"(?=(?i:he|she|they|my|our|his|her|their)\b|[A-Z][a-z]+\b)"
)


def cut_runons_en(text: str) -> str:
    """`text` with a sentence break where a run-on turns back to someone ("… this morning anyway he is a barista")."""
    return _TURN_BACK.sub(_BREAK, text)


# "… is from Launceston originally and would approve haha": the "would" is only its own clause's, and the fact said
# plainly before it stands
_AND_WOULD = re.compile(r"(?<=[\w)'\"])\s*,?\s+and\s+(?=(?i:would|wouldn't|would\s+not)\b)", re.IGNORECASE)
# "Declan had a job interview today and I think it went okay?": a run-on whose last clause is the user's own doubt
# ("I think it went okay?", "it was fine?") — the "?" is that clause's, not the statements before it
_QUESTION_TAIL = re.compile(
    r"(?<=[\w)'\"])\s*,?\s+(?:and|but|so)\s+(?=(?:i|it|that|we)\b[^.!?;\n]*\?)",
    re.IGNORECASE,
)
_WOULD_CLAUSE = re.compile(r"\b(?i:would)\b[^.!?;\n]*")
_NEXT_SUBJECT = re.compile(r",\s+(?:(?:and|but|so)\s+)?(?=(?i:he|she|his|her|my|our)\b)")
_SENTENCE = re.compile(r"[^.!?;\n]+\?")
_ASKS_FIRST = re.compile(
    r"^\W*(?:what|how|why|when|where|which|who|whom|whose|is|are|am|was|were|can|could|would|should|do|does|did|"
    r"will|shall|may|might|have|has|any|anyone|ever|remember|know)\b",
    re.IGNORECASE,
)


def cut_hedged_en(text: str) -> str:
    """`text` with a "would" clause or a doubting "…?" clause cut off the plain statements run on before it."""
    text = _AND_WOULD.sub(_BREAK, text)
    # "… and would love this place haha, and he is 31": the "would" ends where a clause about someone starts
    text = _WOULD_CLAUSE.sub(lambda m: _NEXT_SUBJECT.sub(_BREAK, m[0], count=1), text)

    def cut(m: re.Match[str]) -> str:
        said = m[0]
        if _ASKS_FIRST.match(said):  # "Did Amy move and is it nice?": a question from its start
            return said
        tails = list(_QUESTION_TAIL.finditer(said))
        if not tails:
            return said
        last = tails[-1]
        return f"{said[: last.start()]}{_BREAK}{said[last.end() :]}"

    return _SENTENCE.sub(cut, text)
