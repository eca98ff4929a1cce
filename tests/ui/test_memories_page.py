"""The memory management page in Chromium: search, filters, delete/restore, edit, history undo, clear all."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from .conftest import UI, WAIT_MS, open_page


def _cards(page: Any) -> Any:
    return page.locator("#mem-list article.mem")


def test_search_filter_delete_and_restore(page: Any, ui: UI) -> None:
    ui.mem.add("li", "我喜欢函数式编程，多用组合少用继承", type="preference", importance=0.9)
    ui.mem.add("li", "正在开发 MJ Studio 多模态 AI 工作台", type="fact", importance=0.85)
    lesson = ui.mem.add("li", "Docker 构建需要使用 proxy-env 代理", type="lesson", importance=0.8)
    page.goto(ui.url + "/#/memories")
    expect(_cards(page)).to_have_count(3)
    card = page.locator(f"#mem-{lesson.id}")
    expect(card.locator(".type")).to_contain_text("教训")
    expect(card).to_contain_text("重要性：80%")
    expect(card).to_contain_text("访问：0次")
    # Search narrows the list.
    page.fill("#mem-search", "Docker")
    expect(_cards(page)).to_have_count(1)
    expect(_cards(page).first).to_contain_text("proxy-env")
    page.fill("#mem-search", "")
    expect(_cards(page)).to_have_count(3)
    # Filter by type.
    page.click("#type-filter [data-type=preference]")
    expect(_cards(page)).to_have_count(1)
    expect(_cards(page).first).to_contain_text("函数式编程")
    page.click("#type-filter [data-type=all]")
    expect(_cards(page)).to_have_count(3)
    # Delete (soft): gone from the active list, stored as deleted.
    card.locator("[data-act=delete]").click()
    expect(card).to_have_count(0)
    expect(_cards(page)).to_have_count(2)
    assert ui.mem.get("li", lesson.id).state.value == "deleted"
    # It shows under "deleted", greyed, and comes back with restore.
    page.click("#state-filter [data-state=deleted]")
    expect(_cards(page)).to_have_count(1)
    expect(card).to_have_class("card mem state-deleted")
    card.locator("[data-act=restore]").click()
    expect(card).to_have_count(0)
    assert ui.mem.get("li", lesson.id).state.value == "active"
    page.click("#state-filter [data-state=active]")
    expect(_cards(page)).to_have_count(3)


def test_edit_then_undo_from_history(page: Any, ui: UI) -> None:
    rec = ui.mem.add("li", "我住在北京", type="personal")
    page.goto(ui.url + "/#/memories")
    page.locator(f"#mem-{rec.id} [data-act=edit]").click()
    page.fill(f"#mem-{rec.id} textarea", "我住在上海")
    page.locator(f"#mem-{rec.id} [data-act=save]").click()
    expect(_cards(page)).to_have_count(1)
    expect(_cards(page).first.locator(".content")).to_have_text("我住在上海")
    new_id = ui.mem.list("li")[0].id
    assert new_id != rec.id
    page.locator(f"#mem-{new_id} [data-act=history]").click()
    page.locator(f"#mem-{new_id} li[data-event=update] [data-act=undo]").click()
    expect(page.locator(f"#mem-{rec.id} .content")).to_have_text("我住在北京")
    assert [m.content for m in ui.mem.list("li")] == ["我住在北京"]


def test_edit_importance_type_and_confirmation(page: Any, ui: UI) -> None:
    rec = ui.mem.add("li", "用户每周三晚上打羽毛球", type="fact", importance=0.5)
    page.goto(ui.url + "/#/memories")
    page.locator(f"#mem-{rec.id} [data-act=edit]").click()
    expect(page.locator(f"#mem-{rec.id} .edit-importance")).to_have_value("50")
    page.fill(f"#mem-{rec.id} .edit-importance", "95")
    page.select_option(f"#mem-{rec.id} .edit-type", "preference")
    page.locator(f"#mem-{rec.id} [data-act=save]").click()
    expect(_cards(page).first).to_contain_text("重要性：95%")
    expect(_cards(page).first.locator(".type")).to_contain_text("偏好")
    new = ui.mem.list("li")[0]
    assert (new.id != rec.id, new.content, new.importance, new.type) == (True, rec.content, 0.95, "preference")
    # Unticking "confirmed" is a change of its own; the text is kept.
    page.locator(f"#mem-{new.id} [data-act=edit]").click()
    expect(page.locator(f"#mem-{new.id} .edit-verified")).to_be_checked()
    page.locator(f"#mem-{new.id} .edit-verified").uncheck()
    page.locator(f"#mem-{new.id} [data-act=save]").click()
    expect(_cards(page).first.locator(".verified")).to_have_count(0)
    last = ui.mem.list("li")[0]
    assert (last.verified, last.importance, last.content) == (False, 0.95, rec.content)


def test_clear_all_needs_confirmation(page: Any, ui: UI) -> None:
    for i in range(3):
        ui.mem.add("li", f"fact number {i}", type="fact")
    page.goto(ui.url + "/#/memories")
    expect(_cards(page)).to_have_count(3)
    page.click("#mem-clear")
    page.click("dialog.confirm [data-act=cancel]")
    expect(_cards(page)).to_have_count(3)
    assert ui.mem.count("li") == 3
    page.click("#mem-clear")
    page.click("dialog.confirm [data-act=confirm]")
    expect(_cards(page)).to_have_count(0)
    assert ui.mem.count("li") == 0
    assert ui.mem.count("li", states=["deleted"]) == 3


def test_memory_text_is_shown_as_text_never_as_html(page: Any, ui: UI) -> None:
    evil = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"><b>bold</b>'
    rec = ui.mem.add("li", evil, type="fact")
    page.goto(ui.url + "/#/memories")
    content = page.locator(f"#mem-{rec.id} .content")
    expect(content).to_have_text(evil)
    assert page.locator("#mem-list script, #mem-list img, #mem-list b").count() == 0
    assert page.evaluate("window.pwned") is None


def test_paging_with_ten_thousand_memories(browser: Any, ui: UI) -> None:
    _seed_many(ui, 10_000)
    page = open_page(browser, ui, path="/#/memories")
    expect(page.locator("#mem-count")).to_have_text("共 10000 条")
    expect(_cards(page)).to_have_count(50)
    # A second click (or the scroll observer) while a page loads does not load the same page twice. The third
    # page is held until the clicks are in: answered between them, a second click would rightly load a fourth.
    # It is held from before the second page loads: the scroll observer may ask for it as soon as that shows.
    third = lambda url: "/api/memories?" in url and "offset=100" in url  # noqa: E731
    held: list[Any] = []
    page.route(third, lambda route: held.append(route))
    page.click("#mem-more")
    expect(_cards(page)).to_have_count(100)
    page.dblclick("#mem-more")
    for _ in range(WAIT_MS // 20):  # its route comes just after the request (events are handled in waits)
        if held:
            break
        page.wait_for_timeout(20)
    page.wait_for_timeout(300)  # a second request for the same page, if the guard failed, would be held too
    assert len(held) == 1
    held[0].continue_()
    expect(_cards(page)).to_have_count(150)
    page.wait_for_timeout(500)
    ids = page.eval_on_selector_all("#mem-list article.mem", "els => els.map(e => e.dataset.id)")
    assert len(ids) == 150 and len(set(ids)) == 150
    assert len(held) == 1  # the third page was asked for once
    page.context.close()


def test_english_interface_and_switching(browser: Any, ui: UI) -> None:
    ui.mem.add("li", "I prefer tea over coffee", type="preference")
    page = open_page(browser, ui, locale="en-US", path="/#/memories")
    expect(page.locator("#mem-list .type").first).to_have_text("Preference")
    expect(page.locator("#mem-list .type svg.icon")).to_have_count(1)
    expect(page.locator("#nav [data-page=memories]")).to_have_text("Memories")
    page.click("#lang")
    expect(page.locator("#nav [data-page=memories]")).to_have_text("记忆管理")
    page.reload()
    expect(page.locator("#mem-list .type").first).to_have_text("偏好")
    page.context.close()


def test_sign_in_form_and_a_wrong_key(browser: Any, ui: UI) -> None:
    ctx = browser.new_context(locale="en-US")
    page = ctx.new_page()
    page.goto(ui.url + "/")
    page.fill("#login-key", "jiyi_wrong")
    page.click("form.login button[type=submit]")
    expect(page.locator("form.login .error")).to_contain_text("valid API key")
    page.fill("#login-key", ui.secret)
    page.click("form.login button[type=submit]")
    expect(page.locator("#who")).to_have_text("li")
    ctx.close()


def _seed_many(ui: UI, n: int) -> None:
    """n memories written in one import (one transaction), as lines of the export format."""
    now = ui.clock.now().isoformat()
    lines = [json.dumps({"kind": "jiyi-export", "version": 1, "user_id": "li"})]
    for i in range(n):
        rec = {"id": f"mem_seed{i:05d}", "user_id": "li", "type": "fact", "content": f"seeded memory {i}"}
        lines.append(json.dumps({"kind": "memory", **rec, "created_at": now, "updated_at": now}))
    ui.mem.import_user("li", lines)


def test_open_mode_needs_no_key_only_a_user(browser: Any, tmp_path: Any, embedder: Any) -> None:
    from jiyi import Memory
    from jiyi.server import AuthConfig, LiveServer, create_app

    mem = Memory(tmp_path / "open.db", embedder=embedder)
    mem.add("wang", "王喜欢喝茶", type="preference")
    with LiveServer(create_app(mem, auth=AuthConfig(open=True))) as server:
        ctx = browser.new_context(locale="zh-CN")
        page = ctx.new_page()
        page.goto(server.url + "/")
        expect(page.locator("form.login .note")).to_contain_text("开放模式")
        page.fill("#login-user", "wang")
        page.click("form.login button[type=submit]")
        expect(page.locator("#mem-list article.mem .content")).to_have_text(["王喜欢喝茶"])
        ctx.close()
    mem.close()


def _food_memories(ui: UI) -> Any:
    cilantro = ui.mem.add("li", "我不喜欢吃香菜", type="preference", importance=0.8)
    ui.mem.add("li", "正在开发 MJ Studio 多模态 AI 工作台", type="fact")
    ui.mem.add("li", "Docker 构建需要使用 proxy-env 代理", type="lesson")
    ui.mem.add("li", "每周三晚上打羽毛球", type="fact")
    return cilantro


def test_search_finds_a_memory_by_meaning_and_says_why(page: Any, ui: UI) -> None:
    cilantro = _food_memories(ui)
    page.goto(ui.url + "/#/memories")
    expect(_cards(page)).to_have_count(4)
    # None of these words is in the memory: recall finds it by meaning, the best match first.
    page.fill("#mem-search", "不喜欢吃的东西")
    expect(_cards(page).first).to_have_id(f"mem-{cilantro.id}")
    expect(page.locator("#mem-count")).to_contain_text("找到")
    assert "不喜欢吃的东西" not in cilantro.content
    # The score parts on demand.
    page.locator(f"#mem-{cilantro.id} [data-act=why]").click()
    why = page.locator(f"#mem-{cilantro.id} .why")
    expect(why).to_contain_text("语义相似度")
    expect(why).to_contain_text("综合得分")
    # Browsing is not the assistant recalling: the access count stays.
    assert ui.mem.get("li", cilantro.id).access_count == 0
    # The exact-text filter is still there: no memory contains these words.
    page.check("#mem-exact")
    expect(_cards(page)).to_have_count(0)
    expect(page.locator("#mem-list .empty")).to_be_visible()
    page.fill("#mem-search", "香菜")
    expect(_cards(page)).to_have_count(1)


def test_search_by_meaning_in_english_on_a_phone(browser: Any, ui: UI) -> None:
    cilantro = _food_memories(ui)
    page = open_page(browser, ui, locale="en-US", width=390, height=844, path="/#/memories")
    expect(_cards(page)).to_have_count(4)
    page.fill("#mem-search", "cilantro")
    expect(_cards(page)).to_have_count(1)
    expect(_cards(page).first).to_have_id(f"mem-{cilantro.id}")
    page.locator(f"#mem-{cilantro.id} [data-act=why]").click()
    expect(page.locator(f"#mem-{cilantro.id} .why")).to_contain_text("Meaning similarity")
    page.context.close()
