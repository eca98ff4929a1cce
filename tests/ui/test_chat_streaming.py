"""The chat page streams its replies: words show while the upstream (the OpenAI stub, held at a `Gate`) still
holds the rest back, the stop button keeps what was said, references and "added to memory" notes come when
the reply has ended, a reply that breaks off says so. At desktop and phone widths, in Chinese and English."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from jiyi.server._proxy import CUT_OFF_MARK

from ..openai_stub import BREAK, CHAT, Gate, chat_reply, error_reply
from .conftest import UI, open_page
from .test_translations import chinese_words, english_words

#: (locale, width, height): both languages at both widths.
VIEWS = [("zh-CN", 1280, 800), ("en-US", 1280, 800), ("zh-CN", 390, 844), ("en-US", 390, 844)]
WORDS = {
    "zh-CN": {"stopped": "已停止", "broken": "回复中断了", "added": "已添加到记忆：「用户喜欢用 TypeScript 严格模式」"},
    "en-US": {
        "stopped": "Stopped",
        "broken": "The reply broke off",
        "added": "Added to memory: “用户喜欢用 TypeScript 严格模式”",
    },
}


@pytest.fixture(params=VIEWS, ids=lambda v: f"{v[0]}-{v[1]}")
def view(request: pytest.FixtureRequest, browser: Any, ui: UI) -> Iterator[tuple[Any, str, int]]:
    locale, width, height = request.param
    page = open_page(browser, ui, locale=locale, width=width, height=height, path="/#/chat")
    expect(page.locator("#chat-model option").first).to_be_attached()
    yield page, locale, width
    page.context.close()


def _say(page: Any, text: str) -> None:
    page.fill("#chat-input", text)
    page.click("#chat-send")


def _on_screen(page: Any, selector: str, width: int) -> None:
    box = page.locator(selector).bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, box


def _in_one_language(page: Any, locale: str, user_data: set[str]) -> None:
    """Nothing of the other language shows, but what the user and the model wrote."""
    if locale == "zh-CN":
        assert english_words(page, {w for text in user_data for w in text.split()}) == []
    else:
        assert chinese_words(page, user_data) == []


def _stored(ui: UI, count: int) -> list[tuple[str, str]]:
    """The one topic's messages once there are `count` (the proxy stores a stopped reply once it sees the
    hang-up); a bounded wait, the assertion is on what was stored."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        topics = ui.mem.topics.list("li")
        stored = [(m.role.value, m.content) for m in ui.mem.messages.list(topics[0].id, user_id="li")] if topics else []
        if len(stored) >= count:
            return stored
        time.sleep(0.02)
    return stored


def test_a_streamed_reply_shows_its_first_words_before_the_upstream_finishes(
    view: tuple[Any, str, int], ui: UI
) -> None:
    page, locale, width = view
    used = ui.mem.add("li", "用户写后端用 FastAPI", type="fact")
    rest = Gate()
    ui.stub.script(chat_reply("", stream=["好的，", "我记下了", rest, "：以后都用", "严格模式。"]))
    try:
        _say(page, "我喜欢用 TypeScript 严格模式")
        reply = page.locator(".msg.assistant").last
        expect(reply).to_have_text("好的，我记下了")  # shown while the stub still holds the rest back
        assert rest.reached.is_set() and not rest.is_set()
        expect(reply).to_have_class("msg assistant streaming")
        expect(page.locator("#chat-stop")).to_be_visible()
        expect(page.locator("#chat-send")).to_be_hidden()
        _on_screen(page, "#chat-stop", width)
        # References and notes come with the end of the reply, not before.
        expect(reply.locator(".refs")).to_have_count(0)
        expect(page.locator(".memnote")).to_have_count(0)
        _in_one_language(page, locale, {"我喜欢用 TypeScript 严格模式", "好的，我记下了"})
    finally:
        rest.set()
    expect(reply.locator(f".refs a.ref[data-id={used.id}]")).to_contain_text("FastAPI")
    expect(reply).to_contain_text("好的，我记下了：以后都用严格模式。")
    expect(page.locator(".memnote").first).to_contain_text(WORDS[locale]["added"])
    expect(page.locator("#chat-send")).to_be_visible()
    expect(page.locator("#chat-stop")).to_be_hidden()
    said = [("user", "我喜欢用 TypeScript 严格模式"), ("assistant", "好的，我记下了：以后都用严格模式。")]
    assert _stored(ui, 2) == said


