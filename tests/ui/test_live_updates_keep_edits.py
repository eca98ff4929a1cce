"""Live updates and refreshes never re-render what the user is editing (issue #16, item 7).

Each test opens a form, then changes memories through the REST API (another client) while the form is open.
Events reach the page in the order they were written, so a visible effect of the last change proves the
page has handled every earlier one: no test here waits on time.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import expect

from jiyi import Memory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, EventBus, KeyStore, LiveServer, MemoryEvent, create_app

from .conftest import NOW, UI, WAIT_MS


def _cards(page: Any) -> Any:
    return page.locator("#mem-list article.mem")


def _open_list(page: Any, ui: UI, n: int) -> None:
    page.goto(ui.url + "/#/memories")
    expect(_cards(page)).to_have_count(n)
    expect(page.locator("#live")).to_have_class("live on")


def test_live_updates_of_the_edited_and_other_memories_keep_the_open_form(page: Any, ui: UI) -> None:
    mine = ui.mem.add("li", "我住在北京", type="personal")
    other = ui.mem.add("li", "我喜欢喝乌龙茶", type="preference")
    _open_list(page, ui, 2)
    page.locator(f"#mem-{mine.id} [data-act=edit]").click()
    area = page.locator(f"#mem-{mine.id} textarea")
    area.fill("我住在杭州，")
    # Meanwhile another client deletes and restores the memory being edited, changes another one and adds one.
    assert ui.rest("DELETE", f"/api/memories/{mine.id}").status_code == 200
    assert ui.rest("POST", f"/api/memories/{mine.id}/restore").status_code == 200
    r = ui.rest("PATCH", f"/api/memories/{other.id}", json={"content": "我喜欢喝龙井茶"})
    assert r.status_code == 200
    other_new = r.json()["id"]
    r = ui.rest("POST", "/api/memories", json={"content": "我的猫叫橘子", "type": "fact"})
    assert r.status_code == 201
    # The other cards follow at once; the edited card keeps its form, its text and the focus.
    expect(page.locator(f"#mem-{r.json()['id']} .content")).to_have_text("我的猫叫橘子")
    expect(page.locator(f"#mem-{other_new} .content")).to_have_text("我喜欢喝龙井茶")
    expect(page.locator(f"#mem-{other.id}")).to_have_count(0)
    expect(area).to_have_value("我住在杭州，")
    expect(area).to_be_focused()
    area.press("End")
    area.press_sequentially("在西湖边")
    page.locator(f"#mem-{mine.id} [data-act=save]").click()
    expect(page.locator("#toast")).to_have_text("已更新")
    current = [m for m in ui.mem.list("li") if m.supersedes == mine.id]
    assert [m.content for m in current] == ["我住在杭州，在西湖边"]
    expect(page.locator(f"#mem-{current[0].id} .content")).to_have_text("我住在杭州，在西湖边")
    expect(_cards(page)).to_have_count(3)


def test_a_memory_changed_elsewhere_while_edited_keeps_the_text_and_says_so(page: Any, ui: UI) -> None:
    mine = ui.mem.add("li", "周三晚上打羽毛球", type="fact")
    other = ui.mem.add("li", "周五交季度报告", type="fact")
    _open_list(page, ui, 2)
    page.locator(f"#mem-{mine.id} [data-act=edit]").click()
    area = page.locator(f"#mem-{mine.id} textarea")
    area.fill("周四晚上打羽毛球")
    r = ui.rest("PATCH", f"/api/memories/{mine.id}", json={"content": "周二晚上打羽毛球"})
    assert r.status_code == 200
    theirs = r.json()["id"]
    assert ui.rest("DELETE", f"/api/memories/{other.id}").status_code == 200
    expect(page.locator(f"#mem-{other.id}")).to_have_count(0)
    # The form is still there with the user's text, and says the memory changed meanwhile.
    expect(area).to_have_value("周四晚上打羽毛球")
    expect(page.locator(f"#mem-{mine.id} .edit-note")).to_contain_text("别处")
    # Saving goes through the server's conflict check: refused, said plainly, the text kept.
    page.locator(f"#mem-{mine.id} [data-act=save]").click()
    expect(page.locator(f"#mem-{mine.id} .edit-note.error")).to_contain_text("没有保存")
    expect(area).to_have_value("周四晚上打羽毛球")
    assert [m.content for m in ui.mem.list("li")] == ["周二晚上打羽毛球"]
    # Cancel shows the version saved elsewhere, which can then be edited as usual.
    page.locator(f"#mem-{mine.id} [data-act=cancel]").click()
    expect(page.locator(f"#mem-{theirs} .content")).to_have_text("周二晚上打羽毛球")
    expect(page.locator(f"#mem-{mine.id}")).to_have_count(0)
    page.locator(f"#mem-{theirs} [data-act=edit]").click()
    page.locator(f"#mem-{theirs} textarea").fill("周四晚上打羽毛球")
    page.locator(f"#mem-{theirs} [data-act=save]").click()
    expect(_cards(page).first.locator(".content")).to_have_text("周四晚上打羽毛球")
    assert [m.content for m in ui.mem.list("li")] == ["周四晚上打羽毛球"]


def test_a_list_refresh_keeps_the_open_form(page: Any, ui: UI) -> None:
    mine = ui.mem.add("li", "我在学日语", type="fact")
    other = ui.mem.add("li", "我每天跑步五公里", type="fact")
    _open_list(page, ui, 2)
    page.locator(f"#mem-{mine.id} [data-act=edit]").click()
    area = page.locator(f"#mem-{mine.id} textarea")
    area.fill("我在学韩语")
    # Undo on another card reloads the list; the card being edited stays as it is.
    page.locator(f"#mem-{other.id} [data-act=history]").click()
    page.locator(f"#mem-{other.id} li[data-event=add] [data-act=undo]").click()
    expect(page.locator(f"#mem-{other.id}")).to_have_count(0)
    expect(_cards(page)).to_have_count(1)
    expect(area).to_have_value("我在学韩语")
    page.locator(f"#mem-{mine.id} [data-act=save]").click()
    expect(_cards(page).first.locator(".content")).to_have_text("我在学韩语")
    assert [m.content for m in ui.mem.list("li")] == ["我在学韩语"]
    expect(page.locator("#mem-count")).to_have_text("共 1 条")


def test_a_live_overview_redraw_keeps_the_chosen_profile_version(page: Any, ui: UI) -> None:
    now = ui.clock.now()
    ui.mem.add("li", "我喜欢函数式编程", type="preference")
    ui.mem.store.put_profile("li", "李明，后端工程师。", now)
    ui.mem.store.put_profile("li", "李明，后端工程师，喜欢函数式编程。", now)
    page.goto(ui.url + "/#/overview")
    expect(page.locator("[data-stat=total] b")).to_have_text("1")
    expect(page.locator("#live")).to_have_class("live on")
    page.select_option("#ov-profile-version", "1")
    expect(page.locator("#ov-profile")).to_have_text("李明，后端工程师。")
    # A memory added elsewhere redraws the overview; the version the user is reading stays chosen.
    assert ui.rest("POST", "/api/memories", json={"content": "我的猫叫橘子", "type": "fact"}).status_code == 201
    expect(page.locator("[data-stat=total] b")).to_have_text("2")
    expect(page.locator("#ov-profile-version")).to_have_value("1")
    expect(page.locator("#ov-profile")).to_have_text("李明，后端工程师。")


def test_a_delete_is_counted_once_though_its_event_also_arrives(page: Any, ui: UI) -> None:
    gone = ui.mem.add("li", "旧地址在朝阳区", type="fact")
    for text in ("我住在海淀区", "我在中关村上班"):
        ui.mem.add("li", text, type="fact")
    _open_list(page, ui, 3)
    expect(page.locator("#mem-count")).to_have_text("共 3 条")
    page.locator(f"#mem-{gone.id} [data-act=delete]").click()
    expect(page.locator(f"#mem-{gone.id}")).to_have_count(0)
    # A change made after the delete arrives after the delete's own event: then both have been handled.
    r = ui.rest("POST", "/api/memories", json={"content": "我的猫叫橘子", "type": "fact"})
    expect(page.locator(f"#mem-{r.json()['id']}")).to_have_count(1)
    expect(_cards(page)).to_have_count(3)
    expect(page.locator("#mem-count")).to_have_text("共 3 条")


class GatedBus(EventBus):
    """An event bus whose subscriptions wait for `gate`: a loaded server that has sent an event stream's
    headers but not yet subscribed it. Events published meanwhile do not reach that stream."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()

    async def stream(self, user_id: str) -> AsyncIterator[bytes]:
        await asyncio.to_thread(self.gate.wait)
        async for frame in super().stream(user_id):
            yield frame


