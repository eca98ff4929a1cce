"""Layout at desktop and phone widths: the sign-in page without navigation, a real modal, a usable composer."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import UI, open_page

WIDTHS = [1280, 390]


@pytest.mark.parametrize("width", WIDTHS)
def test_the_sign_in_page_has_no_navigation(browser: Any, ui: UI, width: int) -> None:
    ctx = browser.new_context(locale="zh-CN", viewport={"width": width, "height": 844})
    page = ctx.new_page()
    page.goto(ui.url + "/#/memories")
    expect(page.locator("form.login")).to_be_visible()
    expect(page.locator("#nav")).to_be_hidden()
    expect(page.locator("#nav a")).to_have_count(0)
    expect(page.locator("#logout")).to_be_hidden()
    page.fill("#login-key", ui.secret)
    page.click("form.login button[type=submit]")
    expect(page.locator("#nav [data-page=memories]")).to_have_class("active")
    expect(page.locator("#nav")).to_be_visible()
    # Signing out is the sign-in page again, without the navigation.
    page.click("#logout")
    expect(page.locator("form.login")).to_be_visible()
    expect(page.locator("#nav")).to_be_hidden()
    ctx.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_the_confirm_dialog_is_a_modal_with_a_backdrop(browser: Any, ui: UI, width: int) -> None:
    ui.mem.add("li", "我每天早上喝一杯绿茶", type="preference")
    page = open_page(browser, ui, width=width, height=844, path="/#/memories")
    expect(page.locator("#mem-list article.mem")).to_have_count(1)
    page.click("#mem-clear")
    dialog = page.locator("dialog.confirm")
    expect(dialog).to_be_visible()
    box = dialog.bounding_box()
    assert box["x"] >= 12 and box["x"] + box["width"] <= width - 12, box  # clear of the edges
    # The page behind is dimmed so the question stands out (Chromium's own backdrop is a barely visible 10 %).
    backdrop = page.evaluate("getComputedStyle(document.querySelector('dialog.confirm'), '::backdrop').backgroundColor")
    alpha = float(backdrop.rstrip(")").split(",")[3]) if backdrop.startswith("rgba") else 1.0
    assert alpha >= 0.3, backdrop
    dialog.locator("[data-act=cancel]").click()
    expect(dialog).to_have_count(0)
    assert ui.mem.count("li") == 1
    page.context.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_the_composer_is_usable(browser: Any, ui: UI, width: int) -> None:
    page = open_page(browser, ui, width=width, height=844, path="/#/chat")
    area = page.locator("#chat-input")
    expect(area).to_be_visible()
    box = area.bounding_box()
    assert box["width"] >= min(width - 40, 600), box  # not squeezed beside the switch and the button
    send = page.locator("#chat-send").bounding_box()
    temp = page.locator(".composer .switch").bounding_box()
    for b in (send, temp):
        assert b["x"] >= 0 and b["x"] + b["width"] <= width, b  # on the screen
    page.fill("#chat-input", "你好")
    page.click("#chat-send")
    expect(page.locator(".msg.assistant").last).to_contain_text("echo: 你好")
    page.context.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_overview_tiles_and_charts_agree_and_fit(browser: Any, ui: UI, width: int) -> None:
    tea = ui.mem.add("li", "我每天早上喝一杯绿茶", type="preference")
    ui.mem.add("li", "下周三下午三点开会", type="todo")
    gone = ui.mem.add("li", "去年去过一次杭州", type="event")
    ui.mem.update("li", tea.id, content="我每天早上喝两杯绿茶")
    ui.mem.forget("li", gone.id)
    page = open_page(browser, ui, width=width, height=844, path="/#/overview")
    expect(page.locator("#ov-stats [data-stat=current] b")).to_have_text("2")
    legend = page.locator("#chart-states + .legend li")
    values = dict(
        zip(
            legend.evaluate_all("els => els.map((e) => e.dataset.key)"),
            legend.evaluate_all("els => els.map((e) => Number(e.dataset.value))"),
            strict=True,
        )
    )
    tiles = {k: int(page.locator(f"#ov-stats [data-stat={k}] b").inner_text()) for k in ("total", "current")}
    assert values == {"active": 2, "superseded": 1, "forgotten": 1, "deleted": 0}
    assert tiles == {"total": sum(values.values()), "current": values["active"]}
    assert page.locator("#chart-states text.v").text_content() == str(tiles["total"])
    # Every axis label of the 30-day chart lies inside the chart.
    inside = """svg => { const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll("text")].every((t) => { const r = t.getBoundingClientRect();
        return r.left >= box.left - 0.5 && r.right <= box.right + 0.5; }); }"""
    assert page.locator("#chart-time").evaluate(inside)
    assert page.locator("#chart-types").evaluate(inside)
    page.context.close()
