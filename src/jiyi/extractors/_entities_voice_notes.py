"""Pasted notes and labelled lines, for `_entities_voice.tidy_voice`.

A note whose fields are set apart by dashes, bars or slashes ("aunt jo - 62 - nurse", "小叔子 | 电话 139… | 在苏州"),
a line that labels a name with its tie ("Coworker: Mike", "表姐｜林悦"), and the shorter form of a name said in
brackets ("Patricia (Patty)", "王磊（磊磊）") or as the name one goes by ("张伟又名张小伟"), as sentences the
readers know.
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import is_occupation
from ._entities_en_words import MOD, REL_EN
from ._entities_voice_names import _title, name_word
from ._entities_zh_names import lead_name
from ._kin_zh import REL_ALL
from ._rules_common import is_place
from ._rules_en_facts import word_set

_I = re.IGNORECASE
_HAN = r"\u4e00-\u9fff"

# "my cuz Dana" is read as said (the readers know the tie); a "cuz" no tie word goes before is "because"
# Fields of a pasted note set apart by spaced dashes, bars or slashes ("aunt jo - 62 - nurse", "a | b", "a / b")
_FIELD_SEP = re.compile(r"\s+(?:[-–—|/]|\|\|)\s+|\s*[|｜]\s*")
_KEYED = re.compile(r"^\s*[\w\u4e00-\u9fff ]{1,20}\s*[:：]")
_NOTE_KEY = re.compile(r"^\s*[\w ()'’.-]{1,40}[:：]\s*\S")  # "Amy (my sister): 34 / nurse": whom, then a colon

# "Coworker: Mike", "Sister - Amy", "同事：小刘", "表姐｜林悦": a pasted line that labels a name with the tie it is
# (the label is the relation, never a person called "Coworker"), then maybe what is said of them
_TIE_LABEL_EN = re.compile(
    rf"^(?P<lead>\s*(?:[-*•]\s*)?)(?P<r>(?i:{MOD}{REL_EN}))\s*(?::|\||\s[-–—]\s|[–—])\s*"
    r"(?P<n>[A-Za-z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)(?=\s*(?:$|[,;(]|\s[-–—|]\s|\|))"
)
_TIE_LABEL_ZH = re.compile(
    rf"^(?P<lead>\s*(?:[-*•]\s*)?)(?P<r>{REL_ALL})\s*(?:[|｜]|\s[-–—]\s|[–—])\s*"
    rf"(?P<n>(?:[小老阿][{_HAN}]|[{_HAN}]{{2,3}}|[A-Z][a-z]+))(?=\s*(?:$|[，,；;（(]|\s[-–—|｜]\s|[|｜]))"
)

_NO_NAME_ANSWER = word_set(
    "great good fine ok okay nice awesome cool bad busy yes no none unknown tbd same where what when why how who "
    "hi hey hello thanks sure"
)

# "Patricia (Patty)", "王磊（磊磊）": a shorter form of the name in brackets right after it is the name they go by
# (never "Dana (Denver)", "张伟（北京）": what is in the brackets must be made of the name itself)
_SHORT_FORM_EN = re.compile(r"\b(?P<n>[A-Z][a-z]+)(?P<last>\s+[A-Z][a-z]+)?\s*\((?P<a>[A-Z][a-z]+)\)(?P<end>\s*,)?")
# "张伟又名张小伟，…", "王磊人称磊哥": the name a person goes by, said as the readers read it (", 外号…,")
_ALSO_NAMED_ZH = re.compile(
    rf"(?<=[{_HAN}])(?:又名|又称|别名|人称|江湖人称)(?=(?:[{_HAN}]{{2,4}}|[A-Za-z]+)(?:[，,。！!；;]|$))"
)
_SHORT_FORM_ZH = re.compile(rf"(?P<n>[{_HAN}]{{2,3}})[（(](?P<a>[{_HAN}]{{1,3}})[）)]")


def _short_form(m: re.Match[str]) -> str:
    n, a = m["n"], m["a"]
    if m.re is _SHORT_FORM_ZH:
        return f"{n}（小名{a}）" if set(a) & set(n[1:]) and a != n else m[0]
    if a[0] != n[0] or len(a) >= len(n) or is_place(a):
        return m[0]
    return f"{n}{m['last'] or ''}, aka {a},"


def _tie_label(line: str) -> str:
    zh = _TIE_LABEL_ZH.match(line)  # ("同事：小刘" the readers read as a field already)
    if zh and lead_name(zh["n"], loose=True) == (zh["n"], ""):
        return f"{zh['lead']}我的{zh['r']}{zh['n']}{line[zh.end() :]}"
    en = _TIE_LABEL_EN.match(line)
    first = en["n"].split()[0] if en is not None else ""
    if (
        en is None
        or not name_word(first)
        or first.lower() in _NO_NAME_ANSWER
        or is_occupation(first.lower())  # "sister: nurse" is what she does
        or is_place(en["n"])
        or (first.islower() and " " in en["n"])
    ):
        return line  # "Friend: great", "Mom: where …": a word said back, or a line of a chat pasted with its speaker
    return f"{en['lead']}my {en['r'].lower()} {_title(en['n'])}{line[en.end() :]}"


def _fields(line: str, *, dashes: bool) -> str:
    parts = [p for p in _FIELD_SEP.split(line) if p.strip()]
    if len(parts) < 2:
        return line
    # a dash in prose sets off an aside ("she — works in Omaha"): a note has three short fields or more, or bars
    bars = "|" in line or "｜" in line
    short = all(len(p.split()) <= 5 for p in parts)
    keyed = short and sum(bool(_KEYED.match(p)) for p in parts) >= 2
    slashed, items = re.search(r"\s/\s", line), parts[1:]  # "Dev: 34 / nurse / Leeds": the items of one keyed note
    note = slashed and not keyed and _NOTE_KEY.match(parts[0]) and any(re.search(r"[A-Za-z]", p) for p in items)
    if note and all(len(p.split()) <= 5 for p in items):
        return ", ".join(p.strip() for p in parts)
    if not bars and not keyed and (len(parts) < 3 or not short or not dashes or slashed):
        return line  # ("3 / 5 / 1990" is a date: a slash marks fields only in a form)
    if keyed:
        return "\n".join(p.strip() for p in parts)  # "Name: Karen / Age: 45": a form, one field a line
    han = re.search(rf"[{_HAN}]", line)
    if not bars and not han and _PERSON_HEAD.fullmatch(parts[0].strip()):
        # "my friend jess - allergic to peanuts - vegan": the person the note is about, then the note
        return f"{parts[0].strip()} - " + ", ".join(p.strip() for p in parts[1:])
    return ("，" if han else ", ").join(p.strip() for p in parts)


# The one a note line opens with: "my friend jess", "aunt jo", "my mom"
_PERSON_HEAD = re.compile(rf"(?:(?:my|our)\s+)?{MOD}{REL_EN}(?:\s+[a-z][a-z'-]+)?", _I)
