"""To-dos, plans and reminders said the chat way, in Chinese and English: what a to-do question answers (a dated plan
is no to-do, and what falls after the week asked about is said to come later), a reminder's time put right ("改到四点",
"make it 4") on the day it was on, a todo said done in everyday words ("垃圾倒了", "the bins are out", "交了房租" for
"pay the rent") and shown as done, "再提醒我吃药" re-arming the todo there is rather than adding a second one,
"cancel that reminder", "每隔一天", and moves by an amount ("推迟一小时", "push it back an hour").

Each case goes through the real offline extractor and lifecycle on a fixed clock (Wednesday 2026-11-25 09:00 UTC),
on a SQLite file: nothing here changes the store layer (the todo state, history and undo it uses are tested on both
stores elsewhere). Every change is a new version with its history, undone by `Memory.undo`."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory
from jiyi.store._base import TodoRecord

WED = datetime(2026, 11, 25, 9, 0, tzinfo=UTC)


def _at(day: int, hour: int = 9, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=UTC)


def _say(mem: Memory, clock: FixedClock, *said: str) -> list[TodoRecord]:
    """The user says each message in one conversation, the worker distils after each; the todos then, done too."""
    clock.set(WED)
    topic = mem.topics.create("li")
    for text in said:
        mem.messages.add(topic.id, "user", text)
        clock.advance(minutes=3)
        mem.run_due()
    return mem.todos("li", include_completed=True)


# --- what a to-do question answers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "question", "later"),
    [
        ("下周三要去上海看演唱会", "这周要做什么？", "## 接下来（"),
        ("I'm going to a concert in Shanghai next Wednesday", "What do I need to do this week?", "## Coming up ("),
    ],
)
def test_nothing_this_week_says_the_plan_comes_later(
    mem: Memory, clock: FixedClock, said: str, question: str, later: str
) -> None:
    (plan,) = _say(mem, clock, said)
    assert plan.memory.type == "plan" and plan.memory.due_at == _at(2, month=12)
    block = mem.context("li", question)
    assert [r.id for r in block.to_do] == [plan.memory.id]
    section = block.text.split("\n\n")[1]
    assert section.startswith(later) and "2026-12-02" in section  # after the week asked about, with its date
    assert "## 要做的事" not in block.text and "## To do" not in block.text


@pytest.mark.parametrize(
    ("said", "question", "to_do", "plans"),
    [
        (("周五要交报告", "明天要去看电影", "下周三要去上海看演唱会"), "这周要做什么？", "## 要做的事", "## 日程"),
        (("I have to submit the report by Friday", "I'm going to the cinema tomorrow",
          "I'm going to a concert in Shanghai next Wednesday"), "What do I need to do this week?", "## To do",
         "## Plans"),
    ],
)  # fmt: skip
def test_a_plan_is_listed_apart_from_the_todos(
    mem: Memory, clock: FixedClock, said: tuple[str, ...], question: str, to_do: str, plans: str
) -> None:
    todos = {t.memory.due_at: t.memory for t in _say(mem, clock, *said)}
    report, film = todos[_at(27)], todos[_at(26)]
    assert (report.type, film.type) == ("todo", "plan")  # handing a report in is a to-do; a film is not
    sections = mem.context("li", question).text.split("\n\n")
    assert sections[1].startswith(to_do) and sections[1].splitlines()[1:] == [f"- {report.content}"]
    assert sections[2].startswith(plans) and sections[2].splitlines()[1:] == [f"- {film.content}"]
    assert "演唱会" not in sections[1] + sections[2] and "concert" not in sections[1] + sections[2]  # next week


# --- a reminder's time put right -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "due", "words"),
    [
        (("提醒我明天下午三点开会，改到四点",), _at(26, 16), "明天下午四点"),
        (("提醒我明天下午三点开会", "改到四点"), _at(26, 16), "明天下午四点"),
        (("提醒我明天下午三点开会", "把开会挪到周五"), _at(27, 15), "周五下午三点"),
        (("remind me to call the bank tomorrow at 3pm", "actually make it 4"), _at(26, 16), "tomorrow at 4"),
        (("remind me to call the bank tomorrow at 3pm, actually make it 4",), _at(26, 16), "tomorrow at 4"),
        (("remind me to go to the dentist on Friday at 2pm", "push the dentist to next Tuesday"), _at(1, 14, month=12),
         "next Tuesday at 2pm"),
    ],
)  # fmt: skip
def test_a_new_time_keeps_the_day_and_a_new_day_keeps_the_time(
    mem: Memory, clock: FixedClock, said: tuple[str, ...], due: datetime, words: str
) -> None:
    (todo,) = _say(mem, clock, *said)
    assert todo.memory.due_at == due and words in todo.memory.content, todo.memory.content
    assert todo.reminds_at == due - timedelta(hours=1)
    if len(said) > 1:  # moved by a later message: a new version, undone back to the first time
        (moved,) = [h for h in mem.history("li", todo.memory.id) if h.event == "update"]
        mem.undo("li", moved.id)
        (back,) = mem.todos("li")
        assert back.memory.due_at != due and words not in back.memory.content


# --- a todo said done in everyday words, in either language ------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "done"),
    [
        ("remind me to take the bins out tonight", "bins are out"),
        ("remind me to take the bins out tonight", "I put the bins out"),
        ("今晚提醒我倒垃圾", "垃圾倒了"),
        ("今晚提醒我倒垃圾", "倒了垃圾"),
        ("remind me to pay the rent on Friday", "交了房租"),
        ("周五提醒我交房租", "I paid the rent"),
        ("今晚提醒我倒垃圾", "I took the bins out"),
    ],
)
def test_a_todo_said_done_is_done_and_undone_reopens_it(mem: Memory, clock: FixedClock, asked: str, done: str) -> None:
    (todo,) = _say(mem, clock, asked, done)
    assert todo.completed_at is not None, todo.memory.content
    (closed,) = [h for h in mem.history("li", todo.memory.id) if h.event == "update"]
    mem.undo("li", closed.id)
    assert [t.completed_at for t in mem.todos("li")] == [None]


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("remind me to buy milk tomorrow", "the milk is out"),  # out of milk: still to buy
        ("周五提醒我交房租", "I paid the electricity bill"),  # another bill
        ("remind me to take my pills tonight", "垃圾倒了"),  # another chore
        ("明天提醒我买药", "I took my pills"),  # buying is not taking
    ],
)
def test_a_done_that_names_another_thing_closes_nothing(mem: Memory, clock: FixedClock, asked: str, said: str) -> None:
    todos = _say(mem, clock, asked, said)
    assert [t.completed_at for t in todos if t.memory.content != said] == [None]


# --- "再提醒我吃药": the todo there is, not a second one --------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "again"),
    [
        ("明天早上8点提醒我吃药", "再提醒我吃药"),
        ("remind me to take my pills tomorrow at 8am", "remind me again to take my pills"),
    ],
)
def test_asked_again_with_no_time_adds_no_second_todo(mem: Memory, clock: FixedClock, asked: str, again: str) -> None:
    (todo,) = _say(mem, clock, asked, again)
    assert todo.memory.due_at == _at(26, 8) and todo.reminds_at == _at(26, 7)  # its own reminder is still to come


@pytest.mark.parametrize("again", ["再提醒我吃药", "remind me about the pills again"])
def test_asked_again_after_its_reminder_went_by_reminds_within_the_hour(
    mem: Memory, clock: FixedClock, again: str
) -> None:
    clock.set(WED - timedelta(hours=2))
    said = "用户需要今天上午9点半吃药" if "吃药" in again else "User needs to take their pills at 9:30am"
    pills = mem.add("li", said, type="todo", due_at=WED + timedelta(minutes=30))
    assert mem.todos("li")[0].reminds_at == WED - timedelta(minutes=30)  # gone by when the user asks again
    (todo,) = _say(mem, clock, again)
    assert todo.memory.content == pills.content and todo.reminds_at == WED + timedelta(hours=1)


@pytest.mark.parametrize(
    ("said", "content", "due"),
    [
        (("remind me at 3 tomorrow for the meeting",),
         "User asked to be reminded about the meeting at 3 tomorrow (2026-11-26 15:00)", _at(26, 15)),
        (("remind me at 3 tomorrow for the meeting — actually make it 4",),
         "User asked to be reminded about the meeting tomorrow at 4 (2026-11-26 16:00)", _at(26, 16)),
        (("remind me to call mom on Friday, actually make it Saturday",),
         "User needs to call mom on Saturday (2026-11-28)", _at(28)),
        (("提醒我明天下午三点开会，改到四点",), "用户需要明天下午四点开会（2026-11-26 16:00）", _at(26, 16)),
    ],
)  # fmt: skip
def test_a_reminder_for_a_thing_at_a_time_reads_as_said(
    mem: Memory, clock: FixedClock, said: tuple[str, ...], content: str, due: datetime
) -> None:
    (todo,) = _say(mem, clock, *said)
    assert (todo.memory.content, todo.memory.due_at) == (content, due)


# --- calling a reminder off ------------------------------------------------------------------------------------


def _chat(mem: Memory, clock: FixedClock, *turns: tuple[str, str]) -> list[TodoRecord]:
    """A conversation of user and assistant turns; the worker distils after each user turn."""
    clock.set(WED)
    topic = mem.topics.create("li")
    for role, text in turns:
        mem.messages.add(topic.id, role, text)
        clock.advance(minutes=1)
        if role == "user":
            clock.advance(minutes=3)
            mem.run_due()
    return mem.todos("li", include_completed=True)


@pytest.mark.parametrize(
    "turns",
    [
        (("user", "remind me to call mom tomorrow"), ("assistant", "Sure, I'll remind you to call your mom tomorrow."),
         ("user", "cancel that reminder")),
        (("user", "明天提醒我给妈妈打电话"), ("assistant", "好的，明天提醒你给妈妈打电话。"), ("user", "取消这个提醒")),
        (("user", "remind me to call mom tomorrow"), ("user", "never mind, cancel the reminder to call mom")),
        (("user", "明天提醒我给妈妈打电话"), ("user", "算了，把给妈妈打电话的提醒取消吧")),
    ],
)  # fmt: skip
def test_a_reminder_called_off_is_deleted_and_undo_brings_it_back(
    mem: Memory, clock: FixedClock, turns: tuple[tuple[str, str], ...]
) -> None:
    assert _chat(mem, clock, *turns) == []
    (deleted,) = [h for h in mem.history("li") if h.event == "delete"]
    mem.undo("li", deleted.id)
    assert [t.memory.id for t in mem.todos("li")] == [deleted.memory_id]


def test_that_reminder_after_a_turn_naming_none_calls_off_nothing(mem: Memory, clock: FixedClock) -> None:
    todos = _chat(mem, clock, ("user", "remind me to call mom tomorrow"), ("user", "remind me to pay rent on Friday"),
                  ("assistant", "Got it."), ("user", "cancel that reminder"))  # fmt: skip
    assert len(todos) == 2  # which one? neither is called off on a guess


# --- every other one --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "rule", "first", "then"),
    [
        ("每隔一天提醒我浇花", "daily/2", _at(26), _at(28)),
        ("remind me to water the plants every other day", "daily/2", _at(26), _at(28)),
        ("每隔一周的周二提醒我给奶奶打电话", "weekly/2", _at(1, month=12), _at(15, month=12)),
        ("remind me every other Tuesday to call grandma", "weekly/2", _at(1, month=12), _at(15, month=12)),
    ],
)
def test_every_other_one_skips_one(
    mem: Memory, clock: FixedClock, said: str, rule: str, first: datetime, then: datetime
) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    (todo,) = _say(mem, clock, said)
    assert (todo.repeat, todo.memory.due_at) == (rule, first), todo.memory.content
    clock.set(first)
    assert [t.memory.id for t in mem.run_due().reminders] == [todo.memory.id]
    (after,) = mem.todos("li")
    assert after.reminds_at == then  # the one between is skipped


# --- moved by an amount ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "due", "words"),
    [
        (("提醒我明天下午三点开会", "推迟一小时"), _at(26, 16), "明天下午4点开会"),
        (("提醒我明天下午三点开会", "把开会提前一个半小时"), _at(26, 13, 30), "明天下午1点30分开会"),
        (("周五提醒我交房租", "往后推一天"), _at(28), "11月28日交房租"),
        (("remind me to call the bank tomorrow at 3pm", "push it back an hour"), _at(26, 16), "tomorrow at 4pm"),
        (("remind me to call the bank tomorrow at 3pm", "move it up 30 minutes"), _at(26, 14, 30),
         "tomorrow at 2:30pm"),
        (("remind me to go to the dentist on Friday at 2pm", "push the dentist back a day"), _at(28, 14),
         "on November 28 at 2pm"),
    ],
)  # fmt: skip
def test_moved_by_an_amount_from_when_it_was_due(
    mem: Memory, clock: FixedClock, said: tuple[str, ...], due: datetime, words: str
) -> None:
    (todo,) = _say(mem, clock, *said)
    assert todo.memory.due_at == due and words in todo.memory.content, todo.memory.content
    (moved,) = [h for h in mem.history("li", todo.memory.id) if h.event == "update"]
    mem.undo("li", moved.id)
    assert mem.todos("li")[0].memory.due_at != due


# --- what is done is shown as done -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "done", "question", "label"),
    [
        ("周五提醒我交房租", "房租交了", "我交房租了吗？", "- (待办，2026-11-25 已完成) 用户需要周五交房租"),
        ("remind me to pay the rent on Friday", "I paid the rent", "did I already pay the rent?",
         "- (todo, done 2026-11-25) User needs to pay the rent on Friday"),
    ],
)  # fmt: skip
def test_a_todo_done_is_shown_as_done(
    mem: Memory, clock: FixedClock, asked: str, done: str, question: str, label: str
) -> None:
    _say(mem, clock, asked, done)
    text = mem.context("li", question).text
    assert label in text and "(todo) User" not in text and "(待办) 用户" not in text, text


@pytest.mark.parametrize(
    ("question", "plans"), [("这周有什么安排", "## 日程"), ("What do I have planned this week?", "## Plans")]
)
def test_what_is_planned_this_week_is_a_to_do_question(
    mem: Memory, clock: FixedClock, question: str, plans: str
) -> None:
    said = _say(mem, clock, "周五要交报告", "明天要去看电影", "下周三要去上海看演唱会")
    todos = {t.memory.due_at: t.memory for t in said}
    block = mem.context("li", question)
    assert [r.id for r in block.to_do] == [todos[_at(27)].id, todos[_at(26)].id]  # the todo, then the plan
    answer = block.text.split("\n\n")[1:3]
    assert answer[1].startswith(plans) and "演唱会" not in "".join(answer)  # next week's is no answer
