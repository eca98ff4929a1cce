"""Completing a todo by saying so: "报告已经发了", "礼物买好了", "done with the gift", "I bought Emma's gift".

A clause that reports something as done (no negation, no question, nothing still to come) becomes a `Candidate`
with `done` set to the words that name it. The offline extractor then looks for the one open todo among the
related memories that those words name ("报告" in "用户需要周五前把报告发给王总") and emits an update of it with
`completed=True`: a new version of the todo, completed, the old one kept in the history (undo reopens it). When
no todo, or more than one equally, matches, nothing happens: a todo is never closed on a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._models import Decision, MemoryRecord, Message
from ._comments import without_comment
from ._done_across import same_chore
from ._rules_common import Candidate, clip, when_of

__all__ = ["complete_decisions", "done_en", "done_zh", "terms_en", "terms_zh"]

_I = re.IGNORECASE
_HAN = re.compile(r"[\u4e00-\u9fff]")

# --- Chinese ---------------------------------------------------------------------------------------
_ZH_VERB = (
    r"(?:发|交|买|做|写|改|办|订|付|缴|寄|还|取|拿|打|回|签|续|提交|完成|搞定|处理|弄|准备|预约|预订|报名|联系|通知|"
    r"告诉|送|接|洗|修|备份|上传|打印|申请|确认|检查|喂|浇|吃|倒|扔)"
)
_ZH_DONE = re.compile(
    rf"^(?:我们?)?(?:已经|已|刚刚?|终于|总算)?(?:把)?(?P<obj>.{{0,20}}?)(?:已经|已|都|也|刚刚?|终于)?(?P<verb>{_ZH_VERB})"
    r"(?P<tail>.{0,10}?)(?:了|完了|好了|完毕)$"
)
# "交了房租", "已经倒了垃圾": the verb, then 了, then the thing it is done to — a bare noun, as a todo names it
# ("我刚买了一台富士的相机" is news of a purchase, not a todo closed)
_ZH_DONE_VO = re.compile(
    rf"^(?:我们?)?(?:已经|已|刚刚?|终于|总算)?(?P<verb>{_ZH_VERB})(?:完了|好了|了)(?P<obj>[^，,。！!的一个台只件本张些]{{1,6}}?)(?:了)?$"
)
# Not done yet, not sure, not the user's own doing, or not even a statement.
_ZH_NOT = re.compile(
    r"没|未|不|别|还得|还要|要|得|打算|准备好?去|想|明天|后天|下周|下个|吗|呢|[？?]|你|忘|如果|要是|快要|马上|就要"
)
_ZH_OTHER = re.compile(
    r"^(?:我的?)?(?:他|她|它|妈|爸|爷爷|奶奶|外公|外婆|姥姥|姥爷|老公|老婆|媳妇|儿子|女儿|孩子|宝宝|朋友|同事|老板|室友|"
    r"哥|姐|弟|妹)"
)
_ZH_FUNCTION = "了过给把的和跟向对也都已经刚终于总算我们你他她这那个些吗呢吧啊好完掉啦呀哦"
_ZH_STOP = frozenset({"用户", "需要", "完成", "搞定", "处理", "一下"})


def done_zh(clause: str) -> Candidate | None:
    """A Chinese clause saying something is done ("报告已经发了", "已经给妈妈打过电话了"), else None."""
    clause = without_comment(clause)  # "刚从三亚回来 太爽了": the 了 of the comment closes nothing
    if len(clause) > 30 or _ZH_NOT.search(clause):
        return None
    m = _ZH_DONE.match(clause) or _ZH_DONE_VO.match(clause)
    if m is None:
        return None
    if _ZH_OTHER.match(clause):  # "我妈吃过药了": someone else's doing closes none of the user's todos
        return None
    tail = re.sub(r"^[完过好掉]+", "", m.groupdict().get("tail") or "")
    words = terms_zh(m.group("obj") + tail)
    # "药吃了" / "吃完药了": one character names the thing; with its verb it is the action of the todo ("吃药").
    thing = "".join(ch for ch in m.group("obj") + tail if ch not in _ZH_FUNCTION)
    if len(thing) == 1:
        words.append(m.group("verb") + thing)
    if not words:
        return None
    return Candidate(type="todo", content="", label="完成待办", language="zh", done=" ".join(words), source=clause)


def terms_zh(text: str) -> list[str]:
    """Han bigrams without function characters, and Latin words: what names the thing done."""
    latin = [w for w in re.findall(r"[A-Za-z][A-Za-z0-9]+", text)]
    han = "".join(ch for ch in re.sub(r"[A-Za-z0-9\s]", " ", text) if ch == " " or ch not in _ZH_FUNCTION)
    grams = [run[i : i + 2] for run in han.split() for i in range(len(run) - 1)]
    return latin + [g for g in grams if g not in _ZH_STOP]


# --- English ---------------------------------------------------------------------------------------
_EN_VERB = (
    r"(?:done|did|finished|completed|sent|bought|got|paid|called|submitted|renewed|booked|picked up|mailed|posted|"
    r"returned|fixed|emailed|cancell?ed|handed in|filed|signed|ordered|wrapped up|took care of|dealt with|handled|"
    r"checked off|crossed off|ticked off|watered|cleaned|washed|wrote|sorted out|sorted|scheduled|replied to|"
    r"texted|messaged|contacted|visited|renewed|took|taken|had|put)"
)
_EN_DONE = (
    re.compile(rf"^i(?:'ve| have)?\s+(?:just\s+|already\s+|finally\s+|now\s+)*(?P<verb>{_EN_VERB})\s+(?P<x>.+)$", _I),
    re.compile(r"^(?:(?:i'm|i am|we're|we are)\s+)?(?:all\s+)?(?:done|finished) with\s+(?P<x>.+)$", _I),
    re.compile(
        r"^(?P<x>.+?)\s+(?:is|are|'s|was|were|has been|have been)\s+(?:all\s+|finally\s+|already\s+)?(?:done|sent|"
        r"finished|paid|booked|bought|submitted|sorted|handled|taken care of|taken|complete|completed|renewed|ordered|"
        r"filed|signed|fixed|out|taken out|put out)$",
        _I,
    ),
    re.compile(r"^(?:crossed|checked|ticked)\s+off\s+(?P<x>.+)$", _I),
    re.compile(r"^(?P<x>.+?)\s*[:-]\s*(?:done|sent|paid|booked)$", _I),
)
_EN_NOT = re.compile(
    r"\b(?:not|n't|never|yet|still|need|needs|will|'ll|gonna|going to|tomorrow|next|later|if|when|should|must|"
    r"have to|has to|forgot|you|your)\b|\?",
    _I,
)
_EN_STOP = frozenset({
    "the", "and", "for", "with", "all", "done", "finished", "user", "needs", "need", "just", "already", "finally",
    "now", "have", "has", "that", "this", "them", "its", "his", "her", "their", "our", "your", "today", "yesterday",
    "also", "got", "did", "was", "were", "been", "are", "off",
})  # fmt: skip


def done_en(clause: str) -> Candidate | None:
    """An English clause saying something is done ("done with the gift", "I bought Emma's gift"), else None."""
    if _EN_NOT.search(clause) or len(clause) > 120:
        return None
    for pattern in _EN_DONE:
        m = pattern.match(clause)
        if m is not None:
            words = terms_en(m.group("x"))
            if words:
                return Candidate(
                    type="todo", content="", label="todo done", language="en", done=" ".join(words), source=clause
                )
    return None


def terms_en(text: str) -> list[str]:
    """Lower-case words of three letters or more, plurals made singular, without the filler: what names a todo."""
    out = []
    for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text):
        w = re.sub(r"'s$", "", w.lower())
        w = w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
        if len(w) >= 3 and w not in _EN_STOP:
            out.append(w)
    return out


# --- matching --------------------------------------------------------------------------------------
def _score(c: Candidate, todo: MemoryRecord) -> int:
    words = c.done.split() if c.done else []
    if c.language == "zh":
        text = todo.content.lower()
        return sum(1 for w in words if w.lower() in text)
    have = set(terms_en(todo.content))
    if re.search(r"\bout[.!]*$", c.source, _I) and "out" not in have:  # "the milk is out" buys no milk
        return 0
    verbs = _verbs_en(c.source)
    if verbs and not verbs & have:  # "I took my pills" closes "take their pills", not "buy more pills"
        return 0
    return sum(1 for w in set(words) if w in have)


def _across(c: Candidate, todo: MemoryRecord) -> bool:
    return (c.language == "zh") != (_HAN.search(todo.content) is not None) and same_chore(c.source, todo.content)


# Past forms that do not end in "-ed"; a verb that says only "done" ("finished", "took care of") names no action.
_EN_BASE = {
    "took": "take", "taken": "take", "paid": "pay", "sent": "send", "bought": "buy", "had": "have", "wrote": "write",
    "picked": "pick", "handed": "hand",
}  # fmt: skip
_EN_ANY = re.compile(
    r"^(?:done|did|finished|completed|got|handled|dealt|took care|sorted|wrapped|checked|crossed|ticked)\b", _I
)


def _verbs_en(clause: str) -> set[str]:
    """The forms the action of "I took my pills" may take in a todo ("take"); empty when the verb says only done."""
    m = _EN_DONE[0].match(clause)
    if m is None or _EN_ANY.match(m.group("verb")):
        return set()
    v = m.group("verb").split()[0].lower()
    if v == "put":  # "I put the bins out" closes "take the bins out"
        return {"put", "take"}
    if v in _EN_BASE:
        return {_EN_BASE[v]}
    stem = v[:-2] if v.endswith("ed") else v
    return {stem, stem + "e", stem[:-1], stem[:-1] + "y", v} - {""}


def complete_decisions(c: Candidate, message: Message, related: Sequence[MemoryRecord]) -> list[Decision]:
    """The update completing the one open todo among `related` that the done statement names (the delete of it,
    when the statement calls its reminder off: `Candidate.cancel`); [] if none or several match equally (a todo
    is never closed on a guess)."""
    scored = sorted(((_score(c, r), r) for r in related if r.type == "todo"), key=lambda p: -p[0])
    if (not scored or scored[0][0] == 0) and c.again is None:
        # none in its words: "交了房租" of "pay the rent", the same everyday chore in the other language
        scored = [(1, r) for r in related if r.type == "todo" and _across(c, r)]
    if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return []
    todo = scored[0][1]
    zh = c.language == "zh"
    quote = f"「{clip(c.source)}」" if zh else f'"{clip(c.source)}"'
    if c.again is not None:  # "明天再提醒我": the todo's new version reminds then (`_rules_again`)
        if todo.due_at is not None and todo.due_at > c.again and when_of(c.source, c.again) is None:
            return []  # "再提醒我吃药" of tomorrow's pills: its own reminder is still to come, and no second todo
        why = f"用户要求再次提醒：{quote}" if zh else f"the user asked to be reminded again: {quote}"
        return [Decision(action="update", target_id=todo.id, type=todo.type, content=todo.content,
                         importance=todo.importance, confidence=todo.confidence, due_at=todo.due_at,
                         remind_again_at=c.again, reason=why, message_ids=(message.id,))]  # fmt: skip
    if c.cancel:  # "cancel the bins reminder": a soft delete, with its history row (`_rules_cancel`)
        why = f"用户不再需要这个提醒：{quote}" if zh else f"the user called the reminder off: {quote}"
        return [Decision(action="delete", target_id=todo.id, type=todo.type, content=todo.content, reason=why,
                         message_ids=(message.id,))]  # fmt: skip
    return [
        Decision(
            action="update",
            target_id=todo.id,
            type=todo.type,
            content=todo.content,
            importance=todo.importance,
            confidence=todo.confidence,
            due_at=todo.due_at,
            completed=True,
            reason=f"用户说已完成：{quote}" if zh else f"the user said it is done: {quote}",
            message_ids=(message.id,),
        )
    ]
