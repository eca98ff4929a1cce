"""`read_chat_log`: the shapes of OpenAI-style chat logs a user may have, read into checked conversations."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from jiyi import ValidationError
from jiyi._chatlog import read_chat_log
from jiyi._models import Role


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def test_one_conversation_with_roles_parts_and_times() -> None:
    log = read_chat_log(
        _dumps(
            {
                "title": "装修",
                "messages": [
                    {"role": "developer", "content": "回答要简短"},
                    {"role": "user", "content": "客厅想刷浅灰色", "created_at": "2026-11-01T10:00:00Z"},
                    {"role": "function", "content": "色卡：浅灰 #D3D3D3"},
                    {"role": "assistant", "content": [{"type": "text", "text": "好的"}, {"type": "image_url"}]},
                ],
            }
        )
    )
    assert log.skipped == [] and len(log.conversations) == 1
    conv = log.conversations[0]
    assert conv.title == "装修"
    assert conv.messages == [
        (Role.SYSTEM, "回答要简短", None),
        (Role.USER, "客厅想刷浅灰色", datetime(2026, 11, 1, 10, tzinfo=UTC)),
        (Role.TOOL, "色卡：浅灰 #D3D3D3", None),
        (Role.ASSISTANT, "好的", None),
    ]


def test_several_conversations_and_what_is_skipped() -> None:
    two = [[{"role": "user", "content": "我住在西安"}], {"messages": [{"role": "user", "content": "我养了两只猫"}]}]
    log = read_chat_log(_dumps(two))
    assert [c.messages[0][1] for c in log.conversations] == ["我住在西安", "我养了两只猫"]
    lines = [
        _dumps({"role": "user", "content": "第一句"}),
        _dumps({"role": "user", "content": "第二句", "created_at": "10000-01-01"}),
        "42",
        _dumps([{"role": "user", "content": "另一段对话"}]),
        _dumps({"role": "user", "content": "第三句\x07"}),
    ]
    log = read_chat_log("\n".join(lines))
    assert [[m[1] for m in c.messages] for c in log.conversations] == [["第一句"], ["另一段对话"]]
    assert log.messages == 2 and len(log.skipped) == 3
    assert log.skipped[0].startswith("line 2: created_at") and log.skipped[1].startswith("line 3: expected a list")
    assert log.skipped[2].startswith("line 5: content")


def test_a_document_that_is_no_chat_log_is_refused() -> None:
    with pytest.raises(ValidationError, match="expected a list of messages"):
        read_chat_log(_dumps({"kind": "something else"}))
