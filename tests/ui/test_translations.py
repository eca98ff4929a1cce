"""The Chinese interface shows no English: every page of the tested flows, its rendered text and the words
a user reads in placeholders and tooltips, checked word by word against an allow-list (names, user data)."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from ..openai_stub import BREAK, Gate, chat_reply
from .conftest import UI, open_page

#: What stays in Latin letters in the Chinese UI: the product, "API", the language switch (it names the
#: other language), the user's id, the upstream's model ids (names, not copy) and keys as printed on keyboards.
ALLOWED = {"jiyi", "API", "English", "li", "stub", "model", "embedding", "Ctrl", "Shift", "Enter"}
#: Every text node the user reads, and the attributes shown as text; commands in <code> are not copy.
VISIBLE_TEXT = """() => {
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("code, script, style, [hidden]") || !el.getClientRects().length) continue;
    out.push(n.textContent);
  }
  for (const el of document.querySelectorAll("[placeholder], [title], [aria-label]")) {
    if (!el.getClientRects().length) continue;
    for (const a of ["placeholder", "title", "aria-label"]) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  return out.join("\\n");
}"""


def english_words(page: Any, user_data: set[str]) -> list[str]:
    text = page.evaluate(VISIBLE_TEXT)
    words = set(re.findall(r"[A-Za-z]{2,}", text))
    return sorted(words - ALLOWED - user_data)


def test_the_chinese_interface_has_no_english_on_any_tested_page(browser: Any, ui: UI) -> None:
    tea = ui.mem.add("li", "我每天早上喝一杯绿茶", type="preference")
    ui.mem.add("li", "下周三下午三点开会", type="todo")
    faint = ui.mem.add("li", "去年去过一次杭州", type="event")
    ui.mem.forget("li", faint.id, reason="review: DELETE faint and never recalled", actor="lifecycle")
    ui.mem.update("li", tea.id, content="我每天早上喝两杯绿茶")
    # The sign-in page, and a wrong key: the server's English message is not shown.
    ctx = browser.new_context(locale="zh-CN")
    login = ctx.new_page()
    login.goto(ui.url + "/")
    login.fill("#login-key", "jiyi_wrong")
    login.click("form.login button[type=submit]")
    expect(login.locator("form.login .error")).to_contain_text("API 密钥无效")
    assert english_words(login, set()) == []
    assert "`" not in login.evaluate("document.body.innerText")
    ctx.close()
    for width in (1280, 390):
        page = open_page(browser, ui, width=width, height=844, path="/#/memories")
        cards = page.locator("#mem-list article.mem")
        expect(cards).to_have_count(2)
        # History entries in words: what happened, why, and who did it.
        page.click("#state-filter [data-state=all]")
        expect(cards).to_have_count(3)  # the two current ones and the forgotten one
        page.locator(f"#mem-{faint.id} [data-act=history]").click()
        entry = page.locator(f"#mem-{faint.id} li[data-event=forget]")
        expect(entry).to_contain_text("印象已淡且从未被用到")
        expect(entry).to_contain_text("后台整理")
        page.fill("#mem-search", "喝茶")
        expect(page.locator("#mem-count")).to_contain_text("找到")
        page.locator("#mem-list [data-act=why]").first.click()
        assert english_words(page, set()) == [], "memories"
        # Each page once its data is in (the last thing it fills).
        done = [("overview", "#ov-todos"), ("chat", "#chat-model option"), ("settings", "#key-list li")]
        for name, ready in done:
            page.goto(f"{ui.url}/#/{name}")
            expect(page.locator(ready).first).to_be_attached()
            assert english_words(page, set()) == [], name
        page.context.close()


#: Chinese characters and the full-width punctuation that comes with them ("：", "（", "「").
CHINESE = re.compile(r"[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]+")


def chinese_words(page: Any, user_data: set[str]) -> list[str]:
    """The runs of Chinese in the rendered text once the user's own data is taken out; the language switch
    names the other language in its own script."""
    text = page.evaluate(VISIBLE_TEXT)
    shortened = {data[:n] + "…" for data in user_data for n in range(1, len(data))}  # labels cut to fit
    for data in sorted(user_data | shortened, key=len, reverse=True):
        text = text.replace(data, " ")
    return sorted(set(CHINESE.findall(text)) - {"中文"})


def test_the_english_interface_has_no_chinese_on_any_tested_page(browser: Any, ui: UI) -> None:
    tea = ui.mem.add("li", "我每天早上喝一杯绿茶", type="preference")
    ui.mem.add("li", "下周三下午三点开会", type="todo")
    faint = ui.mem.add("li", "去年去过一次杭州", type="event")
    ui.mem.forget("li", faint.id, reason="review: DELETE faint and never recalled", actor="lifecycle")
    ui.mem.update("li", tea.id, content="我每天早上喝两杯绿茶")
    # A new thing to remember at each width (the second would otherwise only repeat the first).
    liked = {1280: "我喜欢用 TypeScript 严格模式", 390: "我喜欢用 pnpm 管理依赖"}
    said = ["帮我规划一下周末的项目", "我明天去哪儿？"]
    replies = ["好的，记住了。", "我们先把需求理一下", "我明天要去"]
    user_data = {
        "我每天早上喝一杯绿茶", "我每天早上喝两杯绿茶", "下周三下午三点开会", "去年去过一次杭州", "喝茶",
        *liked.values(), *("用户" + text[1:] for text in liked.values()), *said, *replies,
    }  # fmt: skip
    # The sign-in page, and a wrong key.
    ctx = browser.new_context(locale="en-US")
    login = ctx.new_page()
    login.goto(ui.url + "/")
    login.fill("#login-key", "jiyi_wrong")
    login.click("form.login button[type=submit]")
    expect(login.locator("form.login .error")).to_contain_text("API key")
    assert chinese_words(login, set()) == []
    ctx.close()
    for width in (1280, 390):
        page = open_page(browser, ui, locale="en-US", width=width, height=844, path="/#/memories")
        cards = page.locator("#mem-list article.mem")
        expect(cards.first).to_be_attached()
        page.click("#state-filter [data-state=all]")
        page.locator(f"#mem-{faint.id} [data-act=history]").click()
        entry = page.locator(f"#mem-{faint.id} li[data-event=forget]")
        expect(entry).to_contain_text("faint and never recalled")
        page.fill("#mem-search", "喝茶")
        expect(page.locator("#mem-count")).to_contain_text("related")
        page.locator("#mem-list [data-act=why]").first.click()
        assert chinese_words(page, user_data) == [], "memories"
        done = [("overview", "#ov-todos"), ("settings", "#key-list li")]
        for name, ready in done:
            page.goto(f"{ui.url}/#/{name}")
            expect(page.locator(ready).first).to_be_attached()
            # The profile narrates the user in the language of their memories: user data too.
            profile = set(page.locator("p.profile").all_text_contents())
            assert chinese_words(page, user_data | profile) == [], name
        # The chat: a streamed reply with its note, a stopped one and one that broke off.
        page.goto(f"{ui.url}/#/chat")
        expect(page.locator("#chat-model option").first).to_be_attached()
        rest = Gate()
        ui.stub.script(
            chat_reply(replies[0]),
            chat_reply("", stream=[replies[1], rest, "，然后再写代码。"]),
            chat_reply("", stream=[replies[2], BREAK]),
        )
        try:
            page.fill("#chat-input", liked[width])
            page.click("#chat-send")
            expect(page.locator(".memnote").first).to_contain_text("Added to memory")
            page.fill("#chat-input", said[0])
            page.click("#chat-send")
            expect(page.locator(".msg.assistant").last).to_have_text(replies[1])
            assert chinese_words(page, user_data) == [], "chat while streaming"
            page.click("#chat-stop")
            expect(page.locator(".msg.assistant.stopped .cut")).to_have_text("Stopped")
        finally:
            rest.set()
        page.fill("#chat-input", said[1])
        page.click("#chat-send")
        expect(page.locator(".msg.assistant.broken .cut")).to_contain_text("broke off")
        assert chinese_words(page, user_data) == [], "chat"
        page.context.close()
