"""People and things: does `context()` hand over what questions about the user's world need? (issue #21)

Through the public API only, so the same script measures any build.

1. **Generated histories** (`bench/entity_gen.py`; splits dev and holdout, zh and en). Each history goes into a
   fresh SQLite file through `jiyi.Memory` (defaults: offline extractor, bundled embedder; ``--extractor`` for an
   LLM) as `bench/memory.py` ingests LoCoMo: one topic per session, added on its date with a `FixedClock`,
   `extract` half an hour later. A day after the last session each question is asked with
   `mem.context(user, question)`. It is **answered** when the block's text holds every required string of the
   generator's ground truth (a person by any of their names or alias, a value as said or an accepted variant;
   Latin strings as whole words, case-insensitive, plural or possessive allowed; a number not inside a date or
   time): the value for a single or
   after-correction question, every member and value for a list, every member for a count, the right one's name
   and value for a comparison. `stale` counts correction questions whose block still holds the replaced value.
   Figures per question shape, language and split.
   The **daily** splits (`bench/entity_daily_gen.py`: `daily`, `daily_fresh` and `daily_noisy`, open —
   `daily_fresh` was closed until 2026-11-26, then opened for error analysis; `daily_noisy` is messy real-user
   voices: dictation, texting, pasted notes, mixed Chinese and English; `daily_holdout` and `daily_blind`, closed)
   are the shape chat apps hear: relatives and colleagues with full names and everyday
   attributes (height, hometown, work city, position, employer, personality …), events, things and places, one
   statement a message;
   their questions are single, conditional ("my colleague from Leeds"), comparative (two people, or the top of a
   set, needing every compared value) and aggregative counts over everyone mentioned (needing everyone with the
   attribute and its value), plus event / thing / place questions (shape ``event``). Scored the same way;
   `daily_voices` (open) was written 2026-11-28 by a helper who saw neither the readers nor the other pools: new
   names, relation words, values and templates in chat-app voices (口语, 网络用语, 方言味, 书面, unpunctuated
   dictation; British, American, Indian and Australian English), a third of each attribute's templates carrying the
   fact inside a longer message about something else.
   `daily_talk` (open) was written 2026-11-28 (stop 38) by a helper who saw neither the readers nor the other
   pools: facts in a second bubble after an introduction, hedges, self-corrections, reported speech, facts buried
   mid-message, 语音转文字 without punctuation, 方言味, 中英夹杂, 网络用语, emoji; texting, dictated, British,
   Indian, Australian and non-native English.
   `daily_tasks` (open) was written 2026-11-29 (stop 49) by a helper who saw neither the readers nor the other
   pools' phrasings: every fact rides inside a request or a question to the assistant ("我老丈人这周刚满六十五岁，
   帮我写段生日祝福", "gift ideas? my flatmate is mad about falconry"), about half with the request first, some as
   pasted notes; in-laws, godparents, flatmates and mentors beside kin and colleagues.
   `--split both` (the default) still means dev and holdout.
   When the build has `mem.entities` (the entity layer), the entity table too, over people: person entities
   against people in the histories, people found (an active person entity carries one of their names or alias),
   duplicates (entities beyond the first for one person), wrong merges (an entity carrying the names of two
   people), facts right (a current fact of the person's entity holds the value, whatever its attribute key) and
   stale facts (a replaced value still current); per attribute, facts right; and where each fact the person's
   entity lacks went: onto another entity, into a memory's text only, or nowhere (which stage loses it); and, with
   the offline extractor, what its mention reader makes of the message saying each (`missed_reads`).
2. **LoCoMo, questions about people other than the user** (snap-research/LoCoMo, CC BY-NC 4.0, read in place,
   measured only). Each conversation is ingested once per speaker as the user, exactly as `bench/memory.py` does.
   Rule: a question naming exactly one speaker (first name, whole word) is asked
   - of the other speaker: *other speaker*, the user asking about the person they talk with;
   - of the speaker it names when it is about that speaker's people or pets: *their people* ("What do Melanie's
     kids like?", "…Maria and her mom…": the name's possessive or her/his/their, then at most one word, then a
     relation or pet word, see `THEIR_PEOPLE`).
   Questions naming both speakers or neither are skipped. Figure: the `context()` evidence hit rate of
   bench/memory.py (the block holds a memory, core fact, people line, summary or excerpt sourced from an evidence
   turn), per group.

Usage (from the repo root)::

    python bench/entities.py --smoke                    # 1 history per split and language, a bit of LoCoMo
    python bench/entities.py                            # 8 histories per split and language, 2 LoCoMo conversations
    python bench/entities.py --histories 20 --locomo-conversations 10 --json out.json
    python bench/entities.py --split dev --no-locomo --extractor "openai:gpt-4o-mini"
    python bench/entities.py --split daily --no-locomo                 # the daily-life split (open)
    python bench/entities.py --split daily_noisy --no-locomo           # the same in messy chat voices (open)
    python bench/entities.py --split daily_voices --no-locomo          # new voices nobody has tuned for (open)
    python bench/entities.py --split daily_talk --no-locomo            # chat talk written without the readers (open)
    python bench/entities.py --split daily_tasks --no-locomo           # facts said inside requests (open)

A benchmark, not a test: it exits 0 whatever the figures (non-zero only on errors).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import entity_daily_gen
import entity_gen
from datasets import data_dir
from entity_gen import LANGUAGES, History, Person
from memory import (
    Question,
    _first_name,
    add_common_options,
    ingest,
    load,
    log,
    one_blas_thread,
    print_reader_failures,
    print_table,
    run_user,
)

import jiyi
from jiyi import FixedClock, Memory
from jiyi._entity_models import EntityView

#: Every split and question shape, the daily ones (bench/entity_daily_gen.py) after the first generator's.
SPLITS = (*entity_gen.SPLITS, *entity_daily_gen.SPLITS)
SHAPES = (*entity_gen.SHAPES, *(s for s in entity_daily_gen.SHAPES if s not in entity_gen.SHAPES))

_RELATION = (
    r"(?:mom|mother|dad|father|parents|sister|brother|siblings|kids|children|child|son|daughter|husband|wife|"
    r"partner|friends?|family|grandma|grandmother|grandpa|grandfather|cousin|boss|coworkers?|colleagues?|"
    r"neighbou?rs?|mentors?|dogs?|cats?|pets?)"
)
#: "Melanie's kids", "James' mother", "her new dog", "his family": the questions about a speaker's people.
THEIR_PEOPLE = r"\b{name}'s? (?:\w+ )?" + _RELATION + r"\b|\b(?:her|his|their) (?:\w+ )?" + _RELATION + r"\b"


def generate(splits: Sequence[str], languages: Sequence[str], histories: int, seed: int) -> list[History]:
    """The histories of each split from its own generator (`entity_gen` or `entity_daily_gen`)."""
    out: list[History] = []
    for split in splits:
        gen = entity_daily_gen if split in entity_daily_gen.SPLITS else entity_gen
        out += gen.generate((split,), languages, histories, seed)
    return out


# A unit said short or in full is the same answer: "like 3 hrs" is answered by "3 hours" (the entity readers
# spell chat abbreviations out, `tidy_voice`); both sides are read with the unit in full.
_UNITS = {"hrs": "hours", "hr": "hour", "mins": "minutes", "min": "minutes", "yrs": "years", "yr": "year",
          "wks": "weeks", "wk": "week", "ppl": "people"}  # fmt: skip
_UNIT = re.compile(r"(?<=\d )(" + "|".join(_UNITS) + r")\b|(?<=\d)(" + "|".join(_UNITS) + r")\b", re.I)


def _units_in_full(text: str) -> str:
    return _UNIT.sub(lambda m: _UNITS[(m[1] or m[2]).lower()], text)


#: A determiner before a name the user gave something ("the Excel course", "our fall camping trip") is how it was
#: said, not part of the name: a list line "fall camping trip" names the same trip.
_DETERMINER = re.compile(r"^(?:the|our|my|a|an|that|this|his|her|their) (?=\S)", re.I)


def found(alt: str, text: str) -> bool:
    """`alt` appears in `text`: Latin as a whole word (case-insensitive, plural or possessive allowed, a leading
    determiner optional), a number not inside a date or time; a unit after a number short or in full alike ("3 hrs",
    "3 hours")."""
    alt, text = _units_in_full(alt), _units_in_full(text)
    alt = _DETERMINER.sub("", alt)
    if alt.isdigit():
        return re.search(rf"(?<![\d\-:/.]){alt}(?![\d\-:/年月日号点时])", text) is not None
    if alt.isascii():
        # A plural or possessive still names it: "Mondays", "Tom's".
        return re.search(rf"(?<![A-Za-z0-9]){re.escape(alt)}(?:s|'s)?(?![A-Za-z0-9])", text, re.I) is not None
    return alt in text


def answered(required: Sequence[Sequence[str]], text: str) -> bool:
    """Every group of alternatives has one in `text`."""
    return all(any(found(alt, text) for alt in group) for group in required)


def _person_entities(p: Person, views: Sequence[EntityView]) -> list[EntityView]:
    names = {n.lower() for n in p.names()}
    return [v for v in views if names & {n.lower() for n in (v.entity.name, *v.entity.aliases)}]


def entity_figures(people: Sequence[Person], views: Sequence[EntityView]) -> dict[str, int]:
    """How the entity table of one history matches its people (see the module docstring)."""
    persons = [v for v in views if v.entity.kind == "person" and v.entity.state == "active"]
    matched = {p.id: _person_entities(p, persons) for p in people}
    facts_right = stale = 0
    for p in people:
        values = [f.value for v in matched[p.id] for f in v.facts]
        facts_right += sum(1 for value in p.facts.values() if any(answered([value.split("|")], x) for x in values))
        stale += sum(1 for value in p.past.values() if any(answered([value.split("|")], x) for x in values))
    return {
        "people": len(people),
        "person_entities": len(persons),
        "people_found": sum(1 for p in people if matched[p.id]),
        "duplicates": sum(max(0, len(m) - 1) for m in matched.values()),
        "wrong_merges": sum(1 for v in persons if sum(1 for p in people if v in matched[p.id]) > 1),
        "facts": sum(len(p.facts) for p in people),
        "facts_right": facts_right,
        "stale_facts": stale,
    }


def facts_by_attribute(people: Sequence[Person], views: Sequence[EntityView]) -> dict[str, list[int]]:
    """Per attribute of the ground truth: [facts, facts right] (an aggregate that says which attributes capture
    misses, never which wording)."""
    persons = [v for v in views if v.entity.kind == "person" and v.entity.state == "active"]
    out: dict[str, list[int]] = {}
    for p in people:
        values = [f.value for v in _person_entities(p, persons) for f in v.facts]
        for attr, value in p.facts.items():
            pair = out.setdefault(attr, [0, 0])
            pair[0] += 1
            pair[1] += any(answered([value.split("|")], x) for x in values)
    return out


def missed_facts(people: Sequence[Person], views: Sequence[EntityView], memories: Sequence[str]) -> dict[str, int]:
    """Where a fact the person's entity lacks went (an aggregate that says which stage loses it, never which
    wording): onto another entity (read, but said to be about someone else or something else), into a memory's text
    only (kept, but no entity reader took it), or nowhere."""
    persons = [v for v in views if v.entity.kind == "person" and v.entity.state == "active"]
    active = [v for v in views if v.entity.state == "active"]
    out = {"other_entity": 0, "memory_only": 0, "nowhere": 0}
    for p in people:
        mine = _person_entities(p, persons)
        own = [f.value for v in mine for f in v.facts]
        other = [f.value for v in active if v not in mine for f in v.facts]
        for value in p.facts.values():
            alts = [value.split("|")]
            if any(answered(alts, x) for x in own):
                continue
            if any(answered(alts, x) for x in other):
                out["other_entity"] += 1
            elif any(answered(alts, x) for x in memories):
                out["memory_only"] += 1
            else:
                out["nowhere"] += 1
    return out


#: Where the offline mention reader put a fact the person's entity lacks, reading its message alone (`missed_reads`).
_READS = ("not_verbatim", "not_read", "read_for_them", "read_for_pronoun", "read_for_other")


def missed_reads(h: History, views: Sequence[EntityView]) -> dict[str, int] | None:
    """For each fact the person's entity lacks, what the offline mention reader makes of the user message that says
    it (the first that holds the value; the user's three messages before it as `recent`): not said as the value is
    written, not read at all, read for them (so lost at resolution), read for a pronoun or an unnamed relation the
    store had to resolve, or read for someone else. An aggregate of stages, never wording; None when this build
    has no offline reader."""
    try:
        from jiyi.extractors._entities import extract_mentions
    except ImportError:
        return None
    persons = [v for v in views if v.entity.kind == "person" and v.entity.state == "active"]
    said = [t for s in h.sessions for r, t in s.turns if r == "user"]
    out = dict.fromkeys(_READS, 0)
    for p in h.people:
        own = [f.value for v in _person_entities(p, persons) for f in v.facts]
        names = {n.casefold() for n in p.names()}
        for value in p.facts.values():
            alts = [value.split("|")]
            if any(answered(alts, x) for x in own):
                continue
            at = next((i for i, t in enumerate(said) if answered(alts, t)), None)
            if at is None:
                out["not_verbatim"] += 1
                continue
            mentions = extract_mentions(said[at], language=h.language, recent=said[max(0, at - 3) : at])
            holding = [m for m in mentions if any(answered(alts, f.value) for f in m.facts)]
            if not holding:
                out["not_read"] += 1
            elif any({m.name.casefold(), *(a.casefold() for a in m.aliases)} & names for m in holding):
                out["read_for_them"] += 1
            elif any(m.pronoun or not m.name for m in holding):
                out["read_for_pronoun"] += 1
            else:
                out["read_for_other"] += 1
    return out


def run_history(h: History, folder: Path, extractor: str) -> dict[str, Any]:
    """Ingest one generated history, ask its questions, score the blocks (and the entity table when there is one)."""
    sessions = h.dated_sessions()
    clock = FixedClock(sessions[0][0])
    mem = Memory(folder / f"{h.id}.db", extractor=extractor, clock=clock)
    try:
        ingest(mem, clock, h.id, sessions)
        clock.set(sessions[-1][0] + timedelta(days=1))
        asked = []
        for q in h.questions:
            text = mem.context(h.id, q.text).text
            asked.append(
                {
                    "id": q.id,
                    "shape": q.shape,
                    "kind": q.kind,
                    "question": q.text,
                    "hit": answered(q.required, text),
                    "stale": bool(q.stale) and answered([q.stale], text),
                    "empty": not text,
                    "missing": [g[0] for g in q.required if not answered([g], text)],
                }
            )
        entities = getattr(mem, "entities", None)  # the entity layer, in builds that have it
        views = entities.views(h.id) if entities is not None else None
        table = entity_figures(h.people, views) if views is not None else None
        by_attribute = facts_by_attribute(h.people, views) if views is not None else None
        texts = [m.content for m in mem.list(h.id, limit=1000)]
        missed = missed_facts(h.people, views, texts) if views is not None else None
        if missed is not None and extractor == "offline" and (reads := missed_reads(h, views or [])) is not None:
            missed.update(reads)
    finally:
        mem.close()
    return {"id": h.id, "split": h.split, "language": h.language, "questions": asked, "entities": table,
            "by_attribute": by_attribute, "missed": missed}  # fmt: skip


def about_others(q: Question, speakers: tuple[str, str]) -> list[str]:
    """The speakers for whom `q` is about someone else (the rule in the module docstring)."""
    named = [s for s in speakers if re.search(rf"\b{re.escape(_first_name(s))}\b", q.text.lower())]
    if len(named) != 1:
        return []
    (subject,) = named
    out = [s for s in speakers if s != subject]
    if re.search(THEIR_PEOPLE.format(name=re.escape(subject.split()[0])), q.text, re.I):
        out.append(subject)
    return out


def run_locomo(
    data: Path, conversations: int, sessions: int | None, folder: Path, extractor: str
) -> list[dict[str, Any]]:
    """The LoCoMo questions about people other than the user, one row per (question, speaker-user)."""
    rows: list[dict[str, Any]] = []
    for conv in load(data, conversations, sessions, None):
        for speaker in conv.speakers:
            t0 = time.perf_counter()
            res = run_user(conv, speaker, folder, extractor, ask=about_others)
            mine = re.compile(rf"\b{re.escape(_first_name(speaker))}\b")
            for q in res.per_question:
                group = "their people" if mine.search(q["question"].lower()) else "other speaker"
                rows.append({**q, "user": res.user, "group": group})
            log(f"  LoCoMo {res.user}: {len(res.per_question)} questions in {time.perf_counter() - t0:.0f} s")
    return rows


def _rate(rows: Sequence[dict[str, Any]]) -> str:
    return f"{statistics.fmean(r['hit'] for r in rows):.3f} ({len(rows)})" if rows else "-"


def summarise(results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Hit rates per split x language x shape (and per kind), entity-table sums per split x language."""
    out: dict[str, Any] = {}
    for split in SPLITS:
        for lang in LANGUAGES:
            mine = [r for r in results if r["split"] == split and r["language"] == lang]
            if not mine:
                continue
            qs = [q for r in mine for q in r["questions"]]
            tables = [r["entities"] for r in mine if r["entities"] is not None]
            out[f"{split}/{lang}"] = {
                "histories": len(mine),
                "questions": len(qs),
                "answered": statistics.fmean(q["hit"] for q in qs) if qs else 0.0,
                "by_shape": {
                    s: {"questions": len(sub), "answered": statistics.fmean(q["hit"] for q in sub)}
                    for s in SHAPES
                    if (sub := [q for q in qs if q["shape"] == s])
                },
                "by_kind": {
                    k: {"questions": len(sub), "answered": statistics.fmean(q["hit"] for q in sub)}
                    for k in sorted({q["kind"] for q in qs})
                    if (sub := [q for q in qs if q["kind"] == k])
                },
                "stale_shown": sum(q["stale"] for q in qs),
                "empty_blocks": sum(q["empty"] for q in qs),
                "entities": {k: sum(t[k] for t in tables) for k in tables[0]} if tables else None,
                "facts_by_attribute": _sum_by_attribute([r.get("by_attribute") or {} for r in mine]),
                "facts_missed": {k: sum((r.get("missed") or {}).get(k, 0) for r in mine) for k in (*_MISSED, *_READS)},
            }
    return out


#: Where a missed fact went (see `missed_facts`).
_MISSED = ("other_entity", "memory_only", "nowhere")


def _sum_by_attribute(parts: Sequence[dict[str, list[int]]]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for part in parts:
        for attr, (n, right) in part.items():
            pair = out.setdefault(attr, [0, 0])
            pair[0] += n
            pair[1] += right
    return dict(sorted(out.items()))


def _print_generated(results: Sequence[dict[str, Any]], figures: dict[str, Any]) -> None:
    every = [q for r in results for q in r["questions"]]
    shapes = [s for s in SHAPES if any(q["shape"] == s for q in every)]  # the columns this run has questions for
    header = ["split / language", "histories", *shapes, "all", "stale shown", "empty blocks"]
    rows = []
    for key, f in figures.items():
        split, lang = key.split("/")
        mine = [q for r in results if r["split"] == split and r["language"] == lang for q in r["questions"]]
        by = [_rate([q for q in mine if q["shape"] == s]) for s in shapes]
        rows.append([key, str(f["histories"]), *by, _rate(mine), str(f["stale_shown"]), str(f["empty_blocks"])])
    rows.append(["**all**", str(len(results)), *[_rate([q for q in every if q["shape"] == s]) for s in shapes],
                 _rate(every), str(sum(q["stale"] for q in every)), str(sum(q["empty"] for q in every))])  # fmt: skip
    print_table("Generated histories: questions answered by context() (share, questions)", header, rows)
    kinds = sorted({q["kind"] for q in every})
    krows = [[k, *[_rate([q for q in every if q["kind"] == k and q["shape"] == s]) for s in shapes]] for k in kinds]
    print_table("By kind of question, all splits and languages", ["kind", *shapes], krows)
    tables = {k: f["entities"] for k, f in figures.items() if f["entities"]}
    if not tables:
        print("\n- entity table: this build has no `mem.entities`; its figures are skipped")
        return
    names = ["people", "person_entities", "people_found", "duplicates", "wrong_merges", "facts", "facts_right",
             "stale_facts"]  # fmt: skip
    print_table("Entity table against the people of the histories", ["split / language", *names],
                [[k, *[str(t[n]) for n in names]] for k, t in tables.items()])  # fmt: skip
    attrs = sorted({a for f in figures.values() for a in f.get("facts_by_attribute") or {}})
    cols = [k for k, f in figures.items() if f.get("facts_by_attribute")]
    cells = {k: figures[k]["facts_by_attribute"] for k in cols}
    arows = [[a, *[f"{cells[k][a][1]}/{cells[k][a][0]}" if a in cells[k] else "-" for k in cols]] for a in attrs]
    print_table("Facts right by attribute (right / said)", ["attribute", *cols], arows)
    mrows = [[k, *[str(figures[k].get("facts_missed", {}).get(m, 0)) for m in _MISSED]] for k in cols]
    print_table("Facts the person's entity lacks: where the value went", ["split / language", *_MISSED], mrows)
    rrows = [[k, *[str(figures[k].get("facts_missed", {}).get(m, 0)) for m in _READS]] for k in cols]
    if any(any(c != "0" for c in r[1:]) for r in rrows):
        print_table("The same facts: what the offline reader makes of the message saying each", ["split / language",
                    *_READS], rrows)  # fmt: skip


def _print_locomo(rows: Sequence[dict[str, Any]], sizes: str) -> None:
    groups = ["other speaker", "their people"]
    cats = sorted({r["category"] for r in rows})
    table = [[c, *[_rate([r for r in rows if r["group"] == g and r["category"] == c]) for g in groups]] for c in cats]
    table.append(["**all**", *[_rate([r for r in rows if r["group"] == g]) for g in groups]])
    print_table(f"LoCoMo questions about people other than the user: context() evidence hit rate — {sizes}",
                ["category", *groups], table)  # fmt: skip
    print(f"\n- empty blocks: {sum(r['empty'] for r in rows)}")


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument(
        "--smoke", action="store_true", help="1 history per split and language; LoCoMo: 1 conversation, 4 sessions"
    )
    p.add_argument("--split", choices=[*SPLITS, "both"], default="both")
    p.add_argument("--language", choices=[*LANGUAGES, "both"], default="both")
    p.add_argument("--histories", type=int, default=8, help="generated histories per split and language (default 8)")
    p.add_argument("--seed", type=int, default=0, help="generator seed (default 0)")
    p.add_argument(
        "--input", default=None, help="histories written by bench/entity_gen.py --out (instead of generating)"
    )
    p.add_argument("--locomo-conversations", type=int, default=2, help="LoCoMo conversations (of 10; default 2)")
    p.add_argument("--locomo-sessions", type=int, default=None, help="keep the first N sessions of each")
    p.add_argument("--no-locomo", action="store_true", help="skip the LoCoMo part")
    add_common_options(p)
    args = p.parse_args(argv)
    one_blas_thread(__file__, argv)
    if args.smoke:
        args.histories, args.locomo_conversations, args.locomo_sessions = 1, 1, args.locomo_sessions or 4
    started = time.perf_counter()
    if args.input:
        histories = entity_gen.load(Path(args.input))
    else:
        splits = ("dev", "holdout") if args.split == "both" else (args.split,)
        languages = LANGUAGES if args.language == "both" else (args.language,)
        histories = generate(splits, languages, args.histories, args.seed)
    print(f"# jiyi {jiyi.__version__} entity benchmark — {datetime.now():%Y-%m-%d %H:%M}, extractor {args.extractor}")
    results: list[dict[str, Any]] = []
    locomo: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="jiyi-entities-") as tmp:
        for h in histories:
            t0 = time.perf_counter()
            results.append(run_history(h, Path(tmp), args.extractor))
            log(f"  {h.id}: {len(h.questions)} questions in {time.perf_counter() - t0:.1f} s")
        if not args.no_locomo:
            locomo = run_locomo(data_dir(args.data), args.locomo_conversations, args.locomo_sessions, Path(tmp),
                                args.extractor)  # fmt: skip
    figures = summarise(results)
    _print_generated(results, figures)
    sizes = f"{args.locomo_conversations} conversations" + (
        f", first {args.locomo_sessions} sessions" if args.locomo_sessions else ""
    )
    if locomo:
        _print_locomo(locomo, sizes)
    print_reader_failures()
    print(f"\ntotal runtime {time.perf_counter() - started:.0f} s")
    if args.json:
        groups = {g: [r for r in locomo if r["group"] == g] for g in ("other speaker", "their people")}
        out = {
            "extractor": args.extractor,
            "seed": args.seed,
            "generated": figures,
            "histories": results,
            "locomo": {
                "sizes": sizes,
                "by_group": {
                    g: {"questions": len(rs), "context_hit_rate": statistics.fmean(r["hit"] for r in rs)}
                    for g, rs in groups.items()
                    if rs
                },
                "questions": locomo,
            },
        }
        Path(args.json).write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
        log(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
