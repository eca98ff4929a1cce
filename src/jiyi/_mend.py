"""A withdrawn fact leaves every derived text: what a delete, a forget or a correction takes out of summaries.

A delete or a forget withdraws a memory; a correction withdraws the value its new version replaced
("杭州" once "其实是苏州"). The user's raw messages stay as they were (they are the user's own), but what
jiyi derived from them must not say the withdrawn value again:

- episode summaries: `mend_summaries`, called by every path that withdraws (library, REST and MCP through
  `Memory`, the extractor's delete and update decisions, topic and subject forgets), adds to the same
  change set a new version of each current summary that states it, with that item, topic or clause
  dropped (`drop_stated`). The old version stays as history (superseded, restorable with `undo`); nothing
  is destroyed;
- the excerpts `context()` quotes: `jiyi._assemble` drops an excerpt said before the withdrawal that states it;
- the profile is rebuilt from the current memories (`jiyi.lifecycle._profile`).

What "states it" means: the withdrawn text's names, nouns and numbers (`words`) that its replacement does
not say and that no current memory still says (`gone_words`): deleting "用户的家地址是杭州市西湖区文三路 88 号"
while "用户住在杭州" stands silences 文三路 and 西湖区, not 杭州.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime

from ._ids import new_id
from ._models import HistoryEntry, MemoryRecord, MemoryState
from ._text import han_nouns
from .embedders._base import Embedder
from .store._base import ChangeSet, MemoryFilter, NewEvent, Store

__all__ = ["drop_stated", "gone_words", "mend_summaries", "says_any", "withdrawals", "withdrawn_words", "words"]

_WITHDRAWN = (MemoryState.DELETED, MemoryState.FORGOTTEN)
# Words that carry no value of their own: a summary item is never dropped for saying "the" or "likes".
_STOP_TEXT = (
    "the and for with that this from into about after before over under user user's users has have had was "
    "were are is his her hers their they them she him who whom which what when where why how will would can "
    "could should shall may might must not but also just very been being all any each every some one two new "
    "old now then than there here its our ours your yours you got get gets lives live living likes like loves "
    "love wants want prefers prefer works work working name named called said says told tell often usually "
    "always never still really much many more most other others does did done make makes made going goes went"
)
_STOP_EN = frozenset(_STOP_TEXT.split())
_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9+#'-]*[A-Za-z0-9+#]|\d{3,}")
_HAN = re.compile(r"[\u4e00-\u9fff]")
# Parts of a rendered summary ("…。要点：a；b。情绪：平静。" / "…. Key facts: a; b. Tone: neutral.").
_PARTS = re.compile(r".*?(?:[。！？!?]+|\.(?=\s|$)|$)\s*", re.S)
_LISTED = re.compile(
    r"^(?P<label>\s*(?:要点|未解决|Key facts|Unresolved)\s*[:：]\s*)(?P<items>.*?)(?P<end>[。.]?\s*)$", re.S
)
_HEAD = re.compile(
    r"^(?P<pre>[^。]*?(?:聊了|Talked about ))(?P<topics>.+?)(?P<post>\s*(?:（\d+ 条消息）|\(\d+ messages?\)).*)$",
    re.S,
)
_CLAUSE = re.compile(r"[^，,；;。.!?！？]+[，,；;。.!?！？]*\s*")


def words(text: str) -> set[str]:
    """What can state a value: Chinese names and nouns (two characters or more), other words of three letters
    or more that are not function words, and runs of three digits or more (a phone or house number)."""
    out = {w for w in _LATIN.findall(text) if w.isdigit() or w.lower() not in _STOP_EN}
    if _HAN.search(text):
        out |= {w for w in han_nouns(text) or () if len(w) >= 2 and _HAN.search(w) and w != "用户"}
    return out


def says_any(text: str, ws: Iterable[str]) -> bool:
    """Whether `text` says one of `ws`: a Chinese word or a number anywhere, another word as a whole word."""
    for w in ws:
        if _HAN.search(w) or w.isdigit():
            if w in text:
                return True
        elif re.search(rf"(?<![A-Za-z0-9]){re.escape(w)}(?![A-Za-z0-9])", text, re.I):
            return True
    return False


def gone_words(old: MemoryRecord, new: MemoryRecord | None, still: Iterable[str] = ()) -> set[str]:
    """The words that state what `old` said and its replacement `new` (None for a delete or forget) does not,
    less those a text of `still` (what remains current) says."""
    gone = words(old.content) - (words(new.content) if new is not None else set())
    kept = list(still)
    return {w for w in gone if not any(says_any(t, (w,)) for t in kept)}


def drop_stated(text: str, ws: set[str]) -> str:
    """`text` without what states one of `ws`: an item of a listed part ("要点：a；b"), a topic of a summary's
    head ("聊了杭州、出差"), otherwise the clause. A part left with nothing but its label goes as a whole."""
    if not ws or not says_any(text, ws):
        return text
    out: list[str] = []
    for part in filter(None, _PARTS.findall(text)):
        if not says_any(part, ws):
            out.append(part)
            continue
        if m := _LISTED.match(part):
            sep = "；" if "；" in m["items"] or _HAN.search(m["items"]) else "; "
            items = [i for i in re.split(r"\s*[；;]\s*", m["items"]) if i and not says_any(i, ws)]
            if items:
                out.append(m["label"] + sep.join(items) + m["end"])
            continue
        if m := _HEAD.match(part):
            sep = "、" if "、" in m["topics"] else ", "
            topics = [t for t in re.split(r"\s*[、,]\s*", m["topics"]) if t and not says_any(t, ws)]
            if topics:
                out.append(m["pre"] + sep.join(topics) + m["post"])
            else:
                out.append(m["pre"] + ("几件事" if m["pre"].endswith("聊了") else "a few things") + m["post"])
            continue
        clauses = [c for c in _CLAUSE.findall(part) if not says_any(c, ws)]
        rest = "".join(clauses).strip()
        if rest and not re.fullmatch(r"[^，,；;。.]*[:：]\s*[。.]?", rest):
            out.append(
                rest if rest[-1] in "。.!?！？" else rest.rstrip("，,；; ") + ("。" if _HAN.search(rest) else ". ")
            )
    return "".join(out).strip()


def withdrawals(changes: ChangeSet) -> list[tuple[MemoryRecord, MemoryRecord | None]]:
    """(what is withdrawn, its replacement or None) for each memory `changes` deletes, forgets or supersedes,
    and each memory it inserts already withdrawn (said and taken back in the same messages)."""
    seen = {r.id: r for r in changes.expect}
    inserted = {r.id: r for r, _ in changes.inserts}
    out: list[tuple[MemoryRecord, MemoryRecord | None]] = []
    for after in changes.updates:
        before = seen.get(after.id, after)
        if after.state in _WITHDRAWN and before.state is MemoryState.ACTIVE:
            out.append((before, None))
        elif after.superseded_by is not None and before.superseded_by is None and before.state is MemoryState.ACTIVE:
            out.append((before, inserted.get(after.superseded_by)))
    out += [(r, None) for r in inserted.values() if r.state in _WITHDRAWN]
    return [(old, new) for old, new in out if old.type != "episode"]


def mend_summaries(
    store: Store, embedder: Embedder, user_id: str, changes: ChangeSet, now: datetime
) -> list[MemoryRecord]:
    """Add to `changes` a new version of each current episode summary that states what `changes` withdraws,
    without it (see the module docstring); returns the new versions. Read before `changes` is applied.
    The new versions are the lifecycle's doing (history actor `lifecycle`), whoever withdrew the fact."""
    pairs = withdrawals(changes)
    if not pairs:
        return []
    touched = {r.id for r in changes.updates} | {r.id for r, _ in changes.inserts}
    # What stays current once `changes` is applied: the store's current memories (less those this change
    # withdraws) and what this change makes current.
    staying = [r.content for r, _ in changes.inserts if r.is_current]
    staying += [r.content for r in changes.updates if r.is_current and r.type != "episode"]
    # The summaries that say a candidate word first (a scan of the user's summaries only): most withdrawals
    # (a slot update while distilling) meet none, and then no current memory needs to be searched.
    episodes: dict[str, MemoryRecord] = {}
    said: set[str] = set()
    for w in sorted({w for old, new in pairs for w in gone_words(old, new, staying)}):
        flt = MemoryFilter(types=("episode",), current_only=True, text=w)
        for ep in store.list_memories(user_id, flt, limit=100):
            if ep.id not in touched and says_any(ep.content, (w,)):
                episodes[ep.id] = ep
                said.add(w)
    if not episodes:
        return []
    withdrawn = touched | {old.id for old, _ in pairs}
    gone = {w for w in said if not _still_said(store, user_id, w, withdrawn)}
    mended = []
    for ep in sorted(episodes.values(), key=lambda r: r.created_at):
        text = drop_stated(ep.content, gone)
        if text and text != ep.content:
            mended.append(_new_version(changes, ep, text, embedder, now))
    return mended


