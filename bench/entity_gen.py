"""Generated user histories about the people in a user's world, with questions and their ground truth (issue #21).

A user talks with an assistant over five to nine sessions (one topic each, a few days apart) about 9-15 people —
direct reports, colleagues and friends (four to six of one, two or three of the others) and one to three single
relations (a sister, a manager, a roommate …) — plus a pet and a place. Each person has a relation, some attributes
(education, age, where they live, what they like, job, allergy, employer) and maybe an alias (小王 / 王明, Danny /
Daniel); two or more people share a surname; one or two people's city or job is corrected in a later session
("其实她搬去了…"). Statements refer to people by name, alias, relation ("我妹妹") or pronoun; the user's chit-chat
and own news (three to eight lines a session) and the assistant's replies sit between them.
Then questions, each with the strings its answer needs:

- single: one entity's attribute ("小王喜欢什么？"); needs the value;
- aggregative: a list over a group ("我的同事们都住在哪？", "which of my friends live abroad?", "我有几个下属？");
  needs every member's name and (except for the count) their current value;
- comparative: the top of a group on the education scale or by age, or one of two named people ("我下属里谁学历最高？",
  "Who is older, Tom or Amy?"); needs the right one's name and value;
- correction: the current value of a corrected attribute; needs the new value (`stale` lists the replaced one).

`required` is a list of groups of alternatives: the answer holds when every group has one alternative in the text
(a person's group is their names and alias). Two splits draw on disjoint pools of names, relation words, templates
and values: `dev` (entity_dev.py, tune on it) and `holdout` (entity_holdout.py, never tuned on: the stand-in for
third-party sets we do not have). The output is a pure function of (split, language, seed, histories).

Usage::

    python bench/entity_gen.py --split dev --histories 3              # JSON on stdout
    python bench/entity_gen.py --split both --seed 7 --out /tmp/ent.json     # dev and holdout
    python bench/entity_gen.py --split wide --histories 3              # the wide pool (entity_wide.py)
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import entity_dev
import entity_holdout
import entity_wide

SPLITS = ("dev", "holdout", "wide")
LANGUAGES = ("zh", "en")
SHAPES = ("single", "aggregative", "comparative", "correction")
GROUPS = ("subordinate", "colleague", "friend")
LIST_ATTRS = ("lives_in", "likes", "job")
CMP_ATTRS = ("education", "age")
OTHER_ATTRS = ("likes", "job", "allergy", "employer", "lives_in", "age", "education")
CORRECTABLE = ("lives_in", "job")


def pools(split: str) -> dict[str, dict[str, Any]]:
    """The pools of one split, by language."""
    return {"dev": entity_dev.POOLS, "holdout": entity_holdout.POOLS, "wide": entity_wide.POOLS}[split]


@dataclass(slots=True)
class Person:
    """One person of the user's world with the ground truth about them."""

    id: str
    name: str  # full name, as introduced
    short: str  # how the user names them day to day (zh: the full name, en: the first name)
    alias: str  # "" when none
    gender: str  # "f" or "m"
    relation: str  # a key of GROUPS or of the pool's singles
    rel_word: str  # the relation as said
    facts: dict[str, str] = field(default_factory=dict)  # attribute -> current value ("said|also accepted")
    past: dict[str, str] = field(default_factory=dict)  # attribute -> the value a correction replaced

    def names(self) -> list[str]:
        """Every name the person goes by."""
        return list(dict.fromkeys(n for n in (self.name, self.short, self.alias) if n))


@dataclass(slots=True)
class Question:
    """A question asked after the history, with what its answer needs."""

    id: str
    shape: str  # one of SHAPES
    kind: str  # finer: "lives_in", "list:job", "abroad", "count", "top:age", "pair:education", "pet", "thing" …
    text: str
    required: list[list[str]]  # groups of alternatives; every group must be matched
    stale: list[str] = field(default_factory=list)  # values a correction replaced
    about: list[str] = field(default_factory=list)  # person ids


@dataclass(slots=True)
class Session:
    """One conversation: its date and (role, text) turns."""

    date: str
    turns: list[tuple[str, str]]


