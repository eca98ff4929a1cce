"""A user's message read with the assistant's turn before it (issue #21), in either Chinese script.

"I have two boys, Jake is 10 and Sam is 7": the user's children one at a time (`kids_said`); "她多大了？" / "34": the
reply states the age of whom the assistant asked after (`reply_said`); "我室友" / "嗯？" /
"老家東北的": of the one the user's last message was about (`carried_zh`); "How old are you?" / "34": the user's own,
no one else's. A turn in Traditional is read as its Simplified twin and given back as written (`turn_in_script`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from .._entity_models import Mention
from ._entities_carried_zh import carried_zh
from ._entities_kids import kids_said
from ._entities_replied import asks_the_user, reply_said
from ._hant import turn_in_script

__all__ = ["read_turn"]


def read_turn(
    extract: Callable[..., list[Mention]],
    asked: str | None,
    before: str,
    text: str,
    language: str,
    recent: Sequence[str],
    names: Collection[str],
    told: list[str],
) -> list[Mention]:
    """The mentions of the user's message `text` read by `extract` (`extract_mentions`' signature), `asked` the
    assistant's turn before it (None when the turn before is the user's), `before` the user's message that turn
    answered. A reply read as the statement it makes ("她多大了？" / "34" -> "我表姐34岁") is added to `told`."""

    def read(asked: str, text: str, language: str, recent: Sequence[str], names: Collection[str]) -> list[Mention]:
        if kids := kids_said(text, recent, asked):
            told.append(kids)  # "I have two boys, Jake is 10 and Sam is 7": one son at a time
            text = kids
        elif asked_here and (stated := reply_said(asked, text, language, names, before)):
            told.append(stated)  # "How old is she?" then "34, she's a nurse": of whom the assistant asked
            text = stated
        carried = carried_zh(asked, text, recent, names) if language == "zh" else None  # "我室友" / "嗯？" / …
        mentions = carried if carried is not None else extract(text, language=language, recent=recent, names=names)
        if asked_here and asks_the_user(asked):
            # "How old are you?" then "34": the user's own age, not that of whom they spoke of before
            mentions = [m for m in mentions if not (m.pronoun and not m.gender)]
        return mentions

    asked_here = asked is not None
    return turn_in_script(read, asked or "", text, language, recent, names)
