"""The stored review on the people page in the browser (issue #21 item 5): items with when they were found, "忽略" /
"Ignore" and bringing one back, "现在检查" / "Check now", and the weekly report card — zh and en, desktop and phone."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from jiyi._entity_models import Mention
from jiyi._models import Source

from ..entity_world import say, world
from .conftest import UI, open_page
from .test_people_page import USER_DATA, _fits
from .test_translations import english_words


def _review_world(ui: UI) -> str:
    """A duplicate (two called Amy) and a memory no conversation states; returns the second Amy's id."""
    w = world(ui.mem)
    (lily,) = say(ui.mem, "li", w.topic_id, "我的大学同学 Lily 是律师", Mention(name="Lily", relation="大学同学"))
    ui.mem.entities.update("li", lily, name="Amy")
    ui.mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    return lily


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("locale", ["zh-CN", "en-US"])
def test_ignore_an_item_bring_it_back_and_read_the_weekly_report(browser: Any, ui: UI, width: int, locale: str) -> None:
    _review_world(ui)
    ui.mem.review.scan("li")
    ui.mem.review.report("li")
    zh = locale == "zh-CN"
    page = open_page(browser, ui, locale=locale, width=width, height=844, path="/#/people")
    card = page.locator("#report-card")
    expect(card).to_contain_text("本周记忆报告" if zh else "This week in your memory")
    expect(card.locator("[data-line=review]")).to_contain_text("还有 2 项待检查" if zh else "2 left to review")
    expect(card.locator("[data-line=memories]")).to_contain_text("新记住" if zh else "memories added")
    expect(card.locator("[data-line=memories]")).to_contain_text("跳过重复 0 条" if zh else "0 duplicates skipped")
    dup = page.locator("#review-list [data-kind=duplicate]")
    expect(dup.locator(".found")).to_contain_text("发现" if zh else "Found")
    expect(page.locator("#review-scanned")).to_contain_text("上次检查" if zh else "Last checked")
    # The scan's time is written as the found dates are ("2026年11月26日 …", "Nov 26, 2026, …"), not "2026/11/26".
    scanned, found = page.locator("#review-scanned").inner_text(), dup.locator(".found").inner_text()
    assert ("年" in scanned and "年" in found) if zh else ("/" not in scanned and "/" not in found), (scanned, found)
    _fits(page, width)
    if zh:
        assert english_words(page, USER_DATA) == [], "review and report"

    dup.locator("[data-act=ignore]").click()
    expect(dup).to_have_count(0)
    [ignored] = ui.mem.review.items("li", status="ignored")
    assert ignored.kind == "duplicate"
    ignored_list = page.locator("#review-ignored")
    expect(ignored_list.locator("summary")).to_have_text("已忽略 1 项" if zh else "1 ignored")
    # A scan does not bring it back: its content is unchanged.
    page.click("#review-scan")
    expect(page.locator("#toast")).to_contain_text("没有新的待检查" if zh else "Nothing new to review")
    expect(dup).to_have_count(0)
    ignored_list.locator("summary").click()
    row = ignored_list.locator(".ignored-item")
    expect(row).to_contain_text("Amy")
    _fits(page, width)
    row.locator("[data-act=reopen]").click()  # the undo of "ignore"
    expect(dup).to_have_count(1)
    expect(ignored_list).to_be_hidden()
    assert ui.mem.review.get("li", ignored.id).status == "open"
    page.context.close()


def test_a_user_without_a_report_can_make_one_and_another_users_items_stay_apart(browser: Any, ui: UI) -> None:
    _review_world(ui)
    ui.mem.add("wang", "用户在南京长大", type="fact", source=Source.SYSTEM)
    ui.mem.review.scan("wang")
    page = open_page(browser, ui, locale="en-US", path="/#/people")
    # Never scanned: opening the page scans once, and lists what it found.
    expect(page.locator("#review-list [data-kind=unsourced]")).to_contain_text("用户在杭州长大")
    expect(page.locator("#review-list")).not_to_contain_text("南京")  # wang's item, never li's
    expect(page.locator("#report-card")).to_contain_text("No weekly report yet")
    page.click("#report-make")
    expect(page.locator("#report-card [data-line=review]")).to_contain_text("2 left to review")
    assert len(ui.mem.review.reports("li")) == 1 and ui.mem.review.reports("wang") == []
    page.context.close()
