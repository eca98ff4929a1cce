"""Generated "daily life" histories: relatives, colleagues, events, things and places, with questions (issue #21).

The shape chat apps hear: a user mentions 8-12 people of their daily life (relatives — 表哥, 舅妈, my uncle — and
colleagues — 上司, 下属, 同事 — each with a full name) one statement at a time, formal ("X是我的Y，其Z是V") or
casual in the user's own voice, with 4-8 attributes each (age, height, birthday, hometown, work city, education,
job, position, employer, hobby, personality, phone, email); 2-5 events (a product launch, a concert, a trip) with
place, size, duration, date and content; 1-3 things the user owns or uses and 1-2 places they live at or visit.
Spread over 2-6 dated sessions; most statements are one user message, some histories put several on a line, a
little chit-chat and a few short assistant replies sit between them. Heights, ages and birthdays are said in many
ways (一米八二, 182厘米, 1米75; 5'9", 6 feet, 180 cm; 三十五岁; 3月15号).

Questions, each with the strings its answer needs (`required`: groups of alternatives, as in `entity_gen`; a
person's group is their names, a value's group its accepted forms):

- single: one attribute of one person asked by name or relation ("我表哥多高？"); needs the value;
- conditional: a person picked by an attribute, another asked ("我那个老家在青岛的同事是做什么的？"); needs the
  person's name, the condition's value and the asked value;
- comparative: two named people on height / age / birthday, or the top of the relatives, the colleagues or
  everyone; needs every compared person with their value (a model cannot pick the top without them);
- aggregative: a count with a condition over everyone mentioned ("有几个人的家乡在浙江？", "有几个活动的地点在上海？");
  needs every person (or event) that has the attribute, with its value, so that a model can count;
- event: where / how big / how long / when / what an event was, which phone the user uses, where they live.

Eight splits draw on disjoint pools of names, values (where a language allows) and templates: `daily`
(entity_daily.py, tune on it), `daily_holdout` (entity_daily_holdout.py, closed: never opened while tuning),
`daily_fresh` (entity_daily_fresh.py, written later by another hand; closed until 2026-11-26, now open),
`daily_blind` (entity_daily_blind.py, closed, in voices none of the others use, by a hand that saw neither the
readers nor the other closed pools), `daily_noisy` (entity_daily_noisy.py, open: dictation, texting, pasted
notes, mixed Chinese and English, self-corrections, mixed within each history, by a hand that had not read the
readers), `daily_voices` (entity_daily_voices.py, open: chat-app voices nobody has tuned for, written
2026-11-28 by a hand that saw neither the readers nor the other pools), `daily_talk` (entity_daily_talk.py,
open: chat talk — facts in a second bubble, corrections, reported speech, facts buried mid-message — written the
same day, stop 38, by another hand that saw neither) and `daily_tasks` (entity_daily_tasks.py, open: facts
said while asking the assistant for something — a birthday wish, a gift idea, a reminder, a pasted contact —
written 2026-11-29, stop 49, by a hand that saw neither). A pool may say heights, phone numbers and
birthdays its own way (``height_forms``, ``phone_forms``, ``birthday_forms``); without them the forms below are
used, and ``dense`` (default 0.3) is the share of its users who put several statements on one line. A voice may
close a statement (``end``, one string or a list to pick from) and join an introduction to its first fact (``sep``,
likewise) its own way, join statements on one line (``join``), close chit-chat (``filler_end``) and type in lower
case (``lower``: never capitalised). A pool of requests (``asks``) keeps a message's own question or
exclamation mark and says two facts of one message as two sentences.
The histories are `entity_gen` dataclasses, so `bench/entities.py` scores them unchanged; the output is a pure
function of (split, language, seed, index).

Usage::

    python bench/entity_daily_gen.py --split daily --histories 3             # JSON on stdout
    python bench/entity_daily_gen.py --split daily --language zh --out /tmp/daily.json
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from entity_daily_ask import article, ask
from entity_gen import History, Person, Question, Session, emit

SPLITS = ("daily", "daily_holdout", "daily_fresh", "daily_blind", "daily_noisy", "daily_voices", "daily_talk",
          "daily_tasks")  # fmt: skip
LANGUAGES = ("zh", "en")
SHAPES = ("single", "conditional", "comparative", "aggregative", "event")
PERSON_ATTRS = ("age", "height", "birthday", "from", "works_in", "education", "job", "title", "employer", "hobby",
                "trait", "phone", "email")  # fmt: skip
EVENT_ATTRS = ("place", "size", "duration", "date", "content")
#: Most people have these, so that counts and comparisons run over more than a lucky two.
FOCUS = ("age", "height", "from", "works_in", "education", "job")
_ZH_DIGITS = "零一二三四五六七八九"
_EN_ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")  # fmt: skip
_EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_LOWER = {"my", "our", "she", "he", "the", "that", "there", "at", "it", "we", "let"}
#: Heights by gender (zh: centimetres, en: inches) and ages by the relation's band, so that the world is plausible.
HEIGHTS = {"zh": {"f": range(150, 176), "m": range(160, 193)}, "en": {"f": range(59, 71), "m": range(64, 78)}}
AGES = {"elder": range(68, 90), "old": range(45, 75), "peer": range(22, 46), "young": range(20, 33),
        "work": range(23, 61)}  # fmt: skip
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")  # fmt: skip
_MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec")


def pools(split: str) -> dict[str, dict[str, Any]]:
    """The pools of one split, by language (imported on demand: the closed pool is only loaded when asked for)."""
    module = {"daily": "entity_daily", "daily_holdout": "entity_daily_holdout", "daily_fresh": "entity_daily_fresh",
              "daily_blind": "entity_daily_blind", "daily_noisy": "entity_daily_noisy",
              "daily_voices": "entity_daily_voices", "daily_talk": "entity_daily_talk",
              "daily_tasks": "entity_daily_tasks"}  # fmt: skip
    pool: dict[str, dict[str, Any]] = importlib.import_module(module[split]).POOLS
    return pool


@dataclass(slots=True)
class Event:
    """One event of the user's life (entity kind "event") with the ground truth about it."""

    id: str
    kind: str  # a key of the pool's events: "launch", "concert" …
    name: str
    short: str  # the kind as said: 发布会, concert
    city: str  # the city of its place, for "how many events were in Shanghai?"
    facts: dict[str, str] = field(default_factory=dict)  # attribute -> "said|also accepted"


