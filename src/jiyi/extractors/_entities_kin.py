"""Whose kin a pronoun's kin word means when the message itself does not say (issue #21): "她儿子今年12岁" after
"我姑妈李芳人很好", "Her son Marco is 12." after "Talked to my aunt Rita today." — the one person the last
message named, when the relation it named them by says the pronoun's gender. Two people, or one whose tie says no
gender ("小王是我同事" … "他媳妇…"): no one (a wrong owner costs more than none)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._entity_models import Mention
from .._entity_words import PET_WORDS_EN
from ._entities import Draft, Sentence
from ._kin_zh import REL_ALL
from ._referents import relation_gender, ties_said

__all__ = ["kin_of_zh", "kin_owner_zh", "owner_before", "tie_before"]


def owner_before(recent: Sequence[str], pronoun: str, language: str) -> tuple[str, str] | None:
    """(name, relation) of the one person the last of `recent` named, of the gender `pronoun` says ("她", "her")."""
    from ._entities import extract_mentions

    if not recent or not isinstance(recent[-1], str):
        return None
    want = "f" if pronoun.lower() in ("她", "she", "her") else "m"
    said = [m for m in extract_mentions(recent[-1], language=language) if m.kind == "person" and not m.pronoun]
    said = [m for m in said if m.relation]
    if len(said) != 1 or relation_gender(said[0].relation) != want:
        return None
    return said[0].name, said[0].relation


def kin_of_zh(owner: Draft, said: str) -> str:
    """ "她老公…" said right after `owner` ("小王和她老公", "我姐和她老公来了") as the owner's kin ("小王的老公",
    "我姐的老公"), what follows dropped (what they did together is neither's fact); "" when the pronoun does not
    fit the owner's gender or the owner has no name or tie to say."""
    kin = re.match(rf"^(?P<p>[她他])(?P<rel>{REL_ALL})(?![们的])", said)
    if kin is None or owner.pronoun or relation_gender(owner.relation) not in ("", "f" if kin["p"] == "她" else "m"):
        return ""
    whose = owner.name or (f"我{owner.relation}" if owner.relation else "")
    return f"{whose}的{kin['rel']}" if whose else ""


def kin_owner_zh(found: Draft | None, clause: str, state: Sentence) -> Draft | None:
    """Whom the 他 / 她 opening `clause` is, `found` as read, unless it points back past this message to own the
    kin word after it ("我姑妈李芳人很好" … "她儿子今年12岁"): then the one the last message named (`owner_before`),
    or no one."""
    if found is None or not found.pronoun or not re.match(rf"{REL_ALL}(?!们)", clause[1:]):
        return found
    said = owner_before(state.recent, clause[0], "zh")
    return state.note(said[0], kind="person", relation=said[1], language="zh") if said else None


def tie_before(mentions: list[Mention], recent: Sequence[str], language: str) -> list[Mention]:
    """ "My dad is in hospital." then "he's 67": the he / she of a message that names no one else is the one the
    last message named only by their tie — said with nothing about them, it is no mention the store keeps, so a
    pronoun has nothing to be joined to. Of a tie whose gender fits, and only when the tie is the only one said."""
    from ._entities import extract_mentions

    said = [m for m in mentions if m.kind == "person"]
    if len(said) != 1 or not said[0].pronoun or not said[0].gender or not recent or not isinstance(recent[-1], str):
        return mentions
    if extract_mentions(recent[-1], language=language):
        return mentions  # someone (or a pet) the store keeps: it joins the pronoun to them
    ties = ties_said(recent[-1])
    if len(ties) != 1 or relation_gender(tie := ties[0]) not in ("", said[0].gender) or tie.lower() in PET_WORDS_EN:
        return mentions  # "My cat knocked over a plant." then "She — job: actuary": no cat's job
    named = said[0].model_copy(update={"pronoun": False, "relation": tie, "gender": ""})
    return [named if m is said[0] else m for m in mentions]
