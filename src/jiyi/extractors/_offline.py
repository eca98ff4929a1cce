"""The offline extractor: Chinese and English self-statements -> typed memory decisions, no LLM.

It is honest heuristics. It reads only the user's turns among `request.new_messages` (context and
assistant turns are never mined), splits each message into sentences and clauses, and keeps a clause
only when a rule recognises a first-person statement of a known kind (see `_rules_zh` / `_rules_en`).
Questions, requests for help, hypotheticals, chit-chat and statements about strangers produce nothing:
precision matters more than recall, because junk memories are what users complain about most.

Each candidate is then compared with `request.related` (see `_slots`): a restatement boosts the old
memory, a new value for the same slot or an explicit correction updates it, an explicit "忘掉… /
forget …" deletes it, and only ids from `request.related` are ever used.

Conventions:

- Memories are third-person statements in the language of the sentence they came from ("用户喜欢猫",
  "User likes cats"); terms and names stay verbatim ("用户用 FastAPI 和 PostgreSQL").
- Relative dates are resolved against the message's `created_at` (history may be imported) and the
  absolute date is appended to the content; todos, plans and future events also get `due_at`.
- Plan vs event: what the user intends to do is a *plan* ("我下周要去东京出差", "I'm presenting the
  design review next Friday"); what is scheduled for or happened to them is an *event* ("我明天有个
  面试", "I got promoted"); an explicit reminder or a dated obligation is a *todo* ("提醒我周五交报告",
  "I need to send the invoice by Friday").

Work is bounded: per message only the first `max_chars` characters and `max_sentences` sentences are
read, and at most `max_messages` user messages per request, so a pasted log cannot stall distillation.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar

from .._models import Decision, ExtractionRequest, ExtractionResult, MemoryRecord, Message, Role
from .._text import content_hash, normalise_text
from .._time import aware, load_zone
from ._base import Extractor
from ._chat_fillers import apostrophes_en, partner_said_en
from ._decide import covered_by, decide_free, decisions_of, forget_reason
from ._entities_carried_zh import carried_text_zh
from ._entities_en_asking import said_after_asking_en
from ._entities_en_carry import theirs_en
from ._entities_kids import kids_said
from ._entities_renamed import name_as_meant
from ._entities_replied import own_reply, which_said
from ._hant import request_in_script
from ._memory_text import plainly
from ._name_given import name_given
from ._offline_report import batch_language, batch_summary
from ._pro_drop import with_user_subject
from ._reach import reach_said
from ._referents import memory_named, without_chat
from ._remind_told import told_en, told_zh
from ._remind_when import asked_when_only, before_occasion, retimed
from ._restate import restate
from ._rules_cancel import named_before
from ._rules_common import ASIDE_EN, Candidate, Subject, clip, sentence_language, split_sentences
from ._rules_done import complete_decisions
from ._rules_en import extract_en
from ._rules_ended import ended_decisions, ended_said
from ._rules_moved import moved_decisions, moved_said
from ._rules_zh import extract_zh
from ._rules_zh_facts import NAME_BAD, SURNAMES
from ._runons import cut_runons_zh
from ._samesay import says_again
from ._selector import Selector
from ._slots import (
    forget_matcher,
    infer_slots,
    said_more_of_person,
    same_value,
    similarity,
)
from ._there import there_named
from ._turn_before import held_replies

__all__ = ["OfflineExtractor", "candidates_from_text"]

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")  # terminal colours in pasted output
# A transcript line's speaker label ("Caroline: …", "小王：…"): the words after it are the user's. Leads that
# look like labels but are not speakers ("TIL:", "Lesson learned:", "记住：", "地址：") stay.
_SPEAKER_EN = re.compile(
    r"^\s*(?!(?i:til|lesson(?: learned)?|note(?: to self)?|remember|reminder|todo|to-do|correction|update|edit|ps|"
    rf"{ASIDE_EN}|important|warning|tip|idea|question|answer|summary|context|background|also|re|fwd|q|a)\s*:)"
    r"[A-Z][\w'.-]{0,20}(?: [A-Z][\w'.-]{0,20})?\s*:\s+(?=\S)"
)
_SPEAKER_ZH = re.compile(r"^\s*(?P<n>[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3})\s*[:：]\s*(?=\S)")


# A memory must mean something on its own: one ending on a pointer to the conversation ("用户平时叫外卖都填这个",
# "User wants to try that") or made only of encouragement ("User is gonna keep pushing forward") is left out.
_DANGLING = re.compile(r"(?:这个|那个|这些|那些|这样|那样|\b(?:this|that|these|those|there|here))\W*$", re.I)
_FILLER_ONLY = re.compile(
    r"^User (?:is |will |'ll |is going to |is gonna |wants to |needs to )?(?:just )?(?:keep (?:on )?(?:pushing|going|"
    r"trying|moving|working)(?: (?:forward|on|hard|at it))?|do (?:my|their) best|try (?:my|their) best|hang in there|"
    r"stay (?:positive|strong)|keep it up)\W*$",
    re.I,
)


# "User moved to Denver and works at a hospital there": the place "there" is is named before it
_PLACE_BEFORE_THERE = re.compile(r"\b(?:in|to|from|at|near)\s+(?:the\s+)?[A-Z][\w'-]+.*\bthere\W*$")


def _stands_alone(content: str) -> bool:
    body = re.sub(r"[（(][^）)]*[)）]$", "", content).strip()  # the appended date is not the content
    dangling = _DANGLING.search(body) and not _PLACE_BEFORE_THERE.search(body)
    return not (dangling or _FILLER_ONLY.match(body))


def _without_speaker(text: str) -> str:
    m = _SPEAKER_ZH.match(text)
    if m and (m.group("n")[0] in "小老阿" or m.group("n")[0] in SURNAMES) and not NAME_BAD.search(m.group("n")):
        return text[m.end() :]
    return _SPEAKER_EN.sub("", text, count=1)


_PRIORITY = {"delete": 3, "update": 2, "add": 2, "boost": 1, "skip": 0}


def candidates_from_text(text: str, now: datetime, *, max_sentences: int = 40) -> list[Candidate]:
    """Every candidate the rules find in one user message (exposed for debugging rules)."""
    sentences = said_after_asking_en(split_sentences(text, max_sentences))  # "Is Morpeth nice? Mum is from there"
    for i in reversed(range(1, len(sentences))):
        named = name_given(sentences[i - 1], sentences[i])  # "Just adopted a puppy! His name is Max": one statement
        if named is not None:
            sentences[i - 1 : i + 1] = [named]
    subject = Subject()
    out: list[Candidate] = []
    i = 0
    while i < len(sentences):
        sentence = sentences[i]
        following = sentences[i + 1] if i + 1 < len(sentences) else ""
        extract = extract_zh if sentence_language(sentence) == "zh" else extract_en
        found, used_following = extract(sentence, now, subject, following)
        out.extend(found)
        i += 2 if used_following else 1
    return out


@dataclass
class _Picked:
    decision: Decision
    candidate: Candidate


class OfflineExtractor(Extractor):
    """Rule-based extraction for Chinese and English; the embedded default that needs no LLM.

    `max_chars` and `max_sentences` bound the work per message, `max_messages` per request.
    """

    provider: ClassVar[str] = "offline"

    def __init__(
        self,
        *,
        max_chars: int = 4000,
        max_sentences: int = 40,
        max_messages: int = 200,
        selector: Selector | bool = True,
    ) -> None:
        self.max_chars = max_chars
        self.max_sentences = max_sentences
        self.max_messages = max_messages
        # The learned selector picks what the rules have no shape for; `selector=False`: the rules alone.
        self.selector = Selector() if selector is True else (selector or None)

    def extract(self, request: ExtractionRequest) -> ExtractionResult:
        """Decisions for the user's new messages (see the module docstring for what is recognised)."""
        # Traditional Chinese is read as Simplified, and the memories are written back in the user's script
        return request_in_script(request, self._extract)

    def _extract(self, request: ExtractionRequest) -> ExtractionResult:
        users = [m for m in request.new_messages if m.role is Role.USER][: self.max_messages]
        picked: list[_Picked] = []
        zone = load_zone(request.timezone)
        unshaped: list[tuple[Message, str, datetime]] = []
        forgets: list[tuple[Candidate, Message]] = []
        # The turn before each message: what its "her" / "we" may refer to, and what a reply answers (`own_reply`).
        turns = [*request.context_messages, *request.new_messages]
        before = {m.id: turns[i - 1].content for i, m in enumerate(turns) if i > 0}
        # "Where are you from?" / "hmm" / "Leeds": a reply that holds the turn leaves the question for the next one
        before |= held_replies(turns)
        for message in users:
            # "明天下午3点" is resolved on the user's clock: the message's time in their zone.
            now = aware(message.created_at).astimezone(zone)
            text = _without_speaker(normalise_text(_ANSI.sub("", message.content[: self.max_chars])))
            text = partner_said_en(apostrophes_en(text))  # "Im a software dev at a bank", "my other half"
            text = reach_said(text)  # "if it's urgent call my husband Tom on …": his phone number
            text = cut_runons_zh(text)  # "我姐在深圳上班她老公是医生": where the entity readers see two sentences
            # "We haven't talked in a while", "我们上次聊到哪了": about this chat, not the user's life
            text = without_chat(text, before.get(message.id, ""))
            if not text.strip():
                continue
            replied = own_reply(before.get(message.id, ""), text)  # "How old are you?" then "34": "I am 34"
            earlier = [m.content for m in turns[: turns.index(message)] if m.role is Role.USER]
            asked = before.get(message.id, "")
            if replied is None and ("?" in asked or "？" in asked):
                # "How old are they?" after "took the kids to the zoo" / "Mia's 6 and Leo's 3": the user's kids;
                # "Which cousin?" / "Rohan, my mom's sister's son": the cousin named
                replied = kids_said(text, earlier[-1:], asked) or which_said(asked, text)
            text = replied or text
            mine = earlier[-1:]
            if sentence_language(text) == "en" and theirs_en(text, mine):
                continue  # "my grandpa Joe is in town" / "just turned 85": his age, read by the entity layer
            text = carried_text_zh(before.get(message.id, ""), text, mine) or text  # "我室友" / "嗯？" / "老家东北的"
            text = there_named(text, mine[0] if mine else "")  # "我姐住在成都" / "我姐在那边的医院工作": in 成都
            # "我妈妈叫林美华，不对，是林美桦": the name as meant; "不对，是林美桦" after "我妈妈叫林美华": the
            # entity layer renames her and puts right each memory saying the old name, so it is no memory of its own
            meant = name_as_meant(text, mine, [r.content for r in request.related if r.is_current])
            if meant is None:
                continue
            text = meant
            # "remind me that my sister moved to Leeds last week": she moved; it tells, asks nothing
            text = told_en(text, now) or told_zh(text, now) or text
            text = retimed(text, now) or text  # "提醒我周五交房租，不对，是周六": Saturday
            text = before_occasion(text, now) or text  # "下周三是我妈生日，提醒我买礼物": by next Wednesday
            # "I have to send the invoice" / "remind me, Friday": one request; alone, a time is nothing to do
            made_whole = asked_when_only(text, mine, now)
            if made_whole is not None and not made_whole.strip():
                continue
            text = made_whole or text
            found = candidates_from_text(text, now, max_sentences=self.max_sentences)
            said = with_user_subject(text, before.get(message.id, ""), now) if not found else text
            # "体检一般都去市一医院", "hiked rainier last summer": the unsaid subject of a statement is the user
            if said != text:
                found = candidates_from_text(said, now, max_sentences=self.max_sentences)
            # The selector reads what no rule shaped; a forget or a correction is never itself a memory, and a
            # "done" that names no todo ("I finished my first half marathon") is still news — one that closes a todo
            # ("我刚交完房租了") is that todo's new version, not a memory of its own as well.
            closes = any(c.done is not None and complete_decisions(c, message, request.related) for c in found)
            if not closes and not any(
                c.content or c.forget is not None or c.replace or c.correction or c.cancel or c.again for c in found
            ):
                unshaped.append((message, said, now))
            elif _partly_read(found, said):
                unshaped.append((message, said, now))  # "我在准备考研，目标是复旦的新闻系…": the rules kept a clause
            for candidate in found:
                if (candidate.cancel or candidate.again) and not candidate.done:  # "不用提醒我了", "明天再提醒我":
                    # of what the turn before reminded
                    if (named_todo := named_before(candidate, before.get(message.id, ""))) is None:
                        continue
                    candidate = named_todo
                if candidate.moved is not None or candidate.ended is not None:
                    _change(picked, candidate, message, request.related, now)
                    continue
                if candidate.forget is not None:
                    forgets.append((candidate, message))
                if not candidate.forget and not candidate.correction:
                    if not _stands_alone(candidate.content):
                        continue
                    named = memory_named(candidate.content, before.get(message.id, ""), candidate.language)
                    if named is None and replied and earlier:
                        # "我妈血压有点高" … "要不要我提醒你给她打电话？" / "好啊": her, of the messages before
                        named = memory_named(candidate.content, "。".join(earlier[-3:]), candidate.language)
                    if named is None and candidate.type == "todo" and candidate.label in ("reminder", "提醒事项"):
                        # "remind me to call her tomorrow": a reminder asked for is kept, in the user's own words
                        named = candidate.content
                    if named is None:
                        continue  # "User is planning to visit her in January": nothing says who
                    candidate = dataclasses.replace(candidate, content=named)
                for decision in decisions_of(candidate, message, request.related):
                    _keep(picked, _Picked(decision, candidate))
        for message, candidate in self._selected(unshaped, request, before):
            # The whole statement says more than the clauses a rule kept from it: plain ones give way to it, and it
            # is left out when what the rules kept already says it.
            if any(_said_by(p, message, candidate.content) for p in picked):
                continue
            # "我下属钱浩然，其身高是172厘米": the rule named the person, the statement says more of them; one memory
            # of the message says both (a second line would name 钱浩然 again).
            if _fold_into_person(picked, message, candidate.content):
                continue
            # "用户的舅舅住在苏州" beside "用户的舅舅住在苏州，电话是13812345678": the rule read a clause of the
            # statement the selector picked, which says it and more; the statement stands for it.
            clauses = [p for p in picked if _clause_of(p, message, candidate)]
            whole = dataclasses.replace(candidate, type="person")
            if clauses and (decided := decide_free(whole, message, request.related)).action == "add":
                picked = [p for p in picked if p not in clauses]
                _keep(picked, _Picked(decided, whole))
                continue
            # "I'm a nurse, I work night shifts at St. Mary's": a rule read the job; the rest of the statement is a
            # memory of its own when it says its own subject, else the whole statement stands for the clause read
            # ("我养了两只猫，一只叫豆豆，一只叫可乐" says more of the cats than "用户养了两只猫").
            parts = [p for p in picked if _part_of(p, message, candidate)]
            if parts:
                now = aware(message.created_at).astimezone(zone)
                rest = _rest_said(candidate, parts, now, before.get(message.id, ""))
                if rest is None:
                    whole = dataclasses.replace(candidate, type=parts[0].decision.type)
                    if (decided := decide_free(whole, message, request.related)).action == "add":
                        picked = [p for p in picked if p not in parts]
                        _keep(picked, _Picked(decided, whole))
                        continue
                else:
                    candidate = rest
            # "PowerPoint drives the user crazy." beside "User can't stand PowerPoint" (kept in this batch): the
            # same subject and feeling in other words adds a second line saying the same (`_samesay`).
            added = [p.decision.content for p in picked if p.decision.action == "add" and p.decision.content]
            embed = self.selector.embed if self.selector is not None else None  # `_selected` picks only with one
            if embed is None or says_again(candidate.content, added, embed) is not None:
                continue
            current = [r for r in request.related if r.is_current and r.type != "episode"]
            again = says_again(candidate.content, [r.content for r in current], embed)
            if again is not None:
                _keep(picked, _Picked(covered_by(candidate, message, current[again]), candidate))
                continue
            replaced = [p for p in picked if _within(p, message, candidate)]
            if replaced and _POINTS_BACK.search(re.split(r"[.!?。！？]", candidate.content, maxsplit=1)[0]):
                continue  # "User will draft it in Neovim…": the rules' clean clause reads better alone
            if any(p.decision.type == "preference" for p in replaced):
                candidate = dataclasses.replace(candidate, type="preference")
            elif any(p.decision.type == "todo" for p in replaced):  # the whole says the duty, with more: a todo
                candidate = dataclasses.replace(candidate, type="todo")
            picked = [p for p in picked if p not in replaced]
            _keep(picked, _Picked(decide_free(candidate, message, request.related), candidate))
        picked = _without_forgotten(picked, forgets, [m.id for m in users])
        picked = [_plain(p) for p in picked]
        language = batch_language(users, request.language)
        decisions = tuple(p.decision for p in picked)
        return ExtractionResult(decisions=decisions, reason=batch_summary(decisions, language))

    @property
    def reads_message_vectors(self) -> bool:
        """The selector embeds user messages; their stored vectors spare it that."""
        return self.selector is not None

    def _selected(
        self, messages: Sequence[tuple[Message, str, datetime]], request: ExtractionRequest, before: dict[str, str]
    ) -> list[tuple[Message, Candidate]]:
        """Candidates of the messages no rule read that the selector picks, in the user's own words."""
        if self.selector is None or not messages:
            return []
        out = []
        # A stored vector is of the message's whole content: the selector uses it only for a text it reads whole.
        stored = request.message_vectors
        known = {m.content: stored[m.id] for m, _, _ in messages if m.id in stored}
        scores = self.selector.scores([text for _, text, _ in messages], known, request.vectors_embedder)
        for (message, text, now), score in zip(messages, scores, strict=True):
            if score < self.selector.threshold:
                continue
            said = restate(text, now, before.get(message.id, ""))
            if said is None or not _stands_alone(said.content):
                continue
            label = "值得记住的陈述" if said.language == "zh" else "memorable statement"
            importance = round(0.5 + 0.3 * (score - self.selector.threshold) / (1 - self.selector.threshold), 2)
            out.append((message, Candidate(type=said.type, content=said.content, label=label, language=said.language,
                                           importance=importance, confidence=round(score, 2), due_at=said.due_at,
                                           source=said.source)))  # fmt: skip
        return out


