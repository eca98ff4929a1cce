"""Proposed memories in Chromium (auto-extract off, seed 003 §4.4): listed above the memories, confirmed or
rejected by a click, an expired one still answerable; in Chinese and English."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from .conftest import UI, open_page


def _propose(ui: UI) -> dict[str, str]:
    ui.mem.update_settings("li", auto_extract=False, proposal_expiry_days=7)
    topic = ui.mem.topics.create("li", "自我介绍")
    ui.mem.messages.add(topic.id, "user", "我叫李明，我住在杭州，我对花生过敏。")
    report = ui.mem.extract(topic.id, automatic=True)
    assert report.proposed and not report.added
    return {p.content: p.id for p in ui.mem.proposals("li")}


def test_confirm_and_reject_a_proposal(page: Any, ui: UI) -> None:
    ids = _propose(ui)
    allergy = next(i for c, i in ids.items() if "花生" in c)
    city = next(i for c, i in ids.items() if "杭州" in c)
    page.goto(ui.url + "/#/memories")
    panel = page.locator("#proposals")
    expect(panel).to_be_visible()
    expect(panel.locator("h2")).to_have_text("待确认的记忆")
    expect(panel.locator("article.proposal")).to_have_count(len(ids))
    # the type icon is a drawn SVG inside the label, never an object's name in the text
    expect(panel.locator("article.proposal .type svg").first).to_be_visible()
    assert "[object" not in panel.inner_text()
    expect(page.locator("#mem-list article.mem")).to_have_count(0)

    page.locator(f"#prop-{allergy} [data-act=confirm]").click()
    expect(page.locator(f"#prop-{allergy}")).to_have_count(0)
    memory = next(m for m in ui.mem.list("li") if "花生" in m.content)
    assert memory.verified and memory.message_ids
    expect(page.locator(f"#mem-{memory.id}")).to_contain_text("花生过敏")  # the new memory arrives live

    page.locator(f"#prop-{city} [data-act=reject]").click()
    expect(page.locator(f"#prop-{city}")).to_have_count(0)
    assert [p.id for p in ui.mem.proposals("li", status="rejected")] == [city]
    assert not any("杭州" in m.content for m in ui.mem.list("li"))

    # Not answered for longer than proposal_expiry_days: still listed, marked expired, still answerable.
    ui.clock.advance(days=8)
    page.reload()
    left = page.locator("#proposals article.proposal")
    expect(left).to_have_count(len(ids) - 2)
    expect(left.first).to_contain_text("已过期")
    left.first.locator("[data-act=confirm]").click()
    expect(page.locator("#proposals")).to_be_hidden()
    assert ui.mem.proposals("li", status="expired") == [] and len(ui.mem.list("li")) == 2


def test_the_panel_speaks_english(browser: Any, ui: UI) -> None:
    _propose(ui)
    page = open_page(browser, ui, locale="en-US", path="/#/memories")
    try:
        expect(page.locator("#proposals h2")).to_have_text("Memories to confirm")
        expect(page.locator("#proposals [data-act=confirm]").first).to_have_text("Remember")
        expect(page.locator("#proposals [data-act=reject]").first).to_have_text("Don't remember")
    finally:
        page.context.close()
