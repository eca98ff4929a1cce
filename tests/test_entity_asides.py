"""A statement wrapped in a question is still read (issue #21, `extractors/_entities_asides`).

Chatty users ask as they tell: a tag question after a statement ("…35了，你信吗？", "…, can you believe it?"), a
person brought up by asking about them ("还记得我表哥孙立伟吗？他…", "Did I tell you about my cousin Dana? She…"),
a statement asked about ("did I mention she's 34?"). Every case below read nothing on main; the negatives (real
questions, things brought up, the user's own facts) must stay unread.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions


def _read(messages: list[str], language: str) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
    """What the last message gives, the ones before it as the recent messages."""
    mentions = extract_mentions(messages[-1], language=language, recent=messages[:-1])
    return [(m.name, m.relation, tuple(sorted((f.attribute, f.value) for f in m.facts))) for m in mentions]


@pytest.mark.parametrize(
    ("said", "language", "want"),
    [
        ("我表哥孙立伟今年35了，你信吗？", "zh", [("孙立伟", "表哥", (("age", "35岁"),))]),
        ("我表哥孙立伟今年35了，是不是挺显老的？", "zh", [("孙立伟", "表哥", (("age", "35岁"),))]),
        ("我同事王芳是四川成都人，没想到吧？", "zh", [("王芳", "同事", (("from", "四川成都"),))]),
        ("我舅舅王建国在深圳上班，对吧？", "zh", [("王建国", "舅舅", (("works_in", "深圳"),))]),
        ("还记得我表哥孙立伟吗？他今年35了。", "zh", [("孙立伟", "表哥", (("age", "35岁"),))]),
        ("你知道我同事王芳吧？她老家是四川成都的。", "zh", [("王芳", "同事", (("from", "四川成都"),))]),
        ("孙立伟你还记得吧？我表哥，今年35了。", "zh", [("孙立伟", "表哥", (("age", "35岁"),))]),
        ("My cousin Dana is 34 now, can you believe it?", "en", [("Dana", "cousin", (("age", "34"),))]),
        ("My boss Lena grew up in Leeds, right?", "en", [("Lena", "boss", (("from", "Leeds"),))]),
        ("My uncle Rob is a pharmacist in Denver, pretty cool, huh?", "en",
         [("Rob", "uncle", (("job", "pharmacist"), ("works_in", "Denver")))]),
        ("Remember my cousin Dana? She's 34 now.", "en", [("Dana", "cousin", (("age", "34"),))]),
        ("You know my cousin Dana, right? She lives in Denver.", "en", [("Dana", "cousin", (("lives_in", "Denver"),))]),
        ("Did I tell you about my cousin Dana? She's a nurse.", "en", [("Dana", "cousin", (("job", "nurse"),))]),
        ("Dana, my cousin — did I mention she's 34?", "en", [("Dana", "cousin", (("age", "34"),))]),
    ],
)  # fmt: skip
def test_a_statement_wrapped_in_a_question_is_read(said: str, language: str, want: list[object]) -> None:
    assert _read([said], language) == want


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("你表哥多大了，35吗？", "zh"),  # asks
        ("我表哥孙立伟今年多大了，你记得吗？", "zh"),
        ("记得那部电影吗？", "zh"),  # a thing brought up
        ("我跟你说过我想去日本吗？", "zh"),
        ("我今年35了，你呢？", "zh"),  # the user's own
        ("我表哥要是去了深圳，你觉得怎么样？", "zh"),  # a hypothetical
        ("Is my cousin Dana 34, do you think?", "en"),
        ("What does my cousin Dana do, you know?", "en"),
        ("Remember my old job?", "en"),
        ("Remember when we went to Denver?", "en"),
        ("I'm 34 now, can you believe it?", "en"),
        ("Did I tell you about my trip to Denver?", "en"),
        ("Have I mentioned that I love sushi?", "en"),
        ("You know what I mean, right?", "en"),
    ],
)
def test_a_real_question_or_a_thing_brought_up_stays_unread(said: str, language: str) -> None:
    assert _read([said], language) == []


def test_statements_asked_as_questions_reach_the_table(tmp_path) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create("u", "聊天")
        for said in ("还记得我表姐周梅吗？", "她今年32了，在杭州做设计师。", "我表姐周梅老家是湖南长沙的，没想到吧？",
                     "You know my buddy Theo, right?", "He's 41 and lives in Austin.",
                     "My buddy Theo grew up in Leeds, can you believe it?"):  # fmt: skip
            mem.messages.add(topic.id, "user", said)
        mem.extract(topic.id)
        table = {v.entity.name: {f.attribute: f.value for f in v.facts} for v in mem.entities.views("u")}
    finally:
        mem.close()
    assert table["周梅"]["age"] == "32岁" and table["周梅"]["from"] == "湖南长沙", table
    assert table["Theo"]["age"] == "41" and table["Theo"]["from"] == "Leeds", table
