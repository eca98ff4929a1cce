"""Memory text about people reads like good UI copy: no chat asides or laughter kept, 用户的 before a tie, a trait
said as a noun keeps its article, a lowercase title takes one."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_asides import drop_aside
from jiyi.extractors._restate import restate
from jiyi.extractors._rules_common import cut_chat_tail

NOW = datetime(2026, 11, 27, 10, 0)


def _said(text: str) -> str:
    r = restate(text, NOW)
    assert r is not None
    return r.content


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("我堂妹混到店长了，厉害吧", "用户的堂妹混到店长了。"),
        ("我表哥考上公务员了，没想到吧", "用户的表哥考上公务员了。"),
        ("我同桌现在在北京当医生，你说巧不巧", "用户的同桌现在在北京当医生。"),
        ("我发小硕士毕业，现在在深圳做律师😂", "用户的发小硕士毕业，现在在深圳做律师。"),
        ("我表姐今年32岁，在杭州上班哈哈哈", "用户的表姐今年32岁，在杭州上班。"),
        ("我们表舅换了个号，新号13912345678", "用户的表舅换了个号，新号13912345678。"),
        ("我们一个同事刚从上海调过来", "用户的一个同事刚从上海调过来。"),
        ("对了我表舅换了个号，新号13912345678", "用户的表舅换了个号，新号13912345678。"),
        ("我二叔在老家开五金店", "用户的二叔在老家开五金店。"),
    ],
)
def test_restated_zh_reads_plain(text: str, memory: str) -> None:
    assert _said(text) == memory


def test_a_wondering_tail_is_no_part_of_the_memory(tmp_path: Path) -> None:
    # "你敢信" goes with the request words (taskszh12), so the plain statement left is read by the rules
    mem = Memory(tmp_path / "m.db", extractor="offline", clock=FixedClock(NOW.replace(tzinfo=UTC)))
    topic = mem.topics.create("u", "chat")
    mem.messages.add(topic.id, "user", "我舅妈是护士，你敢信")
    mem.extract(topic.id)
    assert [m.content for m in mem.list("u")] == ["用户的舅妈是护士"]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("My cousin made store manager, can you believe it", "User's cousin made store manager."),
        ("My aunt is a nurse, believe it or not", "User's aunt is a nurse."),
        ("My brother got into Stanford, no joke", "User's brother got into Stanford."),
        ("My sister moved to Denver, pretty wild", "User's sister moved to Denver."),
        ("My uncle got a new number, 555-123-4567 lol", "User's uncle got a new number, 555-123-4567."),
        ("My best friend just started at Google haha 😂", "User's best friend just started at Google."),
    ],
)
def test_restated_en_reads_plain(text: str, memory: str) -> None:
    assert _said(text) == memory


@pytest.mark.parametrize(
    ("sentence", "language", "kept"),
    [
        ("我堂妹混到店长了，厉害吧", "zh", "我堂妹混到店长了"),
        ("她考了第一，牛吧！", "zh", "她考了第一"),
        ("我表哥是厨师", "zh", "我表哥是厨师"),
        ("好，厉害吧", "zh", "好，厉害吧"),  # too little left: kept as said
        ("My cousin is a pilot, can you believe it", "en", "My cousin is a pilot"),
        ("He runs marathons, believe it or not!", "en", "He runs marathons"),
        ("My mom is a nurse", "en", "My mom is a nurse"),
        ("Yes, no", "en", "Yes, no"),  # a bare ", no" is no aside
    ],
)
def test_drop_aside(sentence: str, language: str, kept: str) -> None:
    assert drop_aside(sentence, language) == kept


@pytest.mark.parametrize(
    ("sentence", "language", "kept"),
    [
        ("用户的表弟特别爱打篮球哈哈哈", "zh", "用户的表弟特别爱打篮球"),
        ("用户的闺蜜在腾讯工作😂", "zh", "用户的闺蜜在腾讯工作"),
        ("用户的同事叫小王～～", "zh", "用户的同事叫小王"),
        ("User's coworker Tom is from Ohio lol", "en", "User's coworker Tom is from Ohio"),
        ("User's sister works at Google haha", "en", "User's sister works at Google"),
        ("User's dad is 60 :D", "en", "User's dad is 60"),
        ("User's sister-in-law is a teacher ❤️", "en", "User's sister-in-law is a teacher"),
        ("用户的嫂子是老师❤️", "zh", "用户的嫂子是老师"),
        ("哈哈哈", "zh", "哈哈哈"),  # nothing but the tail: kept as said
    ],
)
def test_cut_chat_tail(sentence: str, language: str, kept: str) -> None:
    assert cut_chat_tail(sentence, language) == kept


def _fact(attribute: str, value: str, label: str = "") -> MentionFact:
    return MentionFact(attribute=attribute, value=value, label=label)


@pytest.mark.parametrize(
    ("name", "relation", "facts", "language", "text"),
    [
        ("", "cousin", [_fact("trait", "bookworm", "is a")], "en", "User's cousin is a bookworm"),
        ("", "sister", [_fact("trait", "night owl", "is a")], "en", "User's sister is a night owl"),
        ("Dan", "coworker", [_fact("trait", "foodie", "is a")], "en", "User's coworker Dan is a foodie"),
        ("", "cousin", [_fact("title", "store manager")], "en", "User's cousin is a store manager"),
        ("", "aunt", [_fact("title", "office manager")], "en", "User's aunt is an office manager"),
        ("Tom", "boss", [_fact("title", "Head of Sales")], "en", "User's boss Tom is Head of Sales"),
        ("", "uncle", [_fact("trait", "patient")], "en", "User's uncle is patient"),
        ("", "表舅", [_fact("phone", "13912345678")], "zh", "用户表舅的电话是13912345678"),
        ("", "二叔", [_fact("job", "开五金店")], "zh", "用户的二叔开五金店"),
        ("小王", "同事", [_fact("from", "南京")], "zh", "小王是用户的同事，来自南京"),
    ],
)
def test_phrase(name: str, relation: str, facts: list[MentionFact], language: str, text: str) -> None:
    assert phrase(name, relation, facts, language) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My cousin is a real bookworm", "bookworm"),
        ("my cousin is a bookworm", "bookworm"),
        ("My coworker Dan is a total foodie", "foodie"),
    ],
)
def test_trait_noun_keeps_article(text: str, value: str) -> None:
    facts = [f for m in extract_mentions(text, language="en") for f in m.facts if f.attribute == "trait"]
    assert [(f.value, f.label) for f in facts] == [(value, "is a")]
    assert phrase("", "cousin", facts, "en").endswith(f"is a {value}")
