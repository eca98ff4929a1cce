"""The web UI works under the server's Content-Security-Policy: no page trips it."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from .conftest import UI, open_page


def test_no_page_breaks_the_content_security_policy(browser: Any, ui: UI) -> None:
    ui.mem.add("li", "我喜欢函数式编程", type="preference")
    ui.mem.add("li", "正在开发 MJ Studio", type="fact")
    page = open_page(browser, ui, path="/#/overview")
    refused: list[str] = []
    page.on("console", lambda msg: refused.append(msg.text) if "Content Security Policy" in msg.text else None)
    # the legend's coloured dots are the UI's only inline style: set through the CSSOM, which CSP allows
    dot = page.locator("#chart-states ~ ul.legend li span.dot").first
    expect(dot).to_be_visible()
    assert dot.evaluate("el => el.style.background") != ""
    for name in ("memories", "chat", "settings", "overview"):
        page.goto(f"{ui.url}/#/{name}")
        expect(page.locator(f"#nav a[data-page={name}]")).to_have_class("active")
    page.reload()
    expect(page.locator("#chart-states ~ ul.legend li").first).to_be_visible()
    assert refused == []
    page.context.close()