# Kinds of rule memory a fuller statement may stand in for (keeping a preference's type); names, jobs, todos,
# lessons and manual notes stay as the rules phrased them.
_LOOSE_KINDS = frozenset(("fact", "event", "plan", "preference"))


_POINTS_BACK = re.compile(r"\b(?:it|that|this|them|those|these)\b|[这那][个种样些]", re.I)


def _partly_read(found: Sequence[Candidate], text: str) -> bool:
    """Rules kept statements from under 60% of the message (the rest may hold more about the user)."""
    # an asked-for reminder is read whole; a duty said with its day ("我下周三要交论文初稿，导师催得很紧") may say more
    asked = any(c.type == "todo" and c.label != "待办" for c in found)
    if asked or any(c.forget is not None or c.replace or c.correction or c.type == "manual" for c in found):
        return False
    read = sum(len(c.source) for c in found if c.content)
    return read < 0.6 * len(re.sub(r"\s", "", text))


def _part_of(p: _Picked, message: Message, fuller: Candidate) -> bool:
    """Whether `p` is a rule's new memory of a kind it phrases (a job, a name, a pet…) read from a clause of the
    fuller statement, one sentence that says more; a statement of several sentences is left as it was read."""
    d, source = p.decision, p.candidate.source.strip(" ，,。.!！")
    if d.action != "add" or message.id not in d.message_ids or d.due_at is not None or len(source) < 4:
        return False
    if d.type in _LOOSE_KINDS or len(split_sentences(fuller.source, 2)) > 1:
        return False
    return source.casefold() in fuller.source.casefold() and len(fuller.source) - len(source) >= 4


