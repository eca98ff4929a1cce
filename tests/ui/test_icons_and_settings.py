"""Icons are inline SVG shipped with the package (no emoji: a fresh Debian Chromium has no emoji font and shows
empty boxes), and each setting says what it controls, with a line of help."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from .conftest import UI, open_page

#: Rendered text with an emoji or a dingbat in it (what needs an emoji font).
EMOJI = """() => {
  const text = document.body.innerText;
  return [...text.matchAll(/[\\p{Extended_Pictographic}\\u2600-\\u27BF]/gu)].map((m) => m[0]);
}"""


def test_every_page_draws_its_icons_as_inline_svg(browser: Any, ui: UI) -> None:
    tea = ui.mem.add("li", "我每天早上喝一杯绿茶", type="preference")
    ui.mem.add("li", "下周三下午三点开会", type="todo")
    ui.mem.update("li", tea.id, verified=True)
    page = open_page(browser, ui, path="/#/memories")
    expect(page.locator("#mem-list article.mem")).to_have_count(2)
    expect(page.locator("#mem-list .type svg.icon")).to_have_count(2)
    expect(page.locator("#type-filter svg.icon").first).to_be_visible()
    assert page.evaluate(EMOJI) == [], "memories"
    for name, ready in [("overview", "#ov-todos"), ("chat", "#chat-model option"), ("settings", "#key-list li")]:
        page.goto(f"{ui.url}/#/{name}")
        expect(page.locator(ready).first).to_be_attached()
        assert page.evaluate(EMOJI) == [], name
    # Every icon on the page is drawn (paths inside it), none is fetched.
    page.goto(f"{ui.url}/#/chat")
    expect(page.locator(".composer svg.icon").filter(visible=True)).to_have_count(1)  # the stop button's waits
    assert page.eval_on_selector_all("svg.icon", "els => els.every((e) => e.querySelector('path'))")
    assert page.locator("img, link[rel=stylesheet][href^=http]").count() == 0
    page.context.close()


def test_settings_say_what_they_control(browser: Any, ui: UI) -> None:
    page = open_page(browser, ui, width=390, height=844, path="/#/settings")
    # retention_days deletes raw chat messages once distilled (lifecycle maintain_user), not memories.
    label = page.locator("label:has(#set-retention_days)")
    expect(label).to_contain_text("对话原文保留天数")
    expect(label.locator(".help")).to_contain_text("记忆本身不受影响")
    names = page.eval_on_selector_all("#settings-form input[name]", "els => els.map((e) => e.name)")
    assert len(names) >= 9
    for name in names:
        expect(page.locator(f"#help-{name}")).not_to_be_empty()
    page.context.close()
    page = open_page(browser, ui, locale="en-US", path="/#/settings")
    expect(page.locator("label:has(#set-retention_days)")).to_contain_text("Days chat messages are kept")
    expect(page.locator("#help-retention_days")).to_contain_text("the memories stay")
    page.context.close()
