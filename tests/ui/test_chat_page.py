"""The chat page in Chromium, through the proxy to the OpenAI stub: references, undo, temporary mode."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from ..openai_stub import CHAT, chat_reply
from .conftest import UI, open_page


def _say(page: Any, text: str) -> None:
    page.fill("#chat-input", text)
    page.click("#chat-send")


def test_a_reply_shows_the_memories_it_used_and_links_to_their_cards(page: Any, ui: UI) -> None:
    used = ui.mem.add("li", "用户决定用 FastAPI 写后端", type="fact")
    page.goto(ui.url + "/#/chat")
    _say(page, "用户用什么框架？")
    reply = page.locator(".msg.assistant").last
    expect(reply).to_contain_text("echo: 用户用什么框架？")
    ref = reply.locator(f".refs a.ref[data-id={used.id}]")
    expect(ref).to_contain_text("FastAPI")
    sent = ui.stub.requests_to(CHAT)[-1].messages
    assert sent[0]["role"] == "system" and "FastAPI" in sent[0]["content"]
    ref.click()
    expect(page.locator(f"#mem-{used.id} .content")).to_have_text("用户决定用 FastAPI 写后端")
    expect(page.locator("#mem-list article.mem")).to_have_count(1)


def test_an_added_memory_is_announced_and_really_undone(page: Any, ui: UI) -> None:
    page.goto(ui.url + "/#/chat")
    _say(page, "我喜欢用 TypeScript 严格模式")
    note = page.locator(".memnote").first
    expect(note).to_contain_text("已添加到记忆：「用户喜欢用 TypeScript 严格模式」")
    memory_id = note.get_attribute("data-id")
    assert ui.mem.get("li", memory_id).state.value == "active"
    # The conversation goes on in the same topic.
    _say(page, "谢谢")
    expect(page.locator(".msg.assistant")).to_have_count(2)
    assert len(ui.mem.topics.list("li")) == 1
    note.locator("[data-act=undo]").click()
    expect(note).to_have_class("memnote undone")
    assert ui.mem.get("li", memory_id).state.value == "deleted"
    assert ui.mem.count("li") == 0


def test_a_secret_is_not_remembered_and_the_chat_says_so(page: Any, ui: UI) -> None:
    page.goto(ui.url + "/#/chat")
    _say(page, "记住：我的银行卡密码是 123456")
    note = page.locator(".memnote.sensitive").first
    expect(note).to_contain_text("没有记住：「用户的银行卡密码是 ***」")
    assert ui.mem.count("li") == 0


def test_view_opens_the_added_memory(page: Any, ui: UI) -> None:
    page.goto(ui.url + "/#/chat")
    _say(page, "I prefer tea over coffee")
    note = page.locator(".memnote").first
    expect(note).to_contain_text("User prefers tea over coffee")
    note.locator("[data-act=view]").click()
    expect(page.locator("#mem-list article.mem .content")).to_have_text("User prefers tea over coffee")


def test_temporary_mode_is_visible_and_stores_nothing(page: Any, ui: UI) -> None:
    ui.mem.add("li", "用户决定用 FastAPI 写后端", type="fact")
    page.goto(ui.url + "/#/chat")
    expect(page.locator("#temp-banner")).to_be_hidden()
    page.click("label.switch")
    expect(page.locator("#temp-banner")).to_be_visible()
    expect(page.locator("label.switch")).to_have_class("switch on")
    _say(page, "我喜欢吃橘子，用户用什么框架？")
    reply = page.locator(".msg.assistant").last
    expect(reply).to_contain_text("echo: 我喜欢吃橘子")
    expect(reply.locator(".refs")).to_have_count(0)
    expect(page.locator(".memnote")).to_have_count(0)
    assert [m["role"] for m in ui.stub.requests_to(CHAT)[-1].messages] == ["user"]
    assert ui.mem.topics.list("li") == []
    assert [m.content for m in ui.mem.list("li")] == ["用户决定用 FastAPI 写后端"]


def test_reply_text_from_the_model_is_escaped(page: Any, ui: UI) -> None:
    ui.stub.script(chat_reply('<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'))
    page.goto(ui.url + "/#/chat")
    _say(page, "hi")
    reply = page.locator(".msg.assistant").last
    expect(reply).to_contain_text("<img src=x")
    assert page.locator("#chat-log img, #chat-log script").count() == 0
    assert page.evaluate("window.pwned") is None


def test_continuing_the_conversation_a_memory_came_from(browser: Any, ui: UI) -> None:
    page = open_page(browser, ui, locale="en-US", path="/#/chat")
    _say(page, "I prefer tea over coffee")
    expect(page.locator(".memnote")).to_have_count(1)
    page.goto(ui.url + "/#/memories")
    page.locator("#mem-list a.source").first.click()
    expect(page.locator("#chat-topic")).to_contain_text("Continuing")
    expect(page.locator(".msg.user")).to_have_text(["I prefer tea over coffee"])
    page.context.close()


def test_routes_changing_while_a_page_loads_leave_one_page(page: Any, ui: UI) -> None:
    """A hash change while the previous page still waits for its first fetch: the late render must not
    add a second page beside the current one, nor fail on the current one's half-built state."""
    page.goto(ui.url + "/#/chat")
    page.evaluate("() => { for (const r of ['#/settings', '#/chat', '#/memories', '#/chat']) location.hash = r; }")
    expect(page.locator("#view #chat-model option").first).to_be_attached()  # the last render is done
    page.wait_for_timeout(500)  # and any late render of an earlier route has had its turn
    expect(page.locator("#view .chat")).to_have_count(1)
    expect(page.locator("#view .error")).to_have_count(0)
    _say(page, "你好")
    expect(page.locator(".msg.assistant").last).to_contain_text("echo: 你好")