# What joins a clause to the one before it ("…, and I work nights", "…，而且在市一院上夜班"): the rest opens after it.
_JOINED = re.compile(
    r"^[\s,，;；、.。!！]*(?:(?:and|but|also|plus|so)\b|而且|并且|然后|但是|不过|所以|也|还)?[\s,，]*", re.I
)
# A name given after the clause is of what it ends on ("我养了一只狗，叫旺财"), never the user's.
_NAMING = re.compile(r"^(?:叫|名叫|名字叫|取名|named|called)", re.I)
# A rule's memory of someone or something of the user's ("用户的猫叫小白", "User's mom has diabetes"): a clause after
# it with no subject goes on about them.
_SOMEONE_OF_USER = re.compile(r"^(?:用户(?:的|家)|User's)")
_OWN_SUBJECT = re.compile(r"^(?:我|(?:i|i'm|im|i've|i'd|i'll|my)\b)", re.I)


def _rest_said(whole: Candidate, parts: Sequence[_Picked], now: datetime, before: str) -> Candidate | None:
    """The memory of what `whole` says besides the rule-read `parts` that open it, when that rest names its own
    subject, said or dropped after a clause of the user's ("我是护士，在市一院上夜班": "我在市一院上夜班"); None when it
    leans on them ("一只叫豆豆", "they loved it", "我的猫叫小白，已经十二岁了": the cat's age)."""
    rest = whole.source
    clauses = sorted(
        (p.candidate.source.strip(" ，,。.!！") for p in parts), key=lambda c: rest.casefold().find(c.casefold())
    )
    for clause in clauses:
        if not rest.casefold().startswith(clause.casefold()):
            return None  # the rule read a clause inside the statement: what is around it is not one statement
        rest = _JOINED.sub("", rest[len(clause) :])
    of_user = not any(_SOMEONE_OF_USER.match(p.decision.content or "") for p in parts)
    said = with_user_subject(rest, before, now) if of_user else rest
    if not _OWN_SUBJECT.match(said) or _NAMING.match(rest):
        return None
    restated = restate(said, now, before)
    if restated is None or not _stands_alone(restated.content):
        return None
    return dataclasses.replace(whole, type=restated.type, content=restated.content, due_at=restated.due_at,
                               source=restated.source)  # fmt: skip