def test_the_live_sign_is_shown_only_once_no_change_can_be_missed(
    browser: Any, tmp_path: Path, embedder: USEEmbedder
) -> None:
    mem = Memory(tmp_path / "jiyi.db", embedder=embedder)
    keys = KeyStore(mem.store.path)
    secret, _ = keys.create(user_id="li", now=NOW)
    mem.add("li", "already here", type="fact")
    bus = GatedBus()
    try:
        with LiveServer(create_app(mem, auth=AuthConfig(keys=keys), bus=bus)) as server:
            ctx = browser.new_context(locale="zh-CN")
            ctx.add_init_script(f"localStorage.setItem('jiyi.key', {secret!r});")
            page = ctx.new_page()
            page.set_default_timeout(WAIT_MS)
            with page.expect_response(lambda r: r.url.endswith("/api/events")):
                page.goto(server.url + "/#/memories")
            expect(_cards(page)).to_have_count(1)
            # The stream's headers have arrived and the list is shown, but the server has not subscribed it:
            # a change made now would never be shown, so the page must not claim to be live.
            assert page.get_attribute("#live", "class") != "live on"
            bus.gate.set()
            expect(page.locator("#live")).to_have_class("live on")
            r = httpx.post(
                server.url + "/api/memories",
                headers={"Authorization": f"Bearer {secret}"},
                json={"content": "我的猫叫橘子", "type": "fact"},
            )
            expect(page.locator(f"#mem-{r.json()['id']} .content")).to_have_text("我的猫叫橘子")
            ctx.close()
    finally:
        bus.gate.set()
        mem.close()


