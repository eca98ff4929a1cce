"""The time zone setting in Chromium: chosen on the settings page, refused when unknown, and the dates the pages
show are in it, not in the browser's zone."""

from __future__ import annotations

import re
import time
from typing import Any

from playwright.sync_api import expect

from .conftest import UI, WAIT_MS


def test_the_time_zone_is_a_setting_and_dates_are_shown_in_it(browser: Any, ui: UI) -> None:
    rec = ui.mem.add("li", "用户养了一只橘猫")
    # The browser lives in New York: the page must still show Beijing time once the user chose it.
    ctx = browser.new_context(locale="zh-CN", timezone_id="America/New_York")
    ctx.add_init_script(f"localStorage.setItem('jiyi.key', {ui.secret!r});")
    page = ctx.new_page()
    page.set_default_timeout(WAIT_MS)
    try:
        page.goto(ui.url + "/#/settings")
        zone = page.locator("#set-timezone")
        expect(zone).to_have_value("UTC")
        expect(page.locator("label.num", has=zone)).to_contain_text("时区")
        zone.fill("Mars/Olympus_Mons")
        zone.press("Enter")
        expect(page.locator("#toast")).to_contain_text("timezone")
        expect(zone).to_have_class(re.compile("invalid"))
        assert ui.mem.settings("li").timezone == "UTC"
        zone.fill("Asia/Shanghai")
        zone.press("Enter")
        expect(zone).not_to_have_class(re.compile("invalid"))
        deadline = time.monotonic() + 15
        while ui.mem.settings("li").timezone != "Asia/Shanghai" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert ui.mem.settings("li").timezone == "Asia/Shanghai"

        page.goto(ui.url + "/#/memories")
        page.reload()  # signing in again reads the zone from the settings
        iso = rec.created_at.isoformat()
        beijing = page.evaluate("iso => new Date(iso).toLocaleString('zh-CN', {timeZone: 'Asia/Shanghai'})", iso)
        assert beijing != page.evaluate("iso => new Date(iso).toLocaleString('zh-CN')", iso)  # New York's
        expect(page.locator(f"#mem-{rec.id} time")).to_have_attribute("title", beijing)
    finally:
        ctx.close()