def _within(p: _Picked, message: Message, fuller: Candidate) -> bool:
    """Whether `p` is a loose memory the fuller statement says again, with more ("用户下个月领证" within "用户下个月
    领证，办婚礼"); a dated one only when the statement is of the same date."""
    d = p.decision
    # a duty said with its day ("用户下周三要交论文初稿" within "…，导师催得很紧") is one too; an asked-for
    # reminder keeps its own words
    duty = d.type == "todo" and p.candidate.label == "待办"
    if d.action != "add" or message.id not in d.message_ids or (d.type not in _LOOSE_KINDS and not duty):
        return False
    if d.due_at is not None and d.due_at != fuller.due_at:
        return False
    return similarity(d.content, fuller.content)[0] >= 0.8


def _change(
    picked: list[_Picked], c: Candidate, message: Message, related: Sequence[MemoryRecord], now: datetime
) -> None:
    """ "改到下周四", "她不在杭州了": what was said just before in these messages changes, else the one related memory
    it names (`_rules_moved`, `_rules_ended`); nothing changes on a guess."""
    for i in reversed(range(len(picked))):
        d = picked[i].decision
        changed = moved_said(d, c, message, now) if c.moved else ended_said(d, c, message)
        if changed is not None:
            picked[i] = _Picked(changed, picked[i].candidate)
            return
    for decision in moved_decisions(c, message, related, now) if c.moved else ended_decisions(c, message, related):
        _keep(picked, _Picked(decision, c))


