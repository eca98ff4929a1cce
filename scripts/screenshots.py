"""Screenshots of each page of the web UI at desktop (1280) and phone (390) widths, into docs/screenshots/.

    .venv/bin/python scripts/screenshots.py

Runs a real server on 127.0.0.1 over a temporary database with a small Chinese demo user, the OpenAI
protocol stub (tests/openai_stub.py) as the chat upstream, and headless Chromium (Debian package). For Chinese
glyphs install a font too (icons are inline SVG and need none): ``apt-get install chromium fonts-wqy-microhei``.
"""

from __future__ import annotations

import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from tests.entity_world import fact, say, world  # noqa: E402
from tests.openai_stub import Gate, OpenAIStub, chat_reply  # noqa: E402
from tests.ui.conftest import launch_chromium  # noqa: E402

from jiyi import FixedClock, Memory  # noqa: E402
from jiyi._entity_models import Mention  # noqa: E402
from jiyi._models import Source  # noqa: E402
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
WIDTHS = {"desktop": (1280, 860), "phone": (390, 844)}
CHATS = {
    "desktop": ("帮我重构用户管理模块，要函数式", "我喜欢用 TypeScript 严格模式"),
    "phone": ("帮我写个数据库查询，用 SQLite", "我喜欢用 pnpm 管理依赖"),
}


def seed(mem: Memory, clock: FixedClock) -> None:
    now = clock.now()
    items = [
        (40, "preference", "我喜欢函数式编程，多用组合少用继承", 0.9),
        (30, "fact", "正在开发 MJ Studio 多模态 AI 工作台", 0.85),
        (21, "lesson", "Docker 构建需要使用 proxy-env 代理", 0.8),
        (14, "plan", "计划下个月添加视频生成功能", 0.7),
        (9, "personal", "住在杭州，养了一只叫橘子的猫", 0.8),
        (5, "preference", "Prefers concise answers with code first", 0.75),
        (3, "fact", "项目使用 Nuxt 4 + SQLite + Drizzle ORM", 0.8),
    ]
    ids = []
    for days, type_, text, imp in items:
        clock.set(now - timedelta(days=days))
        ids.append(mem.add("li", text, type=type_, importance=imp).id)
    clock.set(now - timedelta(days=2))
    old = mem.add("li", "以前喜欢用 Vue 3", type="preference", importance=0.6)
    mem.forget("li", old.id, reason="long unused")
    clock.set(now - timedelta(days=1))
    mem.add("li", "周末和朋友讨论了杭州的徒步路线，决定下周六去九溪", type="episode", importance=0.5)
    mem.add("li", "周五前交季度报告", type="todo", due_at=now + timedelta(days=2), importance=0.8)
    mem.add("li", "给橘子打疫苗", type="todo", due_at=now + timedelta(days=5), importance=0.6)
    clock.set(now)
    for q, times in (("函数式编程", 6), ("MJ Studio 工作台", 4), ("Docker 代理", 3), ("Nuxt SQLite Drizzle", 2)):
        for _ in range(times):
            mem.search("li", q, k=1)
    mem.store.put_profile("li", "李明，杭州的全栈工程师。", now - timedelta(days=10))
    mem.store.put_profile(
        "li",
        "李明，杭州的全栈工程师，正在开发 MJ Studio（Nuxt 4 + SQLite）。偏好函数式编程和简洁的回答；"
        "Docker 需要走 proxy-env 代理。养了一只叫橘子的猫。",
        now,
    )


