"""A memory of a Chinese message dictated or texted in a chat voice is said without the voice (stop 26).

The entity readers read such messages through `tidy_voice`; the restated memory now does too, so fillers (就是, 那个,
嗯), 俺 for 我, spaces between clauses and the lead "跟你说下" do not reach the memory text.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from jiyi.extractors._restate import restate

NOW = datetime(2026, 11, 27, 9, 0)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("嗯 就是 我婆婆今年六十三了 退休前是护士", "用户的婆婆今年六十三了，退休前是护士"),
        ("跟你说下 我表妹小雨今年26了 在深圳做设计", "用户的表妹小雨今年26了，在深圳做设计"),
        ("俺舅舅 老家河南的 今年五十八", "用户的舅舅，老家河南的，今年五十八"),
        ("我的嫂子林慧的老家在信阳哈哈哈。", "用户的嫂子林慧的老家在信阳"),
    ],
)
def test_the_memory_is_said_without_the_chat_voice(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None and got.content.rstrip("。") == memory, got