def _plain(p: _Picked) -> _Picked:
    """A new or changed memory as every memory reads (`_memory_text.plainly`)."""
    d = p.decision
    if d.action not in ("add", "update") or not d.content:
        return p
    text = plainly(d.content, p.candidate.language, manual=d.type == "manual")
    return p if text == d.content else _Picked(d.model_copy(update={"content": text}), p.candidate)


def _clause_of(p: _Picked, message: Message, fuller: Candidate) -> bool:
    """Whether `p` is a rule's new memory of a person read from a clause that the fuller statement holds whole."""
    d, source = p.decision, re.sub(r"\s+", " ", p.candidate.source.strip(" ，,。.!！"))
    if d.action != "add" or d.type != "person" or message.id not in d.message_ids or len(source) < 4:
        return False
    if re.search(r"[。！？!?]|\.\s", fuller.content.rstrip("。.!！")):
        return False  # a statement of several sentences may be of several people: the rule's clause is of one
    return source in re.sub(r"\s+", " ", fuller.source)


def _fold_into_person(picked: list[_Picked], message: Message, fuller: str) -> bool:
    """Whether a rule's new memory of a person named in `fuller` (same message) takes in what `fuller` adds."""
    for i, p in enumerate(picked):
        d = p.decision
        if d.action not in ("add", "boost", "update") or d.type != "person" or message.id not in d.message_ids:
            continue
        if not any(k.startswith("person:") and v and v in fuller.lower() for k, v in infer_slots(d.content).items()):
            continue
        merged = said_more_of_person(d.content, fuller)
        if merged is not None:
            # A restated person already remembered ("钱浩然是我下属，家乡在江苏苏州"): the memory gains the news as
            # a new version, rather than a second memory naming them.
            update = {"content": merged, "action": "update" if d.action == "boost" else d.action}
            if d.action == "boost":
                zh = p.candidate.language == "zh"
                quote = f"「{clip(p.candidate.source)}」" if zh else f'"{clip(p.candidate.source)}"'
                update["reason"] = f"补充此人的信息：{quote}" if zh else f"more about this person: {quote}"
            picked[i] = _Picked(d.model_copy(update=update), p.candidate)
        return True
    return False