@dataclass(slots=True)
class History:
    """One generated user: the people, the sessions, the questions."""

    id: str
    split: str
    language: str
    people: list[Person]
    sessions: list[Session]
    questions: list[Question]

    def dated_sessions(self) -> list[tuple[datetime, list[tuple[str, str]]]]:
        """Sessions with their dates parsed, as ingestion takes them."""
        return [(datetime.fromisoformat(s.date), [(r, t) for r, t in s.turns]) for s in self.sessions]


def _alts(value: str) -> list[str]:
    return value.split("|")


def _said(value: str) -> str:
    return value.split("|")[0]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class _Writer:
    """Builds one history: people, their facts, the statements in sessions, then the questions."""

    def __init__(self, pool: dict[str, Any], split: str, language: str, rng: random.Random, hid: str) -> None:
        self.pool, self.split, self.lang, self.rng, self.hid = pool, split, language, rng, hid
        self.people: list[Person] = []
        self.list_attr: dict[str, str] = {}
        self.cmp_attr: dict[str, str] = {}
        self.alias_known: set[str] = set()  # people whose alias the user has said so far

    # --- people and facts ----------------------------------------------------------------------------
    def cast(self) -> None:
        """9-15 people with unique names; two or more of them share a surname; some have an alias."""
        rng, pool = self.rng, self.pool
        big = rng.choice(GROUPS)  # one group of 4-6, so that a list is more than a lucky few sentences
        relations = [g for g in GROUPS for _ in range(rng.randint(4, 6) if g == big else rng.randint(2, 3))]
        # Single relations first: a sister's gender is fixed, the others take what the name pools have left.
        relations = rng.sample(sorted(pool["singles"]), rng.randint(1, 3)) + relations
        used_given: set[str] = set()
        surnames = rng.sample(pool["surnames"], len(pool["surnames"]))
        shared = surnames[0]  # the same-surname pair: the first and the last person
        for i, rel in enumerate(relations):
            gender = pool["singles"][rel][1] if rel in pool["singles"] else ""
            gender = gender or rng.choice([g for g in "fm" if set(pool["given"][g]) - used_given])
            given = rng.choice([g for g in pool["given"][gender] if g not in used_given])
            used_given.add(given)
            surname = shared if i in (0, len(relations) - 1) else surnames[1 + i % (len(surnames) - 1)]
            name = f"{surname}{given}" if self.lang == "zh" else f"{given} {surname}"
            short = name if self.lang == "zh" else given
            word = pool["groups"][rel][0] if rel in GROUPS else pool["singles"][rel][0]
            self.people.append(Person(f"{self.hid}-p{i:02d}", name, short, "", gender, rel, word))
        taken = {n for p in self.people for n in p.names()}
        for p in self.people:
            if rng.random() < 0.45:
                if self.lang == "zh":
                    alias = rng.choice(pool["alias_forms"][p.gender]).format(s=p.name[0], g=p.name[-1])
                else:
                    alias = pool["nick"].get(p.short, "")
                if alias and alias not in taken:
                    p.alias = alias
                    taken.add(alias)

    def facts(self) -> None:
        """Each group gets a listed attribute and a compared one that every member has; everyone gets more."""
        rng, values = self.rng, self.pool["values"]
        self.list_attr = dict(zip(GROUPS, rng.sample(LIST_ATTRS, len(GROUPS)), strict=True))
        self.cmp_attr = {g: rng.choice(CMP_ATTRS) for g in GROUPS}
        for g in GROUPS:
            members = [p for p in self.people if p.relation == g]
            # Distinct ranks while the scale lasts, then lower ones: the top is always unique.
            ranks = rng.sample(range(len(values["education"])), min(len(members), len(values["education"])))
            ranks += [rng.randrange(max(ranks)) for _ in range(len(members) - len(ranks))]
            rng.shuffle(ranks)
            ages = rng.sample(range(33, 70), len(members))
            for j, p in enumerate(members):
                if self.cmp_attr[g] == "education":
                    p.facts["education"] = values["education"][ranks[j]]
                else:
                    p.facts["age"] = str(ages[j])
                attr = self.list_attr[g]
                # A listed city: the first member abroad, the second at home, so "who lives abroad" has an answer.
                p.facts[attr] = self._value(attr, abroad=(j == 0) if j < 2 else None)
        for p in self.people:
            extra = [a for a in OTHER_ATTRS if a not in p.facts]
            for attr in rng.sample(extra, (1 if p.relation in GROUPS else 2) + rng.randint(0, 1)):
                p.facts[attr] = self._value(attr)
        corrections = rng.randint(1, 2)
        for p in rng.sample(self.people, len(self.people)):
            if sum(1 for q in self.people if q.past) >= corrections:
                break
            attr = next((a for a in CORRECTABLE if a in p.facts), None)
            if attr:
                p.past[attr] = p.facts[attr]
                p.facts[attr] = self._value(attr, avoid=p.facts[attr])

    def _value(self, attr: str, *, abroad: bool | None = None, avoid: str = "") -> str:
        values = self.pool["values"]
        if attr == "age":
            return str(self.rng.randint(33, 69))
        if attr == "lives_in":
            abroad = self.rng.random() < 0.3 if abroad is None else abroad
            options = values["lives_abroad" if abroad else "lives_home"]
        else:
            options = values[attr]
        return self.rng.choice([v for v in options if v != avoid])

    # --- statements ----------------------------------------------------------------------------------
    def sessions(self, start: datetime) -> tuple[list[Session], list[Question]]:
        """Plan every statement into a session, then write the sessions in order; the pet and place too."""
        rng, pool = self.rng, self.pool
        n = rng.randint(5, 9)
        events: list[tuple[int, int, float, str, Any]] = [(0, 0, 0.0, "say", rng.choice(pool["user_home"]))]
        for p in self.people:
            intro = rng.randint(0, n - 2)
            attrs = list(p.facts)
            rng.shuffle(attrs)
            attrs.sort(key=lambda a: a in p.past)  # a corrected attribute is never the one said in the intro
            first = attrs.pop(0)
            events.append((intro, 0, rng.random(), "intro", (p, first)))
            if p.alias:
                events.append((rng.randint(intro, n - 1), 1, rng.random(), "alias", p))
            for attr in attrs:
                if attr in p.past:
                    said = rng.randint(intro, n - 2)
                    events.append((said, 2, rng.random(), "fact", (p, attr, p.past[attr])))
                    events.append((rng.randint(said + 1, n - 1), 3, rng.random(), "correct", (p, attr)))
                else:
                    events.append((rng.randint(intro, n - 1), 2, rng.random(), "fact", (p, attr, p.facts[attr])))
        extra: list[Question] = []
        pet, age = rng.choice(pool["pets"]["names"]), str(rng.randint(2, 12))
        if rng.random() < 0.7:
            say = pool["pets"]["say"]  # one template, or several (a draw only then: the other splits stay as they were)
            say = rng.choice(say) if isinstance(say, list) else say
            events.append((rng.randint(0, n - 1), 2, rng.random(), "say", say.format(pet=pet, v=age)))
            extra.append(Question("", "single", "pet", pool["pets"]["ask"].format(pet=pet), [[age]]))
        said, asked, answer = rng.choice(pool["things"])
        events.append((rng.randint(0, n - 1), 2, rng.random(), "say", said))
        extra.append(Question("", "single", "thing", asked, [list(answer)]))
        events.sort(key=lambda e: e[:3])
        out: list[Session] = []
        when = start
        for s in range(n):
            turns = self._session([e[3:] for e in events if e[0] == s])
            out.append(Session(when.isoformat(), turns))
            when += timedelta(days=rng.randint(1, 6), hours=rng.randint(-3, 3))
        return out, extra

    def _session(self, plan: list[tuple[str, Any]]) -> list[tuple[str, str]]:
        rng, pool = self.rng, self.pool
        for filler in rng.sample(pool["filler"], rng.randint(3, 8)):
            plan.insert(rng.randint(0, len(plan)), ("filler", filler))
        turns: list[tuple[str, str]] = []
        last: Person | None = None
        for kind, payload in plan:
            text, last = self._statement(kind, payload, last)
            turns.append(("user", text))
            turns.append(("assistant", rng.choice(pool["reply_filler" if kind == "filler" else "reply_fact"])))
        return turns

    def _statement(self, kind: str, payload: Any, last: Person | None) -> tuple[str, Person | None]:
        rng, pool, zh = self.rng, self.pool, self.lang == "zh"
        end = "。" if zh else "."
        if kind in ("say", "filler"):
            return payload + ("" if payload[-1] in "?!？！" else end), None
        if kind == "intro":
            p, attr = payload
            single = p.relation not in GROUPS
            templates = pool.get("intro_single", pool["intro"]) if single else pool["intro"]
            groups = pool["groups"][p.relation][1] if not single else ""
            intro = rng.choice(templates).format(name=p.name, rel=p.rel_word, groups=groups)
            fact = self._fill(rng.choice(pool["attr"][attr]), p, pool["pronoun"][p.gender], _said(p.facts[attr]))
            return (f"{intro}，{fact}。" if zh else f"{_cap(intro)}. {_cap(fact)}."), p
        if kind == "alias":
            p = payload
            obj = pool["pronoun"][p.gender] if zh else pool["object"][p.gender]
            self.alias_known.add(p.id)
            return _cap(rng.choice(pool["alias"]).format(name=p.short, alias=p.alias, obj=obj)) + end, p
        if kind == "fact":
            p, attr, value = payload
            template = rng.choice(pool["attr"][attr])
        else:  # correct: a template may name the replaced value too ("她早就不在{old}了，去年搬到了{v}")
            p, attr = payload
            value = p.facts[attr]
            template = rng.choice(pool["correct"][attr])
        ref = self._ref(p, pronoun_ok=last is p)
        return _cap(self._fill(template, p, ref, _said(value), old=_said(p.past.get(attr, "")))) + end, p

    def _fill(self, template: str, p: Person, ref: str, value: str, *, old: str = "") -> str:
        if ref == self.pool["pronoun"][p.gender] and self.lang == "en":  # "{ref}'s" of a pronoun: his / her
            template = template.replace("{ref}'s", self.pool["possessive"][p.gender])
        return template.format(ref=ref, v=value, old=old)

    def _ref(self, p: Person, *, pronoun_ok: bool = False) -> str:
        """How the user names `p` this time: a pronoun right after them, else alias, relation or name."""
        rng = self.rng
        if pronoun_ok and rng.random() < 0.5:
            return str(self.pool["pronoun"][p.gender])
        if p.alias and p.id in self.alias_known and rng.random() < 0.5:
            return p.alias
        if p.relation not in GROUPS and rng.random() < 0.5:
            return str(self.pool["self_ref"]).format(rel=p.rel_word)
        return p.short

    # --- questions -----------------------------------------------------------------------------------
    def questions(self, extra: list[Question]) -> list[Question]:
        """Single, aggregative, comparative and after-correction questions with their required strings."""
        rng, q = self.rng, self.pool["q"]
        self.alias_known = {p.id for p in self.people if p.alias}
        out: list[Question] = []
        pairs = [(p, a) for p in self.people for a in p.facts if a not in p.past]
        for p, attr in rng.sample(pairs, min(4, len(pairs))):
            text = rng.choice(q["single"][attr]).format(ref=self._ref(p))
            out.append(Question("", "single", attr, text, [_alts(p.facts[attr])], about=[p.id]))
        out += extra
        for g in GROUPS:
            members = [p for p in self.people if p.relation == g]
            one, many = self.pool["groups"][g]
            fmt = {"group": one, "groups": many}
            attr = self.list_attr[g]
            if rng.random() < 0.6:
                need = [group for p in members for group in (p.names(), _alts(p.facts[attr]))]
                text = rng.choice(q["list"][attr]).format(**fmt)
                out.append(Question("", "aggregative", f"list:{attr}", text, need, about=[p.id for p in members]))
            abroad = [p for p in members if p.facts.get("lives_in") in self.pool["values"]["lives_abroad"]]
            if attr == "lives_in" and abroad:
                need = [group for p in abroad for group in (p.names(), _alts(p.facts["lives_in"]))]
                text = rng.choice(q["abroad"]).format(**fmt)
                out.append(Question("", "aggregative", "abroad", text, need, about=[p.id for p in abroad]))
            if rng.random() < 0.5:
                text = rng.choice(q["count"]).format(**fmt)
                need = [p.names() for p in members]
                out.append(Question("", "aggregative", "count", text, need, about=[p.id for p in members]))
            cmp = self.cmp_attr[g]
            top = max(members, key=lambda p: self._rank(cmp, p.facts[cmp]))
            text = rng.choice(q["top"][cmp]).format(**fmt)
            need = [top.names(), _alts(top.facts[cmp])]
            out.append(Question("", "comparative", f"top:{cmp}", text, need, about=[top.id]))
        cmp = rng.choice(CMP_ATTRS)
        having = [p for p in self.people if cmp in p.facts]
        if len(having) >= 2:
            a, b = rng.sample(having, 2)
            if self._rank(cmp, a.facts[cmp]) != self._rank(cmp, b.facts[cmp]):
                top = max((a, b), key=lambda p: self._rank(cmp, p.facts[cmp]))
                text = rng.choice(q["pair"][cmp]).format(a=self._ref(a), b=self._ref(b))
                need = [top.names(), _alts(top.facts[cmp])]
                out.append(Question("", "comparative", f"pair:{cmp}", text, need, about=[a.id, b.id]))
        for p in self.people:
            for attr, old in p.past.items():
                text = rng.choice(q["now"][attr]).format(ref=self._ref(p))
                out.append(Question("", "correction", attr, text, [_alts(p.facts[attr])], _alts(old), [p.id]))
        for i, question in enumerate(out):
            question.id = f"{self.hid}-q{i:02d}"
        return out

    def _rank(self, attr: str, value: str) -> int:
        return int(value) if attr == "age" else list(self.pool["values"]["education"]).index(value)


