"""The questions of `bench/entity_daily_gen.py` and the strings their answers need (see its docstring for the kinds).

Kept apart from the statements: these read the finished history (people, events, things, places) and never change
it, so adding a question kind leaves every history's text as it was.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from entity_gen import Person, Question

if TYPE_CHECKING:
    from entity_daily_gen import _Writer

#: Attributes a conditional question picks a person by.
CONDITIONS = ("from", "works_in", "job", "title", "education", "employer", "hobby")
RANKED = ("height", "age", "birthday")


def article(text: str) -> str:
    """ "a architect" -> "an architect" (templates say "a {v}" whatever the value)."""
    return re.sub(r"\b([Aa]) (?=[aeiouAEIOU])(?!One|one|Uni|uni|Eu|eu)", r"\1n ", text)


def _alts(value: str) -> list[str]:
    return value.split("|")


def _key(p: Person, attr: str) -> str:
    """What a condition on `attr` names: the city of a hometown ("山东济南" -> "济南"), else the value as said."""
    value = p.facts[attr]
    return _alts(value)[-1] if attr == "from" else _alts(value)[0]


def _both(members: Sequence[Person], attr: str) -> list[list[str]]:
    """Every member's names and their value: what a model needs to count, compare or pick among them."""
    return [group for p in members for group in (p.names(), _alts(p.facts[attr]))]


def single(w: _Writer, n: int) -> list[Question]:
    """One attribute of one person, by name or relation."""
    q = w.pool["q"]
    pairs = [(p, a) for p in w.people for a in p.facts]
    out = []
    for p, attr in w.rng.sample(pairs, min(n, len(pairs))):
        text = w.rng.choice(q["single"][attr]).format(ref=w.ref(p))
        out.append(Question("", "single", attr, text, [_alts(p.facts[attr])], about=[p.id]))
    return out


def conditional(w: _Writer, n: int) -> list[Question]:
    """A person picked by an attribute nobody else shares, another of their attributes asked."""
    rng, q = w.rng, w.pool["q"]
    options = []
    for p in w.people:
        for cond in CONDITIONS:
            if cond in p.facts and sum(1 for o in w.people if cond in o.facts and _key(o, cond) == _key(p, cond)) == 1:
                options += [(p, cond, attr) for attr in p.facts if attr not in (cond, "phone", "email")]
    out = []
    for p, cond, attr in rng.sample(options, min(n, len(options))):
        clause = rng.choice(q["cond"][cond]).format(v=_key(p, cond))
        group = q["group"][p.relation.split(":")[0]] if rng.random() < 0.4 else p.rel_word
        who = rng.choice(q["who"]).format(cond=clause, rel=group)
        # "my cousin from Leeds's job" reads badly: a template without the possessive when there is one
        plain = [t for t in q["single"][attr] if "{ref}'s" not in t] or q["single"][attr]
        text = article(rng.choice(plain).format(ref=who))
        need = [p.names(), _alts(p.facts[cond]), _alts(p.facts[attr])]
        out.append(Question("", "conditional", f"if:{cond}", text, need, about=[p.id]))
    return out


def comparative(w: _Writer, n: int) -> list[Question]:
    """Two named people on a ranked attribute, or the top of the relatives, the colleagues or everyone."""
    rng, q = w.rng, w.pool["q"]
    out = []
    for _ in range(n):
        attr = rng.choice(RANKED)
        having = [p for p in w.people if attr in p.facts]
        scopes = {
            "relative": [p for p in having if p.relation.startswith("relative:")],
            "colleague": [p for p in having if p.relation.startswith("colleague:")],
            "all": having,
        }
        scopes = {k: v for k, v in scopes.items() if len(v) >= (3 if k == "all" else 2)}
        if rng.random() < 0.5 and len(having) >= 2:
            a, b = rng.sample(having, 2)
            _, template = rng.choice(q["pair"][attr])
            text = template.format(a=w.ref(a), b=w.ref(b))
            out.append(Question("", "comparative", f"pair:{attr}", text, _both([a, b], attr), about=[a.id, b.id]))
        elif scopes:
            scope = rng.choice(sorted(scopes))
            _, template = rng.choice(q["top"][attr])
            text = template.format(scope=q["scope"][scope])
            members = scopes[scope]
            out.append(Question("", "comparative", f"top:{attr}", text, _both(members, attr),
                                about=[p.id for p in members]))  # fmt: skip
    return out


