"""The people and things section in the context block: its budget share, its place, and memory lines that only
restate it left out (`jiyi._context.build_context`)."""

from __future__ import annotations

import pytest

from jiyi import ContextConfig, Memory, ValidationError
from jiyi._context import build_context
from jiyi._entity_recall import EntityLine
from jiyi._text import estimate_tokens


def _people(*texts: str, memory_id: str = "") -> list[EntityLine]:
    return [EntityLine(t, frozenset({memory_id}) if memory_id else frozenset()) for t in texts]


def test_a_memory_the_section_restates_is_left_out(mem: Memory) -> None:
    said = mem.add("u1", "吴杰明是用户的下属，其教育背景是专科", type="person")
    more = mem.add("u1", "张伟是用户的下属，学历是硕士，上周刚入职", type="person")
    people = [
        EntityLine("- 用户的下属共 2 人；按学历从高到低排列；学历最高：张伟（硕士）"),
        EntityLine("- 张伟（下属）：学历 硕士", frozenset({more.id})),
        EntityLine("- 吴杰明（下属）：教育背景 专科", frozenset({said.id})),
    ]
    block = build_context(
        language="zh", budget=400, profile=None, summaries=[], hits=[], core=[said, more], people=people
    )
    assert "## 相关的人和事\n- 用户的下属共 2 人" in block.text
    assert "其教育背景是专科" not in block.text and said not in block.core  # said once, as the section's line
    assert "上周刚入职" in block.text and more in block.core  # the memory says more than the line
    # The section comes after what the user is and before the memories.
    assert block.text.index("## 关于用户") < block.text.index("## 相关的人和事")


def test_the_section_takes_its_share_first_and_is_kept_as_a_prefix(mem: Memory) -> None:
    core = [mem.add("u1", f"用户的第{n}个习惯是每天早上跑步{n}公里", type="personal") for n in range(12)]
    # Long and short lines in turn: a layer that skipped what does not fit would leave holes.
    members = [
        f"- 同事{n}号（同事）：住在 "
        + (
            "杭州市西湖区文三路九十八号院三单元七楼，靠近地铁站，楼下有一家开了二十年的面馆和一家花店"
            if n % 2
            else "杭州"
        )
        for n in range(30)
    ]
    people = _people("- 用户的同事共 30 人", *members)
    block = build_context(
        language="zh",
        budget=300,
        profile=None,
        summaries=[],
        hits=[],
        core=core,
        people=people,
        config=ContextConfig(people_share=0.3),
    )
    shown = block.text.split("## 相关的人和事\n")[1].split("\n\n")[0].splitlines()
    assert shown == [p.text for p in people[: len(shown)]]  # the header, then members in order, no hole
    assert block.truncated and block.tokens <= 300 and estimate_tokens(block.text) <= 300
    assert "## 关于用户" in block.text  # the other layers keep the rest
    none = build_context(language="zh", budget=300, profile=None, summaries=[], hits=[], core=core)
    assert "相关的人和事" not in none.text and len(none.core) > len(block.core)


def test_people_share_is_checked_apart_from_the_four_shares() -> None:
    ContextConfig(core_share=0.25, memories_share=0.25, excerpts_share=0.25, summaries_share=0.25, people_share=0.5)
    with pytest.raises(ValidationError, match="people_share"):
        ContextConfig(people_share=1.5)
    with pytest.raises(ValidationError, match="people_share"):
        ContextConfig(people_share=-0.1)
