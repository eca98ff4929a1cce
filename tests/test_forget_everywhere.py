"""A fact the user withdrew is in no text jiyi derives and shows, whichever path withdrew it.

Every text that shows what jiyi knows is read: `context()` for several questions, the profile and the
current memories through the library; `context`, `profile`, `recall` and `list_memories` through MCP (a real
client); and every route the web UI reads through the real server on 127.0.0.1 (memories, episodes, the
profile it shows, stats, todos, topics, search, context). A forgotten address, phone number or city must be
in none of them, whether the user took it back in the same conversation ("忘掉我刚才说的地址") or in a later
one, through the chat, the library, REST, MCP, a subject-wide forget or a topic delete; a corrected city
(杭州 -> 苏州) must appear nowhere as a current fact. The raw conversation itself is the user's and stays as
it was (its messages, `GET /api/topics/{id}/messages`, message search): those are not derived texts.

What was withdrawn is kept as history: the summary that stated it is superseded by a new version, not
rewritten in place. Runs on SQLite and PostgreSQL, with the offline extractor and the bundled embedder.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from jiyi import FixedClock, Memory

from . import test_server_api
from .openai_stub import OpenAIStub, RecordedRequest, Reply, chat_reply
from .test_server_api import Api

mcp = pytest.importorskip("mcp")
from mcp import Client  # noqa: E402

from jiyi._mcp import build_mcp_server  # noqa: E402

api = test_server_api.api  # the real server on 127.0.0.1 with API keys, for user "li" (a fixture)
USER = "li"


@dataclass(frozen=True)
class Said:
    """One language's conversation: what is said first, what withdraws part of it, what must be gone."""

    intro: list[tuple[str, str]]  # a conversation stating the facts
    forget_in_chat: list[tuple[str, str]]  # the user taking them back in the chat
    gone: tuple[str, ...]  # what must be in no text afterwards
    kept: str  # what must still be there (the check is not vacuous)
    questions: tuple[str, ...]  # asked of context() and search
    subject: str  # a subject-wide forget ("忘掉关于…的事")


ZH = Said(
    intro=[
        ("user", "我叫李明，是后端工程师。"),
        ("assistant", "你好李明！"),
        ("user", "我家地址是杭州市西湖区文三路 88 号，快递都寄这里。"),
        ("assistant", "记下了，你家地址是杭州市西湖区文三路 88 号。"),
        ("user", "记住我的手机号：13912345678"),
        ("assistant", "好的，手机号 13912345678 已记下。"),
        ("user", "我最近在学吉他，每天练半小时。"),
    ],
    forget_in_chat=[
        ("user", "忘掉我刚才说的地址"),
        ("assistant", "好的，已经忘掉了。"),
        ("user", "还有，忘掉我的手机号"),
        ("assistant", "好的。"),
    ],
    gone=("文三路", "西湖区", "13912345678"),
    kept="李明",
    questions=("我家地址是什么？", "帮我寄个快递", "我的手机号是多少？", "我们上次聊了什么？"),
    subject="地址",
)
EN = Said(
    intro=[
        ("user", "My name is Li Ming and I'm a backend engineer."),
        ("assistant", "Hi Li Ming!"),
        ("user", "Remember my address: 42 Baker Street, London"),
        ("assistant", "Noted: 42 Baker Street, London."),
        ("user", "Remember my phone number: 555-867-5309"),
        ("assistant", "Got it, 555-867-5309."),
        ("user", "I'm learning the guitar, half an hour every day."),
    ],
    forget_in_chat=[
        ("user", "Forget my address."),
        ("assistant", "Done."),
        ("user", "Also, forget my phone number."),
        ("assistant", "Done."),
    ],
    gone=("Baker", "867-5309"),
    kept="Li Ming",
    questions=(
        "What is my address?",
        "Send a parcel to my home",
        "What is my phone number?",
        "What did we talk about?",
    ),
    subject="address",
)
LANGS = {"zh": ZH, "en": EN}


def _talk(mem: Memory, clock: FixedClock, turns: list[tuple[str, str]], title: str = "chat") -> str:
    """A conversation, then silence: the lifecycle distils it, writes its summary and the profile."""
    topic = mem.topics.create(USER, title)
    for role, text in turns:
        mem.messages.add(topic.id, role, text)
        clock.advance(seconds=20)
    _settle(mem, clock)
    return topic.id


