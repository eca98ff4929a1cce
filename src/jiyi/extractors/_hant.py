"""Traditional Chinese at the offline readers' doors: read as Simplified, answered in the user's script.

The memory extractor and the entity reader wrap their work in these two functions (see `jiyi._script`): each
Traditional text of a request or a message is read through its character-for-character Simplified twin, and what
the readers wrote (memory text, reasons, names, values) is given back in the script the user wrote it in.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from .._entity_models import Mention, MentionFact
from .._models import Decision, ExtractionRequest, ExtractionResult, Role
from .._script import han_script, in_script_of, is_traditional, to_simplified

__all__ = ["mentions_as_said", "mentions_in_script", "request_in_script", "turn_in_script"]


def request_in_script(
    request: ExtractionRequest, extract: Callable[[ExtractionRequest], ExtractionResult]
) -> ExtractionResult:
    """`extract(request)` with its Traditional messages and memories read as Simplified, and each decision made of
    them written back in the user's script ("我們公司樓下…" is read as "我们公司楼下…")."""
    said: dict[str, str] = {}  # id of a message or memory -> its text as the user wrote it
    # "我不吃香菜" is the same in both scripts: a user's message that says no script is in that of the last turn
    # that says one, theirs or the assistant's ("你老家哪裡的？" / "台南的")
    last: str = ""
    for m in (*request.context_messages, *request.new_messages):
        last = han_script(m.content) or last
        if m.role is Role.USER and last == "hant":
            said[m.id] = m.content

    def simple(item_id: str, text: str) -> str:
        if item_id not in said and not is_traditional(text):
            return text
        said[item_id] = text
        return to_simplified(text)

    context = tuple(m.model_copy(update={"content": simple(m.id, m.content)}) for m in request.context_messages)
    new = tuple(m.model_copy(update={"content": simple(m.id, m.content)}) for m in request.new_messages)
    related = tuple(r.model_copy(update={"content": simple(r.id, r.content)}) for r in request.related)
    if not said:
        return extract(request)
    # a stored vector is of the Traditional text: the selector embeds the text it reads instead
    vectors = {k: v for k, v in request.message_vectors.items() if k not in said}
    update = {"context_messages": context, "new_messages": new, "related": related, "message_vectors": vectors}
    result = extract(request.model_copy(update=update))
    decisions = tuple(_decision_in_script(d, said) for d in result.decisions)
    return result.model_copy(update={"decisions": decisions})


def _decision_in_script(d: Decision, said: dict[str, str]) -> Decision:
    own = [said[i] for i in (*d.message_ids, d.target_id or "") if i in said]
    if not own:
        return d
    texts = [*dict.fromkeys(own), *(t for t in said.values() if t not in own)]
    update: dict[str, str | None] = {
        "content": in_script_of(d.content, texts),
        "reason": in_script_of(d.reason, texts),
        "withdrawn": in_script_of(d.withdrawn, texts) if d.withdrawn else d.withdrawn,
    }
    return d.model_copy(update=update)


def mentions_in_script(
    read: Callable[[str, str, Sequence[str], Collection[str]], list[Mention]],
    text: str,
    language: str,
    recent: Sequence[str],
    names: Collection[str],
) -> list[Mention]:
    """`read(text, language, recent, names)` for a message in Traditional: read as Simplified, the mentions' names,
    relations and values given back as the user wrote them (張偉, 護士, 騰訊)."""
    if not is_traditional(text):
        return read(text, language, recent, names)
    own = [text, *(r for r in reversed(recent) if is_traditional(r)), *(n for n in names if is_traditional(n))]
    found = read(to_simplified(text), language, [to_simplified(r) for r in recent], {to_simplified(n) for n in names})
    return mentions_as_said(found, own)


def turn_in_script(
    read: Callable[[str, str, str, Sequence[str], Collection[str]], list[Mention]],
    asked: str,
    text: str,
    language: str,
    recent: Sequence[str],
    names: Collection[str],
) -> list[Mention]:
    """`read(asked, text, language, recent, names)` for a user's message read with the assistant's turn before it
    (`asked`): when either is Traditional ("她幾歲了？" / "34", "嗯？" / "老家東北的"), all are read as Simplified and
    the mentions given back as the user wrote them. A message that says no script ("34") is in the user's last."""
    script = han_script(text) or next((h for r in reversed(recent) if (h := han_script(r))), "")
    if script == "hans" or (script != "hant" and not is_traditional(asked)):
        return read(asked, text, language, recent, names)
    own = [text, *(r for r in reversed(recent) if is_traditional(r)), *(n for n in names if is_traditional(n))]
    s = to_simplified
    found = read(s(asked), s(text), language, [s(r) for r in recent], {s(n) for n in names})
    return mentions_as_said(found, [*own, asked])


def mentions_as_said(found: Sequence[Mention], own: Sequence[str]) -> list[Mention]:
    """Mentions read from the Simplified twins of the user's Traditional texts `own`, their names, relations and
    values written back in the user's script."""

    def back(s: str) -> str:
        return in_script_of(s, own)

    def fact(f: MentionFact) -> MentionFact:
        return f.model_copy(update={"value": back(f.value), "label": back(f.label)})

    return [
        m.model_copy(
            update={
                "name": back(m.name),
                "relation": back(m.relation),
                "aliases": [back(a) for a in m.aliases],
                "facts": [fact(f) for f in m.facts],
                "links": [(back(rel), back(other)) for rel, other in m.links],
                "was": back(m.was),
            }
        )
        for m in found
    ]
