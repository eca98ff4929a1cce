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
from jiyi.extractors._entities_renamed import close_names
from jiyi.extractors._llm_entities import LLMMentionExtractor
from jiyi.llm._openai import OpenAICompatibleLLM
from tests.openai_stub import OpenAIStub, chat_reply

from .conftest import DbFactory
from .test_entity_capture import _facts, _say

#: who was named: what was said, the name meant, the name it replaces, the tie, a fact kept, a question by the new name
Who = tuple[str, str, str, str, str, str]
MOM_ZH: Who = ("我妈妈叫林美华，她喜欢养花。", "林美桦", "林美华", "妈妈", "养花", "林美桦喜欢什么？")
COLLEAGUE_ZH: Who = ("我同事叫王丽华，她喜欢打羽毛球。", "王俪华", "王丽华", "同事", "打羽毛球", "王俪华喜欢什么？")
DOG_ZH: Who = ("我家狗叫豆豆，今年三岁。", "逗逗", "豆豆", "狗", "三岁", "逗逗多大了？")
MOM_HANT: Who = ("我媽媽叫林美華，她喜歡養花。", "林美樺", "林美華", "媽媽", "養花", "林美樺喜歡什麼？")
MOM_EN: Who = (
    "My mom's name is Linda and she loves gardening.",
    "Lynda",
    "Linda",
    "mom",
    "gardening",
    "What does Lynda like?",
)
DOG_EN: Who = ("My dog is called Rex and he loves the beach.", "Tex", "Rex", "dog", "the beach", "What does Tex like?")
SISTER_EN: Who = ("My sister Amy lives in Denver.", "Aimee", "Amy", "sister", "Denver", "Where does Aimee live?")

#: a correction said in the next message (or after the name in the same one)
FIXES: list[tuple[Who, str]] = [
    (MOM_ZH, "不对，是林美桦"), (MOM_ZH, "不是林美华，是林美桦"), (MOM_ZH, "打错了，是林美桦"),
    (MOM_ZH, "说错了，她叫林美桦"), (MOM_ZH, "其实她叫林美桦"), (MOM_ZH, "我是说林美桦"),
    (MOM_ZH, "哦不，她的名字是林美桦"), (MOM_ZH, "我妈的名字是林美桦，不是林美华"), (COLLEAGUE_ZH, "打错了，是王俪华"),
    (DOG_ZH, "说错了，它叫逗逗"), (DOG_ZH, "不对，是逗逗"), (MOM_HANT, "不對，是林美樺"),
    (MOM_EN, "No wait, Lynda."), (MOM_EN, "Sorry, it's Lynda, not Linda."), (MOM_EN, "I meant Lynda."),
    (MOM_EN, "Actually her name is Lynda."), (MOM_EN, "Typo: Lynda."), (MOM_EN, "It's spelled Lynda."),
    (DOG_EN, "Sorry, I meant Tex."), (SISTER_EN, "Oops, Aimee."), (SISTER_EN, "Wait, she's called Aimee."),
]  # fmt: skip
#: a later conversation has no message before the correction: it says whose name it puts right
LATER: list[tuple[Who, str]] = [
    (MOM_ZH, "不是林美华，是林美桦"), (MOM_ZH, "我妈的名字是林美桦，不是林美华"), (MOM_ZH, "其实我妈妈叫林美桦"),
    (COLLEAGUE_ZH, "其实我同事叫王俪华，不是王丽华"), (MOM_EN, "Sorry, it's Lynda, not Linda."),
    (MOM_EN, "Actually my mom's name is Lynda."), (MOM_EN, "Actually my mom's name is Lynda, not Linda."),
    (DOG_EN, "Actually my dog is called Tex, not Rex."), (MOM_HANT, "我媽的名字是林美樺，不是林美華"),
]  # fmt: skip


@pytest.mark.parametrize(("who", "text"), FIXES, ids=lambda c: c[0][:12] if isinstance(c, tuple) else c)
def test_a_correction_after_a_name_is_read_as_that_name_put_right(who: Who, text: str) -> None:
    before, new, old, tie, _, _ = who
    [said] = extract_mentions(text, language="en" if text.isascii() else "zh", recent=[before])
    assert (said.name, said.renamed, said.was) == (new, True, old)
    assert said.relation and said.relation in tie  # "我妈的名字是…": 妈


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
        ("其实还好", "zh", ("我妈妈叫林美华",)),  # a word no one would mistake for her name
        ("不对，是明天", "zh", ("我妈妈叫林美华",)),
        ("Actually Monday.", "en", ("My mom's name is Linda.",)),
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
    _in_one_batch(mem, user, ("" if texts[0].strip()[-1] in "。，" else " ").join(texts))


