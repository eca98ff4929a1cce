"""OpenAIEmbedder against the OpenAI stub server: batching, normalisation, dimension probe, retries."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from jiyi._errors import MalformedOutputError, ProviderHTTPError, UserError
from jiyi.embedders._openai import OpenAIEmbedder
from tests.openai_stub import EMBEDDINGS, OpenAIStub, Reply, embedding_reply, error_reply, hash_vector


@pytest.fixture
def embedder(openai_stub: OpenAIStub) -> Iterator[OpenAIEmbedder]:
    with OpenAIEmbedder(
        model="text-embedding-3-small",
        base_url=openai_stub.base_url,
        api_key="sk-e",
        batch_size=3,
        max_retries=2,
        backoff=0.001,
    ) as e:
        yield e


def _unit(v: list[float]) -> np.ndarray:
    a = np.asarray(v, dtype=np.float32)
    return a / np.linalg.norm(a)


def test_batches_and_normalises(openai_stub: OpenAIStub, embedder: OpenAIEmbedder) -> None:
    texts = ["我喜欢猫", "I like cats", "东京出差", "a", "b", "c", "d"]
    vectors = embedder.embed(texts)
    assert vectors.shape == (7, 16) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-5)
    for text, row in zip(texts, vectors, strict=True):
        np.testing.assert_allclose(row, _unit(hash_vector(text, 16)), rtol=1e-5, atol=1e-6)
    requests = openai_stub.requests_to(EMBEDDINGS)
    assert [r.body["input"] for r in requests] == [texts[0:3], texts[3:6], texts[6:]]
    assert all(r.body["model"] == "text-embedding-3-small" for r in requests)
    assert requests[0].headers["authorization"] == "Bearer sk-e"
    assert embedder.dim == 16 and len(openai_stub.requests_to(EMBEDDINGS)) == 3  # no extra probe
    assert embedder.name == "openai:text-embedding-3-small"


def test_dim_probed_once_when_not_given(openai_stub: OpenAIStub, embedder: OpenAIEmbedder) -> None:
    assert embedder.dim == 16
    assert embedder.dim == 16
    [probe] = openai_stub.requests_to(EMBEDDINGS)
    assert len(probe.body["input"]) == 1
    assert embedder.embed([]).shape == (0, 16)


def test_given_dim_needs_no_call_and_is_checked(openai_stub: OpenAIStub) -> None:
    with OpenAIEmbedder(model="m", base_url=openai_stub.base_url, dim=8, backoff=0) as e:
        assert e.dim == 8 and openai_stub.requests == []
        with pytest.raises(MalformedOutputError, match="16-dimensional"):
            e.embed(["x"])


def test_query_and_passage_prefixes(openai_stub: OpenAIStub) -> None:
    with OpenAIEmbedder(
        model="e5", base_url=openai_stub.base_url, query_prefix="query: ", passage_prefix="passage: "
    ) as e:
        q = e.embed_one("猫", kind="query")
        e.embed(["猫", ""])
    sent = [r.body["input"] for r in openai_stub.requests_to(EMBEDDINGS)]
    assert sent == [["query: 猫"], ["passage: 猫", "passage: "]]
    assert q.shape == (16,)


def test_empty_text_is_sent_as_a_space(openai_stub: OpenAIStub, embedder: OpenAIEmbedder) -> None:
    embedder.embed([""])
    assert openai_stub.requests_to(EMBEDDINGS)[0].body["input"] == [" "]


def test_items_reordered_by_index(openai_stub: OpenAIStub, embedder: OpenAIEmbedder) -> None:
    reply = embedding_reply([[0.0, 3.0], [4.0, 0.0]])
    reply.body["data"].reverse()
    openai_stub.script(reply, path=EMBEDDINGS)
    np.testing.assert_allclose(embedder.embed(["first", "second"]), [[0.0, 1.0], [1.0, 0.0]])


def test_retry_then_success(openai_stub: OpenAIStub, embedder: OpenAIEmbedder) -> None:
    openai_stub.script(
        error_reply(503, headers={"Retry-After": "0"}),
        error_reply(429),
        embedding_reply([[1.0, 1.0]]),
        path=EMBEDDINGS,
    )
    np.testing.assert_allclose(embedder.embed(["x"]), [[2**-0.5, 2**-0.5]], rtol=1e-6)
    assert len(openai_stub.requests_to(EMBEDDINGS)) == 3


def test_client_error_not_retried(openai_stub: OpenAIStub, embedder: OpenAIEmbedder) -> None:
    openai_stub.script(error_reply(400, "input too long"), path=EMBEDDINGS)
    with pytest.raises(ProviderHTTPError) as info:
        embedder.embed(["x"])
    assert info.value.status == 400 and len(openai_stub.requests_to(EMBEDDINGS)) == 1


def test_wrong_count_is_malformed(openai_stub: OpenAIStub, embedder: OpenAIEmbedder) -> None:
    openai_stub.script(embedding_reply([[1.0, 0.0]]), path=EMBEDDINGS)
    with pytest.raises(MalformedOutputError, match="1 embeddings for 2 inputs"):
        embedder.embed(["a", "b"])
    openai_stub.script(Reply(body={"data": [{"index": 0, "embedding": "AAAA"}]}), path=EMBEDDINGS)
    with pytest.raises(MalformedOutputError):
        embedder.embed(["a"])


def test_from_env(openai_stub: OpenAIStub) -> None:
    with OpenAIEmbedder.from_env(model="bge-m3", base_url=openai_stub.base_url, env={}) as e:
        assert e.embed(["x"]).shape == (1, 16)
    assert "authorization" not in openai_stub.requests[0].headers
    env = {"OPENAI_API_KEY": "sk-o", "JIYI_EMBEDDER_API_KEY": "sk-j"}
    with OpenAIEmbedder.from_env(model="text-embedding-3-small", env=env) as e:
        assert repr(e) == "OpenAIEmbedder(model='text-embedding-3-small', base_url='https://api.openai.com/v1')"
    with pytest.raises(UserError, match="JIYI_EMBEDDER_API_KEY or OPENAI_API_KEY"):
        OpenAIEmbedder.from_env(model="text-embedding-3-small", env={})
    with OpenAIEmbedder.from_string("ollama:bge-m3", env={}) as e:
        assert e.name == "openai:bge-m3"