@dataclass(slots=True)
class Item:
    """A thing the user owns or uses, or a place they live at or visit."""

    kind: str  # a key of the pool's things or places
    value: str  # "said|also accepted"
    ask: list[str]  # the question templates about it


def zh_number(n: int) -> str:
    """0-99 in Chinese numerals: 35 -> 三十五."""
    if n < 10:
        return _ZH_DIGITS[n]
    tens = "" if n < 20 else _ZH_DIGITS[n // 10]
    return f"{tens}十{_ZH_DIGITS[n % 10] if n % 10 else ''}"


def en_number(n: int) -> str:
    """0-99 in English words: 35 -> thirty-five."""
    if n < 20:
        return _EN_ONES[n]
    return _EN_TENS[n // 10] + (f"-{_EN_ONES[n % 10]}" if n % 10 else "")


def said(value: str) -> str:
    """The form a value is said in (the first of its alternatives)."""
    return value.split("|")[0]


def alts(value: str) -> list[str]:
    """Every accepted form of a value."""
    return value.split("|")


def _join(*forms: str) -> str:
    return "|".join(dict.fromkeys(f for f in forms if f))


class _Writer:
    """Builds one history: the cast, their facts, events, things and places, then the sessions."""

    def __init__(self, pool: dict[str, Any], language: str, rng: random.Random, hid: str) -> None:
        self.pool, self.lang, self.rng, self.hid = pool, language, rng, hid
        self.zh = language == "zh"
        self.people: list[Person] = []
        self.events: list[Event] = []
        self.items: list[Item] = []
        self.rank: dict[tuple[str, str], float] = {}  # (person id, attribute) -> sortable value (cm, years, day)
        self.region: dict[str, str] = {}  # person id -> the province / state of their hometown
        self.band: dict[str, str] = {}  # person id -> age band of their relation (a mother is not 24)
        self.voice: dict[str, list[str]] = rng.choice(pool["voices"])
        self.dense = rng.random() < pool.get("dense", 0.3)  # this user puts several statements on one line

    # --- the cast ------------------------------------------------------------------------------------
    def cast(self) -> None:
        """8-12 people, relatives and colleagues, each with a unique full name and a relation word."""
        rng, pool = self.rng, self.pool
        n = rng.randint(8, 12)
        n_rel = rng.randint(3, n - 3)
        relatives = rng.sample(sorted(pool["relatives"]), n_rel)
        colleagues = ["boss"] if rng.random() < 0.7 else []
        colleagues += [rng.choice(("report", "colleague")) for _ in range(n - n_rel - len(colleagues))]
        used: set[str] = set()
        surnames = rng.sample(pool["surnames"], len(pool["surnames"]))
        for i, rel in enumerate([*relatives, *colleagues]):
            if rel in pool["relatives"]:
                word, gender, band = pool["relatives"][rel]
                group = "relative"
            else:
                word, gender, band = pool["colleagues"][rel], rng.choice("fm"), "work"
                group = "colleague"
            self.band[f"{self.hid}-p{i:02d}"] = band
            given = rng.choice([g for g in pool["given"][gender] if g not in used])
            used.add(given)
            # The father's side shares the user's family name: two people, one surname, never one person.
            surname = surnames[0] if rel in pool["family"] else surnames[1 + i % (len(surnames) - 1)]
            name = f"{surname}{given}" if self.zh else f"{given} {surname}"
            short = name if self.zh else given
            self.people.append(Person(f"{self.hid}-p{i:02d}", name, short, "", gender, f"{group}:{rel}", word))
        rng.shuffle(self.people)

    def facts(self) -> None:
        """4-8 attributes each; heights, ages and birthdays distinct within the history (a comparison has one
        answer)."""
        rng = self.rng
        heights, ages = self._distinct(HEIGHTS["zh" if self.zh else "en"]), self._distinct(AGES)
        days = rng.sample(range(365), len(self.people))
        for i, p in enumerate(self.people):
            k = rng.randint(4, 8)
            chosen = [a for a in FOCUS if rng.random() < 0.6]
            rest = [a for a in PERSON_ATTRS if a not in chosen]
            chosen += rng.sample(rest, max(0, k - len(chosen)))
            for attr in [a for a in PERSON_ATTRS if a in chosen[:k]]:
                p.facts[attr] = self._value(p, attr, heights[i], ages[i], days[i])

    def _distinct(self, ranges: dict[str, range]) -> list[int]:
        """One value per person from the range of their gender or age band, no two alike."""
        out: list[int] = []
        for p in self.people:
            span = ranges.get(p.gender) or ranges[self.band[p.id]]
            out.append(self.rng.choice([n for n in span if n not in out]))
        return out

    def _value(self, p: Person, attr: str, height: int, age: int, day: int) -> str:
        rng, values = self.rng, self.pool["values"]
        if attr == "age":
            self.rank[(p.id, attr)] = age
            word = zh_number(age) if self.zh else en_number(age)
            return _join(word, str(age)) if rng.random() < 0.4 else str(age)
        if attr == "height":
            return self._height(p, height)
        if attr == "birthday":
            self.rank[(p.id, attr)] = day
            return self._birthday(day)
        if attr == "from":
            region, city = rng.choice(values["from"])
            self.region[p.id] = region
            both = f"{region}{city}" if self.zh else f"{city}, {region}"
            return _join(both, city) if rng.random() < 0.6 else city
        if attr == "phone":
            return self._phone()
        if attr == "email":
            handle = rng.choice(values["email_handles"])
            return f"{handle}{rng.randint(1, 99)}@{rng.choice(values['email_domains'])}"
        value: str = rng.choice(values[attr])
        return value

    def _height(self, p: Person, n: int) -> str:
        """zh: `n` centimetres said as 一米八二 / 182厘米 / 1米82 / 182cm / 1.82米; en: `n` inches said as 5'9",
        5 foot 9, 6 feet, or in centimetres."""
        rng = self.rng
        if self.zh:
            self.rank[(p.id, "height")] = n
            rest = n - 100
            tail = _ZH_DIGITS[rest // 10] + (_ZH_DIGITS[rest % 10] if rest % 10 else "")
            short = f"{rest // 10}" if rest % 10 == 0 else f"{rest}"
            forms = [f"一米{tail}", f"{n}厘米", f"1米{short}", f"{n}cm", f"1.{short}米"]
            if "height_forms" in self.pool:
                forms = [f.format(tail=tail, n=n, short=short) for f in self.pool["height_forms"]]
            return _join(rng.choice(forms), str(n))
        cm = round(n * 2.54)
        self.rank[(p.id, "height")] = cm
        ft, inch = divmod(n, 12)
        feet = f"{ft}'{inch}\"" if inch else f"{ft} feet"
        forms = [feet, f"{ft} foot {inch}" if inch else f"{ft} foot", f"{cm} cm"]
        if "height_forms" in self.pool:  # "five foot ten" needs inches to say; a round six feet is said as such
            spoken = f"{en_number(ft)} foot {en_number(inch)}" if inch else f"{en_number(ft)} feet"
            fields = {"feet": feet, "spoken": spoken, "ft": ft, "inch": inch, "cm": cm, "m": f"{cm / 100:.2f}"}
            forms = [f.format(**fields) for f in self.pool["height_forms"]]
        return _join(rng.choice(forms), str(cm), feet)

    def _birthday(self, day: int) -> str:
        rng = self.rng
        when = datetime(2001, 1, 1) + timedelta(days=day)
        m, d = when.month, when.day
        year = rng.randint(1958, 2003)
        month = _MONTHS[m - 1]
        nth = f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"
        # A pool may say birthdays its own way ("Oct 3", "3.15"): fields m, d, zm, zd, month, mon, nth, year.
        fields = {"m": m, "d": d, "zm": zh_number(m), "zd": zh_number(d), "month": month, "mon": _MON[m - 1],
                  "nth": nth, "year": year}  # fmt: skip
        own = [f.format(**fields) for f in self.pool.get("birthday_forms", [])]
        if self.zh:
            forms = own or [f"{m}月{d}日", f"{m}月{d}号", f"{zh_number(m)}月{zh_number(d)}号", f"{year}年{m}月{d}日"]
            return _join(rng.choice(forms), f"{m}月{d}日", f"{m}月{d}号")
        forms = own or [f"{month} {d}", f"{month} {nth}", f"{d} {month}", f"{month} {d}, {year}"]
        return _join(rng.choice(forms), f"{month} {d}", f"{month} {nth}", f"{d} {month}")

    def _phone(self) -> str:
        rng = self.rng
        if self.zh:
            digits = f"1{rng.choice('3589')}{rng.randint(0, 9)}{rng.randint(10**7, 10**8 - 1)}"
            parts = {"d": digits, "a": digits[:3], "b": digits[3:7], "c": digits[7:]}
            shapes = self.pool.get("phone_forms", ["{d}", "{a}-{b}-{c}", "{a} {b} {c}"])
            return _join(rng.choice([f.format(**parts) for f in shapes]), digits)
        area, mid, end = rng.randint(201, 989), rng.randint(200, 989), rng.randint(1000, 9999)
        shapes = self.pool.get("phone_forms", ["{area}-{mid}-{end}", "({area}) {mid}-{end}", "{area}.{mid}.{end}"])
        forms = [f.format(area=area, mid=mid, end=end) for f in shapes]
        return _join(rng.choice(forms), f"{area}-{mid}-{end}", f"{area}{mid}{end}")

    # --- events, things, places ----------------------------------------------------------------------
    def world(self) -> None:
        """2-5 events of distinct kinds (their cities drawn from a few, so a count by city is often above one),
        1-3 things, 1-2 places."""
        rng, pool = self.rng, self.pool
        cities = rng.sample(sorted(pool["venues"]), 3)
        for i, kind in enumerate(rng.sample(sorted(pool["events"]), rng.randint(2, 5))):
            spec = pool["events"][kind]
            if "places" in spec:  # a trip's place is where it went, not a venue in town
                city, venue = rng.choice(spec["places"])
            else:
                city = rng.choice(cities)
                venue = rng.choice(pool["venues"][city])
            place = f"{city}{venue}" if self.zh else f"{venue} in {city}"
            facts = {
                "place": _join(place, city),
                "size": rng.choice(spec.get("sizes", pool["values"]["size"])),
                "duration": rng.choice(spec.get("durations", pool["values"]["duration"])),
                "date": self._date(),
                "content": rng.choice(spec["content"]),
            }
            keep = rng.sample(EVENT_ATTRS, rng.randint(3, 5))
            facts = {a: v for a, v in facts.items() if a in keep or a == "place"}
            name = rng.choice(spec["names"])
            self.events.append(Event(f"{self.hid}-e{i}", kind, name, spec["short"], city, facts))
        for group, low, high in (("things", 1, 3), ("places", 1, 2)):
            for kind in rng.sample(sorted(pool[group]), rng.randint(low, high)):
                spec = pool[group][kind]
                self.items.append(Item(kind, rng.choice(spec["values"]), list(spec["ask"])))

    def _date(self) -> str:
        when = datetime(2025, 1, 1) + timedelta(days=self.rng.randint(0, 364))
        if self.zh:
            return _join(f"{when.year}年{when.month}月{when.day}日", f"{when.month}月{when.day}日",
                         f"{when.month}月{when.day}号")  # fmt: skip
        month = _MONTHS[when.month - 1]
        return _join(f"{month} {when.day}, {when.year}", f"{month} {when.day}", f"{when.day} {month}")

    # --- statements ----------------------------------------------------------------------------------
    def sessions(self, start: datetime) -> list[Session]:
        """Plan every statement into one of 2-6 sessions (a person's or event's facts after its introduction),
        then write them in order."""
        rng, pool = self.rng, self.pool
        n = rng.randint(2, 6)
        plan: list[tuple[int, int, float, str, Any]] = []
        for p in self.people:
            intro = rng.randint(0, n - 1)
            attrs = list(p.facts)
            rng.shuffle(attrs)
            plan.append((intro, 0, rng.random(), "intro", (p, attrs.pop(0))))
            while attrs:  # now and then two facts in one breath: "他今年35，在深圳当程序员"
                said_now = [attrs.pop(0) for _ in range(min(len(attrs), 2 if rng.random() < 0.25 else 1))]
                plan.append((rng.randint(intro, n - 1), 1, rng.random(), "fact", (p, said_now)))
        for e in self.events:
            intro = rng.randint(0, n - 1)
            attrs = list(e.facts)
            rng.shuffle(attrs)
            plan.append((intro, 0, rng.random(), "event", (e, attrs.pop(0))))
            plan += [(rng.randint(intro, n - 1), 1, rng.random(), "event_fact", (e, a)) for a in attrs]
        for item in self.items:
            group = "things" if item.kind in pool["things"] else "places"
            say = rng.choice(pool[group][item.kind]["say"]).format(v=said(item.value))
            plan.append((rng.randint(0, n - 1), 1, rng.random(), "say", say))
        plan.sort(key=lambda e: e[:3])
        out: list[Session] = []
        when = start
        for s in range(n):
            out.append(Session(when.isoformat(), self._session([e[3:] for e in plan if e[0] == s])))
            when += timedelta(days=rng.randint(1, 9), hours=rng.randint(-3, 3))
        return out

    def _session(self, plan: list[tuple[str, Any]]) -> list[tuple[str, str]]:
        rng, pool = self.rng, self.pool
        lines: list[str] = []
        last: Person | Event | None = None
        for kind, payload in plan:
            text, last = self._statement(kind, payload, last)
            lines.append(text)
        if self.dense:  # several statements on one line, as some users type
            merged: list[str] = []
            while lines:
                k = rng.randint(1, 3)
                merged.append(self.voice.get("join", "" if self.zh else " ").join(lines[:k]))
                lines = lines[k:]
            lines = merged
        for filler in rng.sample(pool["filler"], rng.randint(0, 3)):
            lines.insert(rng.randint(0, len(lines)), filler + self.voice.get("filler_end", "。" if self.zh else "."))
        turns: list[tuple[str, str]] = []
        for line in lines:
            turns.append(("user", line))
            if rng.random() < 0.3:
                turns.append(("assistant", rng.choice(pool["reply"])))
        return turns

    def _voiced(self, text: str) -> str:
        """The user's own voice: a leading word or a trailing particle now and then."""
        # A voice may close statements its own way: a dictating user types no full stop (`end`: "" or " ").
        # `end` may be a list: a texting user closes each message as the mood takes them. A voice that types in
        # lower case (`lower`) is never capitalised.
        rng, end = self.rng, self.voice.get("end", "。" if self.zh else ".")
        end = rng.choice(end) if isinstance(end, list) else end
        text = article(text)
        if rng.random() < 0.15:
            first = text.split(" ", 1)[0]
            if not self.zh and first.lower() in _LOWER:  # "By the way, my cousin …", never "by the way, nora"
                text = text[:1].lower() + text[1:]
            text = rng.choice(self.voice["pre"]) + text
        text = text if self.voice.get("lower") else text[:1].upper() + text[1:]
        if rng.random() < 0.15:
            return text + rng.choice(self.voice["post"])
        return self._close(text, end)

    def _close(self, text: str, end: str) -> str:
        """`text` closed by `end`, unless a pool of requests (``asks``) already ended it with a question or an
        exclamation mark ("…还好做吗？", never "…还好做吗？。")."""
        return text if self.pool.get("asks") and text.endswith(("?", "？", "!", "！")) else text + end

    def _statement(self, kind: str, payload: Any, last: Person | Event | None) -> tuple[str, Person | Event | None]:
        rng, pool = self.rng, self.pool
        if kind == "say":
            return self._voiced(payload), None
        if kind == "intro":
            p, attr = payload
            intro = rng.choice(pool["intro"]).format(name=p.name, rel=p.rel_word)
            ref = rng.choice(pool["after_intro"][p.gender])
            templates = pool["attr"][attr]
            formal = [t for t in templates if t.startswith("{ref}的")]
            if ref == "其":  # the formal 其 only where it reads as a possessive: 其教育背景是专科
                templates, ref = (formal, ref) if formal else (templates, pool["pronoun"][p.gender])
            fact = self._fill(rng.choice(templates), p, ref, said(p.facts[attr]))
            sep = self.voice.get("sep", "，" if self.zh else "; ")  # a dictating user, a pasted note: their own
            sep = rng.choice(sep) if isinstance(sep, list) else sep
            return self._voiced(f"{intro}{sep}{fact}"), p
        if kind == "fact":
            p, attrs = payload
            ref = self.ref(p, pronoun_ok=last is p, appositive_ok=True)
            templates = pool["attr"][attrs[0]]
            if ref[-1] in ",，":  # after an appositive the verb comes next: "Lena, my boss, grew up in Leeds"
                bare = [t for t in templates if t.startswith("{ref}") and not t.startswith(("{ref}'s", "{ref}的"))]
                templates = bare or templates
            parts = [self._fill(rng.choice(templates), p, ref, said(p.facts[attrs[0]]))]
            for attr in attrs[1:]:  # the second one by pronoun, in the same sentence
                parts.append(
                    self._fill(rng.choice(pool["attr"][attr]), p, pool["pronoun"][p.gender], said(p.facts[attr]))
                )
            if self.pool.get("asks") and len(parts) > 1:  # two requests in one message: two sentences
                first = self._close(parts[0], "。" if self.zh else ".")
                rest = parts[1] if self.zh else parts[1][:1].upper() + parts[1][1:]
                return self._voiced(first + ("" if self.zh else " ") + rest), p
            return self._voiced(("，" if self.zh else ", and ").join(parts)), p
        e, attr = payload
        # Right after its introduction an event is "it" or "那次发布会", never its full name again.
        ref = self.event_ref(e, pronoun_ok=last is e, named=kind != "event")
        fact = rng.choice(pool["event_attr"][attr]).format(ev=ref, v=said(e.facts[attr]))
        if kind == "event":
            intro = rng.choice(pool["event_intro"]).format(name=e.name)
            fact = f"{intro}，{fact}" if self.zh else f"{intro}. {fact[:1].upper()}{fact[1:]}"
        return self._voiced(fact), e

    def _fill(self, template: str, p: Person, ref: str, value: str) -> str:
        if self.zh and ref == "其":  # the formal possessive: 其教育背景, never 其的
            template = template.replace("{ref}的", "{ref}")
        if not self.zh and ref == self.pool["pronoun"][p.gender]:  # "{ref}'s" of a pronoun: his / her
            template = template.replace("{ref}'s", self.pool["possessive"][p.gender])
        return template.format(ref=ref, v=value)

    def ref(self, p: Person, *, pronoun_ok: bool = False, appositive_ok: bool = False) -> str:
        """How the user names `p` this time: a pronoun right after them, else name, relation and name, or the
        relation alone when no one else has it; in a statement also "Lena, my boss," (never in a question)."""
        rng, pool = self.rng, self.pool
        if pronoun_ok and rng.random() < 0.5:
            return str(pool["pronoun"][p.gender])
        unique = sum(1 for q in self.people if q.rel_word == p.rel_word) == 1
        forms = [p.short, *pool["rel_ref"]] + ([pool["rel_only"]] if unique else [])
        forms += pool.get("rel_appositive", []) if appositive_ok else []
        return str(rng.choice(forms)).format(name=p.short, rel=p.rel_word)

    def event_ref(self, e: Event, *, pronoun_ok: bool = False, named: bool = True) -> str:
        """An event by name, or by its kind ("那次发布会": kinds are distinct within a history)."""
        rng, pool = self.rng, self.pool
        if (pronoun_ok or not named) and rng.random() < 0.3:
            return str(pool["event_pronoun"])
        forms = [e.name, *pool["event_ref"]] if named else pool["event_ref"]
        return str(rng.choice(forms)).format(name=e.name, short=e.short)


def write(split: str, language: str, seed: int, index: int) -> tuple[History, list[Event], list[Item]]:
    """One history with its events, things and places (the history holds the people only, as `entity_gen`'s)."""
    hid = f"{split}-{language}-{seed}-{index:03d}"
    rng = random.Random(hid)
    writer = _Writer(pools(split)[language], language, rng, hid)
    writer.cast()
    writer.facts()
    writer.world()
    start = datetime(2025, 3, 3, 20, tzinfo=UTC) + timedelta(days=rng.randint(0, 250))
    sessions = writer.sessions(start)
    questions: list[Question] = ask(writer)
    return History(hid, split, language, writer.people, sessions, questions), writer.events, writer.items


def history(split: str, language: str, seed: int, index: int) -> History:
    """One history, a pure function of its arguments."""
    return write(split, language, seed, index)[0]


def generate(splits: Sequence[str], languages: Sequence[str], histories: int, seed: int = 0) -> list[History]:
    """`histories` histories per split and language."""
    return [history(s, lang, seed, i) for s in splits for lang in languages for i in range(histories)]


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point: JSON on stdout or to --out (read back with `entity_gen.load`)."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--split", choices=SPLITS, default="daily")
    p.add_argument("--language", choices=[*LANGUAGES, "both"], default="both")
    p.add_argument("--histories", type=int, default=6, help="histories per language (default 6)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default=None, help="write the JSON here (default: stdout)")
    args = p.parse_args(argv)
    languages = LANGUAGES if args.language == "both" else (args.language,)
    made = generate((args.split,), languages, args.histories, args.seed)
    emit(made, args.seed, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
