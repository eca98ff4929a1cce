"""LLMMentionExtractor with a real OpenAICompatibleLLM talking to the OpenAI stub server (issue #21)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from jiyi._entity_models import Mention, MentionFact
from jiyi._errors import MalformedOutputError, ProviderHTTPError
from jiyi.extractors._llm_entities import LLMMentionExtractor
from jiyi.llm._openai import OpenAICompatibleLLM
from tests.openai_stub import CHAT, OpenAIStub, chat_reply, error_reply


@pytest.fixture
def llm(openai_stub: OpenAIStub) -> Iterator[OpenAICompatibleLLM]:
    with OpenAICompatibleLLM(model="m", base_url=openai_stub.base_url, api_key="k", max_retries=1, backoff=0.001) as c:
        yield c


def _answer(openai_stub: OpenAIStub, payload: Any) -> None:
    openai_stub.script(chat_reply(json.dumps(payload, ensure_ascii=False)))


def test_the_prompt_carries_the_message_the_recent_ones_and_the_attribute_keys(
    openai_stub: OpenAIStub, llm: OpenAICompatibleLLM
) -> None:
    _answer(openai_stub, {"entities": []})
    assert LLMMentionExtractor(llm)("其实她搬去了慕尼黑", language="zh", recent=["我妹妹 Amy 搬去柏林了"]) == []
    system, user = openai_stub.requests_to(CHAT)[0].messages
    assert "绝不翻译" in system["content"] and "lives_in" in system["content"] and "opening_hours" in system["content"]
    assert user["content"] == "## 之前的消息\n- 我妹妹 Amy 搬去柏林了\n\n## 这条消息\n其实她搬去了慕尼黑"
    _answer(openai_stub, {"entities": []})
    LLMMentionExtractor(llm)("my colleague loves writing", language="en")
    system, user = openai_stub.requests_to(CHAT)[1].messages
    assert "never translate" in system["content"] and "绝不" not in system["content"]
    assert user["content"] == "## Earlier messages\n(none)\n\n## This message\nmy colleague loves writing"


def test_the_answer_becomes_mentions_in_the_language_said(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    _answer(
        openai_stub,
        {
            "entities": [
                {
                    "name": "吴杰明",
                    "kind": "person",
                    "relation": "下属",
                    "aliases": ["小吴", "吴杰明"],
                    "facts": [{"attribute": "education", "label": "教育背景", "value": "专科"}],
                    "links": [["works_at", "字节"], {"relation": "works_at", "target": "字节"}],
                },
                {"name": "字节", "kind": "ORG"},
            ]
        },
    )
    mentions = LLMMentionExtractor(llm)("吴杰明是我的下属，其教育背景是专科，在字节工作", language="zh")
    assert mentions == [
        Mention(
            name="吴杰明",
            relation="下属",
            aliases=["小吴"],
            facts=[MentionFact(attribute="education", value="专科", label="教育背景")],
            links=[("works_at", "字节")],
            language="zh",
        ),
        Mention(name="字节", kind="org", language="zh"),
    ]


def test_a_lenient_reading_that_never_invents(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    _answer(
        openai_stub,
        {
            "entities": [
                {"name": "User", "facts": [{"attribute": "job", "value": "engineer"}]},
                {"name": "people", "facts": [{"attribute": "likes", "value": "pizza"}]},
                {"name": "", "relation": "", "facts": [{"attribute": "likes", "value": "tea"}]},
                {"pronoun": True, "facts": []},
                {
                    "pronoun": "true",
                    "facts": [{"attribute": "Lives In", "value": "Munich", "correction": "yes"}, {"value": ""}],
                },
                {"name": "Max", "kind": "robot", "relation": "dog", "facts": [{"attribute": "年龄", "value": 7}]},
                "not an entity",
            ]
        },
    )
    mentions = LLMMentionExtractor(llm)("actually she moved to Munich, and Max is 7", language="en")
    assert mentions == [
        Mention(
            facts=[MentionFact(attribute="lives_in", value="Munich", correction=True)], pronoun=True, language="en"
        ),
        Mention(
            name="Max", kind="thing", relation="dog", facts=[MentionFact(attribute="note", value="7")], language="en"
        ),
    ]


def test_provider_failures_propagate(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(error_reply(400, "bad request", error_type="invalid_request_error"))
    with pytest.raises(ProviderHTTPError):
        LLMMentionExtractor(llm)("my sister Amy moved to Berlin", language="en")
    openai_stub.script(chat_reply("not json at all"), chat_reply("still not json"))
    with pytest.raises(MalformedOutputError):
        LLMMentionExtractor(llm)("my sister Amy moved to Berlin", language="en")


def test_an_empty_message_asks_nothing(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    assert LLMMentionExtractor(llm)("   ", language="zh") == []
    assert openai_stub.requests_to(CHAT) == []
