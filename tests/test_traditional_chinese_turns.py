"""Traditional Chinese across turns reads as its Simplified twin: a reply to the assistant, a fact carried from the
last message, a correction, and the tense of what is said (`jiyi.extractors._entities_turn`, `jiyi._script`).

Each dialogue is checked against its Simplified twin: the same facts, in the script the user wrote.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._script import han_script, is_traditional, to_simplified
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._referents import relation_gender

# (Traditional dialogue, its Simplified twin, the facts read: (relation, attribute, value) as Simplified)
DIALOGUES = [
    ("U: 我室友\nA: 嗯？\nU: 老家東北的", "U: 我室友\nA: 嗯？\nU: 老家东北的", {("室友", "from", "东北")}),
    ("U: 我表姊\nA: 她多大了？\nU: 34歲", "U: 我表姐\nA: 她多大了？\nU: 34岁", {("表姐", "age", "34岁")}),
    (
        "U: 我表姊今年34\nA: 她多大了？\nU: 34歲",
        "U: 我表姐今年34\nA: 她多大了？\nU: 34岁",
        {("表姐", "age", "34岁")},
    ),
    (
        "U: 我表姊今年34\nU: 說錯了，她35不是34",
        "U: 我表姐今年34\nU: 说错了，她35不是34",
        {("表姐", "age", "35岁")},
    ),
    # the assistant asks in Traditional, the user answers with a number alone
    ("U: 我舅舅來我家了\nA: 他幾歲了？\nU: 58", "U: 我舅舅来我家了\nA: 他几岁了？\nU: 58", {("舅舅", "age", "58岁")}),
    (
        "U: 我男朋友\nA: 他做什麼工作的？\nU: 軟體工程師",
        "U: 我男朋友\nA: 他做什么工作的？\nU: 软体工程师",
        {("男朋友", "job", "软体工程师")},
    ),
]

# The reply is the user's own or says nothing of the one before: no fact of theirs
NEGATIVES = [
    "U: 我室友\nA: 你多大了？\nU: 28歲",  # the assistant asks of the user
    "U: 我表姊今年34\nA: 你爸呢？\nU: 60歲了",  # of someone else
    "U: 我表姊\nA: 她多大了？\nU: 不知道欸，大概三十幾吧",  # a guess
    "U: 我舅舅來了\nA: 他幾歲了？\nU: 你猜？",  # asks back
]


def _facts(mem: Memory, user: str, dialogue: str) -> set[tuple[str, str, str]]:
    topic = mem.topics.create(user, "聊天")
    for line in dialogue.splitlines():
        role = "user" if line.startswith("U:") else "assistant"
        mem.messages.add(topic.id, role, line[2:].strip())
    mem.extract(topic.id)
    got = set()
    for e in mem.entities.list(user):
        view = mem.entities.get(user, e.id)
        got |= {(view.entity.relation, f.attribute, f.value) for f in view.facts if f.attribute != "relation"}
    return got


def _memories(mem: Memory, user: str, dialogue: str) -> list[str]:
    _facts(mem, user, dialogue)
    return [r.content for r in mem.list(user, limit=20)]


@pytest.fixture
def mem(tmp_path: Path, embedder, clock):  # type: ignore[no-untyped-def]
    m = Memory(tmp_path / "m.db", embedder=embedder, clock=clock)
    yield m
    m.close()


@pytest.mark.parametrize(("hant", "hans", "facts"), DIALOGUES)
def test_a_dialogue_in_traditional_reads_as_its_simplified_twin(
    mem: Memory, hant: str, hans: str, facts: set[tuple[str, str, str]]
) -> None:
    got, twin = _facts(mem, "t", hant), _facts(mem, "s", hans)
    assert twin == facts
    assert {tuple(to_simplified(w) for w in f) for f in got} == facts
    for relation, _, value in got:  # in the user's script: 表姊, 東北, 34歲
        for word in (relation, value):
            assert to_simplified(word) == word or is_traditional(word), word


@pytest.mark.parametrize("dialogue", NEGATIVES)
def test_a_reply_not_about_the_one_before_gives_them_nothing(mem: Memory, dialogue: str) -> None:
    facts = _facts(mem, "n", dialogue)
    twin = _facts(mem, "z", to_simplified(dialogue))
    assert not {f for f in facts if f[1] == "age" and to_simplified(f[2]) != "34岁"}, facts  # 34 is 表姊's own
    assert {tuple(to_simplified(w) for w in f) for f in facts} == twin


def test_a_regional_character_alone_makes_a_message_traditional() -> None:
    assert is_traditional("我表姊今年34") and to_simplified("我表姊今年34") == "我表姐今年34"
    assert is_traditional("佢住喺沙田")
    assert not is_traditional("我和姊妹们去逛街了")  # 们 is Simplified: the message is
    assert not is_traditional("我姐姐今年34")


# --- Taiwan and Hong Kong words for kin, and Cantonese 係 -------------------------------------------------------

# (Traditional, its Simplified twin, (relation, gender, facts) as Simplified)
KIN = [
    (
        "我阿嬤今年八十歲了，住在台南",
        "我阿嬷今年八十岁了，住在台南",
        ("阿嬷", "f", [("age", "八十岁"), ("lives_in", "台南")]),
    ),
    ("我阿公是退休的老師", "我阿公是退休的老师", ("阿公", "m", None)),
    ("我媽咪住在香港", "我妈咪住在香港", ("妈咪", "f", [("lives_in", "香港")])),
    ("我爹地是醫生", "我爹地是医生", ("爹地", "m", [("job", "医生")])),
    ("我阿爸今年五十八歲", "我阿爸今年五十八岁", ("阿爸", "m", [("age", "五十八岁")])),
    ("我細佬在深圳做工程師", "我细佬在深圳做工程师", ("细佬", "m", None)),
    ("我老媽是護士", "我老妈是护士", ("老妈", "f", [("job", "护士")])),
]


def _read(text: str) -> list[tuple[str, str, list[tuple[str, str]]]]:
    return [
        (
            to_simplified(m.relation),
            relation_gender(to_simplified(m.relation)),
            [(f.attribute, to_simplified(f.value)) for f in m.facts],
        )
        for m in extract_mentions(text, language="zh")
    ]


@pytest.mark.parametrize(("hant", "hans", "said"), KIN)
def test_taiwan_and_hong_kong_kin_words_read_in_both_scripts_with_gender(
    hant: str, hans: str, said: tuple[str, str, list[tuple[str, str]] | None]
) -> None:
    got, twin = _read(hant), _read(hans)
    assert got == twin
    relation, gender, facts = said
    assert [(r, g) for r, g, _ in got] == [(relation, gender)]
    assert facts is None or got[0][2] == facts
    assert got[0][2], hant


def test_cantonese_copula_is_read_as_is_never_as_part_of_a_job() -> None:
    assert _read("我家姐今年三十五歲，係護士") == [("姐", "f", [("age", "三十五岁"), ("job", "护士")])]
    assert _read("我細佬係工程師") == [("细佬", "m", [("job", "工程师")])]
    # 係 that ties words stays 系: 關係, 係數; and 中文系 is no verb
    assert to_simplified("沒關係啦") == "没关系啦"
    assert to_simplified("這個係數很大") == "这个系数很大"
    assert to_simplified("我係中文系學生") == "我是中文系学生"
    assert not [m for m in extract_mentions("我同佢冇乜關係", language="zh") if m.facts]


@pytest.mark.parametrize(
    "text",
    [
        "你阿嬤幾歲了？",  # asks
        "如果我阿公還在就好了",  # hypothetical
        "阿公阿嬤都很疼我",  # nothing stated of one
        "我係護士",  # the user's own
    ],
)
def test_kin_words_in_questions_wishes_and_the_users_own_facts_read_no_fact(text: str) -> None:
    assert not [m for m in extract_mentions(text, language="zh") if m.facts]


# --- questions --------------------------------------------------------------------------------------------------

HISTORY = [
    "我媽媽住在台北，今年六十歲",
    "我朋友王小明吃素",
    "我朋友陳怡君不吃素，她很愛吃肉",
    "我同事林志豪身高一米八五",
    "我同事黃曉雯身高一米六",
    "我表哥張偉住在美國",
    "我舅舅趙國強住在台中",
    "我阿嬤今年八十五歲",
]
QUESTIONS = [
    "我媽媽住在哪裡？",
    "我朋友裡誰吃素？",
    "我同事裡誰最高？",
    "哪些親戚住在國外？",
    "我舅舅幾歲？",
    "我家人裡誰最年長？",
    "我阿嬤幾歲？",
]


def _people_section(text: str) -> list[str]:
    """The lines of the context's people section (its heading in either script: it is the user's)."""
    parts = re.split("## 相[关關]的人和事", text, maxsplit=1)
    lines = parts[1].strip().splitlines() if len(parts) > 1 else []
    end = next((i for i, x in enumerate(lines) if x.startswith("#")), len(lines))
    return [x for x in lines[:end] if x.startswith("- ")]


def test_a_question_in_traditional_reads_as_its_simplified_twin_and_answers_in_its_script(mem: Memory) -> None:
    for user, history in (("t", HISTORY), ("s", [to_simplified(h) for h in HISTORY])):
        topic = mem.topics.create(user, "聊天")
        for said in history:
            mem.messages.add(topic.id, "user", said)
        mem.extract(topic.id)
    for question in QUESTIONS:
        got = _people_section(mem.context("t", question).text)
        twin = _people_section(mem.context("s", to_simplified(question)).text)
        assert twin, question
        assert [to_simplified(x).replace("臺", "台") for x in got] == twin, question
        assert not any("用户" in x or "张伟" in x or "赵国强" in x for x in got), got
    assert "台北" in _people_section(mem.context("t", "我媽媽住在哪裡？").text)[0]  # as written, not 臺北
    # 阿嬤 is family: the eldest of the user's family
    assert "最大：阿嬤（八十五歲）" in _people_section(mem.context("t", "我家人裡誰最年長？").text)[0]


def test_a_memory_written_of_a_later_turn_keeps_the_words_the_user_named_them_by(mem: Memory) -> None:
    # 表姊 was said in the first message; the reply and the correction say only 她 / a number
    assert _memories(mem, "a", "U: 我表姊\nA: 她多大了？\nU: 34歲") == ["用戶的表姊今年34歲"]
    assert _memories(mem, "b", "U: 我表姊今年34\nU: 說錯了，她35不是34") == ["用戶的表姊今年35歲"]
    assert _memories(mem, "c", "U: 我表姐今年34\nU: 说错了，她35不是34") == ["用户的表姐今年35岁"]


def test_a_reply_that_says_no_script_is_in_that_of_the_turn_before(mem: Memory) -> None:
    assert han_script("台南的") == ""  # Taiwan writes 台 as it is: no Simplified mark
    assert is_traditional("我表姊住台北")

    assert _memories(mem, "a", "A: 你老家哪裡的？\nU: 台南的") == ["用戶的老家是台南的"]
    assert _memories(mem, "b", "A: 你老家哪里的？\nU: 台南的") == ["用户的老家是台南的"]
    assert _memories(mem, "c", "A: 你幾歲了？\nU: 28") == ["用戶今年28歲"]
    assert _memories(mem, "d", "U: 我喜歡貓\nA: 好的～\nU: 我不吃香菜") == ["用戶不吃香菜", "用戶喜歡貓"]
