"""jiyi.integrations.langchain.JiyiRetriever through langchain_core's Runnable interface, and langchain-tests'
standard retriever suite."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from langchain_tests.integration_tests import RetrieversIntegrationTests

from jiyi import Memory
from jiyi.embedders import USEEmbedder
from jiyi.integrations.langchain import JiyiRetriever


@pytest.fixture
def seeded(mem: Memory) -> Memory:
    mem.add("li", "李明不吃辣，喜欢清淡的粤菜", type="preference")
    mem.add("li", "李明每周二晚上打羽毛球", type="fact")
    mem.add("li", "李明的后端用 FastAPI 和 PostgreSQL", type="fact")
    mem.add("wang", "王芳最爱吃辣的川菜", type="preference")
    t = mem.topics.create("li", "周末")
    mem.messages.add(t.id, "user", "这周六我们去西湖边的楼外楼吃饭")
    return mem


def test_invoke_returns_the_users_memories_with_scores(seeded: Memory) -> None:
    retriever = JiyiRetriever(memory=seeded, user_id="li", k=2)
    docs = retriever.invoke("他能吃川菜吗？")
    assert len(docs) == 2 and all(isinstance(d, Document) for d in docs)
    assert docs[0].page_content == "李明不吃辣，喜欢清淡的粤菜"
    top = docs[0].metadata
    assert top["kind"] == "memory" and top["type"] == "preference"
    assert top["score"] >= docs[1].metadata["score"] > 0
    assert docs[0].id == seeded.search("li", "他能吃川菜吗？", k=1)[0].id
    # Another user's memories never come back.
    assert all("王芳" not in d.page_content for d in retriever.invoke("谁爱吃辣？", k=4))


def test_k_per_call_types_and_messages(seeded: Memory) -> None:
    retriever = JiyiRetriever(memory=seeded, user_id="li")
    assert len(retriever.invoke("李明", k=1)) == 1
    facts = JiyiRetriever(memory=seeded, user_id="li", types=["fact"]).invoke("李明喜欢什么？")
    assert facts and {d.metadata["type"] for d in facts} == {"fact"}
    assert all(d.metadata["kind"] == "memory" for d in retriever.invoke("周六去哪儿吃饭？"))
    with_messages = JiyiRetriever(memory=seeded, user_id="li", include_messages=True, k=8)
    docs = with_messages.invoke("周六去哪儿吃饭？")
    msg = [d for d in docs if d.metadata["kind"] == "message"]
    assert msg and msg[0].page_content == "这周六我们去西湖边的楼外楼吃饭" and msg[0].metadata["role"] == "user"
    scores = [d.metadata["score"] for d in docs]
    assert scores == sorted(scores, reverse=True)


def test_ainvoke_and_a_chain(seeded: Memory) -> None:
    retriever = JiyiRetriever(memory=seeded, user_id="li", k=1)
    docs = asyncio.run(retriever.ainvoke("他用什么框架？"))
    assert [d.page_content for d in docs] == ["李明的后端用 FastAPI 和 PostgreSQL"]
    chain = retriever | (lambda ds: "\n".join(d.page_content for d in ds))
    assert chain.invoke("他打什么球？") == "李明每周二晚上打羽毛球"


def test_bad_input_is_refused(seeded: Memory) -> None:
    with pytest.raises(ValueError):
        JiyiRetriever(memory=seeded, user_id="li", k=0)
    with pytest.raises(Exception, match="query"):
        JiyiRetriever(memory=seeded, user_id="li").invoke("")


# --- langchain-tests' standard suite ---------------------------------------------------------------
_STANDARD: dict[str, Any] = {}


@pytest.fixture(scope="module", autouse=True)
def _standard_memory() -> Iterator[None]:
    """The standard suite builds its retriever from class properties, without fixtures: a Memory on a file in
    a temporary folder, seeded once for this module."""
    with tempfile.TemporaryDirectory() as folder:
        mem = Memory(Path(folder) / "jiyi.db", embedder=USEEmbedder())
        for text in ("李明不吃辣", "李明每周二打羽毛球", "李明用 FastAPI", "李明住在杭州"):
            mem.add("li", text)
        _STANDARD["memory"] = mem
        yield
        mem.close()


class TestJiyiRetrieverStandard(RetrieversIntegrationTests):
    @property
    def retriever_constructor(self) -> type[BaseRetriever]:
        return JiyiRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"memory": _STANDARD["memory"], "user_id": "li"}

    @property
    def retriever_query_example(self) -> str:
        return "李明喜欢什么运动？"
