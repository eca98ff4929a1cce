"""The chat page shows the reminders the user is owed above the conversation, and the prompt carries them."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from playwright.sync_api import expect

from ..openai_stub import CHAT
from .conftest import UI


def test_a_due_reminder_is_shown_above_the_chat_until_done(page: Any, ui: UI) -> None:
    due = ui.mem.add("li", "用户需要周五前把报告发给王总", type="todo", due_at=ui.clock.now() + timedelta(minutes=20))
    ui.mem.add("li", "用户需要续签合同", type="todo", due_at=ui.clock.now() + timedelta(days=3))  # not yet
    page.goto(ui.url + "/#/chat")
    box = page.locator("#chat-due")
    expect(box).to_be_visible()
    expect(box).to_contain_text("待办提醒")
    expect(box.locator("li")).to_have_count(1)
    expect(box.locator(f"li[data-id={due.id}] .content")).to_have_text("用户需要周五前把报告发给王总")
    # It stands above the conversation (the log follows it), and the assistant is told too.
    follows = "() => document.querySelector('#chat-due').compareDocumentPosition(document.querySelector('#chat-log'))"
    assert page.evaluate(follows) & 4
    page.fill("#chat-input", "今天有什么安排？")
    page.click("#chat-send")
    expect(page.locator(".msg.assistant").last).to_contain_text("echo: 今天有什么安排？")
    system = ui.stub.requests_to(CHAT)[-1].messages[0]
    assert system["role"] == "system" and "待办提醒" in system["content"] and "王总" in system["content"]
    expect(box.locator("li")).to_have_count(1)  # still there after the reply: nothing was done yet
    box.locator(f"li[data-id={due.id}] [data-act=done]").click()
    expect(box).to_be_hidden()
    assert ui.mem.todos("li", due=True) == []
    assert [t.completed_at is not None for t in ui.mem.todos("li", include_completed=True)] == [True, False]


def test_snoozing_from_the_chat_hides_the_reminder(page: Any, ui: UI) -> None:
    gift = ui.mem.add("li", "User needs to buy a gift for Emma", type="todo", due_at=ui.clock.now())
    page.goto(ui.url + "/#/chat")
    item = page.locator(f"#chat-due li[data-id={gift.id}]")
    expect(item).to_contain_text("Emma")
    item.locator("[data-act=snooze]").click()
    expect(page.locator("#chat-due")).to_be_hidden()
    (todo,) = ui.mem.todos("li")
    assert todo.remind_at is not None and todo.remind_at > ui.clock.now() and todo.completed_at is None


def test_saying_it_is_done_in_the_chat_clears_the_reminder(page: Any, ui: UI) -> None:
    topic = ui.mem.topics.create("li")
    ui.mem.messages.add(topic.id, "user", "提醒我周五前把报告发给王总")
    ui.mem.extract(topic.id)
    (todo,) = ui.mem.todos("li")
    ui.clock.set(todo.reminds_at or ui.clock.now())
    page.goto(ui.url + "/#/chat")
    expect(page.locator("#chat-due li")).to_have_count(1)
    page.fill("#chat-input", "报告已经发了")
    page.click("#chat-send")
    expect(page.locator(".msg.assistant").last).to_contain_text("echo: 报告已经发了")
    expect(page.locator("#chat-due")).to_be_hidden()
    (done,) = ui.mem.todos("li", include_completed=True)
    assert done.completed_at is not None and "王总" in done.memory.content


def test_a_repeating_reminder_is_done_this_time_or_stopped(page: Any, ui: UI) -> None:
    ui.mem.update_settings("li", reminder_lead_minutes=0)
    pills = ui.mem.add("li", "用户需要每天早上八点吃药", type="todo", due_at=ui.clock.now(), repeat="daily")
    ui.mem.run_due()
    page.goto(ui.url + "/#/chat")
    item = page.locator(f"#chat-due li[data-id={pills.id}]")
    expect(item.locator("[data-act=done]")).to_have_text("本次完成")
    item.locator("[data-act=done]").click()
    expect(page.locator("#chat-due")).to_be_hidden()
    (todo,) = ui.mem.todos("li")  # still open, for tomorrow
    assert todo.completed_at is None and todo.done_count == 1 and todo.reminds_at == pills.due_at + timedelta(days=1)
    page.goto(ui.url + "/#/overview")
    row = page.locator("#ov-todos li", has_text="吃药")
    expect(row).to_contain_text("已完成 1 次")
    row.locator("[data-act=stop]").click()
    expect(page.locator("#ov-todos li", has_text="吃药")).to_have_count(0)
    assert ui.mem.todos("li") == [] and ui.mem.todos("li", include_completed=True)[0].done_count == 1