def _settle(mem: Memory, clock: FixedClock) -> None:
    for _ in range(3):  # distil and summarise, then the profile job it asked for
        clock.advance(hours=1)
        mem.run_due()


def _library(mem: Memory, said: Said) -> dict[str, str]:
    texts = {f"context({q})": mem.context(USER, q).text for q in said.questions}
    texts["profile()"] = mem.profile(USER)
    texts["list()"] = "\n".join(m.content for m in mem.list(USER, limit=1000))
    texts["search()"] = "\n".join(h.content for q in said.questions for h in mem.search(USER, q, k=20))
    texts["todos()"] = "\n".join(t.memory.content for t in mem.todos(USER, include_completed=True))
    return texts


def _ui(h: httpx.Client, said: Said) -> dict[str, str]:
    def get(path: str, **params: Any) -> Any:
        r = h.get(path, params=params)
        assert r.status_code == 200, r.text
        return r.json()

    def post(path: str, body: dict[str, Any]) -> Any:
        r = h.post(path, json=body)
        assert r.status_code == 200, r.text
        return r.json()

    texts = {
        "GET /api/memories": json.dumps(get("/api/memories", limit=1000), ensure_ascii=False),
        "GET /api/memories?type=episode": json.dumps(get("/api/memories", type="episode"), ensure_ascii=False),
        "GET /api/memories/stats": json.dumps(get("/api/memories/stats"), ensure_ascii=False),
        "GET /api/todos": json.dumps(get("/api/todos"), ensure_ascii=False),
        "GET /api/topics": json.dumps(get("/api/topics"), ensure_ascii=False),
    }
    versions = get("/api/profile")
    texts["GET /api/profile (the version shown)"] = versions[0]["narrative"] if versions else ""
    for q in said.questions:
        texts[f"POST /api/memories/search {q}"] = json.dumps(
            post("/api/memories/search", {"query": q, "k": 20}), ensure_ascii=False
        )
        texts[f"POST /api/context {q}"] = post("/api/context", {"message": q})["text"]
    return texts


def _mcp(mem: Memory, said: Said) -> dict[str, str]:
    texts: dict[str, str] = {}

    async def main() -> None:
        async with Client(build_mcp_server(mem, USER)) as c:

            async def call(name: str, args: dict[str, Any]) -> str:
                result = await c.call_tool(name, args)
                assert not result.is_error, result.content
                return "\n".join(str(getattr(part, "text", "")) for part in result.content)

            texts["mcp profile"] = await call("profile", {})
            texts["mcp list_memories"] = await call("list_memories", {"limit": 200})
            for q in said.questions:
                texts[f"mcp context {q}"] = await call("context", {"message": q})
                texts[f"mcp recall {q}"] = await call("recall", {"query": q, "k": 20})

    asyncio.run(main())
    return texts


def _everything(mem: Memory, api: Api, said: Said) -> dict[str, str]:
    return {**_library(mem, said), **_ui(api.http, said), **_mcp(mem, said)}


def _assert_gone(texts: dict[str, str], gone: tuple[str, ...], kept: str | None) -> None:
    leaks = {f"{w!r} in {name}": text for name, text in texts.items() for w in gone if w in text}
    assert not leaks, "\n\n".join(f"{k}:\n{v}" for k, v in leaks.items())
    if kept is None:
        return
    assert kept in texts["profile()"] and all(kept in t for n, t in texts.items() if n.startswith("context(")), texts


def _episodes(mem: Memory, *, every_version: bool = False) -> list[str]:
    states = ["active", "deleted", "forgotten"] if every_version else ["active"]
    return [m.content for m in mem.list(USER, types=["episode"], states=states, current_only=not every_version)]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_what_the_user_took_back_in_the_same_conversation_is_in_no_text(
    backend: str, mem: Memory, clock: FixedClock, api: Api, lang: str
) -> None:
    said = LANGS[lang]
    _talk(mem, clock, [*said.intro, *said.forget_in_chat])

    assert _episodes(mem), "the conversation was summarised"
    _assert_gone(_everything(mem, api, said), said.gone, said.kept)
    # Taken back, not lost: the memories are there, deleted, with their history (restorable).
    deleted = [m.content for m in mem.list(USER, states=["deleted"], limit=100)]
    assert all(any(w in d for d in deleted) for w in said.gone[-1:]), deleted


