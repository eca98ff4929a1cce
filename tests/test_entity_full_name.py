"""A person named by their full name in the clause that introduces them (both languages): "我老板全名叫岳俊杰，…",
"我表哥叫做孙立伟", "My boss's full name is Gail Hart, and she's 29", "My uncle goes by the name of Bob Fisher".

The name goes to the relation the clause opens with, and what the rest of the message says is theirs; a clause
about the name that gives none ("我表哥的名字很好听", "My boss's full name is really long") names nobody.

Every sentence here is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions

# message -> (name, relation, facts as (attribute, value))
NAMED: list[tuple[str, str, str, str, tuple[tuple[str, str], ...]]] = [
    ("zh", "我老板全名叫岳俊杰，其年龄为二十九岁。", "岳俊杰", "老板", (("age", "二十九岁"),)),
    ("zh", "我大伯全名叫邵卫东，其身高为1米67。", "邵卫东", "大伯", (("height", "1米67"),)),
    ("zh", "我徒弟全名叫邵振华，他在成都上班", "邵振华", "徒弟", (("works_in", "成都"),)),
    ("zh", "我表哥的名字是孙立伟，在深圳上班。", "孙立伟", "表哥", (("works_in", "深圳"),)),
    ("zh", "我小姨的全名是柯秀英", "柯秀英", "小姨", ()),
    ("zh", "我舅舅大名叫赵国强，今年五十五", "赵国强", "舅舅", (("age", "五十五"),)),
    ("zh", "我表哥叫做孙立伟。", "孙立伟", "表哥", ()),
    ("zh", "我那个在上海工作的表姐叫做周梅", "周梅", "表姐", (("works_in", "上海"),)),
    ("zh", "我有个同事叫做陈静", "陈静", "同事", ()),
    ("zh", "我表姐叫做周梅她在广州当护士", "周梅", "表姐", (("works_in", "广州"), ("job", "护士"))),
    ("en", "My boss's full name is Gail Hart, and she's 29.", "Gail Hart", "boss", (("age", "29"),)),
    ("en", "My boss's full name is Gail Hart.", "Gail Hart", "boss", ()),
    ("en", "My uncle's real name is Robert Fisher.", "Robert Fisher", "uncle", ()),
    ("en", "my stepmom's legal name is Dana Reyes", "Dana Reyes", "stepmom", ()),
    ("en", "My uncle goes by the name of Bob Fisher.", "Bob Fisher", "uncle", ()),
    ("en", "My uncle's name is Bob Fisher; he's 60.", "Bob Fisher", "uncle", (("age", "60"),)),
]


@pytest.mark.parametrize(("language", "text", "name", "relation", "facts"), NAMED, ids=[c[1][:24] for c in NAMED])
def test_the_full_name_names_the_relation_it_follows(
    language: str, text: str, name: str, relation: str, facts: tuple[tuple[str, str], ...]
) -> None:
    people = [m for m in extract_mentions(text, language=language) if m.kind == "person"]
    assert [(m.name, m.relation) for m in people] == [(name, relation)]
    got = {(f.attribute, f.value) for f in people[0].facts}
    assert all(any(a == attr and v.startswith(value) for a, v in got) for attr, value in facts), got


# a clause about the name that gives none, the user's own name, someone told to do something
NOT_NAMED = [
    ("zh", "我表哥的名字很好听"),
    ("zh", "我表哥的全名是什么来着"),
    ("zh", "我表哥全名是啥？"),
    ("zh", "我老板叫我明天早点来"),
    ("zh", "我的全名叫李明"),
    ("en", "My boss's full name is really long."),
    ("en", "My boss's name is on the door."),
    ("en", "What's my boss's full name again?"),
    ("en", "My full name is Li Ming."),
]


@pytest.mark.parametrize(("language", "text"), NOT_NAMED, ids=[c[1][:24] for c in NOT_NAMED])
def test_a_clause_about_a_name_that_gives_none_names_nobody(language: str, text: str) -> None:
    assert [m.name for m in extract_mentions(text, language=language) if m.kind == "person" and m.name] == []
