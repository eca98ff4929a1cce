"""English wording for the offline profile (`jiyi.lifecycle._prose`): a statement said of "User" said again of
"they", of "I" (to quote the user) or after "used to" ("User plays" -> "they play" / "I play" / "used to play"), and
the user inside a statement that does not open with them ("On October 31 User and their wife went hiking").
"""

from __future__ import annotations

import re

__all__ = ["agree", "en_inner"]

# fmt: off
_ADVERBS = frozenset([
    "always", "never", "often", "usually", "also", "still", "just", "now", "mostly", "already", "sometimes",
    "rarely", "really", "pretty", "much", "recently", "finally", "currently", "even", "only", "actually",
    "honestly", "basically",
])
_KEEP = frozenset([
    "can", "can't", "cannot", "could", "couldn't", "will", "won't", "would", "wouldn't", "should", "shouldn't",
    "may", "might", "must",
])
# fmt: on
_IRREGULAR = {
    "is": {"they": "are", "i": "am", "base": "be"},
    "isn't": {"they": "aren't", "i": "am not", "base": "not be"},
    "was": {"they": "were", "i": "was", "base": "be"},
    "wasn't": {"they": "weren't", "i": "wasn't", "base": "not be"},
    "has": {"they": "have", "i": "have", "base": "have"},
    "hasn't": {"they": "haven't", "i": "haven't", "base": "not have"},
    "doesn't": {"they": "don't", "i": "don't", "base": "not"},
}


def _verb(word: str, person: str) -> str:
    low = word.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low][person]
    if low in _KEEP or low.endswith("ed") or (person != "base" and not low.endswith("s")):
        return word
    if re.search(r"[^aeiou]ies$", low):
        return word[:-3] + "y"
    if re.search(r"(?:ch|sh|ss|x|z|o)es$", low):
        return word[:-2]
    if low.endswith("s") and not low.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def agree(rest: str, person: str, *, verb: bool = True) -> str:
    """`rest` (said of "User") said of "they", "I" or after "used to" (`person`: they / i / base); `verb`:
    whether it starts with the verb (after "User") rather than a noun (after "User's")."""
    words = rest.split(" ")
    for i, w in enumerate(words if verb else ()):
        if w.lower() not in _ADVERBS:
            words[i] = _verb(w, person)
            break
    out = " ".join(words)
    if person == "i":
        for a, b in (("themselves", "myself"), ("their", "my"), ("theirs", "mine"), ("them", "me")):
            out = re.sub(rf"\b{a}\b", b, out)
    return out


_EN_OBJECT = re.compile(
    r"\b(?P<v>to|with|for|at|from|about|by|of|gave|told|asked|helped|visited|called|made|let|took|sent|showed|"
    r"invited|surprised|inspired|reminded|taught|met|joined|drove|brought) (?:the user|User)\b"
)


def en_inner(text: str, first: str | None) -> str:
    """The user inside a statement that does not start with them ("On October 31 User and their wife went
    hiking"): "they" / "their" / "them" once the paragraph has named them, the subject itself (`first`) when this
    is its first mention; "User" is never spliced into a sentence."""
    if first is not None:
        owner = first + "'s" if first != "The user" else "the user's"
        text = re.sub(r"\b(?:the user|User)'s\b", owner, text, count=1)
        return re.sub(r"\b(?:the user|User)\b", first if first != "The user" else "the user", text, count=1)
    text = re.sub(r"\b(?:the user|User)'s\b", "their", text)
    text = _EN_OBJECT.sub(r"\g<v> them", text)
    text = re.sub(r"\b(?:the user|User)\b", "they", text)
    return re.sub(
        r"\bthey (is|was|has|isn't|wasn't|hasn't|doesn't)\b", lambda m: "they " + _IRREGULAR[m[1]]["they"], text
    )
