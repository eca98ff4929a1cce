"""The memory list in Chromium shows which agent a memory belongs to and its metadata (read-only)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from .conftest import UI


def test_a_card_shows_its_agent_and_metadata(page: Any, ui: UI) -> None:
    md = {"来源": "微信小程序", "标签": ["日本", "旅行"]}
    scoped = ui.mem.add("li", "用户下个月去东京旅行", agent_id="旅行助手", metadata=md)
    long_md = {"备注": "很长的说明" * 30}
    clipped = ui.mem.add("li", "用户对花生过敏", metadata=long_md)
    plain = ui.mem.add("li", "用户叫李鸣", type="personal")
    page.goto(ui.url + "/#/memories")
    card = page.locator(f"#mem-{scoped.id}")
    expect(card.locator(".agent")).to_have_text("智能体：旅行助手")
    expect(card.locator(".metadata")).to_have_text(json.dumps(md, ensure_ascii=False, separators=(",", ":")))
    # A long metadata object is clipped on the card; the whole JSON is in the tooltip.
    meta = page.locator(f"#mem-{clipped.id} .metadata")
    expect(meta).to_contain_text("…")
    assert json.loads(meta.get_attribute("title") or "") == long_md
    expect(page.locator(f"#mem-{clipped.id} .agent")).to_have_count(0)
    expect(page.locator(f"#mem-{plain.id} .agent")).to_have_count(0)
    expect(page.locator(f"#mem-{plain.id} .metadata")).to_have_count(0)