def _forget_in_chat(mem: Memory, api: Api, clock: FixedClock, said: Said) -> None:
    _talk(mem, clock, said.forget_in_chat, "later")


def _stating(mem: Memory, said: Said) -> list[str]:
    return [m.id for m in mem.list(USER, limit=1000) if m.type != "episode" and any(w in m.content for w in said.gone)]


def _library_delete(mem: Memory, api: Api, clock: FixedClock, said: Said) -> None:
    for mid in _stating(mem, said):
        mem.delete(USER, mid, reason="不要了")


def _rest(mem: Memory, api: Api, clock: FixedClock, said: Said) -> None:
    for mid in _stating(mem, said):
        assert api.http.delete(f"/api/memories/{mid}").status_code == 200


def _mcp_forget(mem: Memory, api: Api, clock: FixedClock, said: Said) -> None:
    async def main() -> None:
        async with Client(build_mcp_server(mem, USER)) as c:
            for mid in _stating(mem, said):
                assert not (await c.call_tool("forget", {"memory_id": mid})).is_error

    asyncio.run(main())


def _forget_about(mem: Memory, api: Api, clock: FixedClock, said: Said) -> None:
    r = api.http.post("/api/memories/forget-about", json={"query": said.subject})
    assert r.status_code == 200, r.text
    for mid in _stating(mem, said):  # the phone number is another subject
        mem.forget(USER, mid)


def _topic_delete(mem: Memory, api: Api, clock: FixedClock, said: Said) -> None:
    (topic,) = [t["id"] for t in api.http.get("/api/topics").json() if t["title"] == "intro"]
    assert api.http.delete(f"/api/topics/{topic}").status_code == 200


WAYS: dict[str, Callable[[Memory, Api, FixedClock, Said], None]] = {
    "chat": _forget_in_chat,
    "library delete": _library_delete,
    "REST delete": _rest,
    "MCP forget": _mcp_forget,
    "forget-about": _forget_about,
    "topic delete": _topic_delete,
}


@pytest.mark.parametrize(("way", "lang"), [(w, lang) for w in WAYS for lang in ("zh", "en")])
def test_what_the_user_withdrew_in_a_later_conversation_is_in_no_text(
    backend: str, mem: Memory, clock: FixedClock, api: Api, way: str, lang: str
) -> None:
    said = LANGS[lang]
    if way == "chat" and lang == "en":  # "Remember my …" is a manual memory: only the user's own hand removes it
        said = Said(
            intro=[("user", "My name is Li Ming. I live in Boston."), ("assistant", "Nice to meet you, Li Ming!"),
                   ("user", "I'm learning the guitar, half an hour every day.")],
            forget_in_chat=[("user", "Forget where I live."), ("assistant", "Done.")],
            gone=("Boston",), kept="Li Ming", questions=("Where do I live?", "What did we talk about?"),
            subject="home",
        )  # fmt: skip
    _talk(mem, clock, said.intro, "intro")
    before = _episodes(mem)
    assert any(w in e for e in before for w in said.gone), before  # the summary stated it
    clock.advance(days=2)

    WAYS[way](mem, api, clock, said)
    if way != "chat":
        _settle(mem, clock)  # nothing is left for a tick to do; the texts were mended at once

    # A topic delete forgets all that conversation said: nothing of it is left to check for.
    _assert_gone(_everything(mem, api, said), said.gone, None if way == "topic delete" else said.kept)
    # The summary was mended, its old version kept as history (a topic delete and a subject-wide forget
    # forget a summary about it whole: soft too, restorable).
    if way not in ("topic delete", "forget-about"):
        history = _episodes(mem, every_version=True)
        assert any(w in e for e in history for w in said.gone) and _episodes(mem), history