def test_a_message_sent_before_the_model_list_arrives_waits_for_it(page: Any, ui: UI) -> None:
    held: list[Any] = []
    # The model list is held back until the message is sent.
    page.route("**/v1/models", lambda route: held.append(route))
    page.goto(ui.url + "/#/chat")
    _say(page, "你好，还记得我吗")
    expect(page.locator(".msg.user")).to_have_count(1)
    assert len(held) == 1
    held[0].continue_()
    reply = page.locator(".msg.assistant").last
    expect(reply).to_contain_text("echo: 你好，还记得我吗")  # not "model must be a non-empty string"
    assert ui.stub.requests_to(CHAT)[-1].body["model"]


def test_a_page_opened_while_signing_in_renders_once(browser: Any, ui: UI) -> None:
    """The hash changes while the sign-in still waits for the settings (a link opened as the app loads): the chat
    page is rendered once, after the sign-in, not once for the hash change and again for the sign-in."""
    ctx = browser.new_context(locale="zh-CN")
    ctx.add_init_script(f"localStorage.setItem('jiyi.key', {ui.secret!r});")
    page = ctx.new_page()
    held: list[Any] = []
    models: list[str] = []
    page.route("**/api/settings", lambda route: route.continue_() if held else held.append(route))
    page.on("request", lambda r: models.append(r.url) if r.url.endswith("/v1/models") else None)
    page.goto(ui.url + "/")
    page.goto(ui.url + "/#/chat")  # same document: a hash change while /api/settings is held
    page.wait_for_timeout(300)
    assert len(held) == 1
    held[0].continue_()
    expect(page.locator("#chat-input")).to_be_visible()
    expect(page.locator("#chat-model option")).not_to_have_count(0)
    assert len(models) == 1
    ctx.close()


def test_forget_this_conversation_and_undo(page: Any, ui: UI) -> None:
    ui.mem.add("li", "用户养了一只猫", type="personal")  # from another conversation: untouched
    page.goto(ui.url + "/#/chat")
    expect(page.locator("#chat-forget")).to_be_hidden()
    _say(page, "我在准备明年的北京马拉松")
    expect(page.locator(".memnote").first).to_contain_text("北京马拉松")
    topic_id = ui.mem.topics.list("li")[0].id
    page.click("#chat-forget")
    page.click("dialog.confirm [data-act=cancel]")
    assert ui.mem.topics.get(topic_id).forgotten_at is None
    page.click("#chat-forget")
    page.click("dialog.confirm [data-act=confirm]")
    expect(page.locator("#chat-forgotten")).to_contain_text("已忘掉这段对话（1 条记忆）")
    expect(page.locator(".msg")).to_have_count(0)
    assert ui.mem.topics.get(topic_id).forgotten_at is not None
    assert [m.content for m in ui.mem.list("li")] == ["用户养了一只猫"]
    page.click("#chat-forgotten [data-act=undo]")
    expect(page.locator(".msg")).to_have_count(2)
    expect(page.locator("#chat-topic")).to_contain_text("继续对话")
    assert ui.mem.topics.get(topic_id).forgotten_at is None
    assert {m.content for m in ui.mem.list("li")} == {"用户在准备明年的北京马拉松（2027 年）", "用户养了一只猫"}


def test_the_send_button_waits_for_the_notes_of_the_last_reply(page: Any, ui: UI) -> None:
    """After a reply, the memories it added are distilled before the next message goes: meanwhile the send
    button is shown disabled (a click was silently ignored before), a message typed stays in the box, and it
    goes once the notes are in."""
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)

    page.route("**/extract-memories", hold)
    page.goto(ui.url + "/#/chat")
    _say(page, "我喜欢用 TypeScript 严格模式")
    expect(page.locator(".msg.assistant").last).to_contain_text("echo:")
    expect(page.locator("#chat-send")).to_be_disabled()
    page.fill("#chat-input", "谢谢")
    page.press("#chat-input", "Enter")
    expect(page.locator(".msg.user")).to_have_count(1)
    expect(page.locator("#chat-input")).to_have_value("谢谢")
    for _ in range(200):  # the route comes just after the request (events are handled in waits)
        if held:
            break
        page.wait_for_timeout(20)
    assert len(held) == 1
    held[0].continue_()
    page.unroute("**/extract-memories")
    expect(page.locator(".memnote").first).to_contain_text("已添加到记忆")
    expect(page.locator("#chat-send")).to_be_enabled()
    page.click("#chat-send")
    expect(page.locator(".msg.assistant")).to_have_count(2)
    expect(page.locator(".msg.user").last).to_have_text("谢谢")