def _in_two_topics(mem: Memory, user: str, *texts: str) -> None:
    for text in texts:
        _say(mem, user, text)


WAYS = {"same message": _in_one_message, "next message": _in_one_batch, "later topic": _in_two_topics}

CASES = [(w, *c) for w in ("same message", "next message") for c in FIXES] + [("later topic", *c) for c in LATER]


def _renamed(mem: Memory, user: str, new: str, old: str, kept: str, question: str) -> None:
    [view] = [v for v in mem.entities.active_views(user) if v.entity.kind in ("person", "pet")]
    assert (view.entity.name, view.entity.aliases) == (new, [])
    assert kept in _facts(view).values()
    assert not mem.entities.find(user, old)  # the wrong name is no name they are found by
    memories = [m.content for m in mem.list(user)]
    assert any(new in m for m in memories) and not any(old in m for m in memories), memories
    context = mem.context(user, question).text
    assert new in context and kept in context and old not in context, context


@pytest.mark.parametrize(("way", "who", "fix"), CASES, ids=lambda c: c[0][:12] if isinstance(c, tuple) else c)
def test_a_name_put_right_renames_the_one_it_was_said_of(mem: Memory, way: str, who: Who, fix: str) -> None:
    said, new, old, _, kept, question = who
    WAYS[way](mem, "u1", said, fix)
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
    _in_two_topics(mem, "u1", MOM_EN[0], "Sorry, it's Lynda, not Linda.")
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
    ("said", "other", "first", "second"),
    [
        ("我同事叫王丽华，她喜欢打羽毛球。", "其实我同事叫张伟，他人很好", "王丽华", "张伟"),
        ("我同事叫林美华，她喜欢打羽毛球。", "其实我同事叫林志强，他人很好", "林美华", "林志强"),
        ("My coworker Jon loves chess.", "Actually my coworker is called Tom, he is great.", "Jon", "Tom"),
    ],
)
def test_a_tie_named_again_later_with_a_name_unlike_hers_is_someone_else(
    mem: Memory, said: str, other: str, first: str, second: str
) -> None:
    _in_two_topics(mem, "u1", said, other)
    assert len(mem.entities.find("u1", first)) == len(mem.entities.find("u1", second)) == 1
    assert any(second in m.content for m in mem.list("u1")) and any(first in m.content for m in mem.list("u1"))


@pytest.mark.parametrize(
    ("a", "b", "close"),
    [
        ("林美华", "林美桦", True), ("豆豆", "逗逗", True), ("Linda", "Lynda", True), ("Jon", "John", True),
        ("Amy", "Aimee", True), ("Katherine", "Kathryn", True), ("Rex", "Tex", True),
        ("林美华", "林志强", False), ("王丽华", "张伟", False), ("Jon", "Tom", False), ("Linda", "Laura", False),
    ],
)  # fmt: skip
def test_names_one_could_mistake_for_each_other(a: str, b: str, close: bool) -> None:
    assert close_names(a, b) is close


@pytest.mark.parametrize(
    "fix", ["不对，是林美桦", "打错了，是林美桦", "其实她叫林美桦", "no wait, Lynda", "I meant Lynda"]
)
def test_a_correction_with_no_name_before_it_does_nothing(mem: Memory, fix: str) -> None:
    _say(mem, "u1", MOM_EN[0] if fix.isascii() else MOM_ZH[0])
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
    _in_two_topics(llm_mem, "u1", MOM_EN[0], "Sorry, it's Lynda, not Linda.")
    _renamed(llm_mem, "u1", "Lynda", "Linda", "gardening", "What does Lynda like?")


@pytest.mark.parametrize(
    ("before", "said"),
    [
        ("我表哥王磊是医生", "不对不对，他是护士"),
        ("我同事小李是山东人", "哦不对，他是河北人"),
        ("我室友小美是湖南人", "更正一下，她是湖北人"),
    ],
)
def test_what_they_are_put_right_is_no_new_name(before: str, said: str) -> None:
    from jiyi.extractors._entities import extract_mentions

    assert not [m for m in extract_mentions(said, language="zh", recent=[before]) if m.renamed]
