"""Does a selected statement say again what a memory already says, in other words?

"PowerPoint drives me crazy" restated is "PowerPoint drives the user crazy."; beside "User can't stand PowerPoint"
(a rule's reading of the same clause, or a memory from last week) it adds nothing but a second line saying the same.
Word overlap misses it (the wording differs), and vector similarity alone cannot tell "loves X" from "can't stand
X" (the bundled embedder puts them at ~0.65). So the two must name the same thing, feel the same way about it, and
be close in meaning (cosine ≥ `SAME_COSINE`; "Jira drives the user crazy." and "User can't stand Jira" are at 0.53);
only then is the new one left out. Statements with no sentiment are never matched here: "User uses PowerPoint
for every talk" is news beside "User can't stand PowerPoint".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

__all__ = ["SAME_COSINE", "says_again", "sentiment"]

SAME_COSINE = 0.5

_I = re.IGNORECASE
_NEG_EN = re.compile(
    r"\b(?:can't|cannot|can not|couldn't) (?:stand|bear)\b|\b(?:hates?|hated|dislikes?|loathes?|detests?)\b"
    r"|\b(?:drives?|makes?|driving|making) (?:\w+ ){0,2}(?:crazy|nuts|mad|insane)\b|\bannoy\w*"
    r"|\b(?:doesn't|don't|does not|do not|never) (?:like|enjoy|love)s?\b",
    _I,
)
# "like" only as a verb of the user ("looks like", "a tool like Slack" feel nothing).
_POS_EN = re.compile(
    r"\b(?:loves?|likes|enjoys?|prefers|adores?|favou?rite|fan of)\b"
    r"|\b(?:i|they|we|user)\s+(?:really |also |just )?(?:like|prefer)\b",
    _I,
)
_NEG_ZH = re.compile(r"受不了|讨厌|不喜欢|不爱|反感|抓狂|厌恶|忍不了|受够|头疼|烦死|心烦|很烦|好烦")
_POS_ZH = re.compile(r"喜欢|爱吃|爱喝|爱看|爱听|热爱|最爱|偏好|钟爱")
_STOP_EN = frozenset(
    re.findall(
        r"\S+",
        "user user's they their them the and but with for from that this these those was were has have had been "
        "really very just also always pretty much everything anything something every",
    )
)


def sentiment(text: str) -> int:
    """-1 for a dislike, +1 for a liking, 0 for neither (a dislike is read first: "doesn't like" holds "like")."""
    if _NEG_EN.search(text) or _NEG_ZH.search(text):
        return -1
    return 1 if _POS_EN.search(text) or _POS_ZH.search(text) else 0


def _terms(text: str) -> set[str]:
    """What a statement is about: its content words and Chinese character pairs, without the user and the words
    of feeling (so "用户受不了榴莲" and "用户受不了香菜" share nothing)."""
    rest = _POS_ZH.sub(" ", _NEG_ZH.sub(" ", _POS_EN.sub(" ", _NEG_EN.sub(" ", text)))).replace("用户", " ")
    words = {w.lower().rstrip(".") for w in re.findall(r"[A-Za-z][\w.+#-]{2,}", rest)} - _STOP_EN
    pairs = {run[i : i + 2] for run in re.findall(r"[\u4e00-\u9fff]{2,}", rest) for i in range(len(run) - 1)}
    return words | pairs


def says_again(text: str, others: Sequence[str], embed: Callable[[list[str]], npt.NDArray[np.float32]]) -> int | None:
    """The index of the first of `others` that `text` says again (same subject and sentiment, cosine ≥
    `SAME_COSINE`), or None. Only the few that pass the word checks are embedded."""
    feeling = sentiment(text)
    if not feeling:
        return None
    about = _terms(text)
    near = [i for i, o in enumerate(others) if sentiment(o) == feeling and about & _terms(o)]
    if not near:
        return None
    vectors = embed([text, *(others[i] for i in near)]).astype(np.float64)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    for i, v in zip(near, vectors[1:], strict=True):
        if float(v @ vectors[0]) >= SAME_COSINE:
            return i
    return None
