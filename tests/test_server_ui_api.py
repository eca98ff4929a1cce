"""The small endpoints the web UI uses, over HTTP against a real server: who am I, my keys (only mine),
profile versions, memories per day, todos, the proxy's memory references, and the UI files."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import httpx
import pytest

from jiyi import FixedClock, Memory
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from .conftest import T0
from .openai_stub import OpenAIStub


@pytest.fixture
def server(mem: Memory, openai_stub: OpenAIStub) -> Iterator[tuple[str, str, str, KeyStore]]:
    keys = KeyStore(mem.store.path)
    li, _ = keys.create(user_id="li", name="laptop", now=T0)
    wang, _ = keys.create(user_id="wang", now=T0)
    with LiveServer(create_app(mem, upstream=openai_stub.base_url, auth=AuthConfig(keys=keys))) as s:
        yield s.url, li, wang, keys


def _get(url: str, key: str, **kw: object) -> httpx.Response:
    return httpx.get(url, headers={"Authorization": f"Bearer {key}"}, **kw)  # type: ignore[arg-type]


def test_the_page_and_its_files_are_served(server: tuple[str, str, str, KeyStore]) -> None:
    url, *_ = server
    r = httpx.get(url + "/")
    assert r.status_code == 200 and "text/html" in r.headers["content-type"] and "/ui/app.js" in r.text
    for path in (
        "app.js",
        "api.js",
        "dom.js",
        "i18n.js",
        "charts.js",
        "style.css",
        "pages/memories.js",
        "pages/chat.js",
    ):
        assert httpx.get(f"{url}/ui/{path}").status_code == 200, path
    assert "innerHTML" not in "".join(httpx.get(f"{url}/ui/{p}").text for p in ("app.js", "dom.js", "pages/chat.js"))


def test_me_and_keys_are_scoped_to_the_caller(server: tuple[str, str, str, KeyStore]) -> None:
    url, li, wang, keys = server
    assert _get(url + "/api/me", li).json() == {
        "user_id": "li",
        "admin": False,
        "open": False,
        "key_id": keys.verify(li).id,  # type: ignore[union-attr]
    }
    assert [k["name"] for k in _get(url + "/api/keys", li).json()] == ["laptop"]
    made = httpx.post(url + "/api/keys", json={"name": "手机"}, headers={"Authorization": f"Bearer {li}"}).json()
    assert made["secret"].startswith("jiyi_") and _get(url + "/api/me", made["secret"]).json()["user_id"] == "li"
    assert "secret" not in str(_get(url + "/api/keys", li).json())
    assert len(_get(url + "/api/keys", li).json()) == 2
    assert len(_get(url + "/api/keys", wang).json()) == 1
    # wang cannot revoke li's key; li can.
    r = httpx.delete(f"{url}/api/keys/{made['key']['id']}", headers={"Authorization": f"Bearer {wang}"})
    assert r.status_code == 404
    r = httpx.delete(f"{url}/api/keys/{made['key']['id']}", headers={"Authorization": f"Bearer {li}"})
    assert r.status_code == 200 and r.json()["revoked_at"]
    assert _get(url + "/api/me", made["secret"]).status_code == 401
    r = httpx.post(url + "/api/keys", json={"name": "x" * 101}, headers={"Authorization": f"Bearer {li}"})
    assert r.status_code == 422


def test_profile_timeline_and_todos(server: tuple[str, str, str, KeyStore], mem: Memory, clock: FixedClock) -> None:
    url, li, *_ = server
    mem.store.put_profile("li", "李明，后端工程师。", T0)
    mem.store.put_profile("li", "Li Ming, backend engineer.", T0)
    mem.store.put_profile("wang", "王", T0)
    versions = _get(url + "/api/profile", li).json()
    assert [(v["version"], v["narrative"]) for v in versions] == [
        (2, "Li Ming, backend engineer."),
        (1, "李明，后端工程师。"),
    ]
    mem.add("li", "old fact", type="fact")
    clock.advance(days=2)
    mem.add("li", "新的事实", type="fact")
    mem.add("li", "周五交报告", type="todo", due_at=clock.now() + timedelta(days=1))
    mem.add("li", "明天买菜", type="todo", due_at=clock.now() + timedelta(hours=3))
    mem.add("li", "过期的待办", type="todo", due_at=clock.now() - timedelta(days=3))
    mem.add("wang", "王的待办", type="todo", due_at=clock.now() + timedelta(hours=1))
    days = _get(url + "/api/timeline", li, params={"days": 3}).json()
    assert [d["count"] for d in days] == [1, 0, 4]
    assert days[-1]["day"] == clock.now().date().isoformat()
    todos = [t["memory"]["content"] for t in _get(url + "/api/todos", li).json()]
    assert todos == ["过期的待办", "明天买菜", "周五交报告"]  # open ones, earliest due first, only li's
    assert _get(url + "/api/timeline", li, params={"days": 0}).status_code == 422


def test_the_proxy_names_the_memories_it_injected(server: tuple[str, str, str, KeyStore], mem: Memory) -> None:
    url, li, *_ = server
    used = mem.add("li", "用户决定用 FastAPI 写后端", type="fact")
    body = {"model": "m", "messages": [{"role": "user", "content": "用户用什么框架？"}]}
    r = httpx.post(url + "/v1/chat/completions", json=body, headers={"Authorization": f"Bearer {li}"})
    assert r.status_code == 200 and r.headers["x-jiyi-memories"] == used.id
    r = httpx.post(
        url + "/v1/chat/completions", json=body, headers={"Authorization": f"Bearer {li}", "X-Jiyi-Temporary": "1"}
    )
    assert r.status_code == 200 and "x-jiyi-memories" not in r.headers
    body["stream"] = True
    with httpx.stream("POST", url + "/v1/chat/completions", json=body, headers={"Authorization": f"Bearer {li}"}) as s:
        assert s.headers["x-jiyi-memories"] == used.id
        s.read()


def test_open_mode_has_no_keys_to_list(mem: Memory) -> None:
    with LiveServer(create_app(mem, auth=AuthConfig(open=True))) as s:
        me = httpx.get(s.url + "/api/me", headers={"X-Jiyi-User": "li"}).json()
        assert me == {"user_id": "li", "admin": True, "open": True, "key_id": None}
        r = httpx.get(s.url + "/api/keys", headers={"X-Jiyi-User": "li"})
        assert r.status_code == 404 and "open mode" in r.json()["error"]["message"]