def _late_news_server(tmp_path: Path, embedder: USEEmbedder) -> tuple[Memory, str, EventBus, Any]:
    """A memory corrected before the server started, whose events the server never read by itself
    (no background outbox reading): the test hands them to the bus when it chooses, as a busy server's late
    poll would."""
    mem = Memory(tmp_path / "jiyi.db", embedder=embedder)
    keys = KeyStore(mem.store.path)
    secret, _ = keys.create(user_id="li", now=NOW)
    tea = mem.add("li", "我每天早上喝一杯绿茶", type="preference")
    mem.update("li", tea.id, verified=True)
    bus = EventBus()
    app = create_app(mem, auth=AuthConfig(keys=keys), bus=bus, outbox_interval=None)
    return mem, secret, bus, app


def _replay(mem: Memory, bus: EventBus, event_type: str) -> dict[str, Any]:
    """Publish the stored event of `event_type` (the memory's record at that change) now."""
    (event,) = [e for e in mem.store.read_events(0, limit=50) if e.type == event_type]
    bus.publish_event(MemoryEvent(type=event.type, user_id=event.user_id, data=event.data, id=event.id))
    return event.data


def _signed_in(browser: Any, secret: str) -> Any:
    ctx = browser.new_context(locale="zh-CN")
    ctx.add_init_script(f"localStorage.setItem('jiyi.key', {secret!r});")
    page = ctx.new_page()
    page.set_default_timeout(WAIT_MS)
    return page


def test_late_news_of_a_memory_whose_newer_version_is_listed_adds_no_card(
    browser: Any, tmp_path: Path, embedder: USEEmbedder
) -> None:
    mem, secret, bus, app = _late_news_server(tmp_path, embedder)
    try:
        with LiveServer(app) as server:
            page = _signed_in(browser, secret)
            page.goto(server.url + "/#/memories")
            expect(_cards(page)).to_have_count(1)
            expect(page.locator("#live")).to_have_class("live on")
            first = _replay(mem, bus, "memory.created")
            newer = _replay(mem, bus, "memory.updated")
            # A change made through the server is announced after the two late ones: once it shows, the
            # page has handled them.
            r = httpx.post(
                server.url + "/api/memories",
                headers={"Authorization": f"Bearer {secret}"},
                json={"content": "我的猫叫橘子", "type": "fact"},
            )
            expect(page.locator(f"#mem-{r.json()['id']}")).to_have_count(1)
            expect(page.locator(f"#mem-{first['id']}")).to_have_count(0)
            expect(page.locator(f"#mem-{newer['id']}")).to_have_count(1)
            expect(_cards(page)).to_have_count(2)
            expect(page.locator("#mem-count")).to_have_text("共 2 条")
            page.context.close()
    finally:
        mem.close()


def test_late_news_that_came_while_the_list_loaded_leaves_one_card(
    browser: Any, tmp_path: Path, embedder: USEEmbedder
) -> None:
    """The creation is announced while the list is on its way (it shows as a new card), and the list then
    brings the newer version: when the correction's news arrives, the older card goes and the count is right."""
    mem, secret, bus, app = _late_news_server(tmp_path, embedder)
    held: list[Any] = []
    try:
        with LiveServer(app) as server:
            page = _signed_in(browser, secret)

            def hold(route: Any) -> None:
                held.append(route)

            page.route("**/api/memories?*", hold)
            page.goto(server.url + "/#/memories")
            expect(page.locator("#live")).to_have_class("live on")
            first = _replay(mem, bus, "memory.created")
            expect(page.locator(f"#mem-{first['id']}")).to_have_count(1)
            assert len(held) == 1
            held[0].continue_()
            page.unroute("**/api/memories?*")
            expect(_cards(page)).to_have_count(2)  # the late card and the listed newer version
            newer = _replay(mem, bus, "memory.updated")
            expect(page.locator(f"#mem-{first['id']}")).to_have_count(0)
            expect(page.locator(f"#mem-{newer['id']} .content")).to_have_text("我每天早上喝一杯绿茶")
            expect(_cards(page)).to_have_count(1)
            expect(page.locator("#mem-count")).to_have_text("共 1 条")
            page.context.close()
    finally:
        mem.close()