CORRECTIONS = {
    "zh": (
        [("user", "我下周三要去杭州出差"), ("assistant", "好的，下周三去杭州出差，要帮你查高铁吗？"),
         ("user", "不用了，谢谢。我叫李明。")],
        [("user", "更正一下，出差不是去杭州，是去苏州"), ("assistant", "好的，改成苏州了。")],
        "杭州", "苏州", ("出差要带什么？", "我下周去哪出差？", "我们上次聊了什么？"), "李明",
    ),
    "en": (
        [("user", "I am flying to Boston next Wednesday for a conference."),
         ("assistant", "Great, Boston next Wednesday. Need a hotel?"), ("user", "No thanks. My name is Li Ming.")],
        [("user", "Correction: the conference is in Denver, not Boston."), ("assistant", "Updated to Denver.")],
        "Boston", "Denver", ("Where is my conference?", "What should I pack for my trip?",
                             "What did we talk about?"), "Li Ming",
    ),
}  # fmt: skip


@pytest.mark.parametrize("how", ["chat", "REST edit"])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_corrected_city_appears_nowhere_as_a_current_fact(
    backend: str, mem: Memory, clock: FixedClock, api: Api, lang: str, how: str
) -> None:
    intro, fix, old, new, questions, name = CORRECTIONS[lang]
    said = Said(intro=intro, forget_in_chat=fix, gone=(old,), kept=name, questions=questions, subject=old)
    _talk(mem, clock, intro, "intro")
    assert any(old in e for e in _episodes(mem))
    clock.advance(days=1)
    if how == "chat":
        _talk(mem, clock, fix, "later")
    else:
        (plan,) = [m for m in mem.list(USER) if old in m.content and m.type != "episode"]
        r = api.http.patch(f"/api/memories/{plan.id}", json={"content": plan.content.replace(old, new)})
        assert r.status_code == 200, r.text

    texts = _everything(mem, api, said)
    _assert_gone(texts, (old,), name)
    assert all(new in texts[f"context({q})"] for q in questions[:2]), texts


def _scribe(req: RecordedRequest) -> Reply | None:
    """A model that writes down faithfully what it is shown, the address included: the summary, the
    profile, and the extractor's decisions (an add, then the delete the user asked for)."""
    system, shown = req.messages[0]["content"], req.messages[-1]["content"]
    if "总结成 JSON" in system:
        if "文三路" not in shown:
            return chat_reply(json.dumps({"summary": ""}))
        summary = {
            "summary": "用户说了家里的地址：杭州市西湖区文三路 88 号，还说最近在学吉他。",
            "topics": ["地址", "吉他"],
            "user_intent": "让助手记住家里的地址",
            "key_facts": ["用户的家地址是杭州市西湖区文三路 88 号", "用户最近在学吉他"],
        }
        return chat_reply(json.dumps(summary, ensure_ascii=False))
    if "画像" in system:  # the profile: every memory it is given, as given
        lines = [ln.split(") ", 1)[-1] for ln in shown.splitlines() if ln.startswith("- (")]
        return chat_reply("；".join(lines) or "暂无")
    new = shown.split("## 新对话内容", 1)[-1]
    decisions: list[dict[str, Any]] = []
    if "文三路" in new:
        decisions += [
            {"action": "add", "type": "personal", "content": "用户的家地址是杭州市西湖区文三路 88 号"},
            {"action": "add", "type": "personal", "content": "用户叫李明"},
        ]
    if "忘掉" in new:
        known = [ln for ln in shown.splitlines() if ln.startswith("[ID:") and "文三路" in ln]
        decisions += [{"action": "delete", "id": ln[4 : ln.index("]")]} for ln in known]
    return chat_reply(json.dumps({"decisions": decisions}, ensure_ascii=False))


def test_an_llm_extractors_delete_reaches_the_models_summary_and_profile(
    backend: str, llm_mem: Memory, clock: FixedClock, openai_stub: OpenAIStub
) -> None:
    openai_stub.handler = _scribe
    mem = llm_mem
    _talk(mem, clock, [("user", "我叫李明。我家地址是杭州市西湖区文三路 88 号。"), ("assistant", "记下了。"),
                       ("user", "我最近在学吉他。")], "intro")  # fmt: skip
    assert any("文三路" in e for e in _episodes(mem)) and "文三路" in mem.profile(USER)  # the model wrote it down
    clock.advance(days=2)
    _talk(mem, clock, [("user", "忘掉我的地址"), ("assistant", "好的。"), ("user", "谢谢")], "later")

    texts = _library(mem, ZH)
    _assert_gone(texts, ("文三路", "西湖区"), "李明")
    assert "吉他" in "\n".join(_episodes(mem))  # the rest of the summary stands