def _threshold(w: _Writer, ranks: Sequence[float]) -> int | None:
    """A whole number strictly between two neighbouring values (a round one when it can), so that the count is
    neither zero nor everyone and no value sits on the line."""
    ordered = sorted(ranks)
    cuts = []
    for lo, hi in itertools.pairwise(ordered):
        inside = [c for c in range(int(lo) + 1, int(hi)) if lo < c < hi]
        if inside:
            cuts.append(next((c for c in inside if c % 5 == 0), w.rng.choice(inside)))
    return w.rng.choice(cuts) if cuts else None


def counts(w: _Writer, n: int) -> list[Question]:
    """How many people (or events) satisfy a condition: needs everyone with the attribute and their value."""
    rng, q = w.rng, w.pool["q"]
    modes = sorted(q["count"])
    out: list[Question] = []
    for mode in rng.sample(modes, len(modes)):
        if len(out) >= n:
            break
        attr = mode.rstrip("<>=")
        if attr == "event.place":
            if len(w.events) < 2:
                continue
            city = rng.choice([e.city for e in w.events])
            text = rng.choice(q["count"][mode]).format(c=city)
            need = [group for e in w.events for group in ([e.name], _alts(e.facts["place"]))]
            out.append(Question("", "aggregative", f"count:{attr}", text, need, about=[e.id for e in w.events]))
            continue
        having = [p for p in w.people if attr in p.facts]
        if len(having) < 3:
            continue
        c: Any
        if attr in ("height", "age"):
            c = _threshold(w, [w.rank[(p.id, attr)] for p in having])
        elif attr == "from":
            c = rng.choice([w.region[p.id] for p in having])
        elif attr == "education":  # "at least" the top of the scale is "exactly": a lower level for ">="
            scale = w.pool["values"]["education"]
            levels = [p.facts[attr] for p in having if mode == "education=" or p.facts[attr] != scale[-1]]
            c = _alts(rng.choice(levels))[0] if levels else None
        else:
            c = _key(rng.choice(having), attr)
        if c is None:
            continue
        text = rng.choice(q["count"][mode]).format(c=c)
        out.append(Question("", "aggregative", f"count:{mode}", text, _both(having, attr),
                            about=[p.id for p in having]))  # fmt: skip
    return out


def events(w: _Writer, n: int) -> list[Question]:
    """Where / how big / how long / when / what an event was; which thing the user has, which place they go to."""
    rng, q = w.rng, w.pool["q"]
    pairs = [(e, a) for e in w.events for a in e.facts]
    out = []
    for e, attr in rng.sample(pairs, min(n, len(pairs))):
        text = rng.choice(q["event"][attr]).format(ev=w.event_ref(e))
        out.append(Question("", "event", f"event:{attr}", text, [_alts(e.facts[attr])], about=[e.id]))
    for item in w.items:
        group = "thing" if item.kind in w.pool["things"] else "place"
        out.append(Question("", "event", f"{group}:{item.kind}", rng.choice(item.ask), [_alts(item.value)]))
    return out


def ask(w: _Writer) -> list[Question]:
    """Every question of one history, numbered."""
    rng = w.rng
    out = single(w, rng.randint(4, 6)) + conditional(w, rng.randint(2, 3)) + comparative(w, rng.randint(2, 3))
    out += counts(w, rng.randint(2, 4)) + events(w, rng.randint(2, 3))
    for i, question in enumerate(out):
        question.id = f"{w.hid}-q{i:02d}"
    return out