def withdrawn_words(
    store: Store,
    user_id: str,
    pairs: Iterable[tuple[MemoryRecord, MemoryRecord | None]],
    staying: Iterable[str] = (),
    withdrawn_ids: Iterable[str] = (),
) -> set[str]:
    """The words that state what `pairs` (withdrawn, replacement) withdrew and nothing current still says:
    not its replacement, not a text of `staying`, not a current memory in the store other than
    `withdrawn_ids` (those this very change withdraws)."""
    pairs, staying = list(pairs), list(staying)
    out: set[str] = set()
    skip = {*withdrawn_ids, *(old.id for old, _ in pairs)}
    for old, new in pairs:
        for w in gone_words(old, new, staying):
            if w not in out and not _still_said(store, user_id, w, skip):
                out.add(w)
    return out


def _still_said(store: Store, user_id: str, word: str, withdrawn: set[str]) -> bool:
    flt = MemoryFilter(current_only=True, text=word)
    found = store.list_memories(user_id, flt, limit=20)
    return any(r.type != "episode" and r.id not in withdrawn and says_any(r.content, (word,)) for r in found)


def _new_version(changes: ChangeSet, ep: MemoryRecord, text: str, embedder: Embedder, now: datetime) -> MemoryRecord:
    # The summary keeps its date (`created_at`: the latest summaries are the latest conversations) and an id
    # of the same shape, so the lifecycle still finds where the topic's last summary ended.
    new = ep.model_copy(
        update={"id": _next_id(ep.id), "content": text, "supersedes": ep.id, "superseded_by": None, "updated_at": now}
    )
    changes.inserts.append((new, embedder.embed([text])[0]))
    changes.updates.append(ep.model_copy(update={"valid_until": now, "superseded_by": new.id, "updated_at": now}))
    changes.expect.append(ep)
    zh = ep.language.startswith("zh")
    why = (
        "摘要不再提及用户撤回或更正的内容" if zh else "the summary no longer states what the user withdrew or corrected"
    )
    for rec, event, related in ((new, "update", ep.id), (ep, "supersede", new.id)):
        changes.history.append(
            HistoryEntry(
                id=new_id("his"),
                memory_id=rec.id,
                user_id=ep.user_id,
                event=event,  # type: ignore[arg-type]
                old_content=ep.content,
                new_content=text,
                new_state=MemoryState.ACTIVE if rec is new else None,
                related_id=related,
                actor="lifecycle",
                reason=why,
                created_at=now,
            )
        )
    changes.events.append(NewEvent("memory.updated", ep.user_id, new.model_dump(mode="json")))
    return new


def _next_id(old: str) -> str:
    """`mem_ep_<topic>_<seq>` -> `mem_epv2_<topic>_<seq>` -> `mem_epv3_…`: the same stretch, the next version."""
    m = re.match(r"^mem_ep(?:v(\d+))?_(.+)$", old)
    if m is None:
        return new_id("mem")
    return f"mem_epv{int(m[1] or 1) + 1}_{m[2]}"


def _history_id() -> str:
    from ._ids import new_id

    return new_id("his")
