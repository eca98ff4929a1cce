"""Stop 35, read as a user: a relative said by one character ("我妈", "我哥") is whom a later 她 / 他 means,
so "要不要我提醒你定期给她打电话？" / "好啊，每周日晚上提醒我" after "我妈最近血压有点高" is a todo about 妈妈
(it was dropped: nothing said who 她 was)."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._referents import memory_named
from tests.test_capture_lead34 import _memories


def test_a_reminder_offered_about_her_after_my_mom(tmp_path: Path) -> None:
    memories = _memories(
        tmp_path,
        "我妈最近血压有点高，有点担心",
        "A: 别太担心，按时吃药、多关心她就好。要不要我提醒你定期给她打电话？",
        "好啊，每周日晚上提醒我",
    )
    assert any("每周日晚上" in m and "妈妈" in m and "打电话" in m for m in memories), memories


@pytest.mark.parametrize(
    ("before", "memory", "named"),
    [
        ("我妈最近血压有点高", "用户要给她打电话", "用户要给用户的妈妈打电话"),
        ("我姐下个月结婚", "用户要给她准备礼物", "用户要给用户的姐姐准备礼物"),
        ("我哥在深圳上班", "用户明天要去看他", "用户明天要去看用户的哥哥"),
        ("我爸腰不好", "用户周末要带他去医院", "用户周末要带用户的爸爸去医院"),
        ("我姐夫最近住院了", "用户要去看她", None),  # 姐夫 is no 她 (and no 姐)
        ("我弟媳怀孕了", "用户要去看他", None),  # 弟媳 is no 他 (and no 弟)
        ("我妈和我姐都来了", "用户要送她回家", None),  # two women: no one for sure
    ],
)
def test_a_relative_said_short_is_whom_the_pronoun_means(before: str, memory: str, named: str | None) -> None:
    assert memory_named(memory, before, "zh") == named
