"""Todos from every common way of asking to be reminded, in Chinese and English (issue 18, item 2).

Each phrasing goes through the real offline extractor as a user message of Tuesday 2026-11-24 10:00 UTC and
must come out as one todo whose content keeps the people and things it concerns, with its time resolved.
The negative cases are the near misses: a recalled fact, a reminder of a fact, advice, a lesson.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi._models import ExtractionRequest, MemoryRecord, Message, Role
from jiyi.extractors._offline import OfflineExtractor

NOW = datetime(2026, 11, 24, 10, 0, tzinfo=UTC)  # a Tuesday


def _at(day: int, hour: int = 9, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=UTC)


def _decisions(text: str) -> list[tuple[str, str, str, datetime | None]]:
    message = Message(id="msg_1", topic_id="top_1", user_id="u1", role=Role.USER, content=text, created_at=NOW, seq=1)
    request = ExtractionRequest(
        user_id="u1", language="zh", now=NOW, context_messages=(), new_messages=(message,), related=()
    )
    result = OfflineExtractor().extract(request)
    return [(d.action, d.type, d.content, d.due_at) for d in result.decisions]


CASES: list[tuple[str, tuple[str, ...], datetime | None]] = [
    # Chinese: 提醒我 / 帮我记住 / 记得 / 别忘了 / 千万别忘 / 要记得 / 到时候叫我 …
    ("提醒我周五前把报告发给王总", ("周五前", "报告", "王总", "（2026-11-27）"), _at(27)),
    ("帮我记住：周五前把报告发给王总", ("报告", "发给王总", "（2026-11-27）"), _at(27)),
    ("记得周五前把报告发给王总", ("报告", "王总"), _at(27)),
    ("别忘了明天下午3点给妈妈打电话", ("给妈妈打电话", "（2026-11-25 15:00）"), _at(25, 15)),
    ("别忘了，明天下午3点给妈妈打电话", ("给妈妈打电话",), _at(25, 15)),
    ("千万别忘了下周一交房租", ("交房租", "（2026-11-30）"), _at(30)),
    ("千万别忘记周四把钥匙还给小李", ("钥匙", "小李"), _at(26)),
    ("要记得月底前续签合同", ("续签合同", "（2026-11-30）"), _at(30)),
    ("你一定要记得下周三帮我订去杭州的机票", ("机票", "杭州"), _at(2, month=12)),
    ("到时候叫我：周六上午10点去机场接小雨", ("去机场接小雨", "10:00"), _at(28, 10)),
    ("明天下午3点提醒我开会", ("开会",), _at(25, 15)),
    ("明早7点叫我起床", ("起床",), _at(25, 7)),
    ("我要记得周五交报告", ("周五交报告",), _at(27)),
    ("记着周四把钥匙还给小李", ("钥匙", "小李"), _at(26)),
    ("记住要在12月5号之前给Emma买生日礼物", ("Emma", "生日礼物", "2026-12-05"), _at(5, month=12)),
    ("对了，别让我忘了后天去医院拿体检报告", ("医院", "体检报告"), _at(26)),
    ("提醒我一下下周五交季度总结好吗", ("季度总结",), _at(4, month=12)),
    ("你能提醒我明天交报告吗", ("交报告", "（2026-11-25）"), _at(25)),
    ("麻烦你明天早上8点提醒我吃药", ("吃药", "08:00"), _at(25, 8)),
    # The request after the task, or the time after the request: one todo, said plainly.
    ("下周一要交报告，提醒我一下", ("用户需要下周一交报告", "（2026-11-30）"), _at(30)),
    ("周五记得交房租，提醒我哦", ("用户需要周五交房租",), _at(27)),
    ("到时候提醒我给老王回电话，明天下午三点", ("给老王回电话", "15:00"), _at(25, 15)),
    # English: remind me to / don't let me forget to / I need to remember to / make sure I / note to self / …
    ("remind me to buy a gift for Emma's birthday next Saturday", ("buy a gift", "Emma's birthday", "(2026-12-05)"),
     _at(5, month=12)),
    ("Don't let me forget to call the dentist tomorrow", ("call the dentist", "(2026-11-25)"), _at(25)),
    ("I need to remember to renew my passport by the end of the month", ("renew their passport",), _at(30)),
    ("Make sure I send the invoice to Acme by Friday", ("send the invoice to Acme", "(2026-11-27)"), _at(27)),
    ("Note to self: pick up the dry cleaning on Thursday", ("pick up the dry cleaning",), _at(26)),
    ("I have to submit the tax forms by December 15", ("submit the tax forms",), _at(15, month=12)),
    ("Remember to water the plants tomorrow morning", ("water the plants",), _at(25)),
    ("Don't forget to call my mom on Sunday", ("call their mom",), _at(29)),
    ("Can you remind me tomorrow at 9am to call the bank?", ("call the bank", "09:00"), _at(25, 9)),
    ("Remind me at 3pm to take my medicine", ("take their medicine", "15:00"), _at(24, 15)),
    ("Reminder: dentist appointment on Friday at 2pm", ("dentist appointment",), _at(27, 14)),
    ("Please remind me to email Sarah the slides on Monday.", ("email Sarah the slides",), _at(30)),
    ("Ok, and don't let me forget to book the flights to Tokyo next week", ("book the flights to Tokyo",), _at(30)),
    ("I really need to remember to send Mr. Wang the report by Friday", ("send Mr. Wang the report",), _at(27)),
    ("Remind me to call Grandma", ("call Grandma",), None),
    ("I need to pay the electricity bill by Thursday", ("pay the electricity bill",), _at(26)),
    ("I have to call the bank on Friday at 10 - can you remind me?", ("User needs to call the bank on Friday",),
     _at(27, 10)),
    ("I have a dentist appointment on Friday at 2, remind me",
     ("User has a dentist appointment on Friday at 2 (2026-11-27 14:00)",), _at(27, 14)),
    ("I've got to call the bank tomorrow, remind me", ("User needs to call the bank tomorrow (2026-11-25)",), _at(25)),
    ("set a reminder for Friday at 3pm to pick up the kids", ("User needs to pick up the kids Friday at 3pm",),
     _at(27, 15)),
    ("remind me about the dentist on Friday", ("User asked to be reminded about the dentist on Friday",), _at(27)),
    ("ping me for the standup tomorrow", ("User asked to be reminded about the standup tomorrow",), _at(25)),
    # When, said before the request or as a condition before the task: kept with the task it times.
    ("remind me before the meeting to print the slides", ("User needs to print the slides before the meeting",),
     None),
    ("this weekend remind me to clean the garage", ("User needs to clean the garage this weekend",), _at(28)),
    ("remind me at the end of the month to pay rent", ("User needs to pay rent at the end of the month",), _at(30)),
    ("remind me in the morning to call the bank", ("User needs to call the bank in the morning",), None),
    ("Tomorrow at 9, remind me to call the bank", ("User needs to call the bank tomorrow at 9",), _at(25, 9)),
    ("don't forget to remind me to bring an umbrella tomorrow", ("User needs to bring an umbrella tomorrow",),
     _at(25)),
    ("帮我设个提醒，周五下午三点开会", ("用户需要周五下午三点开会",), _at(27, 15)),
    ("麻烦你提醒我一下，明天下午3点给妈妈打电话", ("用户需要明天下午3点给妈妈打电话",), _at(25, 15)),
    # The day of an occasion said just before a request with no time of its own: done by then.
    ("下周三是我妈生日，提醒我买礼物", ("用户需要在妈妈生日（下周三）前买礼物（2026-12-02）",), _at(2, month=12)),
    ("My mom's birthday is next Wednesday, remind me to buy a gift",
     ("User needs to buy a gift before their mom's birthday next Wednesday (2026-12-02)",), _at(2, month=12)),
    # The time put right in the same breath: the one said last.
    ("提醒我周五交房租，不对，是周六", ("用户需要周六交房租（2026-11-28）",), _at(28)),
    ("remind me to call mom on Friday, actually make it Saturday", ("User needs to call mom on Saturday",), _at(28)),
    # Whom "her" means is the user's to know: a reminder asked for is never dropped for it.
    ("remind me to call her tomorrow", ("User needs to call her tomorrow",), _at(25)),
    ("提醒我明天给她打电话", ("用户需要明天给她打电话",), _at(25)),
]  # fmt: skip


@pytest.mark.parametrize(("text", "words", "due"), CASES, ids=[c[0][:40] for c in CASES])
def test_a_reminder_phrasing_is_one_dated_todo_that_keeps_who_and_what(
    text: str, words: tuple[str, ...], due: datetime | None
) -> None:
    found = _decisions(text)
    assert len(found) == 1, found
    action, type_, content, due_at = found[0]
    assert (action, type_) == ("add", "todo"), found
    for word in words:
        assert word in content, (word, content)
    assert due_at == due


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("我记得他叫小王", None),  # a recollection, not a request
        ("他叫我去开会", None),  # someone else's request, not a wake-up call
        ("别忘了我对花生过敏", None),  # a reminder of a fact
        ("记住我的生日是3月5日", "manual"),  # a note, not something to do
        ("Note to self: always pin the numpy version", "lesson"),
        ("Make sure to use UTF-8 everywhere", None),  # advice, no date
        ("It always reminds me of that summer", None),
        ("不用提醒我交报告了", None),
        ("今天好累，提醒我一下", None),  # a feeling, nothing to do
        ("what was her name again, remind me", None),  # a question about a memory
    ],
)
def test_near_misses_are_not_todos(text: str, kind: str | None) -> None:
    found = _decisions(text)
    assert all(t != "todo" for _, t, _, _ in found), found
    if kind is not None:
        assert [t for a, t, _, _ in found if a == "add"] == [kind]


# --- completing a todo by saying so ------------------------------------------------------------------

TODOS = (
    ("mem_report", "用户需要周五前把报告发给王总（2026-11-27）"),
    ("mem_gift", "User needs to buy a gift for Emma's birthday next Saturday (2026-12-05)"),
    ("mem_rent", "用户需要下周一交房租（2026-11-30）"),
    ("mem_mom", "用户需要明天下午3点给妈妈打电话（2026-11-25 15:00）"),
    ("mem_invoice", "User needs to send the invoice to Acme by Friday (2026-11-27)"),
    ("mem_plants", "User needs to water the plants tomorrow morning (2026-11-25)"),
    ("mem_pills", "用户需要每天晚上9点吃药"),
    ("mem_pills_en", "User needs to take their pills every evening at 9pm"),
)


def _with_todos(text: str) -> list[tuple[str, str | None, bool]]:
    related = tuple(
        MemoryRecord(id=i, user_id="u1", type="todo", content=c, due_at=_at(27), created_at=NOW, updated_at=NOW)
        for i, c in TODOS
    )
    message = Message(id="msg_1", topic_id="top_1", user_id="u1", role=Role.USER, content=text, created_at=NOW, seq=1)
    request = ExtractionRequest(
        user_id="u1", language="zh", now=NOW, context_messages=(), new_messages=(message,), related=related
    )
    return [(d.action, d.target_id, d.completed) for d in OfflineExtractor().extract(request).decisions]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("报告已经发了", "mem_report"),
        ("我已经把报告发给王总了", "mem_report"),
        ("房租交了", "mem_rent"),
        ("已经给妈妈打过电话了", "mem_mom"),
        ("done with the gift", "mem_gift"),
        ("I bought Emma's gift", "mem_gift"),
        ("I've paid the phone bill and I sent the invoice to Acme", "mem_invoice"),
        ("The invoice is sent", "mem_invoice"),
        ("Watered the plants - done", "mem_plants"),
        ("好的，Emma的礼物买好了", "mem_gift"),
        # The action said back another way: the object first, or the verb with its object.
        ("药吃了", "mem_pills"),
        ("吃完药了", "mem_pills"),
        ("交过房租了", "mem_rent"),
        ("I took my pills", "mem_pills_en"),
        ("I've just taken my pills", "mem_pills_en"),
    ],
)
def test_saying_it_is_done_completes_the_todo_it_names(text: str, todo: str) -> None:
    completes = [(a, t) for a, t, done in _with_todos(text) if done]
    assert completes == [("update", todo)]


def test_the_rent_paid_in_english_closes_the_chinese_rent_todo_too() -> None:
    # "用户需要下周一交房租" is paying the rent: said done in English, it is done (an English rent todo would win)
    completes = [t for a, t, done in _with_todos("I've paid the rent and I sent the invoice to Acme") if done]
    assert completes == ["mem_rent", "mem_invoice"]


@pytest.mark.parametrize(
    "text",
    [
        "报告还没发",
        "报告发了吗？",
        "我明天把报告发了",
        "I haven't bought the gift yet",
        "I need to buy the gift",
        "Did you send the invoice?",
        "I bought a new laptop",  # names no open todo
        "I got promoted",
        # A question, a negation, someone else, or another action on the same thing.
        "药吃了吗？",
        "还没吃药",
        "我妈吃过药了",
        "她药吃了",
        "Did I take my pills?",
        "I haven't taken my pills yet",
        "my mum took her pills",
        "I bought more pills",
    ],
)
def test_not_done_or_naming_no_todo_completes_nothing(text: str) -> None:
    assert [d for d in _with_todos(text) if d[2]] == []


# --- "remind me" that tells, and a request that says only when -------------------------------------------------


def _said(*texts: str) -> list[tuple[str, str, str, datetime | None]]:
    """The decisions of several user messages of one conversation, a minute apart."""
    messages = tuple(
        Message(id=f"msg_{i}", topic_id="top_1", user_id="u1", role=Role.USER, content=t, created_at=NOW, seq=i)
        for i, t in enumerate(texts, start=1)
    )
    request = ExtractionRequest(
        user_id="u1", language="zh", now=NOW, context_messages=(), new_messages=messages, related=()
    )
    return [(d.action, d.type, d.content, d.due_at) for d in OfflineExtractor().extract(request).decisions]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("remind me that my sister moved to Leeds last week", ("User's sister moved to Leeds last week",)),
        ("Oh and remind me that I paid the deposit yesterday", ("User paid the deposit yesterday",)),
        ("提醒我一下，我姐上周搬去利兹了", ("用户的姐姐上周搬去利兹了",)),
        ("提醒我我姐上周搬去利兹了", ("用户的姐姐上周搬去利兹了",)),
    ],
)
def test_remind_me_that_something_happened_is_a_memory_of_it_not_a_todo(text: str, words: tuple[str, ...]) -> None:
    found = _said(text)
    assert [t for _, t, _, _ in found] == ["event"], found
    content = found[0][2]
    assert all(w in content for w in words) and not any(w in content.lower() for w in ("remind", "提醒")), content


@pytest.mark.parametrize(
    ("texts", "todo"),
    [
        (("remind me that I need to call my sister",), "User needs to call their sister"),
        (("remind me that my sister moved to Leeds last week", "remind me that I need to call her"),
         "User needs to call their sister"),
        (("提醒我一下我得给我姐打电话",), "用户需要给姐姐打电话"),
        (("提醒我一下，我姐上周搬去利兹了", "提醒我一下我得给她打电话"), "用户需要给姐姐打电话"),
        (("提醒我一下，我妈下周三生日",), "用户请求提醒：用户的妈妈下周三生日（2026-12-02）"),
        (("remind me that Emma's birthday is on Saturday",),
         "User asked to be reminded that Emma's birthday is on Saturday (2026-11-28)"),
    ],
)  # fmt: skip
def test_remind_me_that_a_need_or_a_day_ahead_stays_a_todo(texts: tuple[str, ...], todo: str) -> None:
    todos = [c for _, t, c, _ in _said(*texts) if t == "todo"]
    assert todos == [todo]


@pytest.mark.parametrize(
    ("texts", "todo", "due"),
    [
        (("I have to send the invoice", "remind me, Friday"), "User needs to send the invoice on Friday", _at(27)),
        (("I have to send the invoice. Remind me on Friday",), "User needs to send the invoice on Friday", _at(27)),
        (("I need to call the bank", "ping me tomorrow at 10 please"), "User needs to call the bank tomorrow at 10",
         _at(25, 10)),
        (("我得发发票", "到时候提醒我，周五"), "用户需要周五发发票", _at(27)),
        (("我得发发票，到时候提醒我，周五",), "用户需要周五发发票", _at(27)),
        (("我还要交房租。周五下午三点提醒我一下",), "用户需要周五下午三点交房租", _at(27, 15)),
    ],
)  # fmt: skip
def test_a_request_that_says_only_when_reminds_of_the_task_said_before(
    texts: tuple[str, ...], todo: str, due: datetime
) -> None:
    found = [(c, d) for _, t, c, d in _said(*texts) if t == "todo"]
    assert len(found) == 1 and found[0][0].startswith(todo) and found[0][1] == due, found


@pytest.mark.parametrize(
    "texts",
    [("remind me, Friday",), ("Friday, remind me",), ("remind me on Friday",),
     ("I had a long day", "remind me, Friday"), ("到时候提醒我，周五",), ("周五提醒我一下",),
     ("今天好累", "到时候提醒我，周五")],
)  # fmt: skip
def test_a_request_that_says_only_when_with_nothing_to_do_makes_no_todo(texts: tuple[str, ...]) -> None:
    assert [c for _, t, c, _ in _said(*texts) if t == "todo"] == []


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("remind me to pay rent on Friday and to call mom on Sunday",
         [("User needs to pay rent on Friday (2026-11-27)", _at(27)), ("User needs to call mom on Sunday (2026-11-29)",
                                                                        _at(29))]),
        ("提醒我周五交房租，还有周六去健身",
         [("用户需要周五交房租（2026-11-27）", _at(27)), ("用户需要周六去健身（2026-11-28）", _at(28))]),
    ],
)  # fmt: skip
def test_two_things_asked_in_one_request_are_two_todos(text: str, todos: list[tuple[str, datetime]]) -> None:
    assert sorted((c, d) for _, t, c, d in _said(text) if t == "todo") == sorted(todos)