def seed_people(mem: Memory, clock: FixedClock) -> str:
    """li's people, places and things; returns the id of the person whose page is shown."""
    now = clock.now()
    clock.set(now - timedelta(days=6))
    w = world(mem)
    clock.set(now - timedelta(days=2))
    say(
        mem,
        "li",
        w.topic_id,
        "其实小王上个月搬去杭州了，他很喜欢打羽毛球",
        Mention(
            name="小王", facts=[fact("lives_in", "杭州", "住在", correction=True), fact("hobby", "羽毛球", "爱好")]
        ),
    )
    say(
        mem,
        "li",
        w.topic_id,
        "公司楼下那家咖啡店周一不开门",
        Mention(
            name="楼下的咖啡店",
            kind="place",
            relation="公司楼下的咖啡店",
            facts=[fact("opening_hours", "周一不开门", "营业时间")],
        ),
    )
    say(mem, "li", w.topic_id, "我姐姐在慕尼黑当护士", Mention(relation="姐姐", facts=[fact("job", "护士", "职业")]))
    # Something for the review: a name said twice apart (likely one person) and a memory no message states.
    other = mem.topics.create("li", "周末")
    say(mem, "li", other.id, "周末和 Amy 去爬山了", Mention(name="Amy", relation="朋友", facts=[fact("hobby", "爬山")]))
    mem.add("li", "用户在杭州长大", type="personal", source=Source.SYSTEM)
    clock.set(now)
    # What maintenance does each day and each week: the stored review items and the weekly report card.
    mem.review.scan("li")
    mem.review.report("li")
    return w.wang


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, OpenAIStub(models=["gpt-4o-mini"]) as stub:
        clock = FixedClock(datetime.now(UTC).replace(microsecond=0))
        mem = Memory(Path(tmp) / "demo.db", clock=clock)
        seed(mem, clock)
        person = seed_people(mem, clock)
        keys = KeyStore(mem.store.path)
        secret, _ = keys.create(user_id="li", name="浏览器", now=clock.now())
        # A reply while it streams, held half-way by the stub (one gate for each width).
        held = {kind: Gate() for kind in WIDTHS}
        streaming = {kind: ["好的。先列出要查的表，", "再按", gate, "日期倒序。"] for kind, gate in held.items()}
        stub.script(
            chat_reply("好的！按你偏好的函数式风格，建议把用户管理拆成纯函数，再用组合串起来。"),
            chat_reply("记住了，以后都用 TypeScript 严格模式。"),
            chat_reply("", stream=streaming["desktop"]),
            chat_reply("你的项目用 Drizzle ORM + SQLite，查询可以这样写：db.select().from(users)"),
            chat_reply("好的，之后的命令都用 pnpm。"),
            chat_reply("", stream=streaming["phone"]),
        )
        with (
            LiveServer(create_app(mem, upstream=stub.base_url, auth=AuthConfig(keys=keys))) as server,
            sync_playwright() as p,
        ):
            browser = launch_chromium(p)
            for kind, (w, hgt) in WIDTHS.items():
                # The sign-in page (no key yet): no navigation before sign-in.
                ctx = browser.new_context(locale="zh-CN", viewport={"width": w, "height": hgt}, device_scale_factor=1)
                page = ctx.new_page()
                page.goto(server.url + "/")
                page.wait_for_selector("form.login")
                page.screenshot(path=str(OUT / f"signin-{kind}.png"))
                ctx.close()
                ctx = browser.new_context(locale="zh-CN", viewport={"width": w, "height": hgt}, device_scale_factor=1)
                ctx.add_init_script(f"localStorage.setItem('jiyi.key', {secret!r});")
                page = ctx.new_page()
                for name in ("overview", "memories", "settings"):
                    page.goto(f"{server.url}/#/{name}")
                    page.wait_for_selector("#view > *")
                    page.wait_for_timeout(400)
                    page.screenshot(path=str(OUT / f"{name}-{kind}.png"), full_page=True)
                # People & things: the list with the review under it, and one person's page.
                page.goto(f"{server.url}/#/people")
                page.locator("#ent-list a.ent").first.wait_for()
                page.locator("#ent-review .review-item, #review-none").first.wait_for()
                page.screenshot(path=str(OUT / f"people-{kind}.png"), full_page=True)
                page.goto(f"{server.url}/#/people?id={person}")
                page.locator("#ent-sources li").first.wait_for()
                page.screenshot(path=str(OUT / f"person-{kind}.png"), full_page=True)
                # Search by meaning, with why the best hit matched.
                page.goto(f"{server.url}/#/memories")
                page.fill("#mem-search", "写代码的习惯")
                page.wait_for_selector("#mem-list [data-act=why]")
                page.locator("#mem-list [data-act=why]").first.click()
                page.screenshot(path=str(OUT / f"memories-search-{kind}.png"))
                page.goto(f"{server.url}/#/chat")
                for n, text in enumerate(CHATS[kind], start=1):
                    page.fill("#chat-input", text)
                    page.click("#chat-send")
                    # a locator, not wait_for_function: the page's CSP refuses the eval that needs
                    page.locator(".msg.assistant:not(.pending):not(.streaming)").nth(n - 1).wait_for()
                    page.wait_for_timeout(600)
                page.screenshot(path=str(OUT / f"chat-{kind}.png"))
                # The stop button stands in for send while the reply streams.
                page.fill("#chat-input", "帮我查一下上周新增的用户")
                page.click("#chat-send")
                page.locator(".msg.assistant.streaming", has_text="再按").wait_for()
                page.screenshot(path=str(OUT / f"chat-streaming-{kind}.png"))
                held[kind].set()
                page.locator(".msg.assistant:not(.pending):not(.streaming)").nth(len(CHATS[kind])).wait_for()
                page.click("label.switch")
                page.screenshot(path=str(OUT / f"chat-temporary-{kind}.png"))
                ctx.close()
            browser.close()
        mem.close()
    for f in sorted(OUT.glob("*.png")):
        print(f.relative_to(ROOT))


if __name__ == "__main__":
    main()
