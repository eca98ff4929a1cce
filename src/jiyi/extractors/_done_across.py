"""A todo said done in the other language: "交了房租" for "User needs to pay the rent", "I took the bins out" for
"用户需要今晚倒垃圾".

Words shared across languages there are none, so a small lexicon of everyday chores stands in: each names the
Chinese way to say it and the English verbs and things that say it. A done statement and a todo match when they say
the same chore; a chore the lexicon does not know matches nothing (a todo is never closed on a guess).
"""

from __future__ import annotations

import re

__all__ = ["same_chore"]

# (how Chinese says it, the English verbs of doing it, the English things it is done to)
_CHORES: tuple[tuple[re.Pattern[str], frozenset[str], frozenset[str]], ...] = tuple(
    (re.compile(zh), frozenset(verbs.split()), frozenset(things.split()))
    for zh, verbs, things in (
        (r"(?:交|付|缴)了?(?:这个月的?)?房租|房租.{0,3}(?:交|付|缴)", "pay", "rent"),
        (r"(?:交|付|缴)了?电费|电费.{0,3}(?:交|付|缴)", "pay", "electricity"),
        (r"(?:倒|扔)了?垃圾|垃圾.{0,3}(?:倒|扔)", "take put", "bin trash garbage rubbish"),
        (r"吃了?药|药.{0,3}吃", "take", "pill medicine med medication"),
        (r"(?:交|提交|发)了?.{0,4}报告|报告.{0,3}(?:交|发)", "submit send hand", "report"),
        (r"浇了?花|花.{0,3}浇", "water", "plant flower"),
        (r"遛了?狗|狗.{0,3}遛", "walk", "dog"),
        (r"给(?:我)?(?:妈妈|妈|老妈)打.{0,2}电话|(?:打|回)了?电话给(?:我)?(?:妈妈|妈|老妈)", "call phone ring",
         "mom mum mother"),
    )
)  # fmt: skip

_BASE = {
    "took": "take", "taken": "take", "paid": "pay", "sent": "send", "handed": "hand", "put": "put", "out": "take",
    "called": "call", "phoned": "phone", "rang": "ring", "walked": "walk", "watered": "water",
    "submitted": "submit",
}  # fmt: skip


def _chores_en(text: str) -> set[int]:
    words = {w.lower().removesuffix("'s") for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text)}
    verbs = {_BASE.get(w, w) for w in words}
    things = words | {w[:-1] for w in words if w.endswith("s")}
    return {n for n, (_, v, t) in enumerate(_CHORES) if verbs & v and things & t}


def _chores_zh(text: str) -> set[int]:
    return {n for n, (zh, _, _) in enumerate(_CHORES) if zh.search(text)}


def same_chore(done: str, todo: str) -> bool:
    """Whether the done statement `done` and the todo `todo`, one in Chinese and one in English, say the same
    everyday chore."""
    zh = re.compile(r"[\u4e00-\u9fff]")
    said = _chores_zh(done) if zh.search(done) else _chores_en(done)
    listed = _chores_zh(todo) if zh.search(todo) else _chores_en(todo)
    return bool(said & listed)