def test_stop_keeps_the_partial_reply_and_the_composer_takes_the_next_message(
    view: tuple[Any, str, int], ui: UI
) -> None:
    page, locale, _ = view
    rest = Gate()
    ui.stub.script(chat_reply("", stream=["我们先把", "需求理一下", rest, "，然后再写代码。"]))
    try:
        _say(page, "帮我规划一下周末的项目")
        reply = page.locator(".msg.assistant").last
        expect(reply).to_have_text("我们先把需求理一下")
        page.click("#chat-stop")
        expect(reply.locator(".cut")).to_have_text(WORDS[locale]["stopped"])
        expect(reply).to_have_class("msg assistant stopped")
        expect(reply).to_contain_text("我们先把需求理一下")
        expect(page.locator("#chat-send")).to_be_visible()
        expect(page.locator("#chat-stop")).to_be_hidden()
        expect(page.locator("#chat-input")).to_be_focused()
        _in_one_language(page, locale, {"帮我规划一下周末的项目", "我们先把需求理一下"})
        # The proxy keeps the exchange as far as it went; the user's message is not lost.
        partial = "我们先把需求理一下" + CUT_OFF_MARK
        assert _stored(ui, 2) == [("user", "帮我规划一下周末的项目"), ("assistant", partial)]
        # The composer takes the next message at once, in the same conversation, with the same history.
        _say(page, "好的，继续")
        expect(page.locator(".msg.assistant").last).to_have_text("echo: 好的，继续")
        history = [(m["role"], m["content"]) for m in ui.stub.requests_to(CHAT)[-1].messages if m["role"] != "system"]
        assert history == [("user", "帮我规划一下周末的项目"), ("assistant", partial), ("user", "好的，继续")]
        assert _stored(ui, 4)[2:] == [("user", "好的，继续"), ("assistant", "echo: 好的，继续")]
        assert len(ui.mem.topics.list("li")) == 1
    finally:
        rest.set()


def test_stop_before_the_first_word_keeps_the_message(browser: Any, ui: UI) -> None:
    page = open_page(browser, ui, locale="en-US", width=390, height=844, path="/#/chat")
    first = Gate()
    ui.stub.script(chat_reply("", stream=[first, "太晚了"]))
    try:
        _say(page, "我下周三去杭州出差")
        assert first.reached.wait(15)
        reply = page.locator(".msg.assistant").last
        expect(reply).to_have_class("msg assistant pending")
        page.click("#chat-stop")
        expect(reply.locator(".cut")).to_have_text("Stopped")
        assert _stored(ui, 1) == [("user", "我下周三去杭州出差")]
        _say(page, "在吗？")
        expect(page.locator(".msg.assistant").last).to_have_text("echo: 在吗？")
    finally:
        first.set()
    page.context.close()


BROKEN = {
    "dropped": BREAK,
    "error event": {"error": {"message": "the model is overloaded", "type": "server_error", "code": None}},
}


@pytest.mark.parametrize("how", list(BROKEN))
@pytest.mark.parametrize(("locale", "width"), [("zh-CN", 1280), ("en-US", 390)])
def test_a_reply_that_breaks_off_says_so_and_keeps_what_came(
    browser: Any, ui: UI, how: str, locale: str, width: int
) -> None:
    page = open_page(browser, ui, locale=locale, width=width, height=844, path="/#/chat")
    ui.stub.script(chat_reply("", stream=["我明天", "要去", BROKEN[how], "北京。"]))
    _say(page, "我明天去哪儿？")
    reply = page.locator(".msg.assistant").last
    expect(reply.locator(".cut")).to_contain_text(WORDS[locale]["broken"])
    expect(reply).to_have_class("msg assistant broken")
    expect(reply).to_contain_text("我明天要去")
    expect(reply).not_to_contain_text("overloaded")  # the upstream's English words are not the message
    expect(page.locator("#chat-send")).to_be_visible()
    _in_one_language(page, locale, {"我明天去哪儿？", "我明天要去"})
    assert _stored(ui, 2) == [("user", "我明天去哪儿？"), ("assistant", "我明天要去" + CUT_OFF_MARK)]
    _say(page, "再说一遍")
    expect(page.locator(".msg.assistant").last).to_have_text("echo: 再说一遍")
    page.context.close()


REFUSED = [("zh-CN", 390, "请求失败（状态码 429）"), ("en-US", 1280, "slow down")]


@pytest.mark.parametrize(("locale", "width", "shown"), REFUSED)
def test_a_refused_turn_says_so_in_the_page_language(browser: Any, ui: UI, locale: str, width: int, shown: str) -> None:
    page = open_page(browser, ui, locale=locale, width=width, height=844, path="/#/chat")
    ui.stub.script(error_reply(429, "slow down", error_type="rate_limit_exceeded"))
    _say(page, "你好")
    error = page.locator(".msg.assistant.error")
    expect(error).to_contain_text(shown)
    _in_one_language(page, locale, {"你好", "slow down"})
    expect(page.locator("#chat-send")).to_be_visible()
    assert ui.mem.topics.list("li") == []  # refused: nothing stored, the message is sent again with the next turn
    _say(page, "在吗")
    expect(page.locator(".msg.assistant").last).to_have_text("echo: 在吗")
    assert [m["content"] for m in ui.stub.requests_to(CHAT)[-1].messages if m["role"] == "user"] == ["在吗"]
    page.context.close()
