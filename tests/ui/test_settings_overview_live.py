"""Settings, overview and live updates in Chromium."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from playwright.sync_api import expect

from .conftest import UI, open_page


def test_settings_are_saved_and_keys_managed(page: Any, ui: UI) -> None:
    page.goto(ui.url + "/#/settings")
    expect(page.locator("#set-show_references")).to_be_checked()
    expect(page.locator("#set-filter_sensitive")).to_be_checked()  # secrets filtered unless the user says otherwise
    page.click("#set-show_references")
    page.fill("#set-retention_days", "90")
    page.press("#set-retention_days", "Enter")
    page.locator("#set-memory_silent_minutes").fill("5")
    page.locator("#set-memory_silent_minutes").blur()
    expect(page.locator("#toast")).to_have_text("已保存")
    # The three saves are three requests in flight at once, answered in any order: wait for all of them.
    _wait(lambda: _three(ui) == (False, 90, 5))
    assert _three(ui) == (False, 90, 5)
    # An out-of-range value is refused by the server and said so.
    page.fill("#set-retention_days", "0")
    page.press("#set-retention_days", "Enter")
    expect(page.locator("#toast")).to_contain_text("retention_days")
    assert ui.mem.settings("li").retention_days == 90
    # Keys: the one in use is listed; a new one is shown once and works; it can be revoked.
    expect(page.locator("#key-list li")).to_have_count(1)
    page.fill("#key-name", "手机")
    page.click("#key-create")
    secret = page.locator("#key-secret").inner_text()
    assert secret.startswith("jiyi_")
    expect(page.locator("#key-list li")).to_have_count(2)
    assert ui.rest("GET", "/api/me", key=secret).json()["user_id"] == "li"
    page.locator("#key-list li", has_text="手机").locator("[data-act=revoke]").click()
    expect(page.locator("#key-list li")).to_have_count(1)
    assert ui.rest("GET", "/api/me", key=secret).status_code == 401


def _three(ui: UI) -> tuple[bool, int, float]:
    s = ui.mem.settings("li")
    return (s.show_references, s.retention_days, s.memory_silent_minutes)


def _wait(cond: Any) -> None:
    """Until `cond()` holds (a change the browser sent reaching the store), at most as long as Playwright waits."""
    import time

    deadline = time.monotonic() + 15
    while not cond() and time.monotonic() < deadline:
        time.sleep(0.05)


def test_reminder_lead_time_is_a_setting(page: Any, ui: UI) -> None:
    page.goto(ui.url + "/#/settings")
    expect(page.locator("#set-reminder_lead_minutes")).to_have_value("60")
    expect(page.locator("label.num", has=page.locator("#set-reminder_lead_minutes"))).to_contain_text("提前")
    page.fill("#set-reminder_lead_minutes", "0")
    page.press("#set-reminder_lead_minutes", "Enter")
    _wait(lambda: ui.mem.settings("li").reminder_lead_minutes == 0)
    page.fill("#set-reminder_lead_minutes", "-10")
    page.press("#set-reminder_lead_minutes", "Enter")
    expect(page.locator("#toast")).to_contain_text("reminder_lead_minutes")
    assert ui.mem.settings("li").reminder_lead_minutes == 0


def test_overview_draws_charts_profile_episodes_and_todos(browser: Any, ui: UI) -> None:
    now = ui.clock.now()
    ui.mem.add("li", "我喜欢函数式编程", type="preference")
    ui.mem.add("li", "I prefer tea", type="preference")
    fact = ui.mem.add("li", "正在开发 MJ Studio", type="fact")
    gone = ui.mem.add("li", "旧的事实", type="fact")
    ui.mem.delete("li", gone.id)
    ui.mem.search("li", "MJ Studio")  # recalled once
    ui.mem.add("li", "聊了周末去杭州的计划", type="episode")
    ui.mem.add("li", "周五交季度报告", type="todo", due_at=now + timedelta(days=2))
    ui.mem.add("li", "去年的待办", type="todo", due_at=now - timedelta(days=30))
    ui.mem.store.put_profile("li", "李明，后端工程师。", now)
    ui.mem.store.put_profile("li", "李明，后端工程师，喜欢函数式编程。<b>x</b>", now)
    page = open_page(browser, ui, path="/#/overview")
    expect(page.locator("[data-stat=total] b")).to_have_text("7")
    expect(page.locator("[data-stat=deleted] b")).to_have_text("1")
    expect(page.locator("#chart-types")).to_contain_text("偏好")
    expect(page.locator("#chart-types rect")).to_have_count(4)
    expect(page.locator("#chart-states circle")).to_have_count(3)  # the track, active, deleted
    expect(page.locator("#chart-time rect")).to_have_count(30)
    expect(page.locator("#chart-recalled")).to_contain_text("正在开发")
    expect(page.locator("#ov-profile")).to_have_text("李明，后端工程师，喜欢函数式编程。<b>x</b>")
    # The hand-written earlier version (deleting a memory rebuilt the offline profile first: another version).
    older = [p.version for p in ui.mem.store.list_profiles("li") if p.narrative == "李明，后端工程师。"]
    page.select_option("#ov-profile-version", str(older[0]))
    expect(page.locator("#ov-profile")).to_have_text("李明，后端工程师。")
    expect(page.locator("#ov-episodes li")).to_have_count(1)
    expect(page.locator("#ov-episodes li")).to_contain_text("聊了周末去杭州的计划")
    # Open todos, the overdue one first and marked; "完成" completes one for real.
    expect(page.locator("#ov-todos li")).to_have_count(2)
    expect(page.locator("#ov-todos li").first).to_contain_text("去年的待办")
    expect(page.locator("#ov-todos li .overdue")).to_have_count(1)
    page.locator("#ov-todos li", has_text="去年的待办").locator("[data-act=complete]").click()
    expect(page.locator("#ov-todos li")).to_have_count(1)
    expect(page.locator("#ov-todos")).to_contain_text("周五交季度报告")
    assert [t.memory.content for t in ui.mem.todos("li")] == ["周五交季度报告"]
    page.locator("#chart-types a", has_text="偏好").click()
    expect(page.locator("#type-filter .chip.on")).to_contain_text("偏好")
    expect(page.locator("#mem-list article.mem")).to_have_count(2)
    page.goto(ui.url + "/#/overview")
    page.locator("#chart-recalled a").first.click()
    expect(page.locator(f"#mem-{fact.id}")).to_have_count(1)
    page.context.close()


def test_a_memory_created_elsewhere_appears_without_reload(page: Any, ui: UI) -> None:
    ui.mem.add("li", "already here", type="fact")
    page.goto(ui.url + "/#/memories")
    expect(page.locator("#mem-list article.mem")).to_have_count(1)
    expect(page.locator("#live")).to_have_class("live on")
    # Another client adds one; a distillation run (what the background does) adds another.
    r = ui.rest("POST", "/api/memories", json={"content": "我的猫叫橘子", "type": "fact"})
    assert r.status_code == 201
    expect(page.locator(f"#mem-{r.json()['id']}")).to_contain_text("我的猫叫橘子")
    topic = ui.mem.topics.create("li", "bg")
    ui.mem.messages.add(topic.id, "user", "我喜欢用 TypeScript 严格模式", user_id="li")
    r = ui.rest("POST", f"/api/topics/{topic.id}/extract-memories")
    assert r.json()["added"] == 1
    expect(page.locator("#mem-list article.mem").first).to_contain_text("TypeScript")
    expect(page.locator("#mem-list article.mem")).to_have_count(3)
    expect(page.locator("#mem-count")).to_have_text("共 3 条")
    # A deletion elsewhere takes the card away.
    ui.rest("DELETE", f"/api/memories/{r.json()['memories'][0]['id']}")
    expect(page.locator("#mem-list article.mem")).to_have_count(2)


def test_another_users_memories_never_show(page: Any, ui: UI) -> None:
    ui.mem.add("li", "li's own memory", type="fact")
    other = ui.mem.add("wang", "王的秘密", type="fact")
    page.goto(ui.url + "/#/memories")
    expect(page.locator("#mem-list article.mem")).to_have_count(1)
    expect(page.locator("#mem-list")).not_to_contain_text("王的秘密")
    page.goto(ui.url + f"/#/memories?id={other.id}")
    expect(page.locator("#mem-list article.mem")).to_have_count(0)
    expect(page.locator("#toast, .error").first).to_be_visible()