def history(split: str, language: str, seed: int, index: int) -> History:
    """One history, a pure function of its arguments."""
    hid = f"{split}-{language}-{seed}-{index:03d}"
    rng = random.Random(hid)
    writer = _Writer(pools(split)[language], split, language, rng, hid)
    writer.cast()
    writer.facts()
    start = datetime(2025, 1, 6, 20, tzinfo=UTC) + timedelta(days=rng.randint(0, 300))
    sessions, extra = writer.sessions(start)
    return History(hid, split, language, writer.people, sessions, writer.questions(extra))


def generate(splits: Sequence[str], languages: Sequence[str], histories: int, seed: int = 0) -> list[History]:
    """`histories` histories per split and language."""
    return [history(s, lang, seed, i) for s in splits for lang in languages for i in range(histories)]


def load(path: Path) -> list[History]:
    """Histories written by `main --out`."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for h in raw["histories"]:
        people = [Person(**p) for p in h.pop("people")]
        sessions = [Session(s["date"], [(r, t) for r, t in s["turns"]]) for s in h.pop("sessions")]
        questions = [Question(**q) for q in h.pop("questions")]
        out.append(History(people=people, sessions=sessions, questions=questions, **h))
    return out


def emit(made: Sequence[History], seed: int, out: str | None) -> None:
    """The histories as JSON (read back with `load`): to `out`, or on stdout."""
    text = json.dumps({"seed": seed, "histories": [asdict(h) for h in made]}, ensure_ascii=False, indent=1)
    if out:
        Path(out).write_text(text, encoding="utf-8")
        print(f"wrote {len(made)} histories to {out}", file=sys.stderr)
    else:
        print(text)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point: JSON on stdout or to --out."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--split", choices=[*SPLITS, "both"], default="dev")
    p.add_argument("--language", choices=[*LANGUAGES, "both"], default="both")
    p.add_argument("--histories", type=int, default=6, help="histories per split and language (default 6)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default=None, help="write the JSON here (default: stdout)")
    args = p.parse_args(argv)
    splits = ("dev", "holdout") if args.split == "both" else (args.split,)
    languages = LANGUAGES if args.language == "both" else (args.language,)
    made = generate(splits, languages, args.histories, args.seed)
    emit(made, args.seed, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