def _said_by(p: _Picked, message: Message, fuller: str) -> bool:
    d = p.decision
    return message.id in d.message_ids and bool(d.content) and similarity(fuller, d.content)[0] >= 0.8


def _without_forgotten(
    picked: list[_Picked], forgets: Sequence[tuple[Candidate, Message]], order: list[str]
) -> list[_Picked]:
    """A new memory that a later "忘掉我刚才说的地址" in the same batch names is never current: it is written
    already deleted (`Decision.withdrawn`, citing the request too), so its source messages are never quoted and
    no summary of them states it (`jiyi._mend`). A request that named such a memory reports nothing else."""
    if not forgets:
        return picked
    position = {mid: i for i, mid in enumerate(order)}
    matchers = [(forget_matcher(c.forget or "", c.language), position.get(m.id, 0), c, m) for c, m in forgets]
    named_something: set[int] = set()
    kept = []
    for p in picked:
        d = p.decision
        if d.action == "add" and d.withdrawn is None:
            said_at = min((position.get(i, 0) for i in d.message_ids), default=0)
            by = next(((c, m) for named, at, c, m in matchers if said_at <= at and named(d.content, d.type)), None)
            if by is not None:
                named_something.add(id(by[0]))
                update = {"withdrawn": forget_reason(by[0]), "message_ids": (*d.message_ids, by[1].id)}
                p = _Picked(d.model_copy(update=update), p.candidate)
        kept.append(p)
    return [p for p in kept if not (p.decision.action == "skip" and id(p.candidate) in named_something)]


def _keep(picked: list[_Picked], new: _Picked) -> None:
    """Add a decision to the batch unless an earlier one already says it; a later statement wins a slot."""
    d = new.decision
    if d.action == "skip" and d.target_id is None and not d.content:
        picked.append(new)
        return
    for i, old in enumerate(picked):
        o = old.decision
        if d.target_id is not None and o.target_id == d.target_id:
            if _PRIORITY[d.action] >= _PRIORITY[o.action]:
                picked[i] = new  # "我叫李明 … 不对，我叫李鸣": the later word counts
            return
        if d.content and o.content and content_hash(d.content) == content_hash(o.content):
            return
        if d.action == "add" and o.action == "add":
            same = _same_slot(old.candidate, new.candidate)
            if same is not None:
                if not same:
                    picked[i] = new
                return
    picked.append(new)


def _same_slot(a: Candidate, b: Candidate) -> bool | None:
    """For two new statements about the same slots (name, job, city…): do they agree? None: other slots."""
    sa, sb = infer_slots(a.content, a.type, tools=False), infer_slots(b.content, b.type, tools=False)
    if not sa or set(sa) != set(sb):
        return None
    return all(same_value(sa[k], sb[k], k) for k in sa)
