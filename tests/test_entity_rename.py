"""A name put right renames the one it was said of (issue #21): "我妈妈叫林美华" then "不对，是林美桦".

In the same message, the next one (one distilled batch) or a later conversation (a topic and an extraction of its
own), the entity keeps its facts under the name meant, the wrong name goes to its history (undone with
`mem.entities.undo`) and is no name it is found by; the memory that said it is corrected (a new version, the old one
kept); the context block and the people section say the new name only. A name said again with another tie, a name
beside another name, and a correction with no name before it to put right rename no one.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from jiyi import DistilConfig, FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._llm_entities import LLMMentionExtractor
from jiyi.llm._openai import OpenAICompatibleLLM
from tests.openai_stub import OpenAIStub, chat_reply

from .conftest import DbFactory
from .test_entity_capture import _facts, _say

MOM_ZH = "我妈妈叫林美华，她喜欢养花。"
MOM_EN = "My mom's name is Linda and she loves gardening."

# (the message before, the correction, its language, the name meant, the tie, the name it replaces)
NEXT: list[tuple[str, str, str, str, str, str]] = [
    (MOM_ZH, "不对，是林美桦", "zh", "林美桦", "妈妈", "林美华"),
    (MOM_ZH, "不是林美华，是林美桦", "zh", "林美桦", "妈妈", "林美华"),
    (MOM_ZH, "打错了，是林美桦", "zh", "林美桦", "妈妈", "林美华"),
    (MOM_ZH, "说错了，她叫林美桦", "zh", "林美桦", "妈妈", "林美华"),
    (MOM_ZH, "其实她叫林美桦", "zh", "林美桦", "妈妈", "林美华"),
    (MOM_ZH, "我是说林美桦", "zh", "林美桦", "妈妈", "林美华"),
    (MOM_ZH, "哦不，她的名字是林美桦", "zh", "林美桦", "妈妈", "林美华"),
    (MOM_ZH, "我妈的名字是林美桦，不是林美华", "zh", "林美桦", "妈", "林美华"),
    ("我同事叫王丽华，她喜欢打羽毛球", "打错了，是王俪华", "zh", "王俪华", "同事", "王丽华"),
    ("我家狗叫豆豆", "说错了，它叫逗逗", "zh", "逗逗", "狗", "豆豆"),
    (MOM_EN, "no wait, Lynda", "en", "Lynda", "mom", "Linda"),
    (MOM_EN, "sorry, it's Lynda, not Linda", "en", "Lynda", "mom", "Linda"),
    (MOM_EN, "I meant Lynda", "en", "Lynda", "mom", "Linda"),
    (MOM_EN, "actually her name is Lynda", "en", "Lynda", "mom", "Linda"),
    (MOM_EN, "typo: Lynda", "en", "Lynda", "mom", "Linda"),
    (MOM_EN, "it's spelled Lynda", "en", "Lynda", "mom", "Linda"),
    (MOM_EN, "Actually my mom's name is Lynda.", "en", "Lynda", "mom", "Linda"),
    ("My sister Amy lives in Denver.", "Oops, Aimee.", "en", "Aimee", "sister", "Amy"),
    ("My sister Amy lives in Denver.", "Wait, she's called Aimee.", "en", "Aimee", "sister", "Amy"),
    ("My dog is called Rex.", "Sorry, I meant Tex.", "en", "Tex", "dog", "Rex"),
]


@pytest.mark.parametrize(("before", "text", "language", "name", "tie", "was"), NEXT, ids=[c[1] for c in NEXT])
def test_a_correction_after_a_name_is_read_as_that_name_put_right(
    before: str, text: str, language: str, name: str, tie: str, was: str
) -> None:
    [said] = extract_mentions(text, language=language, recent=[before])
    assert (said.name, said.relation, said.renamed, said.was) == (name, tie, True, was)


@pytest.mark.parametrize(
    ("text", "language", "name", "tie"),
    [
        ("我妈妈叫林美华。不对，是林美桦", "zh", "林美桦", "妈妈"),
        ("我妈妈叫林美华，不对不对，是林美桦", "zh", "林美桦", "妈妈"),
        ("我妈妈叫林美华，打错了，是林美桦", "zh", "林美桦", "妈妈"),
        ("我表姐叫周晓梅。说错了，她叫周小梅", "zh", "周小梅", "表姐"),
        ("我家狗叫豆豆，不对，是逗逗", "zh", "逗逗", "狗"),
        ("My mom's name is Linda, no wait, Lynda.", "en", "Lynda", "mom"),
        ("My mom's name is Linda. Sorry, it's Lynda, not Linda.", "en", "Lynda", "mom"),
        ("My coworker is called Jon. Typo: John.", "en", "John", "coworker"),
        ("My dog is called Rex. Sorry, I meant Tex.", "en", "Tex", "dog"),
    ],
)
def test_a_name_put_right_in_its_own_message_is_read_as_meant(text: str, language: str, name: str, tie: str) -> None:
    assert [(m.name, m.relation) for m in extract_mentions(text, language=language)] == [(name, tie)]


@pytest.mark.parametrize(
    ("text", "language", "recent"),
    [
        ("我同事叫林美华。不对，是我表姐叫林美华", "zh", ()),  # another tie, the same name
        ("Linda's sister is Lynda.", "en", ("My mom's name is Linda.",)),  # another person
        ("不对，是慕尼黑", "zh", ("我表姐住在柏林",)),  # a town put right
        ("no wait, Boston", "en", ("My sister Amy lives in Denver.",)),
        ("其实她叫林美桦", "zh", ()),  # no name before it
        ("no wait, Lynda", "en", ()),
    ],
)
def test_what_puts_no_name_right_renames_no_one(text: str, language: str, recent: tuple[str, ...]) -> None:
    assert not any(m.renamed for m in extract_mentions(text, language=language, recent=recent))


def _in_one_batch(mem: Memory, user: str, *texts: str) -> None:
    topic = mem.topics.create(user, "chat")
    for text in texts:
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)


def _in_one_message(mem: Memory, user: str, *texts: str) -> None:
    _in_one_batch(mem, user, "".join(texts))


def _in_two_topics(mem: Memory, user: str, *texts: str) -> None:
    for text in texts:
        _say(mem, user, text)


WAYS = {"same message": _in_one_message, "next message": _in_one_batch, "later topic": _in_two_topics}

# (what was said, its correction, the name meant, the one it replaces, a fact kept, a question by the new name)
SAID: list[tuple[str, str, str, str, str, str]] = [
    (MOM_ZH, "不对，是林美桦", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    (MOM_ZH, "不是林美华，是林美桦", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    (MOM_ZH, "打错了，是林美桦", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    (MOM_ZH, "说错了，她叫林美桦", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    (MOM_ZH, "其实她叫林美桦", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    (MOM_ZH, "我妈的名字是林美桦，不是林美华", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    ("我同事叫王丽华，她喜欢打羽毛球。", "打错了，是王俪华", "王俪华", "王丽华", "打羽毛球", "王俪华喜欢什么？"),
    (MOM_EN, " No wait, Lynda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (MOM_EN, " Sorry, it's Lynda, not Linda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (MOM_EN, " I meant Lynda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (MOM_EN, " Actually her name is Lynda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (MOM_EN, " Typo: Lynda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (MOM_EN, " It's spelled Lynda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (
        "My dog is called Rex and he loves the beach.",
        " Sorry, I meant Tex.",
        "Tex",
        "Rex",
        "the beach",
        "What does Tex like?",
    ),
]
# a later conversation has no message before the correction: it says whose name it puts right
LATER: list[tuple[str, str, str, str, str, str]] = [
    (MOM_ZH, "不是林美华，是林美桦", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    (MOM_ZH, "我妈的名字是林美桦，不是林美华", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    (MOM_ZH, "其实我妈妈叫林美桦", "林美桦", "林美华", "养花", "林美桦喜欢什么？"),
    ("我同事叫王丽华，她喜欢打羽毛球。", "其实我同事叫王俪华，不是王丽华", "王俪华", "王丽华", "打羽毛球",
     "王俪华喜欢什么？"),
    (MOM_EN, "Sorry, it's Lynda, not Linda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (MOM_EN, "Actually my mom's name is Lynda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    (MOM_EN, "Actually my mom's name is Lynda, not Linda.", "Lynda", "Linda", "gardening", "What does Lynda like?"),
    ("My dog is called Rex and he loves the beach.", "Actually my dog is called Tex, not Rex.", "Tex", "Rex",
     "the beach", "What does Tex like?"),
]  # fmt: skip
CASES = [(w, *c) for w in ("same message", "next message") for c in SAID] + [("later topic", *c) for c in LATER]


def _renamed(mem: Memory, user: str, new: str, old: str, kept: str, question: str) -> None:
    [view] = [v for v in mem.entities.active_views(user) if v.entity.kind in ("person", "pet")]
    assert (view.entity.name, view.entity.aliases) == (new, [])
    assert kept in _facts(view).values()
    assert not mem.entities.find(user, old)  # the wrong name is no name they are found by
    memories = [m.content for m in mem.list(user)]
    assert any(new in m for m in memories) and not any(old in m for m in memories), memories
    context = mem.context(user, question).text
    assert new in context and kept in context and old not in context, context


@pytest.mark.parametrize(("way", "said", "fix", "new", "old", "kept", "question"), CASES)
def test_a_name_put_right_renames_the_one_it_was_said_of(
    mem: Memory, way: str, said: str, fix: str, new: str, old: str, kept: str, question: str
) -> None:
    WAYS[way](mem, "u1", said, fix.strip() if way != "same message" else fix)
    _renamed(mem, "u1", new, old, kept, question)
    if way == "same message":
        return  # never stored under the wrong name: nothing to keep of it
    [row] = [h for h in mem.entities.history("u1") if h.action == "update"]
    assert old in row.reason and new in row.reason
    # the memory that said the old name is corrected with history, not deleted
    before = [m for m in mem.list("u1", current_only=False) if not m.is_current and old in m.content]
    assert before and all(m.state.value == "active" and m.superseded_by for m in before)


def test_the_people_section_shows_the_new_name_only(mem: Memory) -> None:
    _in_one_batch(mem, "u1", "我妈妈叫林美华，她喜欢养花。", "我表姐叫周晓梅，住在杭州。", "不对，是周小梅")
    context = mem.context("u1", "我表姐住在哪？").text
    assert "周小梅" in context and "周晓梅" not in context and "林美华" in context


def test_undoing_the_rename_puts_the_old_name_and_its_memory_back(mem: Memory) -> None:
    _in_two_topics(mem, "u1", MOM_EN, "Sorry, it's Lynda, not Linda.")
    [row] = [h for h in mem.entities.history("u1") if h.action == "update"]
    mem.entities.undo("u1", row.id)
    [view] = [v for v in mem.entities.active_views("u1") if v.entity.kind == "person"]
    assert view.entity.name == "Linda" and _facts(view) == {"relation": "mom", "likes": "gardening"}
    assert [m.content for m in mem.list("u1")] == ["User's mom Linda loves gardening"]
    assert "Linda" in mem.context("u1", "What does Linda like?").text


@pytest.mark.parametrize(
    ("said", "name", "tie"),
    [
        (("我同事叫林美华。不对，是我表姐叫林美华",), "林美华", "同事"),  # another tie: no new name
        (("My mom's name is Linda.", "Linda's sister is Lynda."), "Linda", "mom"),  # another person
        (("My sister Amy lives in Denver.", "No wait, Boston."), "Amy", "sister"),  # a town put right
        (("我表姐叫周晓梅，住在杭州。", "不对，是厦门"), "周晓梅", "表姐"),
    ],
)
def test_what_puts_no_name_right_keeps_the_name(mem: Memory, said: tuple[str, ...], name: str, tie: str) -> None:
    _in_one_batch(mem, "u1", *said)
    [one] = mem.entities.find("u1", name)
    assert one.relation == tie
    assert not [h for h in mem.entities.history("u1") if h.action == "update"]


@pytest.mark.parametrize(
    "fix", ["不对，是林美桦", "打错了，是林美桦", "其实她叫林美桦", "no wait, Lynda", "I meant Lynda"]
)
def test_a_correction_with_no_name_before_it_does_nothing(mem: Memory, fix: str) -> None:
    _say(mem, "u1", MOM_ZH if fix[0] > "~" else MOM_EN)
    before = [m.content for m in mem.list("u1")], [(e.name, e.relation) for e in mem.entities.list("u1")]
    _say(mem, "u1", fix)  # a conversation of its own: nothing in it to put right
    assert ([m.content for m in mem.list("u1")], [(e.name, e.relation) for e in mem.entities.list("u1")]) == before


@pytest.fixture
def llm_mem(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock, openai_stub: OpenAIStub
) -> Iterator[Memory]:
    with OpenAICompatibleLLM(model="m", base_url=openai_stub.base_url, api_key="k", max_retries=1) as llm:
        m = Memory(
            db_factory("jiyi.db"), embedder=embedder, clock=clock,
            distil=DistilConfig(mention_extractor=LLMMentionExtractor(llm)),
        )  # fmt: skip
        yield m
        m.close()


def test_the_llm_mention_extractor_renames_by_the_name_it_says_was_put_right(
    llm_mem: Memory, openai_stub: OpenAIStub
) -> None:
    said = {"name": "Linda", "relation": "mom", "facts": [{"attribute": "likes", "value": "gardening"}]}
    fixed = {"name": "Lynda", "relation": "mom", "was": "Linda"}
    for answer in ({"entities": [said]}, {"entities": [fixed]}):
        openai_stub.script(chat_reply(json.dumps(answer)))
    _in_two_topics(llm_mem, "u1", MOM_EN, "Sorry, it's Lynda, not Linda.")
    _renamed(llm_mem, "u1", "Lynda", "Linda", "gardening", "What does Lynda like?")
