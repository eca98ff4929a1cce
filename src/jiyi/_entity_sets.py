"""A set, an attribute or a person asked for in the user's own words, found from what the entities carry (issue #21).

`jiyi._entity_words.RELATION_TERMS` knows the common words ("下属", "buddies", "teammates") and maps synonyms onto
one key; a question whose set word is not in it selects nothing there. The user's own labels are the other
vocabulary: an entity the user called a "direct report" or "团队成员" is found by "which of my reports …" or
"我团队里谁 …" — a word of the label, said right after "my / our / 我(的)", in the singular or the plural.

The members' fact labels are the vocabulary of attributes the same way ("什么专业" of a "专业" fact, "major in" of
"majored in"), and a Latin full name is asked by its first name ("What does Grace like?" of Grace Lee).

Only a possessive opens a loose match, so "write a report" or "团队建设" selects no one. (Measured on the bundled
e5 embedder: single relation words all sit within a few hundredths of each other — 天气 is as close to 下属 as
手下 is — so an embedding cannot tell a synonym from an unrelated word with a margin; it is not used here.)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entity_models import Entity, EntityView
from ._text import is_han, query_terms

__all__ = ["asked_by_label", "first_names", "loose_sets"]

# "my reports", "our team's", "of my two buddies": up to three words after the possessive
_MY_EN = re.compile(r"\b(?:my|our)\s+((?:[a-z][a-z'-]*\s*){1,3})", re.I)
# "我团队里", "我的团队成员", "我们组里": the Han run after the possessive
_MY_ZH = re.compile(r"我(?:的|们的|们|家的|家)?([\u4e00-\u9fff]{2,8})")
_EN_STOP = frozenset({"a", "an", "the", "of", "my", "our", "own", "old", "new", "best", "two", "three", "few", "s"})


def _singular(word: str) -> str:
    word = word.lower().removesuffix("'s").removesuffix("'")
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def _label_words(label: str) -> set[str]:
    return {_singular(w) for w in re.findall(r"[a-z][a-z'-]*", label.lower())} - _EN_STOP


def loose_sets(text: str, entities: Sequence[Entity]) -> list[tuple[str, list[Entity]]]:
    """(the words as said, the entities whose relation label they name) for each possessive phrase of `text` that
    names a word of a label (English: a whole word, singular or plural; Chinese: two characters or more of it)."""
    labels: dict[str, list[Entity]] = {}
    for e in entities:
        if e.relation.strip() and not re.search(r"的|'s\b", e.name):
            labels.setdefault(e.relation.strip(), []).append(e)
    if not labels:
        return []
    out: list[tuple[str, list[Entity]]] = []
    for m in _MY_EN.finditer(text):
        said = [w for w in m.group(1).split() if _singular(w) not in _EN_STOP]
        for i, word in enumerate(said):
            named = [label for label in labels if _singular(word) in _label_words(label)]
            if named:
                # the whole run of the label's words as said ("lab mates", not "lab"): its plural makes it a set
                words = [word]
                for nxt in said[i + 1 :]:
                    if not any(_singular(nxt) in _label_words(label) for label in named):
                        break
                    words.append(nxt)
                # Part of a label in the singular is a thing more often than a person: "my report is due" is
                # no "direct report"; "my reports" (a set) or the whole label ("my lab mate") is.
                partial = len(words) < min(len(_label_words(label)) for label in named)
                if not (partial and all(_singular(w) == w.lower() for w in words)):
                    out.append((" ".join(words), [e for label in named for e in labels[label]]))
                break
    for m in _MY_ZH.finditer(text):
        run = m.group(1)
        best: tuple[str, list[Entity]] | None = None
        for label, es in labels.items():
            han = "".join(ch for ch in label if is_han(ch))
            shared = _shared(run, han)
            if len(shared) >= 2 and (best is None or len(shared) > len(best[0])):
                best = (shared, list(es))
            elif best is not None and shared == best[0]:
                best[1].extend(es)
        if best is not None:
            out.append(best)
    return out


def _shared(run: str, label: str) -> str:
    """The longest run of characters `run` begins with that `label` holds ("团队里谁" and "团队成员": "团队")."""
    for n in range(min(len(run), len(label)), 1, -1):
        if run[:n] in label:
            return run[:n]
    return ""


# Characters that make no word of a label on their own ("的人", "是在"): a shared pair must hold neither.
_ZH_GLUE = frozenset("的是在了和也都很就着过为有个们吗呢吧啊么什")


def _word_pair(pair: str) -> bool:
    return all(is_han(c) and c not in _ZH_GLUE for c in pair)


def asked_by_label(question: str, views: Sequence[EntityView]) -> list[str]:
    """The attributes whose labels (the user's words the extractor kept: "专业", "majored in") share a word with
    `question` ("他们都学的什么专业", "what did they major in"), in the members' order; [] when none does."""
    low = question.lower()
    words = {w for w in (_singular(x) for x in re.findall(r"[a-z][a-z'-]*", low)) if len(w) >= 4} - _ASKED_STOP
    pairs = {low[i : i + 2] for i in range(len(low) - 1)}
    out: list[str] = []
    for v in views:
        for f in v.facts:
            label = f.label.lower()
            if f.attribute == "relation" or f.attribute in out or not label:
                continue
            han = [p for i in range(len(label) - 1) if _word_pair(p := label[i : i + 2])]
            latin = {w for w in _label_words(label) if len(w) >= 4}
            # "major" and "majored": one word inflected
            if any(p in pairs for p in han) or any(_inflected(a, b) for a in latin for b in words):
                out.append(f.attribute)
    return out


#: Words of a question that speak of whom it asks about, never of what: "the tallest person" asks no "personality".
_ASKED_STOP = _EN_STOP | {"person", "people", "anyone", "anybody", "everyone", "everybody", "someone", "folk"}


def _inflected(a: str, b: str) -> bool:
    """Whether `a` and `b` are one word inflected ("major" / "majored", "hobby" / "hobbies"): one begins the other
    and the longer adds an ending of three letters at most — "person" is no form of "personality"."""
    short, long = sorted((a, b), key=len)
    return long.startswith(short) and len(long) - len(short) <= 3


def first_names(entities: Sequence[Entity], names: dict[str, list[Entity]]) -> dict[str, list[Entity]]:
    """ "grace" -> [Grace Lee]: the first name of a Latin full name, as the user says it day to day, when no other
    entity has it and it is no common word ("Will", "May")."""
    out: dict[str, list[Entity]] = {}
    for e in entities:
        first = e.name.split()[0] if " " in e.name.strip() else ""
        if len(first) >= 3 and first.isascii() and first.isalpha() and first[0].isupper():
            out.setdefault(first.lower(), []).append(e)
    return {k: es for k, es in out.items() if len(es) == 1 and k not in names and query_terms(k)}
