"""Names the segmenter ran into the verb after them (issue #21): "王芳来杭州了" is 王芳 coming to Hangzhou, "张伟去上海
出差了" 张伟 going to Shanghai, "王磊读了个MBA" 王磊 — not 王芳来, 张伟去, 王磊读. 去 and 读 end no name; 来 and 升 end
one (李春来, 李建升) unless a place, an object, 了 or the end of the clause follows.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions


def _names(text: str) -> set[str]:
    return {m.name for m in extract_mentions(text, language="zh") if m.kind == "person" and m.name}


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("我表姐王芳来杭州了", "王芳"),
        ("我表哥张伟去上海出差了", "张伟"),
        ("我同事刘洋去北京培训了", "刘洋"),
        ("我舅舅赵刚来了", "赵刚"),
        ("我大学室友陈静来成都玩了", "陈静"),
        ("我同学孙磊去深圳发展了", "孙磊"),
        ("我同事王磊读了个MBA", "王磊"),
        ("我同事王磊升经理了", "王磊"),
    ],
)
def test_a_name_ends_before_coming_and_going(said: str, name: str) -> None:
    names = _names(said)
    assert name in names and not any(n.startswith(name) and n != name for n in names), names


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("我同事李春来很热情", "李春来"),
        ("我舅舅王福来很能干", "王福来"),
        ("我表哥张春来人很好", "张春来"),
        ("李建升是我同事", "李建升"),
    ],
)
def test_a_name_ending_in_lai_stays_whole(said: str, name: str) -> None:
    assert name in _names(said)


def _en(text: str) -> dict[str, tuple[str, set[tuple[str, str]]]]:
    return {
        m.name: (m.relation, {(f.attribute, f.value) for f in m.facts})
        for m in extract_mentions(text, language="en")
        if m.name and m.kind in ("person", "pet")
    }


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("I have two kids, Emma is 7 and Jack is 4", {"Emma": ("kid", ("age", "7")), "Jack": ("kid", ("age", "4"))}),
        ("I have two children, Lily is 9 and Noah is 6", {"Lily": ("child", ("age", "9"))}),
        ("i have 3 brothers: Tom is 40, Sam is 35 and Ben is 30", {"Tom": ("brother", ("age", "40"))}),
        ("I have two sisters, Amy lives in Berlin and Kate is a nurse", {"Kate": ("sister", ("job", "nurse"))}),
        ("I have two cousins, Amy’s a nurse and Kate works at Google", {"Amy": ("cousin", ("job", "nurse"))}),
        ("We have two dogs, Max is 3 and Bella is 5", {"Bella": ("dog", ("age", "5"))}),
    ],
)
def test_how_many_of_a_tie_then_each_by_name(said: str, who: dict[str, tuple[str, tuple[str, str]]]) -> None:
    # "I have two kids, Emma is 7 and Jack is 4" read only Jack, and as no one's kid
    read = _en(said)
    for name, (tie, fact) in who.items():
        assert name in read and read[name][0] == tie and fact in read[name][1], read


def test_how_many_of_a_tie_without_names_reads_no_one() -> None:
    assert _en("I have two kids, both in school") == {}


@pytest.mark.parametrize(
    ("said", "name", "value"),
    [
        ("My sister Amy, you can email her work account at amy.w@corp.com", "Amy", "amy.w@corp.com"),
        ("My sister Amy - email her directly at amy.w@gmail.com", "Amy", "amy.w@gmail.com"),
        ("My cousin Jo, text her mobile on 07700 900123", "Jo", "07700 900123"),
        ("My uncle Ray, call his cell at 415-555-0100", "Ray", "415-555-0100"),
    ],
)
def test_their_own_account_reached_is_theirs(said: str, name: str, value: str) -> None:
    # the recipient no one names ("send it to her boss at …") gets nothing; "her work account" is still hers
    read = _en(said)
    assert name in read and any(v.replace(" ", "").replace("-", "") == value.replace(" ", "").replace("-", "")
                                for _, v in read[name][1]), read  # fmt: skip


def test_someone_of_theirs_reached_gets_nothing_of_theirs() -> None:
    read = _en("my sister Amy asked me to send the file to her boss at boss@corp.com")
    assert all("boss@corp.com" not in v for _, facts in read.values() for _, v in facts), read


@pytest.mark.parametrize(
    ("turns", "question", "hold"),
    [
        (("My sister Amy lives in Leeds", "A: What's her email?", "hmm let me check", "amy.chen@gmail.com"),
         "What is Amy's email?", "let me check"),
        (("我表姐王芳住在成都", "A: 她手机号多少？", "等下我翻一下", "13812345678"), "王芳手机号多少", "翻一下"),
    ],
)  # fmt: skip
def test_a_line_that_only_holds_the_turn_is_never_quoted(
    tmp_path: Path, turns: tuple[str, ...], question: str, hold: str
) -> None:
    # "hmm let me check" came back as "From past conversations: the user said 'hmm let me check'"
    mem = Memory(tmp_path / "m.db")
    topic = mem.topics.create(user_id="u", title="t")
    for turn in turns:
        role, text = ("assistant", turn[2:].strip()) if turn.startswith("A:") else ("user", turn)
        mem.messages.add(topic.id, role=role, content=text)
    mem.extract(topic.id)
    block = mem.context("u", question).text
    mem.close()
    assert hold not in block and turns[-1] in block, block


def _zh(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        m.name or m.relation: {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language="zh")
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我同事王磊他们家是温州的", "王磊", ("from", "温州")),
        ("我同事王磊家是温州的", "王磊", ("from", "温州")),
        ("我同事王磊家在城西", "王磊", ("lives_in", "城西")),
        ("我表姐家在杭州", "表姐", ("lives_in", "杭州")),
    ],
)
def test_their_household_place_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    # "他们家是温州" was the hometown, and 王磊家 the name
    assert fact in _zh(said).get(who, set()), _zh(said)


@pytest.mark.parametrize("said", ["我同事王磊人家的孩子清华毕业的", "我同事王磊他儿子在腾讯上班"])
def test_a_fact_of_someone_of_theirs_is_not_theirs(said: str) -> None:
    facts = _zh(said).get("王磊", set())
    assert not any("孩子" in v or "儿子" in v for _, v in facts), facts
